import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import type { EmailCampaign } from '@/payload-types'

import type { CampaignDraft } from '../campaigns/schema'
import { findCampaign, writeCampaign } from '../campaigns/store'

const ALREADY_SENT = 'This campaign has gone out already. Duplicate it to send it again.'

/** A campaign may be changed only before it goes out. */
export function requireEditable(campaign: EmailCampaign) {
  if (campaign.status === 'sending' || campaign.status === 'sent') {
    throw new AppError('conflict', ALREADY_SENT)
  }
}

/**
 * The Create Campaign modal's save: a new draft, or her changes to a draft or a scheduled one
 * (which keeps its time).
 */
export async function saveCampaign(
  req: PayloadRequest,
  { id, ...draft }: CampaignDraft & { id?: number },
): Promise<EmailCampaign> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    if (id === undefined) {
      return writeCampaign(req, null, { ...draft, status: 'draft', createdBy: owner.email })
    }
    requireEditable(await findCampaign(req, id))
    return writeCampaign(req, id, draft)
  })
}
