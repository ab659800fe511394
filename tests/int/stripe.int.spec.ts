import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The Stripe code path (not the demo mode), against a local stand-in for Stripe's API: what the
 * server sends Stripe, and what it does with Stripe's answers.
 */
type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  client_secret: string
  status: string
  metadata: Record<string, string>
}
const intents = new Map<string, Intent>()
const calls: { method: string; path: string; form: URLSearchParams }[] = []

const standIn = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    const form = new URLSearchParams(raw)
    const path = req.url!.split('?')[0]!
    calls.push({ method: req.method!, path, form })
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    )
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    // Checkout Sessions (the workshop): created, and expired when our hold ends.
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_standin_${calls.filter((c) => c.path === path).length}`
      return send(200, {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${sessionId}`,
        status: 'open',
      })
    }
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)?.[1]
    if (req.method === 'POST' && expiring) {
      return send(200, { id: expiring, object: 'checkout.session', status: 'expired' })
    }
    const id = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path)?.[1]
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const intentId = `pi_standin_${intents.size + 1}`
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'usd',
        client_secret: `${intentId}_secret_standin`,
        status: 'requires_payment_method',
        metadata,
      }
      intents.set(intentId, intent)
      return send(200, intent)
    }
    const intent = id ? intents.get(id) : undefined
    if (!intent)
      return send(404, {
        error: { type: 'invalid_request_error', message: 'No such payment_intent' },
      })
    if (req.method === 'POST') {
      intent.amount = Number(form.get('amount') ?? intent.amount)
      intent.metadata = { ...intent.metadata, ...metadata }
    }
    return send(200, intent)
  })
})

let payload: Payload
let endpoints: Record<string, Endpoint>

async function call(endpoint: Endpoint, body: unknown) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  req.json = async () => body
  req.text = async () => JSON.stringify(body)
  Object.assign(req, { headers: new Headers({ 'content-type': 'application/json' }) })
  return endpoint.handler(req)
}

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
  process.env.STRIPE_SECRET_KEY = 'stand-in-secret-key'
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'stand-in-publishable-key'
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload()
  const { seed } = await import('@/seed')
  await seed(payload)
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
})

afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

describe('checkout with Stripe', () => {
  const email = 'stripe-buyer@example.com'
  let first: { paymentIntentId: string; clientSecret: string }

  it('creates the intent with the catalogue amount, never the one the browser sent', async () => {
    const response = await call(endpoints['/create-payment-intent']!, {
      amount: 1,
      email,
      hasReturnToBodyAddon: false,
    })
    expect(response.status).toBe(200)
    first = await response.json()
    expect(first).toMatchObject({
      mode: 'stripe',
      amountInCents: 4400,
      publishableKey: 'stand-in-publishable-key',
      clientSecret: 'pi_standin_1_secret_standin',
    })
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents')!
    expect(created.form.get('amount')).toBe('4400')
    expect(created.form.get('currency')).toBe('usd')
    expect(created.form.get('metadata[email]')).toBe(email)
    expect(created.form.get('metadata[kind]')).toBe('course')
  })

  it('toggling the bonus updates the same Stripe intent', async () => {
    const response = await call(endpoints['/create-payment-intent']!, {
      amount: 1,
      email,
      hasReturnToBodyAddon: true,
      paymentIntentId: first.paymentIntentId,
    })
    const second = await response.json()
    expect(second).toMatchObject({ paymentIntentId: 'pi_standin_1', amountInCents: 6400 })
    expect(second.clientSecret).toBe(first.clientSecret)
    const update = calls.filter((c) => c.path === '/v1/payment_intents/pi_standin_1').at(-1)!
    const created = calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents')!
    expect(update.method).toBe('POST')
    expect(update.form.get('amount')).toBe('6400')
    // The intent names its order ({kind, orderId, email}); the order says what is in it.
    expect(update.form.get('metadata[orderId]')).toBe(created.form.get('metadata[orderId]'))
    expect(intents.size).toBe(1)
  })

  it('signs the returning browser in only once Stripe says the payment succeeded', async () => {
    const claim = endpoints['/member/claim-payment']!
    const pending = await call(claim, {
      paymentIntentId: 'pi_standin_1',
      clientSecret: first.clientSecret,
    })
    expect(pending.status).toBe(409)
    expect(pending.headers.get('set-cookie')).toBeNull()

    const intent = intents.get('pi_standin_1')!
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
    const wrongSecret = await call(claim, {
      paymentIntentId: 'pi_standin_1',
      clientSecret: 'pi_standin_1_secret_guessed',
    })
    expect(wrongSecret.status).toBe(403)
    expect((await call(claim, { paymentIntentId: 'pi_unknown', clientSecret: 'x' })).status).toBe(
      404,
    )

    const answers = await Promise.all(
      [1, 2].map(() =>
        call(claim, { paymentIntentId: 'pi_standin_1', clientSecret: first.clientSecret }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('set-cookie')).toMatch(/^member_session=/)
      expect(await answer.json()).toEqual({
        email,
        signedIn: true,
        hasAccess: true,
        hasReturnToBodyAddon: true,
      })
    }
    // A sale is an order: one, paid once, whatever the claims and the webhook.
    const purchases = await payload.find({
      collection: 'orders',
      where: { and: [{ email: { equals: email } }, { status: { equals: 'paid' } }] },
    })
    expect(purchases.docs).toHaveLength(1)
    expect(purchases.docs[0]).toMatchObject({
      amountInCents: 6400,
      mode: 'stripe',
      provider: { paymentIntentId: 'pi_standin_1' },
    })
  })

  it("paying for the bonus on someone else's address through Stripe signs the payer in as nobody", async () => {
    const victim = 'stripe-victim@example.com'
    const pay = async (body: Record<string, unknown>) => {
      const created = await (await call(endpoints['/create-payment-intent']!, body)).json()
      const intent = intents.get(created.paymentIntentId)!
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount })
      return call(endpoints['/member/claim-payment']!, {
        paymentIntentId: created.paymentIntentId,
        clientSecret: created.clientSecret,
      })
    }
    const hers = await pay({ email: victim, hasReturnToBodyAddon: false })
    expect(hers.headers.get('set-cookie')).toMatch(/^member_session=/)

    const attack = await pay({ email: victim, purchase: 'bonus-upgrade' })
    expect(attack.status).toBe(200)
    expect(attack.headers.get('set-cookie')).toBeNull()
    expect(await attack.json()).toMatchObject({ email: victim, signedIn: false })
    const purchases = await payload.count({
      collection: 'orders',
      where: { and: [{ email: { equals: victim } }, { status: { equals: 'paid' } }] },
    })
    expect(purchases.totalDocs).toBe(2)
  })

  it("when a hold's time is up, the housekeeping job gives the spot back and closes its Stripe checkout page", async () => {
    const { docs } = await payload.find({
      collection: 'workshops',
      where: { slug: { equals: 'holy-mess' } },
    })
    const workshop = await payload.update({
      collection: 'workshops',
      id: docs[0]!.id,
      data: { date: new Date(Date.now() + 7 * 86_400_000).toISOString(), currentRegistrations: 0 },
    })
    const { workshopEndpoints } = await import('@/endpoints/workshopRegister')
    const req = (await createLocalReq({}, payload)) as PayloadRequest
    const body = { email: 'late-payer@example.com', name: 'Late Payer' }
    req.text = async () => JSON.stringify(body)
    Object.assign(req, {
      headers: new Headers({ 'content-type': 'application/json' }),
      routeParams: { slug: 'holy-mess' },
    })
    const registered = await workshopEndpoints[0]!.handler(req)
    expect(registered.status).toBe(201)
    const { sessionUrl } = await registered.json()
    const sessionId = sessionUrl.split('/').at(-1)
    const created = calls.find((c) => c.path === '/v1/checkout/sessions')!
    // Stripe's page lives at least 30 minutes; our hold is shorter.
    expect(Number(created.form.get('expires_at')) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000)

    await payload.update({
      collection: 'workshop-registrations',
      where: { checkoutSessionId: { equals: sessionId } },
      data: { expiresAt: new Date(Date.now() - 15 * 60_000).toISOString() },
    })
    await payload.jobs.queue({ task: 'housekeeping', input: {}, queue: 'housekeeping' })
    await payload.jobs.run({ queue: 'housekeeping' })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /v1/checkout/sessions/${sessionId}/expire`,
    )
    const after = await payload.findByID({ collection: 'workshops', id: workshop.id })
    expect(after.currentRegistrations).toBe(0)
  })

  it('refuses demo payments while a Stripe key is set', async () => {
    const response = await call(endpoints['/demo-payments/confirm']!, {
      clientSecret: first.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect(response.status).toBe(403)
  })
})
