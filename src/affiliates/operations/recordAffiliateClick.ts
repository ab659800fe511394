import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { notAVisitor, pathOnSite } from '@/analytics/count'
import { visitorIds } from '@/analytics/visitor'
import { commerceNow } from '@/commerce/billing/clock'
import { asSystem, inOperation } from '@/core/operation'
import { clientAddress } from '@/security/clientAddress'
import { ownerDayOf } from '@/settings/timeZone'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'
import { getServerSideURL } from '@/utilities/getURL'

import { affiliateCookie } from '../cookie'
import { AFFILIATE_CODE_PATTERN, type affiliateClickSchema, normaliseCode } from '../schema'

const system = asSystem('affiliateClick')

/** Another site's address without its query (which may hold someone's ids): origin and path. */
function referrerOf(referrer: string | undefined): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return `${url.origin}${url.pathname}`.slice(0, 300)
  } catch {
    return null
  }
}

/**
 * A visitor arrived through an affiliate's link (`?ref=<code>` on any page; the page's beacon
 * reports it). An active affiliate's code: the click is kept — the page, where she came from and
 * the visitor as the day's salted hash (the analytics' own: no address is stored, and the salt is
 * deleted two days later) — and the answer carries the referral cookie (30 days; a later link
 * replaces it: last click wins). Any other code, a bot or a prefetch: nothing kept, no cookie, and
 * the same answer, so the beacon cannot be used to find out which codes exist.
 */
export async function recordAffiliateClick(
  req: PayloadRequest,
  input: z.output<typeof affiliateClickSchema>,
): Promise<{ cookie: string | null }> {
  const code = normaliseCode(input.code)
  if (!AFFILIATE_CODE_PATTERN.test(code)) return { cookie: null }
  const why = notAVisitor(req.headers)
  if (why === 'bot' || why === 'prefetch') return { cookie: null }
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'affiliates',
      where: { code: { equals: code }, isActive: { equals: true } },
      limit: 1,
      depth: 0,
      select: { code: true },
      req,
      ...system,
    })
    const affiliate = docs[0]
    if (!affiliate) return { cookie: null }
    const userAgent = req.headers.get('user-agent') ?? ''
    const day = ownerDayOf(new Date(), await cachedOwnerTimeZone(req.payload, req))
    const [visitorHash] = await visitorIds(
      req.payload,
      day,
      new URL(getServerSideURL()).host,
      clientAddress(req),
      userAgent,
    )
    await req.payload.create({
      collection: 'affiliate-clicks',
      data: {
        affiliate: affiliate.id,
        visitorHash,
        userAgent: userAgent.slice(0, 300) || null,
        referrer: referrerOf(input.referrer),
        landingPage: input.landingPage ? (pathOnSite(input.landingPage)?.path ?? null) : null,
      },
      depth: 0,
      req,
      ...system,
    })
    const clickedAt = await commerceNow(req.payload, req)
    return { cookie: affiliateCookie(req.payload.secret, affiliate.id, clickedAt) }
  })
}
