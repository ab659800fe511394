import type { AuthStrategy, Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { hashSecret } from '@/commerce/tokens'
import { asSystem } from '@/core/operation'
import type { Contact } from '@/payload-types'
import { isForeignRequest, trustedOrigins } from '@/security/origin'

export const MEMBER_COOKIE = 'member_session'
export const MEMBER_STRATEGY = 'member-session'

/**
 * The contact a member-session cookie belongs to, or null (no cookie, unknown or expired, or a
 * request another site's page made: like the owner's, her session never acts for one).
 * `method` is the request's, when known (see isForeignRequest).
 */
export async function contactFromSessionCookie(
  payload: Payload,
  headers: Headers,
  method?: string,
): Promise<Contact | null> {
  const token = parseCookies(headers).get(MEMBER_COOKIE)
  if (!token || token.length > 200) return null
  if (isForeignRequest({ headers, method, trusted: trustedOrigins(payload.config.csrf) })) {
    return null
  }
  const { docs } = await payload.find({
    collection: 'member-sessions',
    where: {
      and: [
        { tokenHash: { equals: hashSecret(token) } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    select: { email: true },
    ...asSystem('memberSignIn'),
  })
  const email = docs[0]?.email
  if (!email) return null
  const contacts = await payload.find({
    collection: 'contacts',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    ...asSystem('memberSignIn'),
  })
  return contacts.docs[0] ?? null
}

/**
 * A buyer's browser session, resolved by Payload's auth: on every request that carries the cookie
 * `req.user` is her contact (collection "contacts"), so access rules can decide what she reads.
 * The owner's Payload session wins where a browser has both. A request from another site's page
 * resolves no buyer (contactFromSessionCookie), as Payload does for its own cookie.
 */
export const memberSessionStrategy: AuthStrategy = {
  name: MEMBER_STRATEGY,
  authenticate: async ({ payload, headers, req }) => {
    const contact = await contactFromSessionCookie(payload, headers, req?.method)
    return {
      user: contact ? { ...contact, collection: 'contacts', _strategy: MEMBER_STRATEGY } : null,
    }
  },
}
