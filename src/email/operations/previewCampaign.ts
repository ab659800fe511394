import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { queueEmail } from '@/jobs/queueEmail'
import { readTogether } from '@/utilities/transaction'

import { audienceOf, campaignContext, countAudience, firstRecipient } from '../campaigns/store'
import { renderCampaign } from '../campaigns/render'
import type { CampaignDraft } from '../campaigns/schema'

export type CampaignPreview = {
  subject: string
  html: string
  text: string
  /** How many subscribed people the audience holds now: "Send now" says it before it sends. */
  recipients: number
  /** Whom the preview is rendered for: the first person of the audience, or nobody yet. */
  shownFor: { email: string; name: string | null } | null
}

/** Someone to render a test or an empty audience's preview for: the owner herself. */
const ownerAsRecipient = (name: string) => ({ name, quizResult: null, unsubscribeToken: 'preview' })

/**
 * The preview of the Create Campaign modal: the e-mail exactly as the first person of its
 * audience will read it (her name, her quiz result), with the plain addresses, so the owner's
 * clicks in it are never counted.
 */
export async function previewCampaign(
  req: PayloadRequest,
  draft: CampaignDraft,
): Promise<CampaignPreview> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const audience = audienceOf(draft.audience)
    const [context, recipients, first] = await readTogether(req, [
      () => campaignContext(req.payload, req),
      () => countAudience(req.payload, audience, req),
      () => firstRecipient(req.payload, audience, req),
    ] as const)
    const rendered = renderCampaign(
      draft,
      first
        ? {
            name: first.name,
            quizResult: first.quiz_result,
            unsubscribeToken: first.unsubscribe_token,
          }
        : ownerAsRecipient(context.brand.ownerName),
      context,
      null,
    )
    return {
      ...rendered,
      recipients,
      shownFor: first ? { email: first.email, name: first.name } : null,
    }
  })
}

/**
 * "Send test": the e-mail to the owner's own address, marked as a test, with her own name in the
 * merge fields. It goes with the mail people wait for, not behind a campaign.
 */
export async function sendTestCampaign(
  req: PayloadRequest,
  draft: CampaignDraft,
): Promise<{ to: string }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const context = await campaignContext(req.payload, req)
    const rendered = renderCampaign(draft, ownerAsRecipient(context.brand.ownerName), context, null)
    await queueEmail(
      req.payload,
      {
        to: owner.email,
        subject: `[Test] ${rendered.subject}`,
        text: rendered.text,
        html: rendered.html,
        template: 'campaign-test',
      },
      req,
    )
    return { to: owner.email }
  })
}
