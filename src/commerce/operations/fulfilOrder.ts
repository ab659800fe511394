import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

import type { PaymentMode } from '../api'

/*
 * CONTRACT (issue 25) — owner: ORDERS helper (replaces fulfilPayment).
 */

/** A first payment Stripe (or the demo mode) has confirmed; never what a browser claims. */
export type ConfirmedPayment = {
  /** Which order: its id (demo, subscriptions) or the payment intent it was created with. */
  order: { id: number } | { paymentIntentId: string } | { subscriptionId: string }
  /** Unique per payment (intent id, invoice id or demo id): order-payments.providerId. */
  providerPaymentId: string
  amountInCents: number
  mode: PaymentMode
  /** Instalments and memberships: paid until (Stripe's period end, or the demo clock's). */
  periodEnd?: string | null
  customerId?: string | null
}

/**
 * Marks a pending order paid exactly once (however often Stripe retries or the browser returns):
 * order status and payment row, its memberships from now (via setOrderAccess), the coupon
 * redeemed, an affiliate commission, the conversion, the receipt with its sign-in link and her
 * purchase sequences — one transaction, the unique providerPaymentId settling any race.
 */
export async function fulfilOrder(
  _req: PayloadRequest,
  _payment: ConfirmedPayment,
): Promise<{ order: Order; created: boolean }> {
  throw new Error('fulfilOrder: not built yet (issue 25, orders helper)')
}
