import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { BULK_QUEUE } from '@/jobs/mailQueues'
import type { EmailCampaign } from '@/payload-types'
import { writeAsSystem } from '@/utilities/sql'

import { audienceOf, countAudience, findCampaign, writeCampaign } from '../campaigns/store'
import { requireEditable } from './saveCampaign'

const NOBODY_TO_SEND_TO = 'Nobody in this audience is subscribed, so there is no one to send it to.'

/** Queues the campaign's send job, at its time (`waitUntil`) or now. */
const queueCampaignRun = (req: PayloadRequest, campaignId: number, at?: Date) =>
  req.payload.jobs.queue({
    task: 'sendCampaign',
    input: { campaignId },
    queue: BULK_QUEUE,
    ...(at ? { waitUntil: at } : {}),
    req,
  })

/**
 * "Send now" (after the Email tab has shown how many people will get it) or "Schedule" for a time
 * (`at`). The send job takes it from there: it fixes the list of recipients when it starts, so
 * someone who unsubscribes before then is not on it, and someone who does after is skipped.
 */
export async function sendCampaign(
  req: PayloadRequest,
  { id, at }: { id: number; at?: string },
): Promise<{ campaign: EmailCampaign; recipients: number }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const campaign = await findCampaign(req, id)
    requireEditable(campaign)
    const recipients = await countAudience(req.payload, audienceOf(campaign.audience), req)
    if (recipients === 0) throw new AppError('unprocessable', NOBODY_TO_SEND_TO)
    const when = at ? new Date(at) : undefined
    const updated = await writeCampaign(
      req,
      id,
      when
        ? { status: 'scheduled', scheduledFor: when.toISOString() }
        : { status: 'sending', scheduledFor: null, startedAt: new Date().toISOString() },
    )
    await queueCampaignRun(req, id, when)
    return { campaign: updated, recipients }
  })
}

/** "Cancel" a scheduled campaign: it becomes a draft again, and its time passes without a send. */
export async function cancelCampaign(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ campaign: EmailCampaign }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    await findCampaign(req, id)
    // One statement: the send job's start (scheduled → sending) and this cannot both win.
    const cancelled = await writeAsSystem<{ id: number }>(
      'emailCampaign',
      req.payload,
      sql`update email_campaigns set status = 'draft', scheduled_for = null, updated_at = now()
           where id = ${id} and status = 'scheduled' returning id`,
      req,
    )
    if (!cancelled.length) {
      throw new AppError('conflict', 'Only a scheduled campaign can be cancelled.')
    }
    return { campaign: await findCampaign(req, id) }
  })
}

/** "Duplicate": a new draft with the same subject, words and audience. */
export async function duplicateCampaign(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ campaign: EmailCampaign }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const { subject, content, audience } = await findCampaign(req, id)
    const campaign = await writeCampaign(req, null, {
      subject,
      content,
      audience,
      status: 'draft',
      createdBy: owner.email,
    })
    return { campaign }
  })
}

/**
 * "Resend to those who did not open": a new draft of a sent campaign for the people it reached who
 * have not opened it (machine opens do not count as hers), still subscribed when it goes out.
 */
export async function resendToNonOpeners(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ campaign: EmailCampaign }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const original = await findCampaign(req, id)
    if (original.status !== 'sent') {
      throw new AppError('conflict', 'Only a campaign that has gone out can be resent.')
    }
    const campaign = await writeCampaign(req, null, {
      subject: original.subject,
      content: original.content,
      audience: `not-opened:${id}`,
      status: 'draft',
      createdBy: owner.email,
    })
    return { campaign }
  })
}

/** "Archive": out of the list (a scheduled or sending one must be cancelled or finish first). */
export async function archiveCampaign(
  req: PayloadRequest,
  { id, archived }: { id: number; archived: boolean },
): Promise<{ campaign: EmailCampaign }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const campaign = await findCampaign(req, id)
    if (campaign.status === 'scheduled' || campaign.status === 'sending') {
      throw new AppError(
        'conflict',
        campaign.status === 'scheduled'
          ? 'Cancel this campaign before you archive it.'
          : 'This campaign is going out; archive it when it has finished.',
      )
    }
    return { campaign: await writeCampaign(req, id, { archived }) }
  })
}
