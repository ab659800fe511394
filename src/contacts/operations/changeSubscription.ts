import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import type { Contact } from '@/payload-types'

import type { SubscriptionChange } from '../constants'

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The one-click unsubscribe link (GET or RFC 8058 POST): the token is her contact's, so every
 * list stops at once. Anyone holding the link may use it, hence a system action.
 */
export async function unsubscribeByToken(req: PayloadRequest, token: string): Promise<Contact> {
  if (!TOKEN.test(token)) throw new AppError('not_found', 'The unsubscribe link is not valid.')
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'contacts',
      where: { unsubscribeToken: { equals: token } },
      limit: 1,
      depth: 0,
      req,
      ...asSystem('publicSignUp'),
    })
    if (!docs[0]) throw new AppError('not_found', 'The unsubscribe link is not valid.')
    if (docs[0].subscribed === false) return docs[0]
    return req.payload.update({
      collection: 'contacts',
      id: docs[0].id,
      data: {
        subscribed: false,
        subscriptionChangedAt: new Date().toISOString(),
        subscriptionChangedVia: 'unsubscribe-link',
      },
      depth: 0,
      req,
      ...asSystem('publicSignUp'),
    })
  })
}

/** The owner (or, later, her assistant) changes a contact's subscription: runs as the caller. */
export async function setSubscription(
  req: PayloadRequest,
  { contactId, subscribed }: { contactId: number; subscribed: boolean },
): Promise<Contact> {
  return inOperation(req, async (req) => {
    const via: SubscriptionChange = subscribed ? 're-subscribed' : 'admin'
    return req.payload.update({
      collection: 'contacts',
      id: contactId,
      data: {
        subscribed,
        subscriptionChangedAt: new Date().toISOString(),
        subscriptionChangedVia: via,
      },
      depth: 0,
      overrideAccess: false,
      req,
    })
  })
}
