import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint, cookieOf } from './callEndpoint'

/*
 * A stranger pays (the demo mode makes it free) for an address the site has never seen and is
 * signed in as that address for 90 days. When the woman who owns the address later buys from her
 * own browser, the stranger's browser must not see what she bought, nor touch her billing; and
 * once she proves her inbox with an e-mailed link, the stranger's session is over.
 */

let payload: Payload
let endpoints: Record<string, Endpoint>
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

const call = (path: string, options: Parameters<typeof callEndpoint>[2] = {}) =>
  callEndpoint(payload, endpoints[path]!, options)

/** Buys in the demo mode from one browser (its cookie, if any): the confirmation's answer. */
async function buy(email: string, body: Record<string, unknown>, cookie?: string) {
  const started = await call('/create-payment-intent', {
    body: { email, hasReturnToBodyAddon: false, ...body },
    cookie,
  })
  expect(started.status, await started.clone().text()).toBe(200)
  const { clientSecret } = (await started.json()) as { clientSecret: string }
  const confirmed = await call('/demo-payments/confirm', {
    body: { clientSecret, ...CARD },
    cookie,
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  return confirmed
}

const course = (cookie: string) => call('/course', { cookie })

beforeAll(async () => {
  process.env.ALLOW_DEMO_PAYMENTS = '1'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
})

describe('a session started by paying covers only what that payment bought', () => {
  it("her later purchase from her own browser ends the stranger's session: no course, no billing", async () => {
    const victim = `pre-account-${Date.now()}@example.com`
    const stranger = cookieOf(await buy(victim, {}))
    expect(stranger).toMatch(/^member_session=/)
    expect((await course(stranger)).status).toBe(200)

    // She buys the bonus later, from her own browser (no cookie: she gets her link by e-mail).
    const hers = await buy(victim, { purchase: 'bonus-upgrade' })
    expect(cookieOf(hers)).toBe('')

    const after = await course(stranger)
    expect(after.status).toBe(401)
    expect(JSON.stringify(await after.json())).not.toContain('Return to the Body')
    expect((await call('/member/billing', { cookie: stranger })).status).toBe(401)
    expect((await call('/member/billing-portal', { cookie: stranger, body: {} })).status).toBe(401)
  })

  it("an e-mailed link proves her inbox: the stranger's payment session ends at once", async () => {
    const victim = `proven-${Date.now()}@example.com`
    const stranger = cookieOf(await buy(victim, {}))
    expect((await course(stranger)).status).toBe(200)
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    const own = (await signInWithAccessLink(payload, victim)).split(';')[0]!
    expect((await course(stranger)).status).toBe(401)
    expect((await course(own)).status).toBe(200)
  })

  it('changing billing needs a proven inbox: a browser signed in by paying is refused (403)', async () => {
    const buyer = `unproven-billing-${Date.now()}@example.com`
    const cookie = cookieOf(await buy(buyer, {}))
    const { docs } = await payload.find({
      collection: 'orders',
      where: { email: { equals: buyer } },
      depth: 0,
      overrideAccess: true,
    })
    for (const path of ['/member/demo-billing/cancel', '/member/demo-billing/pay']) {
      const answer = await call(path, {
        cookie,
        body: { order: docs[0]!.id, resume: false, ...CARD },
      })
      expect(answer.status, path).toBe(403)
      expect(((await answer.json()) as { message: string }).message).toMatch(/link we e-mail you/)
    }
  })

  it('the browser that paid keeps its session when it buys again, and sees both purchases', async () => {
    const buyer = `same-browser-${Date.now()}@example.com`
    const cookie = cookieOf(await buy(buyer, {}))
    const again = await buy(buyer, { purchase: 'bonus-upgrade' }, cookie)
    expect(((await again.json()) as { signedIn: boolean }).signedIn).toBe(true)
    const answer = await course(cookie)
    expect(answer.status).toBe(200)
    expect(
      ((await answer.json()) as { member: { hasReturnToBodyAddon: boolean } }).member,
    ).toMatchObject({
      hasReturnToBodyAddon: true,
    })
  })

  it('demo mode: a confirmed checkout re-sent with a bump is refused (409) and stays as paid', async () => {
    const buyer = `demo-paid-bump-${Date.now()}@example.com`
    const started = await call('/create-payment-intent', {
      body: { email: buyer, hasReturnToBodyAddon: false },
    })
    const { clientSecret, paymentIntentId } = (await started.json()) as {
      clientSecret: string
      paymentIntentId: string
    }
    await call('/demo-payments/confirm', { body: { clientSecret, ...CARD } })
    const again = await call('/create-payment-intent', {
      body: { email: buyer, hasReturnToBodyAddon: true, paymentIntentId },
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This checkout is already paid.' })
    const orders = await payload.find({
      collection: 'orders',
      where: { email: { equals: buyer } },
      depth: 0,
      overrideAccess: true,
    })
    expect(orders.docs.map((order) => [order.status, order.amountInCents])).toEqual([
      ['paid', 4400],
    ])
  })
})
