import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'
import { generateCookie, parseCookies } from 'payload/shared'

import { getServerSideURL } from '@/utilities/getURL'
import { normaliseEmail } from '@/contacts/emailAddress'

/**
 * A browser the owner has signed in with: an http-only cookie set at each successful sign-in,
 * `<device id>.<issued, seconds>.<HMAC>`, the HMAC (keyed with the server's secret) binding the
 * device to her address, which the cookie itself does not carry. It proves nothing but "this
 * browser signed in as this address before", so it opens nothing: it only keeps her requests for
 * a link out of the per-address ceiling that strangers share (src/security/rateLimit.ts).
 */
const DEVICE_COOKIE = 'admin_device'
const DEVICE_DAYS = 365
/** Only the link request reads it. */
const DEVICE_COOKIE_PATH = '/api/admin/request-magic-link'

const DAY_S = 24 * 60 * 60

const signature = (payload: Payload, deviceId: string, issued: string, email: string) =>
  createHmac('sha256', `admin-device:${payload.secret}`)
    .update(`${deviceId}\n${issued}\n${normaliseEmail(email)}`)
    .digest('base64url')

/** The Set-Cookie header that marks this browser as one `email` signed in with. */
export function knownDeviceCookie(payload: Payload, email: string): string {
  const deviceId = randomBytes(16).toString('base64url')
  const issued = String(Math.floor(Date.now() / 1000))
  return generateCookie<false>({
    name: DEVICE_COOKIE,
    value: `${deviceId}.${issued}.${signature(payload, deviceId, issued, email)}`,
    expires: new Date((Number(issued) + DEVICE_DAYS * DAY_S) * 1000),
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: getServerSideURL().startsWith('https:'),
    returnCookieAsObject: false,
  })
}

/**
 * The device id when this request comes from a browser that signed in as `email` within the
 * last year, else null. Pure computation, the same for every address.
 */
export function knownDeviceOf(payload: Payload, headers: Headers, email: string): string | null {
  const value = parseCookies(headers).get(DEVICE_COOKIE)
  const [deviceId, issued, mac, extra] = value?.split('.') ?? []
  if (!deviceId || !issued || !mac || extra !== undefined || value!.length > 200) return null
  const age = Date.now() / 1000 - Number(issued)
  if (!Number.isFinite(age) || age < -60 || age > DEVICE_DAYS * DAY_S) return null
  const expected = Buffer.from(signature(payload, deviceId, issued, email))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null
}
