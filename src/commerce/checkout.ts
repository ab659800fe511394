import { createHmac, timingSafeEqual } from 'node:crypto'

import type Stripe from 'stripe'

import type { ConfirmedPayment } from './operations/fulfilOrder'
import { getStripe } from './stripe'

/** Marks our intents among everything else on the Stripe account. */
export const COURSE_KIND = 'course'

/** Demo client secrets are signed, so no secret needs storing and none can be guessed. */
function demoSignature(paymentIntentId: string) {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || 'demo-payments')
    .update(paymentIntentId)
    .digest('base64url')
}

export function demoClientSecret(paymentIntentId: string) {
  return `${paymentIntentId}_secret_${demoSignature(paymentIntentId)}`
}

/** The demo intent a client secret belongs to, or null when the secret is not ours. */
export function demoIntentFromSecret(clientSecret: string): string | null {
  const [paymentIntentId, signature] = clientSecret.split('_secret_')
  if (!paymentIntentId?.startsWith('demo_pi_') || !signature) return null
  const expected = Buffer.from(demoSignature(paymentIntentId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? paymentIntentId
    : null
}

/**
 * The fingerprint Stripe gives the card an intent was paid with, or null (not a card, not found):
 * asked of Stripe outside any transaction, before fulfilment records it with the order.
 */
export async function cardFingerprintOf(intent: Stripe.PaymentIntent): Promise<string | null> {
  const method = intent.payment_method
  if (!method) return null
  if (typeof method === 'object') return method.card?.fingerprint ?? null
  const stripe = await getStripe()
  const found = await stripe?.paymentMethods.retrieve(method).catch(() => null)
  return found?.card?.fingerprint ?? null
}

/**
 * What Stripe's intent says was paid, in our terms (for the webhook and the return to /watch): a
 * one-time order's intent, which startCheckout created with {kind, orderId, email}. A
 * subscription's first invoice has an intent without our metadata: invoice.paid (webhook.ts) and
 * claimPayment find its order by the subscription instead.
 */
export function confirmedPaymentFromIntent(intent: Stripe.PaymentIntent): ConfirmedPayment | null {
  const metadata = intent.metadata ?? {}
  if (metadata.kind !== COURSE_KIND) return null
  const orderId = Number(metadata.orderId)
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
  return {
    // Intents of the first shop (before orders) carry no order id: their order is by intent.
    order:
      Number.isSafeInteger(orderId) && orderId > 0
        ? { id: orderId }
        : { paymentIntentId: intent.id },
    providerPaymentId: intent.id,
    amountInCents: intent.amount_received || intent.amount,
    mode: 'stripe',
    customerId: customer ?? null,
  }
}
