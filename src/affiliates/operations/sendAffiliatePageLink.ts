import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { sendTemplate } from '@/email/send'

import { affiliateLinkOf, affiliatePageUrl } from '../links'
import { AFFILIATE_PAGE_DAYS, affiliatePageToken } from '../pageToken'
import type { affiliateIdSchema } from '../schema'

/**
 * The owner e-mails an affiliate the link to her own page (her link to share, her clicks, sales
 * and earnings). The link is signed for her page alone and works for AFFILIATE_PAGE_DAYS days;
 * the e-mail is queued in the transaction, so it is sent exactly when this succeeds.
 */
export async function sendAffiliatePageLink(
  req: PayloadRequest,
  { id }: z.output<typeof affiliateIdSchema>,
): Promise<{ sentTo: string }> {
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'affiliates',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
    const affiliate = docs[0]
    if (!affiliate) throw new AppError('not_found', 'Unknown affiliate.')
    if (!affiliate.isActive) {
      throw new AppError(
        'conflict',
        `${affiliate.name} is not active: tick “Active” on her record first.`,
      )
    }
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    await sendTemplate(
      req.payload,
      {
        template: 'affiliate-page-link',
        to: affiliate.email,
        replyTo: settings.supportEmail ?? undefined,
        data: {
          name: affiliate.name,
          affiliateLink: affiliateLinkOf(affiliate.code),
          pageLink: affiliatePageUrl(affiliatePageToken(req.payload.secret, affiliate)),
          validDays: String(AFFILIATE_PAGE_DAYS),
        },
      },
      req,
    )
    return { sentTo: affiliate.email }
  })
}
