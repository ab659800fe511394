import type { AuthStrategy, Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { hashSecret } from '@/security/tokens'
import { asSystem } from '@/core/operation'
import type { Contact } from '@/payload-types'
import { isForeignRequest, trustedOrigins } from '@/security/origin'
import { idOf } from '@/utilities/idOf'

export const MEMBER_COOKIE = 'member_session'
export const MEMBER_STRATEGY = 'member-session'

/** How a browser's session began: an e-mailed link proves the inbox, a payment does not. */
export type MemberSource = 'payment' | 'access-link'

/** A buyer's contact as her session resolves it, with how that session began. */
export type MemberContact = Contact & { _memberSource: MemberSource }


/**
 * Whether a session started by paying still covers everything its address has: it does while
 * every order of the address that is past checkout is one it covers. Once the address buys
 * elsewhere (or the owner gives it something), that browser, which never proved the inbox, would
 * see more than it paid for: the session ends (and an e-mailed link ends it too, memberSession.ts).
 */
async function paymentSessionHolds(
  payload: Payload,
  session: { id: number; email: string; orders?: (number | { id: number })[] | null },
): Promise<boolean> {
  const covered = (session.orders ?? []).map(idOf).filter((id): id is number => id !== null)
  const beyond = await payload.count({
    collection: 'orders',
    where: {
      and: [
        { email: { equals: session.email } },
        { status: { not_equals: 'pending' } },
        ...(covered.length ? [{ id: { not_in: covered } }] : []),
      ],
    },
    ...asSystem('memberSignIn'),
  })
  if (beyond.totalDocs === 0) return true
  await payload.delete({
    collection: 'member-sessions',
    id: session.id,
    ...asSystem('memberSignIn'),
  })
  return false
}

/** The unexpired session row a cookie's token names, as stored (null: none). */
export async function storedSession(payload: Payload, token: string | undefined) {
  if (!token || token.length > 200) return null
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
    ...asSystem('memberSignIn'),
  })
  return docs[0] ?? null
}

/**
 * The contact a member-session cookie belongs to, or null (no cookie, unknown or expired, a
 * payment's session its address has outgrown, or a request another site's page made: like the
 * owner's, her session never acts for one). `method` is the request's, when known (see
 * isForeignRequest).
 */
export async function contactFromSessionCookie(
  payload: Payload,
  headers: Headers,
  method?: string,
): Promise<MemberContact | null> {
  const token = parseCookies(headers).get(MEMBER_COOKIE)
  if (!token || token.length > 200) return null
  if (isForeignRequest({ headers, method, trusted: trustedOrigins(payload.config.csrf) })) {
    return null
  }
  const session = await storedSession(payload, token)
  if (!session?.email) return null
  if (session.source === 'payment' && !(await paymentSessionHolds(payload, session))) return null
  const contacts = await payload.find({
    collection: 'contacts',
    where: { email: { equals: session.email } },
    limit: 1,
    depth: 0,
    ...asSystem('memberSignIn'),
  })
  const contact = contacts.docs[0]
  return contact ? { ...contact, _memberSource: session.source } : null
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
