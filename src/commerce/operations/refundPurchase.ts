import type { PayloadRequest } from 'payload'

import { recordConversion } from '@/analytics/recordConversion'
import { AppError } from '@/core/errors'
import { asSystem, inOperation, type SystemAction } from '@/core/operation'
import type { Purchase } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'

import { getStripe } from '../stripe'

/** Marks the one write allowed to change a purchase's status (see Purchases' field access). */
export const REFUND_OPERATION = 'refundOperation'

type RefundRequest = {
  /** Which purchase: the owner picks it by id, Stripe names its payment intent. */
  purchase: { id: number } | { paymentIntentId: string }
  /**
   * Set only by Stripe's refund webhook, which has no user and reports money already returned.
   * Without it the operation runs as the caller, and only the owner may refund.
   */
  system?: Extract<SystemAction, 'paymentWebhook'>
}

/**
 * A full refund (the 30-day guarantee): the purchase becomes refunded, which ends the access it
 * gave, its checkout is marked refunded and the revenue record gets the negative amount; once,
 * however often Stripe retries or the owner clicks. When the owner refunds a Stripe payment the
 * money goes back through Stripe first; the webhook that follows finds the work done.
 */
export async function refundPurchase(
  req: PayloadRequest,
  { purchase: which, system }: RefundRequest,
): Promise<{ purchase: Purchase; refunded: boolean }> {
  const access = system ? asSystem(system) : ({ overrideAccess: false } as const)
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'purchases',
      where:
        'id' in which
          ? { id: { equals: which.id } }
          : { paymentIntentId: { equals: which.paymentIntentId } },
      limit: 1,
      depth: 0,
      req,
      ...access,
    })
    const found = docs[0]
    if (!found) throw new AppError('not_found', 'No such purchase.')
    await lockUntilCommit(req.payload, `purchase:${found.paymentIntentId}`, req)
    const current = await req.payload.findByID({
      collection: 'purchases',
      id: found.id,
      depth: 0,
      req,
      ...access,
    })
    if (current.status === 'refunded') return { purchase: current, refunded: false }

    const stripe = getStripe()
    if (!system && current.mode === 'stripe') {
      if (!stripe) {
        throw new AppError(
          'unavailable',
          'This purchase was paid through Stripe, and Stripe is not configured here (STRIPE_SECRET_KEY): refund it in the Stripe dashboard.',
        )
      }
      await stripe.refunds
        .create(
          { payment_intent: current.paymentIntentId },
          { idempotencyKey: `refund-${current.paymentIntentId}` },
        )
        .catch((error: unknown) => {
          throw new AppError('unavailable', `Stripe did not refund: ${(error as Error).message}`, {
            cause: error,
          })
        })
    }

    const purchase = await req.payload.update({
      collection: 'purchases',
      id: current.id,
      data: { status: 'refunded', refundedAt: new Date().toISOString() },
      depth: 0,
      req,
      ...access,
      // Status is not editable by hand (see Purchases): only this operation changes it.
      context: { ...('context' in access ? access.context : {}), [REFUND_OPERATION]: true },
    })
    await req.payload.update({
      collection: 'course-orders',
      where: { paymentIntentId: { equals: current.paymentIntentId } },
      data: { status: 'refunded' },
      depth: 0,
      req,
      ...access,
    })
    await recordConversion(req, {
      eventType: 'refund',
      eventValue: -current.amountInCents / 100,
      userEmail: current.email,
      metadata: { paymentIntentId: current.paymentIntentId },
    })
    return { purchase, refunded: true }
  })
}
