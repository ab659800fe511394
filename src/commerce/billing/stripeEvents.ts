import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import type { Order } from '@/payload-types'

import { COURSE_KIND } from '../checkout'
import { type ConfirmedPayment, fulfilOrder } from '../operations/fulfilOrder'
import {
  findOrder,
  type OrderRef,
  recordCancellation,
  recordEnd,
  recordFailure,
  recordRenewal,
} from './events'
import { idOf } from '@/utilities/idOf'

/*
 * Stripe's subscription events (signature already checked in webhook.ts), read with the shapes of
 * the API version our `stripe` package pins (2026-10-28): an invoice names its subscription under
 * parent.subscription_details, and periods live on invoice lines and subscription items.
 */

const SYSTEM = 'paymentWebhook' as const

const toISO = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null


/** Our order id from metadata, when the metadata is ours. */
function orderIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  if (metadata?.kind !== COURSE_KIND) return null
  const id = Number(metadata.orderId)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  return details
    ? { id: idOf(details.subscription), orderId: orderIdFrom(details.metadata) }
    : { id: null, orderId: null }
}

/** The invoice's paid-until date: the end of the latest period it bills. */
function invoicePeriodEnd(invoice: Stripe.Invoice) {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0)
  return toISO(Math.max(0, ...ends))
}

const subscriptionPeriodEnd = (subscription: Stripe.Subscription) =>
  toISO(Math.max(0, ...(subscription.items?.data ?? []).map((item) => item.current_period_end)))

async function orderOf(req: PayloadRequest, orderId: number | null, subscriptionId: string | null) {
  const ref: OrderRef | null = orderId
    ? { id: orderId }
    : subscriptionId
      ? { subscriptionId }
      : null
  if (!ref) return null
  const order = await findOrder(req, ref, SYSTEM)
  // An order id in metadata must still be the order of this subscription (when it names one).
  if (order && subscriptionId && order.provider?.subscriptionId) {
    if (order.provider.subscriptionId !== subscriptionId) return null
  }
  return order
}

/** The first invoice of a subscription, as the payment fulfilOrder records (once, by invoice). */
export function firstInvoicePayment(order: Order, invoice: Stripe.Invoice): ConfirmedPayment {
  return {
    order: { id: order.id },
    providerPaymentId: invoice.id!,
    amountInCents: invoice.amount_paid,
    mode: 'stripe',
    periodEnd: invoicePeriodEnd(invoice),
    customerId: idOf(invoice.customer),
  }
}

/**
 * An invoice of one of our subscriptions is paid: the first opens the order (fulfilOrder, as a
 * one-time payment does; a trial's $0 first invoice too), every later one is an instalment or a
 * renewal (recordRenewal: access open again, the plan's last payment opens it for good).
 */
export async function invoicePaid(req: PayloadRequest, invoice: Stripe.Invoice) {
  const subscription = invoiceSubscription(invoice)
  if (!subscription.id || !invoice.id) return
  const order = await orderOf(req, subscription.orderId, subscription.id)
  if (!order) return
  if (invoice.billing_reason === 'subscription_create' || order.status === 'pending') {
    await fulfilOrder(req, firstInvoicePayment(order, invoice))
    return
  }
  await recordRenewal(req, {
    order,
    providerId: invoice.id,
    amountInCents: invoice.amount_paid,
    periodEnd: invoicePeriodEnd(invoice),
    system: SYSTEM,
  })
}

/** A later payment failed: access paused until it is paid (recordFailure). */
export async function invoicePaymentFailed(req: PayloadRequest, invoice: Stripe.Invoice) {
  const subscription = invoiceSubscription(invoice)
  if (!subscription.id || !invoice.id) return
  const order = await orderOf(req, subscription.orderId, subscription.id)
  if (!order) return
  await recordFailure(req, {
    order,
    providerId: invoice.id,
    amountInCents: invoice.amount_due,
    system: SYSTEM,
  })
}

/**
 * She cancelled at the period's end in Stripe's portal (access open until then), or took it
 * back (open for good again). A membership cancelled for a date (cancel_at) counts too; a payment
 * plan's own cancel_at, set when it was created, is how it stops after its last instalment.
 */
export async function subscriptionUpdated(req: PayloadRequest, subscription: Stripe.Subscription) {
  const order = await orderOf(req, orderIdFrom(subscription.metadata), subscription.id)
  if (!order) return
  const membership = order.priceType === 'subscription'
  const cancelling =
    subscription.cancel_at_period_end || (membership && subscription.cancel_at !== null)
  await recordCancellation(req, {
    order,
    cancelAtPeriodEnd: Boolean(cancelling),
    periodEnd:
      (membership && subscription.cancel_at
        ? toISO(subscription.cancel_at)
        : subscriptionPeriodEnd(subscription)) ?? null,
    system: SYSTEM,
  })
}

/** The subscription is over: access ends, unless it was a plan paid in full (recordEnd). */
export async function subscriptionDeleted(req: PayloadRequest, subscription: Stripe.Subscription) {
  const order = await orderOf(req, orderIdFrom(subscription.metadata), subscription.id)
  if (!order) return
  await recordEnd(req, { order, system: SYSTEM })
}
