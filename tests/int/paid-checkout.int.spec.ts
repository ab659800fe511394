import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signStripeEvent } from '../support/stripeEvents'
import { stripeStandIn } from '../support/stripeStandIn'
import { callEndpoint } from './callEndpoint'

/*
 * A buyer whose card has been charged re-sends her checkout with a bump ticked (the answer's
 * payment id, as the page would): the order took the bump before Stripe was asked, Stripe
 * refused, and the webhook then opened the bonus for the price of the masterclass alone. Here,
 * against a stand-in speaking Stripe's API and Stripe's signed webhooks, the paid checkout
 * stays as it was paid, and fulfilment opens only what the money Stripe took pays for.
 */

const stripe = stripeStandIn()
const WEBHOOK_SECRET = 'whsec_paid_checkout_test'
let payload: Payload
let endpoints: Record<string, Endpoint>

const checkout = (body: Record<string, unknown>, client?: string) =>
  callEndpoint(payload, endpoints['/create-payment-intent']!, { body, client })

/** A checkout started from her browser: its payment's id. */
const started = async (body: Record<string, unknown>) =>
  ((await (await checkout(body)).json()) as { paymentIntentId: string }).paymentIntentId

const webhook = async (intentId: string) => {
  const { handleStripeWebhook } = await import('@/commerce/webhook')
  const event = signStripeEvent(
    'payment_intent.succeeded',
    stripe.intents.get(intentId)!,
    WEBHOOK_SECRET,
  )
  return handleStripeWebhook(payload, event.body, event.signature, WEBHOOK_SECRET)
}

const orderOf = async (intentId: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { 'provider.paymentIntentId': { equals: intentId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

const bonusOpened = async (email: string) =>
  (
    await payload.find({
      collection: 'memberships',
      where: { and: [{ email: { equals: email } }, { includesBonusLessons: { equals: true } }] },
      overrideAccess: true,
    })
  ).totalDocs > 0

beforeAll(async () => {
  process.env.STRIPE_API_BASE = await stripe.start()
  process.env.STRIPE_SECRET_KEY = 'sk_test_stand_in'
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_stand_in'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
})

afterAll(() => stripe.stop())

describe('a checkout whose card was charged cannot change', () => {
  it('re-sent with a bump after paying: 409 "This checkout is already paid.", nothing changes, no bonus', async () => {
    const email = `paid-then-bump-${Date.now()}@example.com`
    const first = await checkout({ email, hasReturnToBodyAddon: false })
    expect(first.status).toBe(200)
    const { paymentIntentId } = (await first.json()) as { paymentIntentId: string }
    stripe.pay(paymentIntentId)
    const updatesBefore = stripe.calls.filter(
      (c) => c.path.endsWith(paymentIntentId) && c.method === 'POST',
    ).length

    const again = await checkout({ email, hasReturnToBodyAddon: true, paymentIntentId })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This checkout is already paid.' })
    const order = await orderOf(paymentIntentId)
    expect(order.amountInCents).toBe(4400)
    expect(order.items?.map((item) => item.kind)).toEqual(['offer'])
    // Stripe was only asked how the payment stands, never to change it.
    expect(
      stripe.calls.filter((c) => c.path.endsWith(paymentIntentId) && c.method === 'POST').length,
    ).toBe(updatesBefore)

    expect((await webhook(paymentIntentId)).status).toBe(200)
    expect((await orderOf(paymentIntentId)).status).toBe('paid')
    expect(await bonusOpened(email)).toBe(false)
  })

  it('after the webhook too: the paid order is not reopened (409), and no second order appears', async () => {
    const email = `paid-webhooked-${Date.now()}@example.com`
    const paymentIntentId = await started({ email, hasReturnToBodyAddon: false })
    stripe.pay(paymentIntentId)
    await webhook(paymentIntentId)
    const again = await checkout({ email, hasReturnToBodyAddon: true, paymentIntentId })
    expect(again.status).toBe(409)
    const orders = await payload.count({
      collection: 'orders',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(1)
  })

  it('paid in the instant between the check and the change: Stripe refuses, the order is put back, 409', async () => {
    const email = `paid-racing-${Date.now()}@example.com`
    const paymentIntentId = await started({ email, hasReturnToBodyAddon: false })
    stripe.payBeforeNextUpdate()
    const again = await checkout({ email, hasReturnToBodyAddon: true, paymentIntentId })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This checkout is already paid.' })
    const order = await orderOf(paymentIntentId)
    expect(order.amountInCents).toBe(4400)
    expect(order.items?.map((item) => item.kind)).toEqual(['offer'])
    await webhook(paymentIntentId)
    expect(await bonusOpened(email)).toBe(false)
  })

  it('fulfilment opens only what Stripe received, and tells the owner what it left out', async () => {
    const email = `short-paid-${Date.now()}@example.com`
    const paymentIntentId = await started({ email, hasReturnToBodyAddon: true })
    const asked = await orderOf(paymentIntentId)
    expect(asked.amountInCents).toBe(6400)
    // Stripe took the masterclass's price only (an order changed behind its intent's back).
    stripe.pay(paymentIntentId)
    Object.assign(stripe.intents.get(paymentIntentId)!, { amount: 4400, amount_received: 4400 })
    expect((await webhook(paymentIntentId)).status).toBe(200)
    const paid = await orderOf(paymentIntentId)
    expect(paid.status).toBe('paid')
    expect(paid.items?.map((item) => item.kind)).toEqual(['offer'])
    expect(paid.paymentShortfall).toMatch(/\$44.*\$64/)
    expect(paid.paymentShortfall).toContain('Return to the Body')
    expect(await bonusOpened(email)).toBe(false)
  })

  it('an unpaid checkout still changes with its intent (the bump is added to both)', async () => {
    const email = `unpaid-bump-${Date.now()}@example.com`
    const paymentIntentId = await started({ email, hasReturnToBodyAddon: false })
    const again = await checkout({ email, hasReturnToBodyAddon: true, paymentIntentId })
    expect(again.status).toBe(200)
    expect(stripe.intents.get(paymentIntentId)!.amount).toBe(6400)
    expect((await orderOf(paymentIntentId)).amountInCents).toBe(6400)
  })
})

describe('an affiliate buying through her own link with another address', () => {
  it("her card (Stripe's fingerprint) gives her no commission; a stranger's card does", async () => {
    const stamp = Date.now()
    const affiliate = await payload.create({
      collection: 'affiliates',
      data: {
        name: 'Card Checker',
        email: `aff.card.${stamp}@example.com`,
        code: `card-${stamp}`,
        commissionRate: 0.3,
        isActive: true,
      },
      overrideAccess: true,
    })
    // She once bought for herself with her card.
    const ownIntent = await started({ email: affiliate.email, hasReturnToBodyAddon: false })
    stripe.pay(ownIntent, `fp_affiliate_${stamp}`)
    await webhook(ownIntent)

    const { AFFILIATE_COOKIE, affiliateCookieValue } = await import('@/affiliates/cookie')
    const cookie = `${AFFILIATE_COOKIE}=${affiliateCookieValue(payload.secret, affiliate.id, new Date())}`
    const buyWithCard = async (email: string, card: string) => {
      const started = await callEndpoint(payload, endpoints['/create-payment-intent']!, {
        body: { email, hasReturnToBodyAddon: false },
        cookie,
      })
      const { paymentIntentId } = (await started.json()) as { paymentIntentId: string }
      stripe.pay(paymentIntentId, card)
      await webhook(paymentIntentId)
      return orderOf(paymentIntentId)
    }
    const hers = await buyWithCard(`another.me.${stamp}@example.com`, `fp_affiliate_${stamp}`)
    const stranger = await buyWithCard(`a.friend.${stamp}@example.com`, `fp_friend_${stamp}`)
    expect(hers.affiliate).toBeTruthy()
    const commissions = await payload.find({
      collection: 'affiliate-commissions',
      where: { affiliate: { equals: affiliate.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(commissions.docs.map((row) => row.order)).toEqual([stranger.id])
  })
})
