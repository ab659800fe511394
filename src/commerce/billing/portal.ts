import type { Payload, PayloadRequest } from 'payload'

import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import type { Offer } from '@/payload-types'

import { PROVE_INBOX_FIRST, readMemberSession } from '@/auth/memberSession'
import type { BillingOrder } from './api'
import { normaliseEmail } from '@/contacts/emailAddress'

const RECURRING = ['payment-plan', 'subscription']

/**
 * Her payment plans and memberships that were ever paid (newest first): what "Manage billing"
 * is about. Read as the system for her address only: a buyer has no rights on orders herself.
 */
export async function billingOrdersFor(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<BillingOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { email: { equals: normaliseEmail(email) } },
        { priceType: { in: RECURRING } },
        { status: { in: ['paid', 'past_due', 'cancelled'] } },
      ],
    },
    depth: 1,
    limit: 50,
    sort: '-createdAt',
    req,
    ...asSystem('memberCourse'),
  })
  return docs.map((order) => ({
    id: order.id,
    offerName: typeof order.offer === 'object' ? (order.offer as Offer).name : 'Your purchase',
    priceType: order.priceType as BillingOrder['priceType'],
    status: order.status,
    amountInCents: order.amountInCents,
    installmentsTotal: order.installmentsTotal ?? null,
    installmentsPaid: order.installmentsPaid ?? 0,
    currentPeriodEnd: order.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: Boolean(order.cancelAtPeriodEnd),
    // Only one-time orders are complimentary (imported): a plan or membership is Stripe's or demo.
    mode: order.mode === 'demo' ? 'demo' : 'stripe',
  }))
}

/** The signed-in buyer's address, or 401 in the member pages' words. */
export async function buyerEmail(req: PayloadRequest) {
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  return session.email
}

/**
 * The signed-in buyer's address, for a change to her billing: only a browser that proved it
 * reads the inbox (an e-mailed link) may make one. A browser signed in by paying may be anyone
 * who knew her address.
 */
export async function provenBuyerEmail(req: PayloadRequest) {
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  if (!session.proven) throw new AppError('forbidden', PROVE_INBOX_FIRST)
  return session.email
}

/** One of her own plans or memberships, to change (another's is "not found": ids are not probed). */
export async function ownBillingOrder(req: PayloadRequest, orderId: number) {
  const email = await provenBuyerEmail(req)
  const order = await req.payload
    .findByID({ collection: 'orders', id: orderId, depth: 0, req, ...asSystem('memberCourse') })
    .catch(() => null)
  if (
    !order ||
    order.email.toLowerCase() !== email.toLowerCase() ||
    !RECURRING.includes(order.priceType ?? '')
  ) {
    throw new AppError('not_found', 'This payment plan or membership was not found.')
  }
  return order
}
