import type { PayloadRequest } from 'payload'

import { commerceNow } from '@/commerce/billing/clock'
import { samePerson } from '@/contacts/emailAddress'
import { asSystem } from '@/core/operation'

import { readAffiliateCookie, withinAttribution } from './cookie'

/**
 * The affiliate a checkout is attributed to: the last affiliate link this browser followed
 * (a first-party cookie set when the click was recorded) within AFFILIATE_ATTRIBUTION_DAYS, an
 * active affiliate, and not the buyer herself (no self-referral). Null otherwise.
 *
 * Called by the checkout on the visitor's request (no user: affiliates are the owner's records,
 * so it reads them as the checkout's system action). The clock is commerceNow, so the demo
 * payments clock moves the 30 days as it moves every other payment date.
 */
export async function attributedAffiliate(
  req: PayloadRequest,
  buyerEmail: string,
): Promise<number | null> {
  const referral = readAffiliateCookie(req.payload.secret, req.headers)
  if (!referral) return null
  if (!withinAttribution(referral.clickedAt, await commerceNow(req.payload, req))) return null
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { id: { equals: referral.affiliateId }, isActive: { equals: true } },
    limit: 1,
    depth: 0,
    select: { email: true },
    req,
    ...asSystem('publicCheckout'),
  })
  const affiliate = docs[0]
  if (!affiliate || samePerson(affiliate.email, buyerEmail)) return null
  return affiliate.id
}
