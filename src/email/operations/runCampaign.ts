import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { loggedMessages, SMTP_CONNECTIONS } from '@/email/adapter'
import { BULK_QUEUE } from '@/jobs/mailQueues'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { isPermanentRefusal, noteRefusal } from '../refusals'

import { audienceWhere } from '../campaigns/audience'
import { type CampaignContext, renderCampaign, unsubscribeUrlOf } from '../campaigns/render'
import { audienceOf, campaignContext, recipientOf, recipientsByContact } from '../campaigns/store'

/** Deliveries taken per claim: small, so a crash leaves little in flight. */
const BATCH_SIZE = 50
/** One run of the job sends for this long, then hands over to a new run (other bulk mail goes between). */
const RUN_MILLISECONDS = 20_000
/** A claim older than this belongs to a sender that died: its deliveries are taken again. */
const STALE_CLAIM_MINUTES = 2
/** An address the mail server refuses this many times is given up (a 5xx refusal at once). */
const MAX_ATTEMPTS = 3

export type CampaignRun = {
  outcome: 'not-due' | 'finished' | 'continuing' | 'waiting'
  sent: number
  skipped: number
  failed: number
}

type Claimed = { id: number; contact_id: number; email: string; attempts: number }

/** The state moves only forward, in one statement each, so two runs never both start a send. */
async function start(payload: Payload, campaignId: number) {
  const [row] = await writeAsSystem<{
    subject: string
    content: string
    audience: string
    recipient_count: number | null
  }>(
    'emailCampaign',
    payload,
    sql`update email_campaigns
           set status = 'sending', started_at = coalesce(started_at, now()), updated_at = now()
         where id = ${campaignId}
           and (status = 'sending' or (status = 'scheduled' and scheduled_for <= now()))
     returning subject, content, audience, recipient_count`,
  )
  return row ?? null
}

/**
 * Writes one delivery row per recipient, once: the unique (campaign, contact) index makes a second
 * run, or a second worker, add nobody twice. The list is fixed from here on.
 */
async function fixRecipients(payload: Payload, campaignId: number, audienceValue: string) {
  await writeAsSystem(
    'emailCampaign',
    payload,
    sql`insert into email_deliveries
          (campaign_id, contact_id, email, status, attempts, opens, clicks, updated_at, created_at)
        select ${campaignId}, c.id, c.email, 'pending', 0, 0, 0, now(), now()
          from contacts c where ${audienceWhere(audienceOf(audienceValue))}
        on conflict (campaign_id, contact_id) do nothing`,
  )
  await writeAsSystem(
    'emailCampaign',
    payload,
    sql`update email_campaigns
           set recipient_count = (select count(*) from email_deliveries where campaign_id = ${campaignId})
         where id = ${campaignId}`,
  )
}

/** Takes the next deliveries to send: waiting ones, and those a dead sender left behind. */
const claim = (payload: Payload, campaignId: number) =>
  writeAsSystem<Claimed>(
    'emailCampaign',
    payload,
    sql`update email_deliveries
           set status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
         where id in (
           select id from email_deliveries
            where campaign_id = ${campaignId}
              and (status = 'pending'
                   or (status = 'sending'
                       and claimed_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})))
            order by attempts, id
            limit ${BATCH_SIZE}
            for update skip locked)
     returning id, contact_id, email, attempts`,
  )

const record = (
  payload: Payload,
  id: number,
  outcome:
    | { status: 'sent'; providerMessageId: string | null }
    | { status: 'skipped' }
    | { status: 'failed' | 'pending'; error: string; bounced?: boolean },
) =>
  writeAsSystem(
    'emailCampaign',
    payload,
    outcome.status === 'sent'
      ? sql`update email_deliveries set status = 'sent', sent_at = now(), error = null,
              provider_message_id = ${outcome.providerMessageId}, updated_at = now() where id = ${id}`
      : outcome.status === 'skipped'
        ? sql`update email_deliveries set status = 'skipped', updated_at = now() where id = ${id}`
        : sql`update email_deliveries set status = ${outcome.status}, error = ${outcome.error.slice(0, 500)},
                bounced_at = ${outcome.bounced ? sql`now()` : sql`bounced_at`}, updated_at = now()
              where id = ${id}`,
  )

/**
 * The campaign send job's work: starts a due campaign, fixes its recipients, then sends in small
 * claimed batches, each delivery marked sent as soon as the mail server accepts it (through the
 * adapter's SMTP pool, no faster than EMAIL_MAX_PER_SECOND). A run that
 * dies leaves at most one batch claimed; the next run takes it again after STALE_CLAIM_MINUTES and
 * sends it with the same Message-ID, so a mail server or mailbox that saw it drops the copy.
 */
export async function runCampaign(
  req: PayloadRequest,
  { campaignId }: { campaignId: number },
): Promise<CampaignRun> {
  const { payload } = req
  const tally: CampaignRun = { outcome: 'not-due', sent: 0, skipped: 0, failed: 0 }
  const campaign = await start(payload, campaignId)
  if (!campaign) return tally
  if (campaign.recipient_count === null) {
    await fixRecipients(payload, campaignId, campaign.audience)
  }
  const context = await campaignContext(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings', ...asSystem('emailCampaign') })
  const from = {
    name: settings.ownerName || payload.email.defaultFromName,
    address: payload.email.defaultFromAddress,
  }
  const domain = from.address.split('@')[1] ?? 'localhost'
  const began = Date.now()

  while (Date.now() - began < RUN_MILLISECONDS) {
    const batch = await claim(payload, campaignId)
    if (!batch.length) break
    const recipients = await recipientsByContact(
      payload,
      batch.map((delivery) => delivery.contact_id),
    )
    const deliverOne = async (delivery: Claimed) => {
      const recipient = recipients.get(delivery.contact_id)
      if (!recipient?.subscribed) {
        await record(payload, delivery.id, { status: 'skipped' })
        tally.skipped++
        return
      }
      try {
        const info = await send(payload, context, campaign, delivery, recipientOf(recipient), {
          from,
          messageId: `<campaign-${campaignId}.${delivery.id}@${domain}>`,
          replyTo: settings.supportEmail || undefined,
        })
        await record(payload, delivery.id, {
          status: 'sent',
          providerMessageId: info?.messageId ?? null,
        })
        tally.sent++
      } catch (error) {
        const final = isPermanentRefusal(error) || delivery.attempts >= MAX_ATTEMPTS
        // Her address refused for good: marked bounced, and never sent marketing again.
        const bounced = await noteRefusal(payload, delivery.email, error)
        await record(payload, delivery.id, {
          status: final ? 'failed' : 'pending',
          error: (error as Error).message,
          bounced,
        })
        if (final) tally.failed++
        payload.logger.warn(
          `[campaign ${campaignId}] delivery ${delivery.id}: ${(error as Error).message}`,
        )
      }
    }
    // One sender per pooled SMTP connection: each message waits on its server's replies.
    let next = 0
    await Promise.all(
      Array.from({ length: SMTP_CONNECTIONS }, async () => {
        while (next < batch.length) await deliverOne(batch[next++]!)
      }),
    )
    // A heartbeat: housekeeping resumes a campaign whose sender has gone quiet.
    await writeAsSystem(
      'emailCampaign',
      payload,
      sql`update email_campaigns set updated_at = now() where id = ${campaignId}`,
    )
  }

  const [left] = await queryRows<{ waiting: string; inFlight: string }>(
    payload,
    sql`select count(*) filter (where status = 'pending') as waiting,
               count(*) filter (where status = 'sending') as "inFlight"
          from email_deliveries where campaign_id = ${campaignId}`,
  )
  if (Number(left?.waiting ?? 0) > 0) {
    await payload.jobs.queue({ task: 'sendCampaign', input: { campaignId }, queue: BULK_QUEUE })
    return { ...tally, outcome: 'continuing' }
  }
  if (Number(left?.inFlight ?? 0) > 0) return { ...tally, outcome: 'waiting' }
  await writeAsSystem(
    'emailCampaign',
    payload,
    sql`update email_campaigns set status = 'sent', sent_at = now(), updated_at = now()
         where id = ${campaignId} and status = 'sending'`,
  )
  return { ...tally, outcome: 'finished' }
}

async function send(
  payload: Payload,
  context: CampaignContext,
  campaign: { subject: string; content: string },
  delivery: Claimed,
  recipient: ReturnType<typeof recipientOf>,
  envelope: { from: { name: string; address: string }; messageId: string; replyTo?: string },
) {
  const rendered = renderCampaign(campaign, recipient, context, delivery.id)
  const outgoing = {
    ...envelope,
    to: delivery.email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    list: { unsubscribe: unsubscribeUrlOf(context.siteUrl, recipient.unsubscribeToken) },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
  // The delivery row is this message's record, not the e-mail log.
  loggedMessages.add(outgoing)
  return (await payload.sendEmail(outgoing)) as { messageId?: string } | undefined
}

/**
 * Housekeeping's part: a campaign whose sender went quiet (a crash, a restart mid-send) or whose
 * time passed without a run gets a new run; it carries on where the delivery rows say it stopped.
 */
export async function resumeStalledCampaigns(payload: Payload): Promise<number> {
  const stalled = await writeAsSystem<{ id: number }>(
    'emailCampaign',
    payload,
    sql`update email_campaigns set updated_at = now()
         where updated_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})
           and (status = 'sending'
                or (status = 'scheduled'
                    and scheduled_for < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})))
     returning id`,
  )
  for (const { id } of stalled) {
    await payload.jobs.queue({ task: 'sendCampaign', input: { campaignId: id }, queue: BULK_QUEUE })
  }
  return stalled.length
}
