import type { AuthStrategy, Payload, PayloadRequest, Where } from 'payload'
import { parseCookies } from 'payload/shared'

import { hashSecret, newSecret } from '@/security/tokens'
import { asSystem } from '@/core/operation'
import type { User } from '@/payload-types'
import { isForeignRequest, trustedOrigins } from '@/security/origin'
import { sessionCookie } from '@/security/sessionCookie'

export const ADMIN_COOKIE = 'admin_session'
export const ADMIN_STRATEGY = 'admin-session'
/** How long a signed-in browser stays signed in without a new link. */
export const ADMIN_SESSION_DAYS = 14
/** How long an e-mailed sign-in link works. */
export const MAGIC_LINK_MINUTES = 15
/** lastSeenAt is written at most this often, so reading the admin does not write on every request. */
const LAST_SEEN_EVERY_MS = 5 * 60_000

const DAY_MS = 24 * 60 * 60 * 1000

const adminCookie = (value: string, expires: Date) => sessionCookie(ADMIN_COOKIE, value, expires)

export const clearedAdminCookie = () => adminCookie('', new Date(0))

const sessionToken = (headers: Headers) => parseCookies(headers).get(ADMIN_COOKIE)

/** Starts a session for the owner in this browser and returns the Set-Cookie header. */
export async function startAdminSession(
  req: PayloadRequest,
  user: Pick<User, 'id' | 'email'>,
): Promise<string> {
  const token = newSecret()
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_DAYS * DAY_MS)
  await req.payload.create({
    collection: 'admin-sessions',
    data: {
      user: user.id,
      email: user.email,
      tokenHash: hashSecret(token),
      expiresAt: expiresAt.toISOString(),
      lastSeenAt: new Date().toISOString(),
      userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? undefined,
    },
    req,
    ...asSystem('adminSignIn'),
  })
  return adminCookie(token, expiresAt)
}

type ResolvedSession = { id: number; user: User; expiresAt: string }

/** The owner and session a request's cookie belongs to, or null (none, unknown or expired). */
export async function adminSessionFromHeaders(
  payload: Payload,
  headers: Headers,
): Promise<ResolvedSession | null> {
  const token = sessionToken(headers)
  if (!token || token.length > 200) return null
  const { docs } = await payload.find({
    collection: 'admin-sessions',
    where: {
      and: [
        { tokenHash: { equals: hashSecret(token) } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 1,
    ...asSystem('adminSignIn'),
  })
  const session = docs[0]
  if (!session || typeof session.user !== 'object' || !session.user) return null
  if (Date.now() - new Date(session.lastSeenAt ?? 0).getTime() > LAST_SEEN_EVERY_MS) {
    await payload.update({
      collection: 'admin-sessions',
      id: session.id,
      data: { lastSeenAt: new Date().toISOString() },
      depth: 0,
      ...asSystem('adminSignIn'),
    })
  }
  return { id: session.id, user: session.user, expiresAt: session.expiresAt }
}

/**
 * The owner's browser session, resolved by Payload's auth: on every request that carries the
 * cookie `req.user` is her user, as a password login made it before. Deleting the session row
 * signs the browser out at once.
 */
export const adminSessionStrategy: AuthStrategy = {
  name: ADMIN_STRATEGY,
  authenticate: async ({ payload, headers, req }) => {
    // As Payload does for its own cookie: a request another site made carries no owner (CSRF).
    const trusted = trustedOrigins(payload.config.csrf)
    if (isForeignRequest({ headers, method: req?.method, trusted })) return { user: null }
    const session = await adminSessionFromHeaders(payload, headers)
    return {
      user: session
        ? {
            ...session.user,
            collection: 'users',
            _strategy: ADMIN_STRATEGY,
            _sid: String(session.id),
          }
        : null,
    }
  },
}

/** Ends this browser's session, or every session of the signed-in owner. */
export async function endAdminSessions(
  req: PayloadRequest,
  { everywhere }: { everywhere: boolean },
): Promise<number> {
  const token = sessionToken(req.headers)
  let where: Where
  if (everywhere && req.user) where = { user: { equals: req.user.id } }
  else if (token) where = { tokenHash: { equals: hashSecret(token) } }
  else return 0
  // Her sessions one by one: Payload deletes a `where`'s documents side by side, and inside the
  // sign-out's transaction they would share its one connection.
  const { docs: found } = await req.payload.find({
    collection: 'admin-sessions',
    where,
    depth: 0,
    pagination: false,
    select: {},
    req,
    ...asSystem('adminSignIn'),
  })
  const docs = []
  for (const { id } of found) {
    docs.push(
      await req.payload.delete({
        collection: 'admin-sessions',
        id,
        depth: 0,
        req,
        ...asSystem('adminSignIn'),
      }),
    )
  }
  return docs.length
}

/** When this request's session ends (Payload's admin uses it to time its refresh). */
export async function sessionExpiry(req: PayloadRequest): Promise<number | undefined> {
  const session = await adminSessionFromHeaders(req.payload, req.headers)
  return session ? Math.floor(new Date(session.expiresAt).getTime() / 1000) : undefined
}
