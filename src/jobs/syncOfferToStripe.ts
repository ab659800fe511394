import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

/**
 * Queued by the Offers collection's afterChange hook when Stripe is set up (see
 * src/commerce/billing/syncOffer.ts); run by the bulk queue's runner within seconds.
 */
export const syncOfferToStripeTask: TaskConfig<'syncOfferToStripe'> = {
  slug: 'syncOfferToStripe',
  retries: 2,
  inputSchema: [{ name: 'offer', type: 'number', required: true }],
  outputSchema: [
    { name: 'productId', type: 'text' },
    { name: 'priceId', type: 'text' },
    { name: 'error', type: 'text' },
  ],
  handler: async ({ input, req }) => ({
    output: await invoke(catalogue.syncOfferToStripe, serverOwnRequest(req, 'stripeSync'), {
      offer: input.offer,
    }),
  }),
}
