import { createHmac, timingSafeEqual } from 'node:crypto'

import { MACHINE_OPEN_SECONDS } from './constants'

/**
 * The ids in a marketing e-mail's tracked links (`/r/<id>`) and open pixel: the delivery and the
 * link's place in that e-mail, signed with the site's secret. The target address is never in the
 * link: the redirect reads it from the campaign, so a changed id or index leads nowhere (404), and
 * the redirect can only ever send her to an address that was in her e-mail.
 */

const SIGNATURE_LENGTH = 16

const signature = (secret: string, purpose: 'click' | 'open', body: string) =>
  createHmac('sha256', `email-tracking:${secret}`)
    .update(`${purpose}:${body}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)

/** `<delivery>-<link>-<signature>`, the delivery in base 36 to keep the link short. */
const clickToken = (secret: string, deliveryId: number, linkIndex: number) => {
  const body = `${deliveryId.toString(36)}-${linkIndex}`
  return `${body}-${signature(secret, 'click', body)}`
}

const openToken = (secret: string, deliveryId: number) => {
  const body = deliveryId.toString(36)
  return `${body}-${signature(secret, 'open', body)}`
}

const matches = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given))

/** The delivery and link a click token names, or null for one this site did not sign. */
export function readClickToken(secret: string, token: string) {
  const match = /^([0-9a-z]{1,7})-(\d{1,3})-([\w-]{16})$/.exec(token)
  if (!match) return null
  const [, delivery, link, given] = match as unknown as [string, string, string, string]
  if (!matches(signature(secret, 'click', `${delivery}-${link}`), given)) return null
  return { deliveryId: parseInt(delivery, 36), linkIndex: Number(link) }
}

export function readOpenToken(secret: string, token: string) {
  const match = /^([0-9a-z]{1,7})-([\w-]{16})$/.exec(token.replace(/\.gif$/, ''))
  if (!match) return null
  const [, delivery, given] = match as unknown as [string, string, string]
  if (!matches(signature(secret, 'open', delivery), given)) return null
  return { deliveryId: parseInt(delivery, 36) }
}

/**
 * Whether an open came from a machine rather than her: Apple Mail Privacy Protection fetches every
 * image on delivery with a bare "Mozilla/5.0", and scanners and link checkers open within seconds
 * of delivery. (Gmail's image proxy fetches when she opens, so it counts.)
 */
export function isMachineOpen(userAgent: string, sentAt: Date | null, now = new Date()) {
  const agent = userAgent.trim()
  if (!agent || /^Mozilla\/5\.0$|bot|crawl|spider|scan|preview|curl|wget|python/i.test(agent)) {
    return true
  }
  return sentAt !== null && now.getTime() - sentAt.getTime() < MACHINE_OPEN_SECONDS * 1000
}

/** The address a tracked link becomes for one delivery: /r/ and its signed token. */
export const trackedLinkURL = (
  siteUrl: string,
  secret: string,
  deliveryId: number,
  index: number,
) => `${siteUrl}/r/${clickToken(secret, deliveryId, index)}`

/** The message's HTML with its open pixel for one delivery, at the end of its body. */
export const withOpenPixel = (html: string, siteUrl: string, secret: string, deliveryId: number) =>
  html.replace(
    '</body>',
    `<img src="${siteUrl}/api/email/open/${openToken(secret, deliveryId)}.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0"></body>`,
  )
