import { createHmac, timingSafeEqual } from 'node:crypto'

import { generateCookie, parseCookies } from 'payload/shared'

import { AFFILIATE_ATTRIBUTION_DAYS } from '@/commerce/offers/types'
import { getServerSideURL } from '@/utilities/getURL'

/**
 * The referral cookie: `<affiliate id, base 36>.<click time, seconds>.<HMAC>`, keyed with the
 * server's secret, so a browser cannot write itself another affiliate or an earlier click. It is
 * first-party (this site's own, http-only: no script and no other site reads it), lives as long
 * as the attribution (30 days), and is replaced by the next affiliate link she follows (last
 * click wins). It carries no visitor id: it is only the referral.
 */
export const AFFILIATE_COOKIE = 'affiliate_ref'

const DAY_S = 24 * 60 * 60
const SIGNATURE_LENGTH = 22

const signature = (secret: string, body: string) =>
  createHmac('sha256', `affiliate-ref:${secret}`)
    .update(body)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)

/** The cookie's value for a click of `affiliateId` at `clickedAt`. */
export function affiliateCookieValue(secret: string, affiliateId: number, clickedAt: Date) {
  const body = `${affiliateId.toString(36)}.${Math.floor(clickedAt.getTime() / 1000)}`
  return `${body}.${signature(secret, body)}`
}

/** The Set-Cookie header the click endpoint answers with. */
export const affiliateCookie = (secret: string, affiliateId: number, clickedAt: Date) =>
  generateCookie<false>({
    name: AFFILIATE_COOKIE,
    value: affiliateCookieValue(secret, affiliateId, clickedAt),
    maxAge: AFFILIATE_ATTRIBUTION_DAYS * DAY_S,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: getServerSideURL().startsWith('https:'),
    returnCookieAsObject: false,
  })

/** The affiliate and click time this browser's cookie names, or null for one we did not sign. */
export function readAffiliateCookie(
  secret: string,
  headers: Headers,
): { affiliateId: number; clickedAt: Date } | null {
  const value = parseCookies(headers).get(AFFILIATE_COOKIE)
  if (!value || value.length > 100) return null
  const match = /^([0-9a-z]{1,7})\.(\d{1,12})\.([\w-]+)$/.exec(value)
  if (!match) return null
  const [, id, seconds, given] = match as unknown as [string, string, string, string]
  const expected = signature(secret, `${id}.${seconds}`)
  if (given.length !== expected.length) return null
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null
  return { affiliateId: parseInt(id, 36), clickedAt: new Date(Number(seconds) * 1000) }
}

/** Whether a click at `clickedAt` still attributes a purchase at `now`. */
export const withinAttribution = (clickedAt: Date, now: Date) => {
  const age = now.getTime() - clickedAt.getTime()
  // A minute's grace for a click stamped by another process's clock.
  return age >= -60_000 && age <= AFFILIATE_ATTRIBUTION_DAYS * DAY_S * 1000
}
