import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { asSystem } from '@/core/operation'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDate, zoneWords } from '@/settings/timeZone'

import { affiliateLinkOf } from '../links'
import { affiliateIdOfToken, isAffiliatePageToken } from '../pageToken'
import type { CommissionStatus } from '../report'
import type { affiliatePageSchema } from '../schema'

/** What an affiliate's own page shows: her figures and nothing about anyone else. */
export type AffiliatePage = {
  name: string
  link: string
  commissionRate: number
  clicks: number
  /** Sales through her link that stand (refunded ones are not counted). */
  sales: number
  /** Earned, not yet paid (to approve, or approved). */
  pendingInCents: number
  paidInCents: number
  /** Her latest commissions: the day, the amount, where it stands; never who bought. */
  commissions: { day: string; commissionInCents: number; status: string }[]
  zone: string
}

const system = asSystem('affiliatePage')

/** Where each of her commissions stands, in her words (the owner's "to approve" is not hers). */
const HER_WORDS: Record<CommissionStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  reversed: 'Refunded: not earned',
}

/**
 * An affiliate opens her page by the link the owner e-mailed her: with a token signed for her page,
 * not expired, for her address as it is now and while she is active, her own figures; anything else
 * (a wrong, changed or expired link, another site's token) → null, and the page says so kindly
 * without telling which.
 */
export async function getAffiliatePage(
  req: PayloadRequest,
  { token }: z.output<typeof affiliatePageSchema>,
): Promise<AffiliatePage | null> {
  const id = affiliateIdOfToken(token)
  if (!id) return null
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    ...system,
  })
  const affiliate = docs[0]
  if (!affiliate?.isActive || !isAffiliatePageToken(req.payload.secret, token, affiliate)) {
    return null
  }
  const mine = { affiliate: { equals: affiliate.id } }
  const [clicks, commissions, zone] = await Promise.all([
    req.payload.count({ collection: 'affiliate-clicks', where: mine, req, ...system }),
    req.payload.find({
      collection: 'affiliate-commissions',
      where: mine,
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      select: { commissionInCents: true, status: true, createdAt: true },
      req,
      ...system,
    }),
    readOwnerTimeZone(req.payload, req),
  ])
  const standing = commissions.docs.filter((doc) => doc.status !== 'reversed')
  const sum = (statuses: CommissionStatus[]) =>
    standing
      .filter((doc) => statuses.includes(doc.status as CommissionStatus))
      .reduce((total, doc) => total + doc.commissionInCents, 0)
  return {
    name: affiliate.name,
    link: affiliateLinkOf(affiliate.code),
    commissionRate: affiliate.commissionRate,
    clicks: clicks.totalDocs,
    sales: standing.length,
    pendingInCents: sum(['pending', 'approved']),
    paidInCents: sum(['paid']),
    commissions: commissions.docs.slice(0, 50).map((doc) => ({
      day: formatOwnerDate(doc.createdAt, zone),
      commissionInCents: doc.commissionInCents,
      status: HER_WORDS[doc.status as CommissionStatus],
    })),
    zone: zoneWords(zone),
  }
}
