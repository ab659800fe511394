import type { CollectionAfterChangeHook } from 'payload'

import type { Offer } from '@/payload-types'
import { BULK_QUEUE } from '@/jobs/mailQueues'

import { needsStripeSync, STRIPE_SYNC_CONTEXT } from './syncOffer'

/**
 * Offers' afterChange: with a Stripe key, a change Stripe must hear of queues the sync job, in
 * the same transaction as the change (no job for a change that did not happen). Without a key,
 * nothing is queued; the sync's own write does not queue itself again.
 */
export const queueStripeSync: CollectionAfterChangeHook<Offer> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (!process.env.STRIPE_SECRET_KEY || context?.[STRIPE_SYNC_CONTEXT]) return doc
  if (!needsStripeSync(doc, operation === 'update' ? previousDoc : undefined)) return doc
  await req.payload.jobs.queue({
    task: 'syncOfferToStripe',
    input: { offer: doc.id },
    queue: BULK_QUEUE,
    req,
  })
  return doc
}
