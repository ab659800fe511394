import {
  STRIPE_MINIMUM_CHARGE_IN_CENTS,
  type CheckoutOffer,
  type CouponTerms,
  type PricedCart,
  type PricedLine,
} from './types'

/*
 * What an order costs, as one pure function: the server charges by it and the checkout page shows
 * its numbers from the server's answer, so the two cannot disagree. No Payload here: the browser
 * imports this file.
 */

/** A bump the offer does not have: the server answers 400 (a browser cannot add an offer cheaply). */
export class UnknownBumpError extends Error {
  readonly offerId: number
  constructor(offerId: number) {
    super('One of the extras you ticked is not part of this offer. Please reload the page.')
    this.name = 'UnknownBumpError'
    this.offerId = offerId
  }
}

/** The coupon's discount on one payment of a line, never more than the line. */
function percentDiscount(coupon: CouponTerms, amountInCents: number): number {
  const percent = Math.min(100, Math.max(0, coupon.percentOff ?? 0))
  return Math.min(amountInCents, Math.round((amountInCents * percent) / 100))
}

/**
 * Takes back part of the discount so a charge is never below Stripe's minimum: a paid total stays
 * at least $0.50 (or its full price when the price itself is below that); a free one stays free.
 */
function atLeastMinimum(listInCents: number, chargedInCents: number): number {
  const floor = Math.min(listInCents, STRIPE_MINIMUM_CHARGE_IN_CENTS)
  return Math.max(chargedInCents, floor, 0)
}

/**
 * Prices an offer with the bumps she ticked and a coupon the server validated. The coupon applies
 * only to lines of the offers it names: on every payment of an instalment plan or membership (the
 * offer's line), and on the bumps, which are charged once, with the first payment. A percent code
 * takes its share of each such line; a dollars-off code takes its amount once from the first
 * payment (the offer's line first, then the bumps) and again from each later payment.
 * Throws UnknownBumpError for a bump the offer does not have.
 */
export function priceCart(
  offer: CheckoutOffer,
  bumpOfferIds: number[],
  coupon?: CouponTerms | null,
): PricedCart {
  const chosen = [...new Set(bumpOfferIds)].map((id) => {
    const bump = offer.bumps.find((candidate) => candidate.offerId === id)
    if (!bump) throw new UnknownBumpError(id)
    return bump
  })
  // Bumps in the order the offer lists them, whatever order the browser sent.
  chosen.sort((a, b) => offer.bumps.indexOf(a) - offer.bumps.indexOf(b))

  const applies = (offerId: number) => Boolean(coupon && coupon.offerIds.includes(offerId))
  let dollarsLeft =
    coupon?.discountType === 'amount' ? Math.max(0, coupon.amountOffInCents ?? 0) : 0
  const discountOn = (offerId: number, amountInCents: number) => {
    if (!coupon || !applies(offerId)) return 0
    if (coupon.discountType === 'percent') return percentDiscount(coupon, amountInCents)
    const taken = Math.min(dollarsLeft, amountInCents)
    dollarsLeft -= taken
    return taken
  }

  const lines: PricedLine[] = [
    {
      offerId: offer.id,
      label: offer.name,
      kind: 'offer',
      listPriceInCents: offer.priceInCents,
      amountInCents: offer.priceInCents - discountOn(offer.id, offer.priceInCents),
    },
    ...chosen.map((bump): PricedLine => ({
      offerId: bump.offerId,
      label: bump.name,
      kind: 'bump',
      listPriceInCents: bump.priceInCents,
      amountInCents: bump.priceInCents - discountOn(bump.offerId, bump.priceInCents),
    })),
  ]

  const subtotalInCents = lines.reduce((sum, line) => sum + line.listPriceInCents, 0)
  let totalInCents = lines.reduce((sum, line) => sum + line.amountInCents, 0)
  const floored = atLeastMinimum(subtotalInCents, totalInCents)
  // Gives the difference back to the lines, the offer's first, so the lines add up to the total.
  let giveBack = floored - totalInCents
  for (const line of lines) {
    if (giveBack <= 0) break
    const back = Math.min(giveBack, line.listPriceInCents - line.amountInCents)
    line.amountInCents += back
    giveBack -= back
  }
  totalInCents = floored

  let recurringInCents = 0
  if (offer.priceType !== 'one-time') {
    // Each later payment is the offer alone, with the coupon again (dollars off: its full amount).
    const later =
      coupon && applies(offer.id)
        ? coupon.discountType === 'percent'
          ? offer.priceInCents - percentDiscount(coupon, offer.priceInCents)
          : offer.priceInCents - Math.min(offer.priceInCents, coupon.amountOffInCents ?? 0)
        : offer.priceInCents
    recurringInCents = atLeastMinimum(offer.priceInCents, later)
  }

  return {
    lines,
    subtotalInCents,
    discountInCents: subtotalInCents - totalInCents,
    totalInCents,
    recurringInCents,
    priceType: offer.priceType,
    installments: offer.priceType === 'payment-plan' ? (offer.installments ?? null) : null,
    billingInterval: offer.priceType === 'one-time' ? null : (offer.billingInterval ?? 'month'),
    trialDays: offer.priceType === 'subscription' ? (offer.trialDays ?? null) || null : null,
    description: lines.map((line) => line.label).join(' + '),
  }
}

const INTERVAL_WORDS = {
  week: { adverb: 'weekly', every: 'a week' },
  month: { adverb: 'monthly', every: 'a month' },
  year: { adverb: 'yearly', every: 'a year' },
} as const

/**
 * How a priced cart is paid, in her buyer's words, e.g. "3 payments of $22.00, monthly" or
 * "$29.00 a month, 7-day free trial"; null for a one-time price. `format` turns cents into
 * dollars (formatUSD), passed in so this file stays free of the site's utilities.
 */
export function paymentSchedule(
  cart: Pick<
    PricedCart,
    'priceType' | 'installments' | 'billingInterval' | 'trialDays' | 'recurringInCents'
  >,
  format: (cents: number) => string,
): string | null {
  if (cart.priceType === 'one-time') return null
  const words = INTERVAL_WORDS[cart.billingInterval ?? 'month']
  if (cart.priceType === 'payment-plan') {
    return `${cart.installments ?? 2} payments of ${format(cart.recurringInCents)}, ${words.adverb}`
  }
  const trial = cart.trialDays ? `, ${cart.trialDays}-day free trial` : ''
  return `${format(cart.recurringInCents)} ${words.every}${trial}`
}
