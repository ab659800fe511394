import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

import type { PaymentMode } from '../api'
import type { CheckoutOffer, PricedCart } from '../offers/types'

/*
 * CONTRACT (issue 25) — owner: BILLING helper. startCheckout calls this for an offer whose price
 * type is not one-time, after it has created or updated the pending order.
 */

export type RecurringStart = {
  /** What the browser confirms (Stripe: the first invoice's; demo: a signed demo secret). */
  clientSecret: string
  /** Stripe: the first invoice's payment intent, when Stripe gives one; demo: the demo id. */
  paymentIntentId: string
  subscriptionId: string
  customerId: string | null
}

export async function startRecurringPayment(
  _req: PayloadRequest,
  _start: {
    order: Order
    offer: CheckoutOffer
    priced: PricedCart
    email: string
    mode: PaymentMode
  },
): Promise<RecurringStart> {
  throw new Error('startRecurringPayment: not built yet (issue 25, billing helper)')
}
