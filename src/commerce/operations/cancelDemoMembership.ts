import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'

import { recordCancellation } from '../billing/events'
import { ownBillingOrder } from '../billing/portal'
import { requireDemoPayments } from './confirmDemoPayment'

/**
 * Demo mode's customer portal: she cancels her membership at the end of the paid period (access
 * stays open until then, and the demo billing run ends it), or takes that back — what Stripe's
 * portal does with a real card, through the same function as its webhook.
 */
export async function cancelDemoMembership(
  req: PayloadRequest,
  input: { order: number; resume?: boolean },
): Promise<{ cancelAtPeriodEnd: boolean; until: string | null }> {
  requireDemoPayments()
  const order = await ownBillingOrder(req, input.order)
  if (order.mode !== 'demo' || order.priceType !== 'subscription') {
    throw new AppError('conflict', 'Only a demo membership can be cancelled here.')
  }
  if (order.status !== 'paid') {
    throw new AppError(
      'conflict',
      order.status === 'past_due'
        ? 'Please pay the failed payment first.'
        : 'This membership has ended already.',
    )
  }
  const { order: changed } = await recordCancellation(req, {
    order,
    cancelAtPeriodEnd: !input.resume,
    periodEnd: order.currentPeriodEnd ?? null,
    system: 'demoBilling',
  })
  return {
    cancelAtPeriodEnd: Boolean(changed.cancelAtPeriodEnd),
    until: changed.cancelAtPeriodEnd ? (changed.currentPeriodEnd ?? null) : null,
  }
}
