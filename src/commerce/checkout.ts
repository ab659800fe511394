import { createHmac, timingSafeEqual } from 'node:crypto'

import type Stripe from 'stripe'

import type { ConfirmedPayment } from './operations/fulfilPayment'

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

/** What Stripe's intent says was paid, in our terms (for the webhook and the return to /watch). */
export function confirmedPaymentFromIntent(intent: Stripe.PaymentIntent): ConfirmedPayment | null {
  const metadata = intent.metadata ?? {}
  if (metadata.kind !== COURSE_KIND || !metadata.email) return null
  return {
    paymentIntentId: intent.id,
    email: metadata.email,
    amountInCents: intent.amount_received || intent.amount,
    purchase: metadata.purchase === 'bonus-upgrade' ? 'bonus-upgrade' : 'masterclass',
    hasReturnToBodyAddon: metadata.hasReturnToBodyAddon === 'true',
    mode: 'stripe',
  }
}
