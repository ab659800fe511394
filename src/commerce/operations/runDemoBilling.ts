import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import type { Order } from '@/payload-types'

import { commerceNow } from '../billing/clock'
import {
  billingTermsOf,
  planCompleted,
  recordEnd,
  recordFailure,
  recordRenewal,
} from '../billing/events'
import { addIntervals } from '../billing/interval'
import { requireDemoPayments } from './confirmDemoPayment'

export type DemoBillingRun = { charged: number; failed: number; ended: number }

/** At most this many periods are charged per order in one run (a clock moved years ahead). */
const MAX_PERIODS_PER_RUN = 60

/** The demo id of an order's nth payment, like Stripe's invoice ids: one row per payment. */
export const demoInvoiceId = (order: Order, n: number) =>
  `demo_inv_${order.provider?.subscriptionId ?? `order_${order.id}`}_${n}`

/**
 * Demo mode's Stripe: every demo payment plan or membership whose paid period has ended by the
 * demo clock is charged its next payment (a card that pays → as invoice.paid; Stripe's
 * "declines later" card → as invoice.payment_failed: access paused), a membership cancelled at
 * period end ends, a plan stops after its last payment. The same functions as Stripe's webhooks
 * (src/commerce/billing/events.ts), so what is tried here is what a real card does. Runs hourly
 * (job demoBilling) and on demand; a repeated run charges nothing twice.
 */
export async function runDemoBilling(req: PayloadRequest): Promise<DemoBillingRun> {
  requireDemoPayments('Demo billing')
  const system = 'demoBilling' as const
  const now = await commerceNow(req.payload, req)
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: {
      and: [
        { mode: { equals: 'demo' } },
        { priceType: { in: ['payment-plan', 'subscription'] } },
        { status: { equals: 'paid' } },
        { currentPeriodEnd: { less_than_equal: now.toISOString() } },
      ],
    },
    depth: 0,
    limit: 500,
    sort: 'currentPeriodEnd',
    req,
    ...asSystem(system),
  })
  const run: DemoBillingRun = { charged: 0, failed: 0, ended: 0 }
  for (let order of docs) {
    const { interval } = await billingTermsOf(req, order, system)
    for (let period = 0; period < MAX_PERIODS_PER_RUN; period += 1) {
      if (order.status !== 'paid' || planCompleted(order) || !order.currentPeriodEnd) break
      if (new Date(order.currentPeriodEnd) > now) break
      if (order.cancelAtPeriodEnd) {
        if ((await recordEnd(req, { order, system })).ended) run.ended += 1
        break
      }
      const providerId = demoInvoiceId(order, (order.installmentsPaid ?? 1) + 1)
      if (order.provider?.demoCard === 'declines-later') {
        if (
          (
            await recordFailure(req, {
              order,
              providerId,
              amountInCents: order.amountInCents,
              system,
            })
          ).paused
        ) {
          run.failed += 1
        }
        break
      }
      const periodEnd = addIntervals(new Date(order.currentPeriodEnd), interval, 1).toISOString()
      const renewal = await recordRenewal(req, {
        order,
        providerId,
        amountInCents: order.amountInCents,
        periodEnd,
        system,
      })
      if (!renewal.created) break
      run.charged += 1
      order = renewal.order
    }
  }
  return run
}
