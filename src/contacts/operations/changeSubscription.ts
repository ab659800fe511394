import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import type { Contact } from '@/payload-types'

import { refuseMarketing } from '../consent'
import type { SubscriptionChange } from '../constants'
import { liftSuppression } from '../suppression'

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

const INVALID_LINK = 'The unsubscribe link is not valid.'

/** Her contact, found by the token of the link at the foot of every marketing e-mail. */
async function contactByToken(req: PayloadRequest, token: string): Promise<Contact | null> {
  if (!TOKEN.test(token)) return null
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { unsubscribeToken: { equals: token } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('publicSignUp'),
  })
  return docs[0] ?? null
}

/**
 * Whether the link's holder is subscribed, for the page its GET shows: a GET changes nothing,
 * because mail scanners and safe-link services fetch every link in a message.
 */
export async function subscriptionByToken(
  req: PayloadRequest,
  token: string,
): Promise<{ found: false } | { found: true; subscribed: boolean }> {
  const contact = await contactByToken(req, token)
  return contact
    ? { found: true, subscribed: contact.marketingStatus === 'subscribed' }
    : { found: false }
}

/**
 * The unsubscribe page's button, or the mail app's one-click POST (RFC 8058): the token is her
 * contact's, so every list stops at once (`subscribed: false`), or, from the same page, starts
 * again. Anyone holding the link may use it, hence a system action.
 */
export async function subscribeByToken(
  req: PayloadRequest,
  { token, subscribed }: { token: string; subscribed: boolean },
): Promise<Contact> {
  return inOperation(req, async (req) => {
    const contact = await contactByToken(req, token)
    if (!contact) throw new AppError('not_found', INVALID_LINK)
    if ((contact.marketingStatus === 'subscribed') === subscribed) return contact
    if (!subscribed) {
      await refuseMarketing(req, contact.email, 'unsubscribed')
      return req.payload.findByID({
        collection: 'contacts',
        id: contact.id,
        depth: 0,
        req,
        ...asSystem('publicSignUp'),
      })
    }
    // Asking again from her own link is a yes of its own, with its proof.
    await liftSuppression(req, contact.email)
    const via: SubscriptionChange = 're-subscribed'
    return req.payload.update({
      collection: 'contacts',
      id: contact.id,
      data: {
        marketingStatus: 'subscribed',
        subscriptionChangedAt: new Date().toISOString(),
        subscriptionChangedVia: via,
        consent: {
          source: 'unsubscribe-page',
          at: new Date().toISOString(),
          words: RESUBSCRIBE_WORDS,
          method: 'single',
          confirmedAt: null,
        },
      },
      depth: 0,
      req,
      ...asSystem('publicSignUp'),
    })
  })
}

/** What she agreed to by pressing "subscribe again" on the page her unsubscribe link opens. */
const RESUBSCRIBE_WORDS = 'She asked for the e-mails again from the link in one of them.'
