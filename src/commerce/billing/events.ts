import type { PayloadRequest, Where } from 'payload'

import { asSystem, inOperation } from '@/core/operation'
import type { Offer, Order } from '@/payload-types'

import type { BillingInterval } from '../offers/types'
import { setOrderAccess } from '../operations/setOrderAccess'
import { addIntervals } from './interval'
import { idOf } from '@/utilities/idOf'

/*
 * What happens to an order after its first payment, whoever reports it: Stripe's webhooks
 * (invoice.*, customer.subscription.*) and the demo billing run call the same functions, so the
 * demo mode tries exactly what a real card does. Each is idempotent: Stripe delivers at least
 * once and retries, and a demo run may repeat. Course access changes only through setOrderAccess.
 */

export type BillingSystem = 'paymentWebhook' | 'demoBilling'

export type OrderRef = { id: number } | { subscriptionId: string } | { paymentIntentId: string }


/** The order a payment event is about, or null when it is not one of ours. */
export async function findOrder(
  req: PayloadRequest,
  ref: OrderRef,
  system: BillingSystem,
): Promise<Order | null> {
  if ('id' in ref) {
    return req.payload
      .findByID({ collection: 'orders', id: ref.id, depth: 0, req, ...asSystem(system) })
      .catch(() => null)
  }
  const where: Where =
    'subscriptionId' in ref
      ? { 'provider.subscriptionId': { equals: ref.subscriptionId } }
      : { 'provider.paymentIntentId': { equals: ref.paymentIntentId } }
  const { docs } = await req.payload.find({
    collection: 'orders',
    where,
    limit: 1,
    depth: 0,
    req,
    ...asSystem(system),
  })
  return docs[0] ?? null
}

/** How often the order's offer bills, and its trial (read from the offer it was bought from). */
export async function billingTermsOf(req: PayloadRequest, order: Order, system: BillingSystem) {
  const offerId = idOf(order.offer as number | Offer)
  const offer = offerId
    ? await req.payload
        .findByID({ collection: 'offers', id: offerId, depth: 0, req, ...asSystem(system) })
        .catch(() => null)
    : null
  return {
    interval: (offer?.billingInterval ?? 'month') as BillingInterval,
    trialDays: offer?.priceType === 'subscription' ? (offer.trialDays ?? 0) : 0,
  }
}

const isPlan = (order: Order) => order.priceType === 'payment-plan'
export const planCompleted = (order: Order) =>
  isPlan(order) && (order.installmentsPaid ?? 0) >= (order.installmentsTotal ?? Infinity)

async function paymentRow(req: PayloadRequest, providerId: string, system: BillingSystem) {
  const { docs } = await req.payload.find({
    collection: 'order-payments',
    where: { providerId: { equals: providerId } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem(system),
  })
  return docs[0] ?? null
}

/** Payments made and paid so far, counted from the payment rows (never from a counter). */
async function paidTotals(req: PayloadRequest, orderId: number, system: BillingSystem) {
  const { docs } = await req.payload.find({
    collection: 'order-payments',
    where: { and: [{ order: { equals: orderId } }, { status: { equals: 'paid' } }] },
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { amountInCents: true },
    req,
    ...asSystem(system),
  })
  return {
    installmentsPaid: docs.length,
    paidInCents: docs.reduce((sum, row) => sum + (row.amountInCents ?? 0), 0),
  }
}

/**
 * A later payment (an instalment or a renewal) went through: its payment row once, the counts,
 * the new paid-until date, and access open again (paused by a failure before, say). The plan's
 * last instalment opens the course for good; a membership stays open while it is paid for, or
 * until the end of the paid period when she has cancelled.
 */
export async function recordRenewal(
  req: PayloadRequest,
  change: {
    order: Order
    providerId: string
    amountInCents: number
    periodEnd: string | null
    system: BillingSystem
  },
): Promise<{ order: Order; created: boolean }> {
  return inOperation(req, async (req) => {
    const { system } = change
    if (await paymentRow(req, change.providerId, system)) {
      return { order: change.order, created: false }
    }
    await req.payload.create({
      collection: 'order-payments',
      data: {
        order: change.order.id,
        providerId: change.providerId,
        kind: 'renewal',
        status: 'paid',
        amountInCents: change.amountInCents,
        periodEnd: change.periodEnd,
      },
      depth: 0,
      req,
      ...asSystem(system),
    })
    const totals = await paidTotals(req, change.order.id, system)
    const completed =
      isPlan(change.order) && totals.installmentsPaid >= (change.order.installmentsTotal ?? 0)
    const cancelling = Boolean(change.order.cancelAtPeriodEnd) && !completed
    const { order } = await setOrderAccess(req, {
      order: { id: change.order.id },
      access: 'open',
      until: cancelling ? change.periodEnd : null,
      orderStatus: 'paid',
      orderData: { ...totals, currentPeriodEnd: change.periodEnd },
      system,
    })
    return { order, created: true }
  })
}

/**
 * A later payment failed: access paused and the order past due until it is paid (Stripe retries,
 * she pays with another card in the portal, or, in demo mode, on the demo billing page). Nothing
 * for an order not yet paid (the checkout shows that failure) or a payment paid already (Stripe
 * may deliver the failure after the success).
 */
export async function recordFailure(
  req: PayloadRequest,
  change: { order: Order; providerId: string; amountInCents: number; system: BillingSystem },
): Promise<{ order: Order; paused: boolean }> {
  return inOperation(req, async (req) => {
    const { order, system } = change
    if (order.status !== 'paid' && order.status !== 'past_due') return { order, paused: false }
    if (planCompleted(order)) return { order, paused: false }
    if ((await paymentRow(req, change.providerId, system))?.status === 'paid') {
      return { order, paused: false }
    }
    const failedId = `${change.providerId}:failed`
    if (!(await paymentRow(req, failedId, system))) {
      await req.payload.create({
        collection: 'order-payments',
        data: {
          order: order.id,
          providerId: failedId,
          kind: 'renewal',
          status: 'failed',
          amountInCents: change.amountInCents,
        },
        depth: 0,
        req,
        ...asSystem(system),
      })
    }
    const paused = await setOrderAccess(req, {
      order: { id: order.id },
      access: 'paused',
      orderStatus: 'past_due',
      system,
    })
    return { order: paused.order, paused: true }
  })
}

/**
 * She cancelled at the end of the paid period (or took it back): access stays open until then
 * (or for good again). Only a paid order changes: a paused one stays paused.
 */
export async function recordCancellation(
  req: PayloadRequest,
  change: {
    order: Order
    cancelAtPeriodEnd: boolean
    periodEnd: string | null
    system: BillingSystem
  },
): Promise<{ order: Order; changed: boolean }> {
  const { order, system } = change
  if (order.status !== 'paid' || planCompleted(order)) return { order, changed: false }
  const periodEnd = change.periodEnd ?? order.currentPeriodEnd ?? null
  if (Boolean(order.cancelAtPeriodEnd) === change.cancelAtPeriodEnd) {
    return { order, changed: false }
  }
  const result = await setOrderAccess(req, {
    order: { id: order.id },
    access: 'open',
    until: change.cancelAtPeriodEnd ? periodEnd : null,
    orderData: { cancelAtPeriodEnd: change.cancelAtPeriodEnd, currentPeriodEnd: periodEnd },
    system,
  })
  return { order: result.order, changed: true }
}

/**
 * The subscription is over (Stripe deleted it: cancelled, or its failed payments gave up; demo:
 * the cancelled period ended). Access ends — except for a payment plan paid in full, whose
 * subscription ends by design after its last instalment, and an order refunded already.
 */
export async function recordEnd(
  req: PayloadRequest,
  change: { order: Order; system: BillingSystem },
): Promise<{ order: Order; ended: boolean }> {
  const { order, system } = change
  if (order.status === 'pending' || order.status === 'refunded' || order.status === 'cancelled') {
    return { order, ended: false }
  }
  if (planCompleted(order)) return { order, ended: false }
  const result = await setOrderAccess(req, {
    order: { id: order.id },
    access: 'ended',
    orderStatus: 'cancelled',
    system,
  })
  return { order: result.order, ended: true }
}

/** The first paid-until date of a demo order: after its trial, else one interval from now. */
export function firstPeriodEnd(now: Date, interval: BillingInterval, trialDays: number) {
  return trialDays > 0
    ? new Date(now.getTime() + trialDays * 86_400_000)
    : addIntervals(now, interval, 1)
}
