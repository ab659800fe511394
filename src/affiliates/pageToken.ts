import { createHmac, timingSafeEqual } from 'node:crypto'
import { normaliseEmail } from '@/contacts/emailAddress'

/**
 * The link to an affiliate's own page: `<affiliate id, base 36>.<expiry, seconds>.<HMAC>`, signed
 * with the server's secret for this one purpose and bound to her e-mail address as it is when the
 * link is sent. It opens nothing but her read-only figures; it stops working when it expires, and
 * at once if the owner changes her address. Nothing is stored: she may open it as often as she
 * likes until then (a single-use link would lock her out of her own page after one visit).
 */
export const AFFILIATE_PAGE_DAYS = 90

/** Her page's address; the token is in the query, so the visit counter keeps only "/affiliate". */
export const AFFILIATE_PAGE_PATH = '/affiliate'

const SIGNATURE_LENGTH = 32

const signature = (secret: string, body: string, email: string) =>
  createHmac('sha256', `affiliate-page:${secret}`)
    .update(`${body}\n${normaliseEmail(email)}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)

export function affiliatePageToken(
  secret: string,
  affiliate: { id: number; email: string },
  now = new Date(),
) {
  const expires = Math.floor(now.getTime() / 1000) + AFFILIATE_PAGE_DAYS * 24 * 60 * 60
  const body = `${affiliate.id.toString(36)}.${expires}`
  return `${body}.${signature(secret, body, affiliate.email)}`
}

/** Which affiliate a token claims to be for (unchecked: verify it against her address). */
export function affiliateIdOfToken(token: string): number | null {
  const match = /^([0-9a-z]{1,7})\.(\d{1,12})\.([\w-]{32})$/.exec(token)
  return match ? parseInt(match[1]!, 36) : null
}

/** Whether `token` was signed here for this affiliate's page and has not expired. */
export function isAffiliatePageToken(
  secret: string,
  token: string,
  affiliate: { id: number; email: string },
  now = new Date(),
): boolean {
  const match = /^([0-9a-z]{1,7})\.(\d{1,12})\.([\w-]{32})$/.exec(token)
  if (!match) return false
  const [, id, expires, given] = match as unknown as [string, string, string, string]
  if (parseInt(id, 36) !== affiliate.id) return false
  if (Number(expires) * 1000 <= now.getTime()) return false
  const expected = signature(secret, `${id}.${expires}`, affiliate.email)
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
