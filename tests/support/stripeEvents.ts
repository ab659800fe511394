import Stripe from 'stripe'

/**
 * A Stripe event as Stripe delivers it, with the `Stripe-Signature` header Stripe's own library
 * computes for `secret`: what our webhook endpoint must accept, and nothing else.
 */
export function signStripeEvent(type: string, object: object, secret: string) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
  })
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}
