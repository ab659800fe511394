/*
 * The shop's shared shapes: offers as the checkout prices them, a priced cart, coupon
 * terms. Browser-safe: no Payload here (the checkout page imports these, so the page's total and
 * the server's charge come from the same function, src/commerce/offers/pricing.ts).
 */

export type PriceType = 'one-time' | 'payment-plan' | 'subscription'
export type BillingInterval = 'week' | 'month' | 'year'

/** Stripe refuses to charge less than $0.50 in USD; no coupon takes a charge below it. */
export const STRIPE_MINIMUM_CHARGE_IN_CENTS = 50

/** A purchase is attributed to the last affiliate link she followed within this many days. */
export const AFFILIATE_ATTRIBUTION_DAYS = 30

/** An order bump as the checkout shows it: another offer at the price set on this offer. */
export type CheckoutBump = {
  offerId: number
  slug: string
  name: string
  description: string | null
  /** The price with this offer (may differ from the bump offer's own price). */
  priceInCents: number
  pitch: string | null
  includesBonusLessons: boolean
  /** The bump offer's "What is included" list (shown under its tick box). */
  includes?: string[]
}

/** An active offer as the checkout shows and prices it. */
export type CheckoutOffer = {
  id: number
  slug: string
  name: string
  description: string | null
  /** Each payment: the whole price once, each instalment, or each period of a membership. */
  priceInCents: number
  compareAtPriceInCents: number | null
  priceType: PriceType
  /** Payment plans: 2–12. */
  installments: number | null
  billingInterval: BillingInterval | null
  trialDays: number | null
  includes: string[]
  includesBonusLessons: boolean
  courseIds: number[]
  bumps: CheckoutBump[]
}

/** A coupon as the server has validated it for one offer (never what the browser claims). */
export type CouponTerms = {
  code: string
  discountType: 'percent' | 'amount'
  percentOff: number | null
  amountOffInCents: number | null
  /** The offers it applies to: a line of any other offer is charged in full. */
  offerIds: number[]
}

export type PricedLine = {
  offerId: number
  label: string
  kind: 'offer' | 'bump'
  listPriceInCents: number
  /** What is charged for this line after the coupon (bumps: with the first payment). */
  amountInCents: number
}

/** What an order costs, from the catalogue and a validated coupon only. */
export type PricedCart = {
  lines: PricedLine[]
  subtotalInCents: number
  discountInCents: number
  /** Charged now: the first payment (with any bumps), after the coupon, never below Stripe's minimum. */
  totalInCents: number
  /** Each later instalment or renewal (0 for a one-time offer). */
  recurringInCents: number
  priceType: PriceType
  installments: number | null
  billingInterval: BillingInterval | null
  trialDays: number | null
  /** One line for the receipt and Stripe, e.g. "The Good Girl Paradox + Return to the Body". */
  description: string
}
