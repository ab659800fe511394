import { describe, expect, it } from 'vitest'

import { checkDemoCard } from '@/commerce/demoCard'
import { priceCart } from '@/commerce/offers/pricing'
import type { CheckoutOffer } from '@/commerce/offers/types'
import { demoPaymentsAllowed, paymentMode } from '@/commerce/stripe'
import { safeRedirectPath } from '@/commerce/redirects'

// The masterclass and its bonus as the checkout prices them (src/commerce/offers/pricing.ts).
const offer = (id: number, name: string, priceInCents: number): CheckoutOffer => ({
  id,
  slug: `offer-${id}`,
  name,
  description: null,
  priceInCents,
  compareAtPriceInCents: null,
  priceType: 'one-time',
  installments: null,
  billingInterval: null,
  trialDays: null,
  includes: [],
  includesBonusLessons: id === 2,
  courseIds: [1],
  bumps: [],
})
const catalogue = (masterclassInCents: number, bonusInCents: number) => {
  const bonus = offer(2, 'Return to the Body', bonusInCents)
  const masterclass = {
    ...offer(1, 'The Good Girl Paradox', masterclassInCents),
    bumps: [
      {
        offerId: 2,
        slug: bonus.slug,
        name: bonus.name,
        description: null,
        priceInCents: bonusInCents,
        pitch: null,
        includesBonusLessons: true,
      },
    ],
  }
  return { masterclass, bonus }
}
const prices = catalogue(4400, 2000)

describe('priceCart for the masterclass', () => {
  it('is the masterclass, plus the bonus when ticked', () => {
    expect(priceCart(prices.masterclass, []).totalInCents).toBe(4400)
    expect(priceCart(prices.masterclass, [2]).totalInCents).toBe(6400)
  })

  it('sells the bonus alone later, at its own price', () => {
    expect(priceCart(prices.bonus, []).totalInCents).toBe(2000)
  })

  it('follows the catalogue when the owner changes a price', () => {
    const sale = catalogue(3300, 1500)
    expect(priceCart(sale.masterclass, [2]).totalInCents).toBe(4800)
  })
})

describe('payment modes', () => {
  it('uses Stripe whenever a secret key is set, and never demo beside it', () => {
    const env = { STRIPE_SECRET_KEY: 'set', NODE_ENV: 'development', ALLOW_DEMO_PAYMENTS: '1' }
    expect(paymentMode(env)).toBe('stripe')
    expect(demoPaymentsAllowed(env)).toBe(false)
  })

  it('gives no course away on a public site that forgot its keys: demo only on a local URL or when told', () => {
    const publicSite = { NEXT_PUBLIC_SERVER_URL: 'https://coach.example', NODE_ENV: 'production' }
    expect(paymentMode(publicSite)).toBe('unavailable')
    expect(paymentMode({ ...publicSite, ALLOW_DEMO_PAYMENTS: 'true' })).toBe('unavailable')
    expect(paymentMode({ ...publicSite, ALLOW_DEMO_PAYMENTS: '1' })).toBe('demo')
    for (const local of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://shop.localhost',
    ]) {
      expect(paymentMode({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: local })).toBe('demo')
    }
    // npm start on a fresh machine: no URL set, so the site is http://localhost:PORT.
    expect(paymentMode({ NODE_ENV: 'production' })).toBe('demo')
    expect(paymentMode({ NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: '0' })).toBe('unavailable')
    expect(paymentMode({ NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1.evil.example' })).toBe(
      'unavailable',
    )
  })
})

describe('checkDemoCard', () => {
  const now = new Date('2026-11-21T12:00:00Z')
  const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') =>
    checkDemoCard({ cardNumber, expiry, cvc }, now)

  it("answers like Stripe's test mode", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true })
    expect(card('4000 0000 0000 0002')).toEqual({
      ok: false,
      status: 402,
      message: 'Your card was declined.',
    })
    expect(card('4242 4242 4242 4241')).toMatchObject({ ok: false, status: 400 })
    expect(card('4242 4242 4242 4242', '10/26')).toMatchObject({
      message: "Your card's expiration date is in the past.",
    })
    expect(card('4242 4242 4242 4242', '11/26')).toEqual({ ok: true })
    expect(card('4242 4242 4242 4242', '13/30')).toMatchObject({ status: 400 })
    expect(card('4242 4242 4242 4242', '12/30', '12')).toMatchObject({
      message: "Your card's security code is incomplete.",
    })
  })
})

describe('safeRedirectPath', () => {
  it('keeps our own paths and drops everything else', () => {
    expect(safeRedirectPath('/course/main-masterclass?email=a%40b.c', '/watch')).toBe(
      '/course/main-masterclass?email=a%40b.c',
    )
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/watch\r\nSet-Cookie: x=1',
      '',
      null,
    ]) {
      expect(safeRedirectPath(target, '/watch')).toBe('/watch')
    }
  })
})
