import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { CONTACT_SOURCES } from '@/contacts/constants'
import {
  contactFromSessionCookie,
  MEMBER_COOKIE,
  MEMBER_STRATEGY,
  type MemberContact,
  storedSession,
  type MemberSource,
} from './memberStrategy'
import { sessionCookie } from '@/security/sessionCookie'

import { hashSecret, newSecret } from '@/security/tokens'
import { asSystem } from '@/core/operation'

const SESSION_DAYS = 90

export type MemberSession = {
  email: string
  /**
   * Whether this browser proved it reads the address (it opened an e-mailed link). A browser
   * signed in by paying did not: it sees what it paid for, and may not change her billing.
   */
  proven: boolean
}

/** Starts a member session for a buyer and returns the Set-Cookie header that carries it. */
async function startMemberSession(
  payload: Payload,
  email: string,
  source: MemberSource,
  orderId?: number,
): Promise<string> {
  const token = newSecret()
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000)
  await payload.create({
    collection: 'member-sessions',
    data: {
      email,
      tokenHash: hashSecret(token),
      expiresAt: expiresAt.toISOString(),
      source,
      ...(orderId === undefined ? {} : { orders: [orderId] }),
    },
    ...asSystem('memberSignIn'),
  })
  return memberCookie(token, expiresAt)
}

const memberCookie = (value: string, expires: Date) => sessionCookie(MEMBER_COOKIE, value, expires)

export const clearedSessionCookie = () => memberCookie('', new Date(0))

const sessionToken = (req: Pick<PayloadRequest, 'headers'>) =>
  parseCookies(req.headers).get(MEMBER_COOKIE)

/**
 * The buyer this browser is signed in as, or null. Payload's auth resolved her already when
 * `req.user` is her contact (the member-session strategy); a browser that also holds the owner's
 * session has the owner as `req.user`, so her cookie is read by the same strategy function.
 */
export async function readMemberSession(
  req: Pick<PayloadRequest, 'headers' | 'payload'> & {
    user?: PayloadRequest['user']
    method?: string
  },
): Promise<MemberSession | null> {
  if (req.user?.collection === 'contacts') {
    const source = (req.user as Partial<MemberContact>)._memberSource
    return { email: req.user.email, proven: source === 'access-link' }
  }
  if (!sessionToken(req)) return null
  const contact = await contactFromSessionCookie(req.payload, req.headers, req.method)
  if (!contact) return null
  // A request Payload's auth did not resolve (built by hand) now carries her, as it would have.
  if (!req.user) {
    req.user = Object.assign(contact, {
      collection: 'contacts' as const,
      _strategy: MEMBER_STRATEGY,
    })
  }
  return { email: contact.email, proven: contact._memberSource === 'access-link' }
}

/** What a browser signed in by paying reads when it asks to change her billing. */
export const PROVE_INBOX_FIRST =
  'To change your payments, sign in with the link we e-mail you first: it shows the inbox is yours. Ask for it on the Watch page.'

/** Ends the session this browser holds, if any. */
export async function endMemberSession(req: Pick<PayloadRequest, 'headers' | 'payload'>) {
  const token = sessionToken(req)
  if (!token) return
  await req.payload.delete({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashSecret(token) } },
    ...asSystem('memberSignIn'),
  })
}

/**
 * Signs a browser in after it used a single-use link e-mailed to `email`: opening it proves she
 * reads that inbox. Returns the Set-Cookie header.
 */
export async function signInWithAccessLink(payload: Payload, email: string) {
  // The address is proven now: the sessions paying started for it, in browsers that never
  // proved it, end (one may be a stranger's who paid for her address).
  // In one statement (Payload's delete by `where` removes its documents side by side).
  await payload.db.deleteMany({
    collection: 'member-sessions',
    where: { and: [{ email: { equals: email } }, { source: { equals: 'payment' } }] },
  })
  return startMemberSession(payload, email, 'access-link')
}

/** The paid order a browser may be signed in for: whose, and when her checkout began. */
export type PaidOrder = {
  id: number
  email: string
  createdAt: string
  paymentIntentId?: string | null
}

/**
 * Whether the contact of `email` is a person this payment brought in: none existed before the
 * checkout (the order) started, and nothing but this purchase has been recorded for the address
 * since (a quiz, a waitlist entry, an application taken while the checkout waited would make her
 * a known person again). Only such a browser may be signed in by paying: it can learn nothing of
 * hers.
 */
async function isNewPerson(payload: Payload, order: PaidOrder): Promise<boolean> {
  const { email } = order
  const [contacts, firstCheckout, earlierOrders] = await Promise.all([
    payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: { sources: true, createdAt: true },
      ...asSystem('memberSignIn'),
    }),
    // Her first checkout for this address: its own contact hook made her contact, a few
    // milliseconds before the order row was stamped (an abandoned checkout's too).
    payload.find({
      collection: 'orders',
      where: { email: { equals: email } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      select: { createdAt: true },
      ...asSystem('memberSignIn'),
    }),
    // Paid, refunded or ended: any earlier order she paid for made her a person with a history.
    payload.count({
      collection: 'orders',
      where: {
        and: [
          { email: { equals: email } },
          { status: { not_equals: 'pending' } },
          { createdAt: { less_than: order.createdAt } },
        ],
      },
      ...asSystem('memberSignIn'),
    }),
  ])
  const contact = contacts.docs[0]
  const firstAt = Math.min(
    new Date(order.createdAt).getTime(),
    new Date(firstCheckout.docs[0]?.createdAt ?? order.createdAt).getTime(),
  )
  if (!contact || earlierOrders.totalDocs > 0) return false
  const onlyThisPurchase = (contact.sources ?? []).every(
    (source) => source === CONTACT_SOURCES.purchase,
  )
  return (
    onlyThisPurchase && new Date(contact.createdAt).getTime() >= firstAt - CONTACT_BEFORE_ORDER_MS
  )
}

/** How long before its order row the order's own contact hook may have made her contact. */
const CONTACT_BEFORE_ORDER_MS = 5_000

/**
 * Whether paying signs the paying browser in as the address it paid for. Paying proves nothing
 * about who reads that inbox: a stranger who knows an address can pay for it (free in the demo
 * mode). So it does only for a person this payment brought in (isNewPerson) who has no session
 * anywhere: a first purchase by someone the site never saw, made in the browser that will watch
 * it. Everyone else — an earlier buyer, a lead, anyone with a quiz, application, waitlist entry or
 * message — gets in through the link her receipt e-mails her. A browser already signed in as that
 * address keeps its session.
 */
export async function signInAfterPayment(
  req: Pick<PayloadRequest, 'headers' | 'payload'>,
  purchase: PaidOrder,
): Promise<{ signedIn: boolean; cookie?: string }> {
  const { email } = purchase
  const { payload } = req
  // This browser's own session, as stored (a payment's session ends once its address has another
  // paid order, which this one now is: the browser that paid it keeps it, for both).
  const own = await storedSession(payload, sessionToken(req))
  if (own?.email === email) {
    if (own.source === 'payment') {
      const covered = (own.orders ?? []).map((order) =>
        typeof order === 'object' ? order.id : order,
      )
      await payload.update({
        collection: 'member-sessions',
        id: own.id,
        data: { orders: [...new Set([...covered, purchase.id])] },
        ...asSystem('memberSignIn'),
      })
    }
    return { signedIn: true }
  }

  const [newPerson, liveSessions] = await Promise.all([
    isNewPerson(payload, purchase),
    payload.count({
      collection: 'member-sessions',
      where: {
        and: [
          { email: { equals: email } },
          { expiresAt: { greater_than: new Date().toISOString() } },
          // Sessions this payment started (the same browser returning twice) are the payer's own.
          { createdAt: { less_than: purchase.createdAt } },
        ],
      },
      ...asSystem('memberSignIn'),
    }),
  ])
  if (!newPerson || liveSessions.totalDocs > 0) return { signedIn: false }
  return {
    signedIn: true,
    cookie: await startMemberSession(payload, email, 'payment', purchase.id),
  }
}
