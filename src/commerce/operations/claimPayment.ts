import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError } from '@/core/errors'
import type { Order } from '@/payload-types'

import { findOrder } from '../billing/events'
import { firstInvoicePayment } from '../billing/stripeEvents'
import { cardFingerprintOf, confirmedPaymentFromIntent } from '../checkout'
import { signInAfterPayment } from '@/auth/memberSession'
import { type Entitlements, entitlementsFor } from '../orders/access'
import type { claimPaymentSchema } from '../schema'
import { getStripe } from '../stripe'
import { type ConfirmedPayment, fulfilOrder } from './fulfilOrder'

export type PaymentClaimed = Entitlements & { email: string; signedIn: boolean; setCookie?: string }

const NOT_THROUGH_YET = 'The payment has not gone through yet. Please wait a moment and reload.'

/** What signInAfterPayment needs to know of the payment: whose, and when her checkout began. */
export const paymentOfOrder = (order: Order) => ({
  id: order.id,
  email: order.email,
  paymentIntentId: order.provider?.paymentIntentId ?? '',
  createdAt: order.createdAt,
})

/**
 * The first payment of a payment plan or membership: the browser confirmed its first invoice's
 * intent (or, for a trial, its setup intent); the invoice is what fulfilOrder records, under the
 * same id as the webhook's invoice.paid, so whichever comes first counts and the other is a no-op.
 */
async function subscriptionPayment(
  req: PayloadRequest,
  intentId: string,
): Promise<ConfirmedPayment> {
  const stripe = (await getStripe())!
  const order = await findOrder(req, { paymentIntentId: intentId }, 'paymentWebhook')
  const subscriptionId = order?.provider?.subscriptionId
  if (!order || !subscriptionId) {
    throw new AppError('bad_request', 'This payment is not a course order.')
  }
  const subscription = await stripe.subscriptions
    .retrieve(subscriptionId, { expand: ['latest_invoice'] })
    .catch(() => null)
  const invoice =
    subscription && typeof subscription.latest_invoice === 'object'
      ? subscription.latest_invoice
      : null
  if (!invoice || invoice.status !== 'paid') throw new AppError('conflict', NOT_THROUGH_YET)
  return firstInvoicePayment(order, invoice)
}

/** The intent (or a trial's setup intent) the browser names, checked against its secret. */
async function confirmedIntent(paymentIntentId: string, clientSecret: string) {
  const stripe = (await getStripe())!
  const intent = paymentIntentId.startsWith('seti_')
    ? await stripe.setupIntents.retrieve(paymentIntentId).catch(() => null)
    : await stripe.paymentIntents.retrieve(paymentIntentId).catch(() => null)
  if (!intent) throw new AppError('not_found', 'This payment was not found.')
  if (intent.client_secret !== clientSecret) {
    throw new AppError('forbidden', 'This payment belongs to another checkout.')
  }
  if (intent.status !== 'succeeded') throw new AppError('conflict', NOT_THROUGH_YET)
  return intent
}

/**
 * The browser Stripe sent back to /watch proves it paid with the intent's client secret, which
 * only it holds. Stripe is asked first, outside any transaction (a network call must not hold
 * one open); fulfilOrder then records the payment once, whether the webhook came first or not,
 * so a repeated claim changes nothing.
 */
export async function claimPayment(
  req: PayloadRequest,
  input: z.output<typeof claimPaymentSchema>,
): Promise<PaymentClaimed> {
  if (!(await getStripe())) {
    throw new AppError('conflict', 'Card payments are not configured on this server.')
  }
  const intent = await confirmedIntent(input.paymentIntentId, input.clientSecret)
  const oneTime = intent.object === 'payment_intent' ? confirmedPaymentFromIntent(intent) : null
  if (oneTime && intent.object === 'payment_intent') {
    oneTime.cardFingerprint = await cardFingerprintOf(intent)
  }
  const payment = oneTime ?? (await subscriptionPayment(req, intent.id))
  const { order } = await fulfilOrder(req, payment)
  const { signedIn, cookie } = await signInAfterPayment(req, paymentOfOrder(order))
  return {
    email: order.email,
    signedIn,
    ...(await entitlementsFor(req.payload, order.email)),
    setCookie: cookie,
  }
}
