import { createHmac, timingSafeEqual } from 'node:crypto'

import { DATA_LINK_DAYS } from './constants'

/*
 * The link e-mailed to someone who asks for her own data: her contact's id, when it stops working,
 * and a signature of both, so only the mailbox of that address can open it, and nothing is stored.
 */

const PURPOSE = 'my-data'
const DAY_MS = 86_400_000

const signatureOf = (secret: string, contactId: number, expiresAt: number) =>
  createHmac('sha256', secret)
    .update(`${PURPOSE}:${contactId}:${expiresAt}`)
    .digest('base64url')
    .slice(0, 32)

/** A token for her contact, good for DATA_LINK_DAYS from `now` (seconds since 1970 in it). */
export function dataLinkToken(secret: string, contactId: number, now = Date.now()): string {
  const expiresAt = Math.floor((now + DATA_LINK_DAYS * DAY_MS) / 1000)
  return `${contactId}.${expiresAt}.${signatureOf(secret, contactId, expiresAt)}`
}

/** The contact a token was made for, or null for one this site did not sign or that expired. */
export function contactOfDataLink(secret: string, token: string, now = Date.now()): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{10,11})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const contactId = Number(match[1])
  const expiresAt = Number(match[2])
  const expected = Buffer.from(signatureOf(secret, contactId, expiresAt))
  const given = Buffer.from(match[3]!)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return expiresAt * 1000 > now ? contactId : null
}

/** Where the e-mail's button leads: a page that changes nothing until she presses a button. */
export const dataLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/my-data?token=${encodeURIComponent(token)}`
