import os from 'node:os'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { isUnsubscribed } from '@/contacts/subscription'
import { asSystem } from '@/core/operation'
import { loggedMessages } from '@/email/adapter'
import { INVITATION_FILE } from '@/email/calendar'
import { redactedCopy } from '@/email/redact'
import { noteRefusal } from '@/email/refusals'
import { queryRows, writeAsSystem } from '@/utilities/sql'

/**
 * How long a claimed send may last before another worker may take the message over: longer than
 * any one SMTP attempt can (nodemailer gives up on a silent server well within it).
 */
const SEND_LEASE = '15 minutes'

/** What a claimed message's `provider` reads while this process sends it: who holds it. */
const CLAIM_PREFIX = 'sending:'
const claimant = () => `${CLAIM_PREFIX}${os.hostname()}:${process.pid}`

/**
 * Takes the message for this process in one statement, before anything is sent. Payload's job
 * runner claims a job by a read and then a write, so two runners (two `npm run jobs` workers, or
 * a worker beside a web process's autorun) can both start the same sendEmail job: only the one
 * whose UPDATE matched sends. A queued or failed message is free unless another process claimed
 * it less than SEND_LEASE ago; the claim is its `provider` (who sends it) and `updated_at` (since
 * when), so the log needs no column of its own. Committed at once, outside any transaction, so
 * the other runner sees it.
 */
async function claimMessage(payload: Payload, id: number): Promise<boolean> {
  const claimed = await writeAsSystem<{ id: number }>(
    'emailDelivery',
    payload,
    sql`update email_messages set provider = ${claimant()}, updated_at = now()
         where id = ${id} and status in ('queued', 'failed')
           and (provider is null or provider not like ${`${CLAIM_PREFIX}%`}
                or updated_at < now() - ${SEND_LEASE}::interval)
     returning id`,
  )
  return claimed.length === 1
}

/**
 * Housekeeping's part: a sendEmail job whose runner died (its row says "processing" forever, as
 * Payload never takes a running job back) is made runnable again once no live claim holds its
 * message. At-least-once: a worker killed after the mail server accepted the message and before
 * it was marked sent leaves it queued, and it is sent again a lease later, with the same
 * Message-ID (see deliverMessage), so a receiving server or mailbox that saw it can drop the copy.
 * A sign-in link or receipt sent twice is better than one never sent.
 */
export async function resumeStrandedSends(payload: Payload): Promise<number> {
  const resumed = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`update payload_jobs j set processing = false, updated_at = now()
         where j.task_slug = 'sendEmail' and j.processing = true and j.completed_at is null
           and j.updated_at < now() - ${SEND_LEASE}::interval
           and not exists (
             select 1 from email_messages m
              where m.id = (j.input ->> 'messageId')::int
                and m.provider like ${`${CLAIM_PREFIX}%`}
                and m.updated_at >= now() - ${SEND_LEASE}::interval)
     returning j.id`,
  )
  return resumed.length
}

/**
 * Sends one logged message (email-messages), as the sendEmail job's attempt. Marketing e-mail
 * (it has an unsubscribe link) is skipped for addresses that have unsubscribed by send time. Once
 * a message is sent (or skipped), the log keeps it with its secret links disarmed: a sign-in or
 * unsubscribe token lives in her mailbox only. A queued or failed message keeps them, to be sent.
 * A failure is recorded and thrown, so the queue retries it, unless her address was refused for
 * good (then she is marked bounced and it is not tried again). Each message is sent by one process
 * at a time (claimMessage): another runner that started the same job meanwhile finds it claimed
 * and throws (its job retries later and then finds it sent).
 */
export async function deliverMessage(
  req: PayloadRequest,
  input: { messageId: number },
): Promise<{ skipped: boolean }> {
  const { payload } = req
  const system = { depth: 0, req, ...asSystem('emailDelivery') } as const
  const message = await payload.findByID({
    collection: 'email-messages',
    id: input.messageId,
    ...system,
  })
  const record = async (data: Record<string, unknown>) => {
    await payload.update({ collection: 'email-messages', id: message.id, data, ...system })
    // A sequence step's delivery row follows its message (its figures are counted there).
    if (data.status === 'sent' || data.status === 'skipped') {
      await writeAsSystem(
        'emailDelivery',
        payload,
        sql`update email_deliveries set status = ${data.status as string},
              sent_at = ${data.status === 'sent' ? sql`now()` : null}, updated_at = now()
             where message_id = ${message.id}`,
        req,
      )
    }
  }

  // Sent already (a retried step after a crash): never twice.
  if (message.status === 'sent' || message.status === 'skipped') {
    return { skipped: message.status === 'skipped' }
  }
  if (!(await claimMessage(payload, message.id))) {
    // Finished by another runner between our read and our claim, or being sent by it now.
    const [now] = await queryRows<{ status: string }>(
      payload,
      sql`select status::text as status from email_messages where id = ${message.id}`,
    )
    if (now?.status === 'sent' || now?.status === 'skipped') {
      return { skipped: now.status === 'skipped' }
    }
    throw new Error(`Message ${message.id} is being sent by another worker.`)
  }

  if (message.unsubscribeUrl && (await isUnsubscribed(payload, message.to))) {
    payload.logger.info(`[email] skipped "${message.subject}": the recipient has unsubscribed`)
    await record({ status: 'skipped', provider: null, ...redactedCopy(message) })
    return { skipped: true }
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', ...system })
  const attempts = (message.attempts ?? 0) + 1
  try {
    const outgoing = {
      // The sender's identity is the practice's: its owner's name, replies to its support address.
      from: {
        name: settings.ownerName || payload.email.defaultFromName,
        address: payload.email.defaultFromAddress,
      },
      to: message.to,
      // The same on every attempt: a copy sent again after a crash is recognisably the same one.
      messageId: `<message-${message.id}.${Date.parse(message.createdAt)}@${
        payload.email.defaultFromAddress.split('@')[1] || 'localhost'
      }>`,
      subject: message.subject,
      text: message.text ?? '',
      ...(message.html ? { html: message.html } : {}),
      replyTo: message.replyTo || settings.supportEmail || undefined,
      // A call invitation's calendar file, for her to add with one tap.
      ...(message.calendar
        ? {
            attachments: [
              {
                filename: INVITATION_FILE,
                content: message.calendar,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ],
          }
        : {}),
      ...(message.unsubscribeUrl
        ? {
            list: { unsubscribe: message.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    }
    loggedMessages.add(outgoing)
    const info = (await payload.sendEmail(outgoing)) as { messageId?: string } | undefined
    await record({
      status: 'sent',
      attempts,
      error: null,
      providerMessageId: info?.messageId ?? null,
      provider: payload.email.name,
      sentAt: new Date().toISOString(),
      ...redactedCopy(message),
    })
    return { skipped: false }
  } catch (error) {
    // Outside the job's own request: the attempt is on record even if the job's work is undone.
    await payload.update({
      collection: 'email-messages',
      id: message.id,
      // The claim ends with the attempt: the retry (or another runner) may take it.
      data: { status: 'failed', attempts, error: (error as Error).message, provider: null },
      depth: 0,
      ...asSystem('emailDelivery'),
    })
    // Her address refused for good: marked bounced, and not tried again (it would be refused).
    if (await noteRefusal(payload, message.to, error)) {
      await writeAsSystem(
        'emailDelivery',
        payload,
        sql`update email_deliveries set status = 'failed', bounced_at = now(), updated_at = now()
             where message_id = ${message.id}`,
      )
      return { skipped: true }
    }
    throw error
  }
}
