import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { queryRows } from '@/utilities/sql'

import { callEndpoint } from './callEndpoint'

/*
 * Limited and once-per-buyer codes, from the side of someone who wants them for nothing: three
 * unpaid checkouts from one address used a 3-use code up for everyone for a day; an alias
 * (name+tag@, dots in a Gmail name) was a new buyer for a once-per-buyer code and for the
 * self-referral rule.
 */

let payload: Payload
let endpoints: Record<string, Endpoint>
let mainOfferId: number
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

const checkout = (email: string, coupon: string, client: string, cookie?: string) =>
  callEndpoint(payload, endpoints['/create-payment-intent']!, {
    body: { email, hasReturnToBodyAddon: false, coupon },
    client,
    cookie,
  })

async function pay(answer: Response) {
  const { clientSecret } = (await answer.json()) as { clientSecret: string }
  const confirmed = await callEndpoint(payload, endpoints['/demo-payments/confirm']!, {
    body: { clientSecret, ...CARD },
  })
  expect(confirmed.status).toBe(200)
}

async function coupon(data: { maxRedemptions?: number; oncePerBuyer?: boolean }) {
  return payload.create({
    collection: 'coupons',
    data: {
      code: `HOLD${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase(),
      discountType: 'percent',
      percentOff: 50,
      offers: [mainOfferId],
      ...data,
    },
    overrideAccess: true,
  })
}

const used = async (id: number) =>
  (await payload.findByID({ collection: 'coupons', id, depth: 0, overrideAccess: true }))
    .redemptionCount ?? 0

beforeAll(async () => {
  process.env.ALLOW_DEMO_PAYMENTS = '1'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
  const { loadMainOffer } = await import('@/commerce/offers/load')
  mainOfferId = (await loadMainOffer(payload))!.id
})

describe('unpaid checkouts cannot use a limited code up for those who pay', () => {
  it('three unpaid checkouts from one address hold one use of a 3-use code; two others still pay with it', async () => {
    const code = await coupon({ maxRedemptions: 3 })
    for (const i of [1, 2, 3]) {
      const answer = await checkout(
        `squatter${i}.${code.id}@example.com`,
        code.code,
        '203.0.113.66',
      )
      expect(answer.status).toBe(200)
    }
    expect(await used(code.id)).toBe(1)
    for (const [i, client] of ['198.51.100.21', '198.51.100.22'].entries()) {
      const answer = await checkout(`payer${i}.${code.id}@example.com`, code.code, client)
      expect(answer.status).toBe(200)
      expect(((await answer.clone().json()) as { amountInCents: number }).amountInCents).toBe(2200)
      await pay(answer)
    }
    expect(await used(code.id)).toBe(3)
  })

  it('a hold lasts 30 minutes: after that the last use of a 1-use code goes to the next buyer', async () => {
    const code = await coupon({ maxRedemptions: 1 })
    expect(
      (await checkout(`holder.${code.id}@example.com`, code.code, '203.0.113.67')).status,
    ).toBe(200)
    const meanwhile = await checkout(`next.${code.id}@example.com`, code.code, '203.0.113.68')
    expect(meanwhile.status).toBe(400)
    expect(await meanwhile.json()).toMatchObject({ message: 'That code has been used up.' })
    // Thirty-one minutes later.
    await queryRows(
      payload,
      sql`update coupon_redemptions set updated_at = now() - interval '31 minutes'
           where coupon_id = ${code.id}`,
    )
    const later = await checkout(`next.${code.id}@example.com`, code.code, '203.0.113.68')
    expect(later.status).toBe(200)
    await pay(later)
    expect(await used(code.id)).toBe(1)
  })

  it('nothing about the address is kept once a hold ends', async () => {
    const rows = await queryRows<{ n: number }>(
      payload,
      sql`select count(*)::int as n from coupon_redemptions
           where status <> 'held' and client_key is not null`,
    )
    expect(rows[0]!.n).toBe(0)
  })
})

describe('one person is one buyer, whatever alias she types', () => {
  it('a once-per-buyer code: name+tag@ and a dotted Gmail name are the same buyer', async () => {
    const code = await coupon({ oncePerBuyer: true })
    const stamp = Date.now()
    const first = await checkout(`once${stamp}@example.com`, code.code, '192.0.2.10')
    await pay(first)
    const gmail = await checkout(`jane.doe.${stamp}@gmail.com`, code.code, '192.0.2.11')
    await pay(gmail)
    for (const alias of [
      `once${stamp}+2@example.com`,
      `ONCE${stamp}+again@Example.com`,
      `janedoe${stamp}@gmail.com`,
      `j.a.n.e.d.o.e.${stamp}+x@googlemail.com`,
    ]) {
      const answer = await checkout(alias, code.code, '192.0.2.12')
      expect(answer.status, alias).toBe(400)
      expect(await answer.json()).toMatchObject({ message: "You've already used that code." })
    }
  })

  it("an affiliate's link used with her own address's alias earns her nothing", async () => {
    const stamp = Date.now()
    const affiliate = await payload.create({
      collection: 'affiliates',
      data: {
        name: 'Alias Checker',
        email: `ali.checker.${stamp}@gmail.com`,
        code: `alias-${stamp}`,
        commissionRate: 0.3,
        isActive: true,
      },
      overrideAccess: true,
    })
    const { AFFILIATE_COOKIE, affiliateCookieValue } = await import('@/affiliates/cookie')
    const cookie = `${AFFILIATE_COOKIE}=${affiliateCookieValue(payload.secret, affiliate.id, new Date())}`
    const answer = await callEndpoint(payload, endpoints['/create-payment-intent']!, {
      body: { email: `alichecker.${stamp}+shop@googlemail.com`, hasReturnToBodyAddon: false },
      cookie,
    })
    expect(answer.status).toBe(200)
    await pay(answer)
    const { docs } = await payload.find({
      collection: 'orders',
      where: { email: { equals: `alichecker.${stamp}+shop@googlemail.com` } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]!.affiliate ?? null).toBeNull()
    const commissions = await payload.count({
      collection: 'affiliate-commissions',
      where: { affiliate: { equals: affiliate.id } },
      overrideAccess: true,
    })
    expect(commissions.totalDocs).toBe(0)
  })
})
