/**
 * The shapes "Manage billing" and the demo billing page exchange with the server (browser-safe:
 * no Payload here).
 */

/** A payment plan or membership as her billing page lists it. */
export type BillingOrder = {
  id: number
  offerName: string
  priceType: 'payment-plan' | 'subscription'
  status: 'pending' | 'paid' | 'past_due' | 'cancelled' | 'refunded'
  /** Each payment. */
  amountInCents: number
  installmentsTotal: number | null
  installmentsPaid: number
  /** Paid until (ISO); a membership cancelled at period end ends then. */
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
  mode: 'stripe' | 'demo'
}

/** GET /api/member/billing (signed-in buyer): 401 {message} signed out. */
export type MyBillingResponse = {
  /** 'demo': the demo billing page manages them; 'stripe': Stripe's customer portal does. */
  mode: 'stripe' | 'demo' | 'unavailable'
  orders: BillingOrder[]
}

/** POST /api/member/billing-portal {order?} → where "Manage billing" goes. */
export type BillingPortalResponse = { url: string }
