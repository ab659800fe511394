import type { Payload, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import type { Purchase } from '@/payload-types'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { contactFromSessionCookie, MEMBER_COOKIE, MEMBER_STRATEGY } from '@/contacts/memberStrategy'
import { sessionCookie } from '@/security/sessionCookie'

import { hashSecret, newSecret } from './tokens'
import { asSystem } from '@/core/operation'

const SESSION_DAYS = 90

export type MemberSession = { email: string }

/** Starts a member session for a buyer and returns the Set-Cookie header that carries it. */
async function startMemberSession(
  payload: Payload,
  email: string,
  source: 'payment' | 'access-link',
): Promise<string> {
  const token = newSecret()
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000)
  await payload.create({
    collection: 'member-sessions',
    data: { email, tokenHash: hashSecret(token), expiresAt: expiresAt.toISOString(), source },
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
  if (req.user?.collection === 'contacts') return { email: req.user.email }
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
  return { email: contact.email }
}

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
export const signInWithAccessLink = (payload: Payload, email: string) =>
  startMemberSession(payload, email, 'access-link')

/**
 * Whether the contact of `email` is a person this payment brought in: none existed before the
 * checkout started, and nothing but this purchase has been recorded for the address since (a
 * quiz, a waitlist entry, an application taken while the checkout waited would make her a known
 * person again). Only such a browser may be signed in by paying: it can learn nothing of hers.
 */
async function isNewPerson(
  payload: Payload,
  purchase: Pick<Purchase, 'email' | 'paymentIntentId'>,
): Promise<boolean> {
  const { email, paymentIntentId } = purchase
  const [contacts, orders, otherPurchases] = await Promise.all([
    payload.find({
      collection: 'contacts',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: { sources: true, createdAt: true },
      ...asSystem('memberSignIn'),
    }),
    payload.find({
      collection: 'course-orders',
      where: { paymentIntentId: { equals: paymentIntentId } },
      limit: 1,
      depth: 0,
      select: { createdAt: true },
      ...asSystem('memberSignIn'),
    }),
    // Paid or refunded: any earlier purchase made her a person with a history here.
    payload.count({
      collection: 'purchases',
      where: {
        and: [{ email: { equals: email } }, { paymentIntentId: { not_equals: paymentIntentId } }],
      },
      ...asSystem('memberSignIn'),
    }),
  ])
  const [contact, order] = [contacts.docs[0], orders.docs[0]]
  // Without its checkout (a payment made outside this site's checkout) nothing says when she came.
  if (!contact || !order || otherPurchases.totalDocs > 0) return false
  const onlyThisPurchase = (contact.sources ?? []).every(
    (source) => source === CONTACT_SOURCES.purchase,
  )
  return onlyThisPurchase && new Date(contact.createdAt) >= new Date(order.createdAt)
}

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
  purchase: Pick<Purchase, 'email' | 'paymentIntentId' | 'createdAt'>,
): Promise<{ signedIn: boolean; cookie?: string }> {
  const { email } = purchase
  const { payload } = req
  const current = await readMemberSession(req)
  if (current?.email === email) return { signedIn: true }

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
  return { signedIn: true, cookie: await startMemberSession(payload, email, 'payment') }
}
