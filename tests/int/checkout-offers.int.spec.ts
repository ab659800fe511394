import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint } from './callEndpoint'

/**
 * Checkout of any offer, with bumps and coupons, priced only on the server — in Stripe mode
 * against a local stand-in for Stripe's payment intents, so the amount the server asks Stripe to
 * charge is what is checked, from the request the browser sends to the intent Stripe is given.
 */
type Intent = {
  id: string
  amount: number
  client_secret: string
  metadata: Record<string, string>
}
const intents = new Map<string, Intent>()

const standIn = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    const form = new URLSearchParams(raw)
    const path = req.url!.split('?')[0]!
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    )
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ object: 'payment_intent', ...(body as object) }))
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_offers_${intents.size + 1}`
      const intent = {
        id,
        amount: Number(form.get('amount')),
        client_secret: `${id}_secret_standin`,
        metadata,
      }
      intents.set(id, intent)
      return send(200, intent)
    }
    const intent = intents.get(/^\/v1\/payment_intents\/([\w-]+)$/.exec(path)?.[1] ?? '')
    if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such' } })
    if (req.method === 'POST') {
      intent.amount = Number(form.get('amount') ?? intent.amount)
      intent.metadata = { ...intent.metadata, ...metadata }
    }
    return send(200, intent)
  })
})

let payload: Payload
let createIntent: (body: unknown) => Promise<Response>
let masterclass: { id: number; bonusId: number }
let second: { id: number; slug: string }

type Answer = {
  paymentIntentId: string
  amountInCents: number
  hasReturnToBodyAddon: boolean
  coupon: string | null
  cart: { totalInCents: number; discountInCents: number; lines: { kind: string }[] }
  message?: string
  errors?: Record<string, string>
}
const answerOf = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Answer,
})

const makeCoupon = (code: string, data: Record<string, unknown>) =>
  payload.create({
    collection: 'coupons',
    data: { code, discountType: 'percent', percentOff: 25, offers: [masterclass.id], ...data },
    overrideAccess: true,
  })

const couponCount = async (id: number) =>
  (await payload.findByID({ collection: 'coupons', id, depth: 0, overrideAccess: true }))
    .redemptionCount

const heldRows = async (couponId: number) =>
  (
    await payload.count({
      collection: 'coupon-redemptions',
      where: { coupon: { equals: couponId }, status: { equals: 'held' } },
      overrideAccess: true,
    })
  ).totalDocs

const orderOf = async (paymentIntentId: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { 'provider.paymentIntentId': { equals: paymentIntentId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
  process.env.STRIPE_SECRET_KEY = 'stand-in-secret-key'
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'stand-in-publishable-key'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  const endpoint = commerceEndpoints.find((e) => e.path === '/create-payment-intent') as Endpoint
  createIntent = (body) => callEndpoint(payload, endpoint, { body })

  const { loadMainOffer, bonusBumpOf } = await import('@/commerce/offers/load')
  const main = (await loadMainOffer(payload))!
  masterclass = { id: main.id, bonusId: bonusBumpOf(main)!.offerId }
  const created = await payload.create({
    collection: 'offers',
    data: { name: 'Pleasure Practice', slug: 'pleasure-practice', priceInCents: 9700 },
    overrideAccess: true,
  })
  second = { id: created.id, slug: created.slug }
  await payload.create({
    collection: 'offers',
    data: { name: 'Old Retreat', slug: 'old-retreat', priceInCents: 50000, isActive: false },
    overrideAccess: true,
  })
})

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe('checkout of offers', () => {
  it('takes 25 % off the $44 masterclass: Stripe is asked for 3300 cents whatever the browser says', async () => {
    await makeCoupon('Spring25', {})
    for (const amount of [1, -5, 1e12]) {
      const { status, body } = await answerOf(
        await createIntent({ amount, email: `spring${amount}@example.com`, coupon: ' spring25 ' }),
      )
      expect(status).toBe(200)
      expect(body).toMatchObject({ amountInCents: 3300, coupon: 'SPRING25' })
      expect(body.cart).toMatchObject({ totalInCents: 3300, discountInCents: 1100 })
      const intent = intents.get(body.paymentIntentId)!
      expect(intent.amount).toBe(3300)
      const order = (await orderOf(body.paymentIntentId))!
      expect(intent.metadata).toEqual({
        kind: 'course',
        orderId: String(order.id),
        email: `spring${amount}@example.com`,
      })
      expect(order).toMatchObject({ amountInCents: 3300, discountInCents: 1100, status: 'pending' })
    }
  })

  it('adds a bump to the first payment, and refuses a made-up one', async () => {
    const email = 'bump@example.com'
    const { body } = await answerOf(
      await createIntent({ email, bumps: [masterclass.bonusId], amount: 44 }),
    )
    expect(body).toMatchObject({ amountInCents: 6400, hasReturnToBodyAddon: true })
    expect(intents.get(body.paymentIntentId)!.amount).toBe(6400)
    const order = (await orderOf(body.paymentIntentId))!
    expect(order.items?.map((item) => [item.kind, item.amountInCents])).toEqual([
      ['offer', 4400],
      ['bump', 2000],
    ])

    for (const bumps of [[second.id], [999_999], [masterclass.id], ['1'], new Array(30).fill(1)]) {
      const refused = await answerOf(await createIntent({ email: 'forger@example.com', bumps }))
      expect(refused.status).toBe(400)
      expect(refused.body.message).toEqual(expect.any(String))
    }
    expect(
      await payload.count({
        collection: 'orders',
        where: { email: { equals: 'forger@example.com' } },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('a code limited to 10, raced by 30 checkouts, is held exactly 10 times', async () => {
    const coupon = await makeCoupon('TEN', { maxRedemptions: 10 })
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        createIntent({ email: `racer${i}@example.com`, coupon: 'ten' }).then(answerOf),
      ),
    )
    const held = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(held).toHaveLength(10)
    expect(refused).toHaveLength(20)
    for (const { status, body } of refused) {
      expect(status).toBe(400)
      expect(body).toMatchObject({
        message: 'That code has been used up.',
        errors: { coupon: 'That code has been used up.' },
      })
    }
    expect(await heldRows(coupon.id)).toBe(10)
    expect(await couponCount(coupon.id)).toBe(10)

    // Re-sent for the same order, it keeps its hold; removed, the count goes back for the next.
    const [first] = held
    // Another address naming that order's payment starts a checkout of its own: no hold for it.
    const intruder = await answerOf(
      await createIntent({
        email: 'intruder@example.com',
        paymentIntentId: first!.body.paymentIntentId,
        coupon: 'TEN',
      }),
    )
    expect(intruder.body.message).toBe('That code has been used up.')
    const owner = (await orderOf(first!.body.paymentIntentId))!
    const resent = await answerOf(
      await createIntent({
        email: owner.email,
        paymentIntentId: first!.body.paymentIntentId,
        coupon: 'TEN',
      }),
    )
    expect(resent.status).toBe(200)
    expect(resent.body.paymentIntentId).toBe(first!.body.paymentIntentId)
    expect(await couponCount(coupon.id)).toBe(10)
    const removed = await answerOf(
      await createIntent({ email: owner.email, paymentIntentId: first!.body.paymentIntentId }),
    )
    expect(removed.body.amountInCents).toBe(4400)
    expect(intents.get(first!.body.paymentIntentId)!.amount).toBe(4400)
    expect(await couponCount(coupon.id)).toBe(9)
    expect(await heldRows(coupon.id)).toBe(9)
    const next = await answerOf(await createIntent({ email: 'late@example.com', coupon: 'TEN' }))
    expect(next.body.amountInCents).toBe(3300)
    expect(await couponCount(coupon.id)).toBe(10)
  })

  it('refuses a code for another offer, a wrong one, an expired one and a second use, each clearly', async () => {
    await makeCoupon('OTHER', { offers: [second.id] })
    await makeCoupon('OLD', { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    const email = 'coupons@example.com'
    const refusal = async (coupon: string, extra: Record<string, unknown> = {}) => {
      const { status, body } = await answerOf(await createIntent({ email, coupon, ...extra }))
      expect(status).toBe(400)
      expect(body.errors?.coupon).toBe(body.message)
      return body.message
    }
    expect(await refusal('OTHER')).toBe("That code doesn't apply to The Good Girl Paradox.")
    expect(await refusal('NOPE')).toBe("That code isn't valid. Please check the spelling.")
    expect(await refusal('OLD')).toBe('That code has expired.')
    // …but on its own offer it works.
    const own = await answerOf(await createIntent({ email, coupon: 'other', offer: second.slug }))
    expect(own.body.amountInCents).toBe(7275)
    // Once per buyer: after she paid with it, another checkout of hers is refused.
    const order = (await orderOf(own.body.paymentIntentId))!
    const { redeemCoupon } = await import('@/commerce/coupons/hold')
    const { createLocalReq } = await import('payload')
    await redeemCoupon(await createLocalReq({}, payload), order.id)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'paid' },
      overrideAccess: true,
    })
    expect(await refusal('OTHER', { offer: second.slug })).toBe("You've already used that code.")
  })

  it('sells another offer by its web address, and refuses one that is off sale', async () => {
    const { status, body } = await answerOf(
      await createIntent({ email: 'second@example.com', offer: second.slug, amount: 1 }),
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ amountInCents: 9700, hasReturnToBodyAddon: false })
    expect(intents.get(body.paymentIntentId)!.amount).toBe(9700)
    for (const offer of ['old-retreat', 'no-such-offer']) {
      const refused = await answerOf(await createIntent({ email: 'second@example.com', offer }))
      expect(refused).toEqual({ status: 404, body: { message: "This offer isn't on sale." } })
    }
  })

  it('housekeeping gives back the uses held by checkouts left unpaid past their 30-minute hold', async () => {
    const coupon = await makeCoupon('DAYOLD', { maxRedemptions: 1 })
    const left = await answerOf(await createIntent({ email: 'left@example.com', coupon: 'DAYOLD' }))
    expect(left.body.amountInCents).toBe(3300)
    const taken = await answerOf(
      await createIntent({ email: 'next@example.com', coupon: 'DAYOLD' }),
    )
    expect(taken.body.message).toBe('That code has been used up.')
    const order = (await orderOf(left.body.paymentIntentId))!
    const { sql } = await import('@payloadcms/db-postgres')
    const { queryRows } = await import('@/utilities/sql')
    await queryRows(
      payload,
      sql`update coupon_redemptions set updated_at = now() - interval '31 minutes'
           where order_id = ${order.id}`,
    )
    const { cleanUp } = await import('@/maintenance/operations/cleanUp')
    const { systemRequest } = await import('@/core/operation')
    const result = await cleanUp(await systemRequest(payload, 'housekeeping'))
    expect(result.releasedHolds).toBeGreaterThanOrEqual(1)
    expect(await couponCount(coupon.id)).toBe(0)
    const now = await answerOf(await createIntent({ email: 'next@example.com', coupon: 'DAYOLD' }))
    expect(now.body.amountInCents).toBe(3300)
  })

  it("cannot touch someone else's order by naming its payment id", async () => {
    const victim = await answerOf(await createIntent({ email: 'victim@example.com' }))
    const before = (await orderOf(victim.body.paymentIntentId))!
    const attack = await answerOf(
      await createIntent({
        email: 'attacker@example.com',
        paymentIntentId: victim.body.paymentIntentId,
        coupon: 'SPRING25',
        amount: 0.01,
      }),
    )
    expect(attack.status).toBe(200)
    expect(attack.body.paymentIntentId).not.toBe(victim.body.paymentIntentId)
    const after = (await orderOf(victim.body.paymentIntentId))!
    expect(after).toMatchObject({
      email: 'victim@example.com',
      amountInCents: 4400,
      updatedAt: before.updatedAt,
    })
    expect(after.coupon ?? null).toBeNull()
    expect(intents.get(victim.body.paymentIntentId)!.amount).toBe(4400)
  })
})
