import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { invoke } from '@/core/defineOperation'
import { AppError, errorAnswer } from '@/core/errors'
import { systemRequest } from '@/core/operation'

import { commerceOperations } from './operations'
import { loadStripe } from './stripe'

type WebhookAnswer = { status: number; body: Record<string, unknown> }

/**
 * Stripe's word on a payment, verified by its signature before anything is read. Every handler
 * is idempotent because Stripe delivers at least once and retries for days.
 */
export async function handleStripeWebhook(
  payload: Payload,
  rawBody: string,
  signature: string | null,
  secret = process.env.STRIPE_WEBHOOK_SECRET,
): Promise<WebhookAnswer> {
  if (!secret) {
    return errorAnswer(
      new AppError(
        'unavailable',
        'Stripe webhooks are not configured here (STRIPE_WEBHOOK_SECRET).',
      ),
    )
  }
  let event: Stripe.Event
  try {
    const StripeLibrary = await loadStripe()
    event = StripeLibrary.webhooks.constructEvent(rawBody, signature ?? '', secret)
  } catch {
    return errorAnswer(new AppError('bad_request', 'Invalid Stripe signature.'))
  }

  // One operation call, as the Stripe webhook's system action (src/commerce/operations).
  await invoke(
    commerceOperations.applyStripeEvent,
    await systemRequest(payload, 'paymentWebhook'),
    { event: { type: event.type, data: { object: event.data.object } } },
  )
  return { status: 200, body: { received: true } }
}
