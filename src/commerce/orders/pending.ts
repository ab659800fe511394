import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import type { Order } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'

import type { PaymentMode } from '../api'
import type { CheckoutRequest } from '../operations/startCheckout'
import { releaseCoupon } from '../coupons/hold'
import { getStripe } from '../stripe'

/*
 * A checkout changes its pending order only while the payment behind it can still change: these
 * are the checks and the undo the checkout (startCheckout) runs around its provider call.
 */

/**
 * Her unpaid order this browser started (named by its payment id), for the same offer, locked
 * until the checkout's transaction ends and read again: a payment being confirmed at the same
 * moment (fulfilOrder takes the same lock) either comes first, and the order is no longer
 * pending (CHECKOUT_ALREADY_PAID), or waits for this change.
 */
export async function lockedPendingOrder(
  req: PayloadRequest,
  paymentIntentId: string | undefined,
  email: string,
  offerId: number,
): Promise<Order | undefined> {
  const found = await pendingOrder(req, paymentIntentId, email, offerId)
  if (!found) return undefined
  await lockUntilCommit(req.payload, `order:${found.id}`, req)
  const current = await req.payload.findByID({
    collection: 'orders',
    id: found.id,
    depth: 0,
    req,
    ...asSystem('publicCheckout'),
  })
  if (current.status !== 'pending') throw new AppError('conflict', CHECKOUT_ALREADY_PAID)
  return current
}

async function pendingOrder(
  req: PayloadRequest,
  paymentIntentId: string | undefined,
  email: string,
  offerId: number,
): Promise<Order | undefined> {
  if (!paymentIntentId) return undefined
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: {
      and: [
        { 'provider.paymentIntentId': { equals: paymentIntentId } },
        { email: { equals: email } },
        { status: { equals: 'pending' } },
        { offer: { equals: offerId } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('publicCheckout'),
  })
  return docs[0]
}

/** A checkout re-sent after its payment went through (the spec is silent; Stripe's own word). */
export const CHECKOUT_ALREADY_PAID = 'This checkout is already paid.'

/** Stripe's states of an intent whose money is taken, or being taken: it can no longer change. */
const PAID_STATES = new Set(['succeeded', 'processing', 'requires_capture'])

/**
 * Refuses, before anything is written, a checkout re-sent with the payment id of one whose
 * payment can no longer change: its order is past pending (paid, refunded), or Stripe has taken
 * (or is taking) the money. Otherwise re-sending would rewrite a paid order (a bump added for
 * nothing). Answers whether the id still names a payment that can be updated: a cancelled
 * Stripe intent cannot, so the checkout starts afresh.
 */
export async function checkPaymentStillOpen(
  req: PayloadRequest,
  request: CheckoutRequest,
  mode: PaymentMode,
): Promise<boolean> {
  const id = request.paymentIntentId
  if (!id) return false
  const settled = await req.payload.count({
    collection: 'orders',
    where: {
      and: [
        { 'provider.paymentIntentId': { equals: id } },
        { email: { equals: request.email } },
        { status: { not_equals: 'pending' } },
      ],
    },
    req,
    ...asSystem('publicCheckout'),
  })
  if (settled.totalDocs > 0) throw new AppError('conflict', CHECKOUT_ALREADY_PAID)
  if (mode !== 'stripe' || !/^(pi|seti)_/.test(id)) return true
  // Only her own checkout's payment is asked about (another address naming it starts afresh).
  const hers = await req.payload.count({
    collection: 'orders',
    where: {
      and: [{ 'provider.paymentIntentId': { equals: id } }, { email: { equals: request.email } }],
    },
    req,
    ...asSystem('publicCheckout'),
  })
  if (hers.totalDocs === 0) return true
  const stripe = (await getStripe())!
  const intent = id.startsWith('seti_')
    ? await stripe.setupIntents.retrieve(id).catch(() => null)
    : await stripe.paymentIntents.retrieve(id).catch(() => null)
  if (!intent) return false
  if (intent.status === 'canceled') return false
  if (PAID_STATES.has(intent.status)) throw new AppError('conflict', CHECKOUT_ALREADY_PAID)
  return true
}

/** Whether Stripe refused to change an intent because its payment went through meanwhile. */
export const paidMeanwhile = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'payment_intent_unexpected_state'

/**
 * Puts an order back as it was before a change its payment provider refused: its lines, amounts
 * and code. A hold this change took of another code is given back; a code it let go of is taken
 * again when the order is paid (redeemCoupon).
 */
export async function restoreOrder(req: PayloadRequest, previous: Order) {
  await inOperation(req, async (req) => {
    await lockUntilCommit(req.payload, `order:${previous.id}`, req)
    const coupon =
      typeof previous.coupon === 'object' ? (previous.coupon?.id ?? null) : previous.coupon
    const current = await req.payload.findByID({
      collection: 'orders',
      id: previous.id,
      depth: 0,
      req,
      ...asSystem('publicCheckout'),
    })
    const currentCoupon =
      typeof current.coupon === 'object' ? (current.coupon?.id ?? null) : current.coupon
    if (currentCoupon !== coupon) await releaseCoupon(req, previous.id)
    await req.payload.update({
      collection: 'orders',
      id: previous.id,
      data: {
        items: previous.items,
        amountInCents: previous.amountInCents,
        discountInCents: previous.discountInCents,
        priceType: previous.priceType,
        installmentsTotal: previous.installmentsTotal,
        coupon: coupon ?? null,
      },
      depth: 0,
      req,
      ...asSystem('publicCheckout'),
    })
  })
}
