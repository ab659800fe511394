import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

import { BULK_QUEUE } from './mailQueues'

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

export const STRIPE_SYNC_QUEUE = BULK_QUEUE
