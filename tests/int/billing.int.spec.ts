import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signStripeEvent } from '../support/stripeEvents'
import { type Call, callEndpoint } from './callEndpoint'

/**
 * Payment plans and memberships: Stripe subscriptions against a local stand-in for
 * Stripe's API, with events signed by Stripe's own library; then the demo mode, whose clock the
 * test moves. A 3 × $22 plan: the first payment opens the course, a failed second instalment
 * pauses it, paying restores it; a membership cancelled at period end keeps access until then
 * and not after; replayed events change nothing twice; a forged signature is refused.
 */
const WEBHOOK_SECRET = ['whsec', 'billing', 'only'].join('_')
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET

const calls: { method: string; path: string; form: URLSearchParams }[] = []
let made = 0
const standIn = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    const form = new URLSearchParams(raw)
    const path = req.url!.split('?')[0]!
    calls.push({ method: req.method!, path, form })
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    made += 1
    if (req.method === 'GET' && path === '/v1/customers') {
      return send({ object: 'list', data: [], has_more: false, url: path })
    }
    if (path === '/v1/customers') return send({ id: `cus_standin_${made}`, object: 'customer' })
    if (path.startsWith('/v1/products')) {
      return send({ id: path.split('/')[3] ?? `prod_standin_${made}`, object: 'product' })
    }
    if (path.startsWith('/v1/prices')) {
      return send({ id: path.split('/')[3] ?? `price_standin_${made}`, object: 'price' })
    }
    if (path === '/v1/billing_portal/sessions') {
      return send({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.test/p' })
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      const id = `sub_standin_${made}`
      return send({
        id,
        object: 'subscription',
        status: 'incomplete',
        metadata: {},
        pending_setup_intent: null,
        latest_invoice: {
          id: `in_${id}_1`,
          object: 'invoice',
          status: 'open',
          confirmation_secret: { client_secret: `pi_${id}_secret_standin`, type: 'payment_intent' },
        },
      })
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such thing' } }))
  })
})

let payload: Payload
let endpoints: Record<string, Endpoint>
let catalogue: typeof import('@/catalogue').catalogue
let invoke: typeof import('@/core/defineOperation').invoke
let courseAccessFor: typeof import('@/commerce/orders/access').courseAccessFor
let ownerUser: Record<string, unknown>
let courseId: number

const call = (path: string, options?: Call) => callEndpoint(payload, endpoints[path]!, options)
const DAY = 86_400_000
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const asOwner = async () =>
  (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest

const hasCourse = async (email: string) =>
  (await courseAccessFor(payload, email)).some((entry) => entry.courseId === courseId)

const orderOf = async (email: string) =>
  (await payload.find({ collection: 'orders', where: { email: { equals: email } }, depth: 0 }))
    .docs[0]!

const paymentRows = async (orderId: number) =>
  (await payload.find({ collection: 'order-payments', where: { order: { equals: orderId } } })).docs

const webhook = (type: string, object: object, secret = WEBHOOK_SECRET) => {
  const { body, signature } = signStripeEvent(type, object, secret)
  return call('/stripe/webhook', { body, headers: { 'stripe-signature': signature } })
}

/** An invoice of a subscription as Stripe's API version 2026-10-28 shapes it. */
const invoice = (
  subscription: string,
  n: number,
  reason: string,
  periodEnd: Date,
  orderId: number,
) => ({
  id: `in_${subscription}_${n}`,
  object: 'invoice',
  billing_reason: reason,
  amount_paid: 2200,
  amount_due: 2200,
  customer: 'cus_x',
  parent: {
    type: 'subscription_details',
    subscription_details: {
      subscription,
      metadata: { kind: 'course', orderId: String(orderId), email: 'x' },
    },
  },
  lines: { object: 'list', data: [{ period: { start: 0, end: seconds(periodEnd) } }] },
})

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
  process.env.STRIPE_SECRET_KEY = 'stand-in-secret-key'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  ;({ catalogue } = await import('@/catalogue'))
  ;({ invoke } = await import('@/core/defineOperation'))
  ;({ courseAccessFor } = await import('@/commerce/orders/access'))
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
  ownerUser = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0] as never
  courseId = (await payload.find({ collection: 'courses', limit: 1, depth: 0 })).docs[0]!.id
  // Made with the key set: each queues its Stripe sync (run in the last test).
  for (const offer of [
    { slug: 'plan-3x22', name: 'Three payments', priceType: 'payment-plan', installments: 3 },
    { slug: 'monthly', name: 'Monthly membership', priceType: 'subscription' },
  ] as const) {
    await payload.create({
      collection: 'offers',
      data: {
        ...offer,
        priceInCents: 2200,
        billingInterval: 'month',
        courses: [courseId],
        isActive: true,
      },
    })
  }
})

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe('a 3 × $22 payment plan with Stripe', () => {
  const email = 'plan-stripe@example.com'
  let subscription: string
  let orderId: number
  const month = (n: number) => new Date(Date.now() + n * 31 * DAY)

  it('starts a subscription at the server’s price that stops itself after 3 payments', async () => {
    const response = await call('/create-payment-intent', { body: { email, offer: 'plan-3x22' } })
    expect(response.status).toBe(200)
    const started = await response.json()
    const created = calls.find((c) => c.path === '/v1/subscriptions')!
    const order = await orderOf(email)
    orderId = order.id
    subscription = order.provider!.subscriptionId!
    expect(started.clientSecret).toBe(`pi_${subscription}_secret_standin`)
    expect(created.form.get('payment_behavior')).toBe('default_incomplete')
    expect(created.form.get('payment_settings[save_default_payment_method]')).toBe(
      'on_subscription',
    )
    expect(created.form.get('metadata[orderId]')).toBe(String(order.id))
    expect(created.form.get('items[0][price_data][unit_amount]')).toBe('2200')
    expect(created.form.get('items[0][price_data][recurring][interval]')).toBe('month')
    const cancelAt = Number(created.form.get('cancel_at')) * 1000
    expect(cancelAt - Date.now()).toBeGreaterThan(88 * DAY)
    expect(cancelAt - Date.now()).toBeLessThan(93 * DAY)
    expect(await hasCourse(email)).toBe(false)
  })

  it('the first payment opens the course; a replayed event changes nothing', async () => {
    const first = invoice(subscription, 1, 'subscription_create', month(1), orderId)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await webhook('invoice.paid', first)).status).toBe(200)
    }
    expect(await hasCourse(email)).toBe(true)
    expect(await orderOf(email)).toMatchObject({ status: 'paid', installmentsPaid: 1 })
    expect(await paymentRows(orderId)).toHaveLength(1)
  })

  it('a failed second instalment pauses access; paying it restores it, once', async () => {
    const second = invoice(subscription, 2, 'subscription_cycle', month(2), orderId)
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await webhook('invoice.payment_failed', second)).status).toBe(200)
    }
    expect(await hasCourse(email)).toBe(false)
    expect((await orderOf(email)).status).toBe('past_due')

    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await webhook('invoice.paid', second)).status).toBe(200)
    }
    expect(await hasCourse(email)).toBe(true)
    expect(await orderOf(email)).toMatchObject({
      status: 'paid',
      installmentsPaid: 2,
      paidInCents: 4400,
    })
    // Stripe may deliver the failure again after the success: it is ignored.
    expect((await webhook('invoice.payment_failed', second)).status).toBe(200)
    expect(await hasCourse(email)).toBe(true)
    const rows = await paymentRows(orderId)
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid', 'paid'])
  })

  it('the third payment completes the plan: the end of its subscription keeps the course', async () => {
    await webhook('invoice.paid', invoice(subscription, 3, 'subscription_cycle', month(3), orderId))
    expect(await orderOf(email)).toMatchObject({ installmentsPaid: 3, paidInCents: 6600 })
    const sub = { id: subscription, object: 'subscription', metadata: {}, items: { data: [] } }
    expect((await webhook('customer.subscription.deleted', sub)).status).toBe(200)
    expect(await hasCourse(email)).toBe(true)
    expect((await orderOf(email)).status).toBe('paid')
  })

  it('a forged signature is refused with 400 and changes nothing', async () => {
    const sub = { id: subscription, object: 'subscription', metadata: {}, items: { data: [] } }
    const { body } = signStripeEvent('customer.subscription.deleted', sub, WEBHOOK_SECRET)
    const forged = signStripeEvent('customer.subscription.deleted', sub, 'whsec_guessed')
    const answer = await call('/stripe/webhook', {
      body,
      headers: { 'stripe-signature': forged.signature },
    })
    expect(answer.status).toBe(400)
    expect(await hasCourse(email)).toBe(true)
  })

  it('"Manage billing" opens Stripe’s portal for her own customer only', async () => {
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    const cookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
    const portal = await call('/member/billing-portal', { cookie })
    expect(portal.status).toBe(200)
    expect(await portal.json()).toEqual({ url: 'https://billing.test/p' })
    const session = calls.filter((c) => c.path === '/v1/billing_portal/sessions').at(-1)!
    expect(session.form.get('customer')).toBe((await orderOf(email)).provider!.customerId)
    expect(session.form.get('return_url')).toMatch(/\/watch$/)
    expect((await call('/member/billing-portal', {})).status).toBe(401)
  })

  it('a membership cancelled at period end in Stripe’s portal keeps access until then', async () => {
    const member = 'member-stripe@example.com'
    expect(
      (await call('/create-payment-intent', { body: { email: member, offer: 'monthly' } })).status,
    ).toBe(200)
    const order = await orderOf(member)
    const sub = order.provider!.subscriptionId!
    await webhook('invoice.paid', invoice(sub, 1, 'subscription_create', month(1), order.id))
    expect(await hasCourse(member)).toBe(true)
    // One instant for the event and the check: read twice, a second may pass between them.
    const periodEnd = seconds(month(1))
    const subscriptionEvent = (cancel: boolean) => ({
      id: sub,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: cancel,
      cancel_at: null,
      metadata: { kind: 'course', orderId: String(order.id), email: member },
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    })
    await webhook('customer.subscription.updated', subscriptionEvent(true))
    expect(await orderOf(member)).toMatchObject({ cancelAtPeriodEnd: true, status: 'paid' })
    const [access] = await courseAccessFor(payload, member)
    expect(new Date(access!.endsAt!).getTime()).toBe(periodEnd * 1000)
    // Taken back: for good again; then Stripe ends it: closed.
    await webhook('customer.subscription.updated', subscriptionEvent(false))
    expect((await courseAccessFor(payload, member))[0]!.endsAt).toBeNull()
    await webhook('customer.subscription.deleted', subscriptionEvent(false))
    expect(await hasCourse(member)).toBe(false)
    expect((await orderOf(member)).status).toBe('cancelled')
  })

  it('offers are synced to Stripe by a job: a new Price when the price changes, the old archived', async () => {
    const { syncOfferToStripe } = await import('@/commerce/billing/syncOffer')
    const plan = (
      await payload.find({ collection: 'offers', where: { slug: { equals: 'plan-3x22' } } })
    ).docs[0]!
    const req = await createLocalReq({}, payload)
    const first = await syncOfferToStripe(req, plan.id)
    expect(first.priceId).toMatch(/^price_standin_/)
    const created = calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices').at(-1)!
    expect(created.form.get('unit_amount')).toBe('2200')
    expect(created.form.get('recurring[interval]')).toBe('month')
    await payload.update({ collection: 'offers', id: plan.id, data: { priceInCents: 2500 } })
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'syncOfferToStripe' } },
    })
    expect(queued.totalDocs).toBeGreaterThan(0)
    const second = await syncOfferToStripe(req, plan.id)
    expect(second.priceId).not.toBe(first.priceId)
    const archived = calls.find((c) => c.path === `/v1/prices/${first.priceId}`)!
    expect(archived.form.get('active')).toBe('false')
    const synced = await payload.findByID({ collection: 'offers', id: plan.id })
    expect(synced.stripe).toMatchObject({
      priceId: second.priceId,
      priceKey: '2500:payment-plan:month',
    })
  })
})

describe('demo mode: the same operations on a clock the test moves', () => {
  const buy = async (email: string, offer: string, cardNumber: string) => {
    const started = await call('/create-payment-intent', { body: { email, offer } })
    expect(started.status).toBe(200)
    const { clientSecret, mode } = await started.json()
    expect(mode).toBe('demo')
    const paid = await call('/demo-payments/confirm', {
      body: { clientSecret, cardNumber, expiry: '12 / 40', cvc: '123' },
    })
    expect(paid.status).toBe(200)
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    return (await signInWithAccessLink(payload, email)).split(';')[0]!
  }
  const moveClock = async (days: number) =>
    invoke(catalogue.moveDemoClock, await asOwner(), { days })
  const runBilling = async () => invoke(catalogue.runDemoBilling, await asOwner(), {})

  beforeAll(() => {
    delete process.env.STRIPE_SECRET_KEY
  })

  it('a plan paid by Stripe’s "declines later" card: paid, then paused, then paid again', async () => {
    const email = 'plan-demo@example.com'
    const cookie = await buy(email, 'plan-3x22', '4000 0000 0000 0341')
    expect(await hasCourse(email)).toBe(true)
    const order = await orderOf(email)
    expect(order).toMatchObject({ status: 'paid', installmentsPaid: 1, mode: 'demo' })
    expect(order.provider?.demoCard).toBe('declines-later')

    await moveClock(32)
    expect((await runBilling()).failed).toBeGreaterThanOrEqual(1)
    expect(await hasCourse(email)).toBe(false)
    expect((await orderOf(email)).status).toBe('past_due')
    expect((await runBilling()).failed).toBe(0)

    const declined = await call('/member/demo-billing/pay', {
      cookie,
      body: { order: order.id, cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' },
    })
    expect(declined.status).toBe(402)
    expect(await hasCourse(email)).toBe(false)
    const paid = await call('/member/demo-billing/pay', {
      cookie,
      body: { order: order.id, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    })
    expect(paid.status).toBe(200)
    expect(await hasCourse(email)).toBe(true)
    expect(await orderOf(email)).toMatchObject({ status: 'paid', installmentsPaid: 2 })
    // Paid once: the same payment again is refused, nothing recorded twice.
    const again = await call('/member/demo-billing/pay', {
      cookie,
      body: { order: order.id, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    })
    expect(again.status).toBe(409)
    expect((await paymentRows(order.id)).filter((row) => row.status === 'paid')).toHaveLength(2)
  })

  it('a membership cancelled at period end keeps access until then and not after', async () => {
    const email = 'member-demo@example.com'
    const cookie = await buy(email, 'monthly', '4242 4242 4242 4242')
    const order = await orderOf(email)
    const cancelled = await call('/member/demo-billing/cancel', {
      cookie,
      body: { order: order.id },
    })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true })
    // Someone else's order is not hers to cancel.
    const stranger = await buy('other-demo@example.com', 'monthly', '4242 4242 4242 4242')
    expect(
      (await call('/member/demo-billing/cancel', { cookie: stranger, body: { order: order.id } }))
        .status,
    ).toBe(404)

    await moveClock(20)
    expect(await hasCourse(email)).toBe(true)
    await moveClock(15)
    expect(await hasCourse(email)).toBe(false)
    await runBilling()
    expect((await orderOf(email)).status).toBe('cancelled')
    // The one who did not cancel was charged her renewal and keeps the course.
    expect(await orderOf('other-demo@example.com')).toMatchObject({
      status: 'paid',
      installmentsPaid: 2,
    })
    expect(await hasCourse('other-demo@example.com')).toBe(true)
  })

  it('the demo clock is the owner’s, in demo mode only', async () => {
    const buyer = (await createLocalReq({}, payload)) as PayloadRequest
    await expect(invoke(catalogue.moveDemoClock, buyer, { days: 1 })).rejects.toMatchObject({
      status: 401,
    })
    process.env.STRIPE_SECRET_KEY = 'stand-in-secret-key'
    await expect(moveClock(1)).rejects.toMatchObject({
      status: 403,
      message: 'The demo clock is for demo mode only: this site takes real payments with Stripe.',
    })
    delete process.env.STRIPE_SECRET_KEY
  })
})
