import type { Endpoint } from 'payload'

import { handleStripeWebhook } from '@/commerce/webhook'
import { statusAnswer } from '@/core/errors'

/** POST /api/stripe/webhook: Stripe's events, signature-checked on the raw body. */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    const rawBody = (await req.text?.()) ?? ''
    const { status, body } = await handleStripeWebhook(
      req.payload,
      rawBody,
      req.headers.get('stripe-signature'),
    )
    return statusAnswer({ status, body })
  },
}
