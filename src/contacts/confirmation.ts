import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The link of the confirmation e-mail (double opt-in): her contact's id and a signature of it, so
 * only the e-mail's recipient can confirm, and nothing is stored. It confirms only a yes that waits
 * for her click: once she is subscribed, or has said no, it changes nothing.
 */

const PURPOSE = 'confirm-subscription'

const signatureOf = (secret: string, contactId: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${contactId}`).digest('base64url').slice(0, 32)

export const confirmationToken = (secret: string, contactId: number) =>
  `${contactId}.${signatureOf(secret, contactId)}`

/** The contact a confirmation token was made for, or null for one this site did not sign. */
export function contactOfConfirmation(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const contactId = Number(match[1])
  const expected = Buffer.from(signatureOf(secret, contactId))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? contactId : null
}

/** Where the e-mail's button leads: a page that confirms only when she presses its button. */
export const confirmationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/confirm-subscription?token=${encodeURIComponent(token)}`
