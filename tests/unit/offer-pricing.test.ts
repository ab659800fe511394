import { describe, expect, it } from 'vitest'

import { paymentSchedule, priceCart, UnknownBumpError } from '@/commerce/offers/pricing'
import type { CheckoutOffer, CouponTerms } from '@/commerce/offers/types'
import { formatUSD } from '@/utilities/money'

const BONUS_ID = 2
const OTHER_ID = 3

const masterclass: CheckoutOffer = {
  id: 1,
  slug: 'masterclass',
  name: 'The Good Girl Paradox',
  description: null,
  priceInCents: 4400,
  compareAtPriceInCents: null,
  priceType: 'one-time',
  installments: null,
  billingInterval: null,
  trialDays: null,
  includes: [],
  includesBonusLessons: false,
  courseIds: [10],
  bumps: [
    {
      offerId: BONUS_ID,
      slug: 'return-to-the-body',
      name: 'Return to the Body',
      description: null,
      priceInCents: 2000,
      pitch: 'Add the bonus',
      includesBonusLessons: true,
    },
  ],
}

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  code: 'SPRING25',
  discountType: 'percent',
  percentOff: 25,
  amountOffInCents: null,
  offerIds: [masterclass.id],
  ...terms,
})

describe('priceCart', () => {
  it('charges the catalogue price, with nothing taken off', () => {
    const cart = priceCart(masterclass, [])
    expect(cart).toMatchObject({
      subtotalInCents: 4400,
      discountInCents: 0,
      totalInCents: 4400,
      recurringInCents: 0,
      priceType: 'one-time',
      description: 'The Good Girl Paradox',
    })
  })

  it('takes 25 % off the $44 masterclass: 3300 cents', () => {
    const cart = priceCart(masterclass, [], coupon({}))
    expect(cart.totalInCents).toBe(3300)
    expect(cart.discountInCents).toBe(1100)
    expect(cart.lines).toEqual([
      expect.objectContaining({ kind: 'offer', listPriceInCents: 4400, amountInCents: 3300 }),
    ])
  })

  it('adds a $20 bump to the first payment, once however often it is sent', () => {
    const cart = priceCart(masterclass, [BONUS_ID, BONUS_ID])
    expect(cart.totalInCents).toBe(6400)
    expect(cart.lines.map((line) => [line.kind, line.amountInCents])).toEqual([
      ['offer', 4400],
      ['bump', 2000],
    ])
    expect(cart.description).toBe('The Good Girl Paradox + Return to the Body')
  })

  it('refuses a bump the offer does not have', () => {
    expect(() => priceCart(masterclass, [OTHER_ID])).toThrow(UnknownBumpError)
    expect(() => priceCart(masterclass, [masterclass.id])).toThrow(UnknownBumpError)
  })

  it("ignores a coupon on a line of an offer it doesn't name (holdCoupon refuses such a code)", () => {
    const elsewhere = coupon({ offerIds: [OTHER_ID] })
    expect(priceCart(masterclass, [BONUS_ID], elsewhere).totalInCents).toBe(6400)
    // A code naming only the bump takes its share of the bump alone.
    const bumpOnly = coupon({ offerIds: [BONUS_ID], percentOff: 50 })
    expect(priceCart(masterclass, [BONUS_ID], bumpOnly)).toMatchObject({
      totalInCents: 5400,
      discountInCents: 1000,
    })
  })

  it('takes dollars off once, never below Stripe’s minimum charge, never negative', () => {
    expect(
      priceCart(masterclass, [], coupon({ discountType: 'amount', amountOffInCents: 1000 }))
        .totalInCents,
    ).toBe(3400)
    const huge = priceCart(
      masterclass,
      [BONUS_ID],
      coupon({ discountType: 'amount', amountOffInCents: 1_000_000, offerIds: [1, BONUS_ID] }),
    )
    expect(huge.totalInCents).toBe(50)
    expect(huge.discountInCents).toBe(6350)
    expect(huge.lines.reduce((sum, line) => sum + line.amountInCents, 0)).toBe(50)
    expect(huge.lines.every((line) => line.amountInCents >= 0)).toBe(true)
    expect(priceCart(masterclass, [], coupon({ percentOff: 100 })).totalInCents).toBe(50)
    // A free offer stays free.
    expect(priceCart({ ...masterclass, priceInCents: 0 }, [], coupon({})).totalInCents).toBe(0)
  })

  it('takes the coupon off every payment of a plan; bumps only with the first', () => {
    const plan: CheckoutOffer = {
      ...masterclass,
      priceInCents: 2200,
      priceType: 'payment-plan',
      installments: 3,
      billingInterval: 'month',
    }
    const cart = priceCart(plan, [BONUS_ID], coupon({ percentOff: 50 }))
    expect(cart).toMatchObject({ totalInCents: 1100 + 2000, recurringInCents: 1100 })
    expect(paymentSchedule(priceCart(plan, []), (c) => formatUSD(c, { cents: true }))).toBe(
      '3 payments of $22.00, monthly',
    )
    const membership: CheckoutOffer = {
      ...plan,
      priceType: 'subscription',
      installments: null,
      trialDays: 7,
    }
    const monthly = priceCart(
      membership,
      [],
      coupon({ discountType: 'amount', amountOffInCents: 200 }),
    )
    expect(monthly).toMatchObject({
      totalInCents: 2000,
      recurringInCents: 2000,
      installments: null,
    })
    expect(paymentSchedule(monthly, (c) => formatUSD(c, { cents: true }))).toBe(
      '$20.00 a month, 7-day free trial',
    )
    expect(paymentSchedule(priceCart(masterclass, []), formatUSD)).toBeNull()
  })
})
