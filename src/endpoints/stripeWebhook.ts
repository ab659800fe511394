import type { Endpoint } from 'payload'

import { handleStripeWebhook } from '@/commerce/webhook'

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
    return Response.json(body, { status })
  },
}
