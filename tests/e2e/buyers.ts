import type { Page } from '@playwright/test'

import type { CreatePaymentIntentResponse, DemoConfirmResponse } from '@/commerce/api'

import { signStripeEvent } from '../support/stripeEvents'

/** A unique address per test, since tests run in parallel against one database. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * Buys through the demo checkout's API from the page's own browser context, so this browser gets
 * the member session exactly as after paying on /checkout.
 */
export async function buyInBrowser(
  page: Page,
  { email, bonus }: { email: string; bonus: boolean },
) {
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { amount: bonus ? 64 : 44, email, hasReturnToBodyAddon: bonus },
  })
  if (!intent.ok())
    throw new Error(`create-payment-intent: ${intent.status()} ${await intent.text()}`)
  const { clientSecret } = (await intent.json()) as CreatePaymentIntentResponse
  const confirm = await page.request.post('/api/demo-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  })
  if (!confirm.ok()) throw new Error(`demo confirm: ${confirm.status()} ${await confirm.text()}`)
  return (await confirm.json()) as DemoConfirmResponse
}

/** A Stripe event signed with the test server's webhook secret. */
export function signedStripeEvent(event: { type: string; data: { object: object } }) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secret)
    throw new Error('STRIPE_WEBHOOK_SECRET is not set: run browser tests through npm test')
  return signStripeEvent(event.type, event.data.object, secret)
}

/**
 * A purchase made somewhere else (Stripe's webhook): it exists, but this browser holds no member
 * session — the position of anyone who merely knows the buyer's address.
 */
export async function buyElsewhere({ email, bonus }: { email: string; bonus: boolean }) {
  const baseURL = `http://localhost:${process.env.E2E_PORT || 3100}`
  // Her checkout, from a client that keeps no cookie: it leaves the pending order Stripe's
  // webhook then pays (a sale is an order).
  const started = await fetch(`${baseURL}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: bonus ? 64 : 44, email, hasReturnToBodyAddon: bonus }),
  })
  if (!started.ok)
    throw new Error(`create-payment-intent: ${started.status} ${await started.text()}`)
  const { paymentIntentId, amountInCents: amount } =
    (await started.json()) as CreatePaymentIntentResponse
  const { body, signature } = signedStripeEvent({
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: {
          kind: 'course',
          email,
          purchase: 'masterclass',
          hasReturnToBodyAddon: String(bonus),
        },
      },
    },
  })
  const response = await fetch(`${baseURL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  })
  if (!response.ok) throw new Error(`webhook: ${response.status} ${await response.text()}`)
  return { paymentIntentId }
}
