import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signStripeEvent } from '../support/stripeEvents'
import { type Call, callEndpoint, cookieOf } from './callEndpoint'
import { pendingOrder, purchasesOf } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'

const WEBHOOK_SECRET = ['whsec', 'integration', 'only'].join('_')
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
delete process.env.STRIPE_SECRET_KEY

const peer = new SmtpPeer()
const received = peer.received

let payload: Payload
let endpoints: Record<string, Endpoint>
let handleStripeWebhook: typeof import('@/commerce/webhook').handleStripeWebhook
let entitlementsFor: typeof import('@/commerce/orders/access').entitlementsFor

const call = (endpoint: Endpoint, options?: Call) => callEndpoint(payload, endpoint, options)

const signed = (event: { type: string; data: { object: object } }, secret = WEBHOOK_SECRET) =>
  signStripeEvent(event.type, event.data.object, secret)

const succeeded = (id: string, email: string, bonus: boolean, amount = bonus ? 6400 : 4400) =>
  signed({
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        status: 'succeeded',
        metadata: {
          kind: 'course',
          email,
          purchase: 'masterclass',
          hasReturnToBodyAddon: String(bonus),
        },
      },
    },
  })

const refunded = (paymentIntentId: string) =>
  signed({
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${paymentIntentId}`,
        object: 'charge',
        refunded: true,
        amount_refunded: 4400,
        payment_intent: paymentIntentId,
      },
    },
  })

/** Rows of the first shop's kinds: purchases are paid (or refunded) orders, checkouts all orders. */
const count = async (
  collection: 'purchases' | 'conversion-events' | 'course-orders',
  email: string,
) =>
  (
    await payload.count({
      collection: collection === 'conversion-events' ? 'conversion-events' : 'orders',
      where:
        collection === 'conversion-events'
          ? { userEmail: { equals: email } }
          : collection === 'purchases'
            ? { and: [{ email: { equals: email } }, { status: { not_equals: 'pending' } }] }
            : { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

const deliveredTo = async (address: string, count: number) =>
  (await peer.delivered(() => payload.jobs.run({ allQueues: true }), address, count)).map(readable)

beforeAll(async () => {
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  ;({ handleStripeWebhook } = await import('@/commerce/webhook'))
  ;({ entitlementsFor } = await import('@/commerce/orders/access'))
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
})

afterAll(() => peer.stop())

describe('Stripe webhook', () => {
  it('records a signed payment once, however often Stripe replays it', async () => {
    const email = 'replayed@example.com'
    // Her checkout left a pending order for the intent (a sale is an order).
    await pendingOrder(payload, { email, paymentIntentId: 'pi_replayed', mode: 'stripe' })
    const event = succeeded('pi_replayed', email, false)
    // The first delivery and 100 replays, 21 at a time as retries can overlap the original.
    for (let batch = 0; batch < 5; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: batch === 0 ? 21 : 20 }, () =>
          handleStripeWebhook(payload, event.body, event.signature),
        ),
      )
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
    }
    expect(await count('purchases', email)).toBe(1)
    expect(await count('conversion-events', email)).toBe(1)
    const [purchase] = await purchasesOf(payload, { email })
    expect(purchase).toMatchObject({
      paymentIntentId: 'pi_replayed',
      amountInCents: 4400,
      hasReturnToBodyAddon: false,
      status: 'paid',
      mode: 'stripe',
    })
    expect(await entitlementsFor(payload, email)).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: false,
    })
    // One receipt, with the video links and a sign-in link.
    const [mail] = await deliveredTo(email, 1)
    expect(mail).toContain('Your masterclass access: The Good Girl Paradox')
    expect(mail).toContain('Your payment of $44.00 is confirmed.')
    expect(mail).toContain('/course/main-masterclass')
    expect(mail).not.toContain('/course/boundary-tapping')
    expect(mail).toContain('/api/member/sign-in?token=')
  })

  it('refuses a bad signature with 400 and records nothing', async () => {
    const email = 'forged@example.com'
    await pendingOrder(payload, {
      email,
      paymentIntentId: 'pi_forged',
      bonus: true,
      mode: 'stripe',
    })
    const forged = succeeded('pi_forged', email, true)
    const wrongSecret = signed(JSON.parse(forged.body), 'whsec_' + 'somebody_else')
    for (const signature of [wrongSecret.signature, 't=1,v1=abc', '']) {
      const answer = await handleStripeWebhook(payload, forged.body, signature)
      expect(answer).toEqual({ status: 400, body: { message: 'Invalid Stripe signature.' } })
    }
    // A valid signature over a different body is a forgery too.
    const tampered = forged.body.replace('"6400"', '"1"')
    expect((await handleStripeWebhook(payload, tampered + ' ', forged.signature)).status).toBe(400)
    expect(await count('purchases', email)).toBe(0)
  })

  it('answers 400 through the HTTP endpoint for an unsigned body', async () => {
    const response = await call(endpoints['/stripe/webhook']!, {
      body: { type: 'payment_intent.succeeded' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid Stripe signature.' })
  })

  it('a full refund removes access, once', async () => {
    const email = 'refunded@example.com'
    await pendingOrder(payload, {
      email,
      paymentIntentId: 'pi_refunded',
      bonus: true,
      mode: 'stripe',
    })
    const paid = succeeded('pi_refunded', email, true)
    await handleStripeWebhook(payload, paid.body, paid.signature)
    expect(await entitlementsFor(payload, email)).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: true,
    })

    const refund = refunded('pi_refunded')
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await handleStripeWebhook(payload, refund.body, refund.signature)).status).toBe(200)
    }
    expect(await entitlementsFor(payload, email)).toEqual({
      hasAccess: false,
      hasReturnToBodyAddon: false,
    })
    const events = await payload.find({
      collection: 'conversion-events',
      where: { userEmail: { equals: email } },
      sort: 'createdAt',
    })
    expect(events.docs.map((event) => [event.eventType, event.eventValue])).toEqual([
      ['purchase', 64],
      ['refund', -64],
    ])
    const verify = await call(endpoints['/verify-purchase/:email']!, {
      routeParams: { email: encodeURIComponent(email) },
    })
    expect(await verify.json()).toEqual({
      hasAccess: false,
      hasReturnToBodyAddon: false,
      signedIn: false,
    })
  })

  it('ignores payment intents that are not course orders', async () => {
    const other = signed({
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_other', object: 'payment_intent', amount: 100, metadata: {} } },
    })
    expect((await handleStripeWebhook(payload, other.body, other.signature)).status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'orders',
          where: { 'provider.paymentIntentId': { equals: 'pi_other' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('checkout (demo mode)', () => {
  const createIntent = (body: unknown) => call(endpoints['/create-payment-intent']!, { body })
  const confirm = (body: unknown) => call(endpoints['/demo-payments/confirm']!, { body })

  it('charges the catalogue price whatever amount the browser sends', async () => {
    const email = 'one-dollar@example.com'
    const response = await createIntent({ amount: 1, email, hasReturnToBodyAddon: false })
    expect(response.status).toBe(200)
    const intent = await response.json()
    expect(intent).toMatchObject({ amountInCents: 4400, mode: 'demo', purchase: 'masterclass' })

    const paid = await confirm({
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect(paid.status).toBe(200)
    const [purchase] = await purchasesOf(payload, { email })
    expect(purchase).toMatchObject({ amountInCents: 4400, mode: 'demo' })
    // The receipt is honest about the demo mode.
    const [receipt] = await deliveredTo(email, 1)
    expect(receipt).toContain('Test mode: no money moved (the price is $44.00).')
    expect(receipt).not.toContain('Your payment of')
  })

  it('toggling the bonus updates the same intent instead of piling up new ones', async () => {
    const email = 'Toggler@Example.com'
    const first = await (
      await createIntent({ amount: 44, email, hasReturnToBodyAddon: false })
    ).json()
    const second = await (
      await createIntent({
        amount: 64,
        email,
        hasReturnToBodyAddon: true,
        paymentIntentId: first.paymentIntentId,
      })
    ).json()
    const third = await (
      await createIntent({
        amount: 44,
        email,
        hasReturnToBodyAddon: false,
        paymentIntentId: second.paymentIntentId,
      })
    ).json()
    expect(second.paymentIntentId).toBe(first.paymentIntentId)
    expect(third.paymentIntentId).toBe(first.paymentIntentId)
    expect([first.amountInCents, second.amountInCents, third.amountInCents]).toEqual([
      4400, 6400, 4400,
    ])
    expect(await count('course-orders', 'toggler@example.com')).toBe(1)
  })

  it('a declined test card is refused with 402 and nothing is recorded', async () => {
    const email = 'declined@example.com'
    const intent = await (await createIntent({ email, hasReturnToBodyAddon: true })).json()
    const response = await confirm({
      clientSecret: intent.clientSecret,
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 34',
      cvc: '123',
    })
    expect(response.status).toBe(402)
    expect(await response.json()).toEqual({ message: 'Your card was declined.' })
    expect(await count('purchases', email)).toBe(0)
  })

  it('refuses forged client secrets and bad bodies with 4xx', async () => {
    const forged = await confirm({
      clientSecret: 'demo_pi_0123456789abcdef01234567_secret_forged',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    expect(forged.status).toBe(404)
    for (const body of [
      '{not json',
      { email: 'no-at-sign' },
      { email: 'x@example.com', hasReturnToBodyAddon: 'yes' },
      { email: 'x@example.com', purchase: 'everything' },
      {},
    ]) {
      const response = await createIntent(body)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toEqual(expect.any(String))
    }
    expect((await confirm({ clientSecret: '' })).status).toBe(400)
  })

  it('sells the bonus alone only to a masterclass buyer without it', async () => {
    const stranger = await createIntent({
      email: 'stranger@example.com',
      purchase: 'bonus-upgrade',
    })
    expect(stranger.status).toBe(409)

    const email = 'upgrader@example.com'
    const main = await (await createIntent({ email, hasReturnToBodyAddon: false })).json()
    await confirm({
      clientSecret: main.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '1/40',
      cvc: '999',
    })
    expect(await entitlementsFor(payload, email)).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: false,
    })
    expect((await createIntent({ email, hasReturnToBodyAddon: false })).status).toBe(409)

    const upgrade = await (
      await createIntent({ email, purchase: 'bonus-upgrade', amount: 64 })
    ).json()
    expect(upgrade).toMatchObject({
      amountInCents: 2000,
      purchase: 'bonus-upgrade',
      hasReturnToBodyAddon: true,
    })
    const paid = await confirm({
      clientSecret: upgrade.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '1/40',
      cvc: '999',
    })
    expect(paid.status).toBe(200)
    expect(await entitlementsFor(payload, email)).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: true,
    })
    expect((await createIntent({ email, purchase: 'bonus-upgrade' })).status).toBe(409)
  })
})

describe('member access', () => {
  const buy = async (email: string, bonus: boolean) => {
    const intent = await (
      await call(endpoints['/create-payment-intent']!, {
        body: { email, hasReturnToBodyAddon: bonus },
      })
    ).json()
    const paid = await call(endpoints['/demo-payments/confirm']!, {
      body: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    })
    expect(await paid.json()).toEqual({
      redirectTo: `/watch?email=${encodeURIComponent(email)}`,
      signedIn: true,
    })
    return cookieOf(paid)
  }

  it('serves video ids and the ebook only to the signed-in buyer with the right entitlement', async () => {
    const email = 'main-only@example.com'
    const cookie = await buy(email, false)
    expect(cookie).toMatch(/^member_session=.+/)

    const anonymous = await call(endpoints['/course']!)
    expect(anonymous.status).toBe(401)
    const anonymousBody = await anonymous.text()
    expect(anonymousBody).not.toMatch(/90731\d{4}/)

    const course = await (await call(endpoints['/course']!, { cookie })).json()
    expect(course.member).toEqual({ email, hasAccess: true, hasReturnToBodyAddon: false })
    expect(
      course.modules.map((module: { id: string; locked: boolean; videoHostId?: string }) => [
        module.id,
        module.locked,
        module.videoHostId ?? null,
      ]),
    ).toEqual([
      ['main-masterclass', false, '907311455'],
      ['boundary-tapping', true, null],
      ['sovereignty-ritual', true, null],
      ['eros-activation', true, null],
    ])
    expect(course.course.ebookURL).toBe(
      `/api/download/emotional-power-ebook.pdf?email=${encodeURIComponent(email)}`,
    )

    const download = endpoints['/download/:file']!
    const pdf = await call(download, {
      cookie,
      routeParams: { file: 'emotional-power-ebook.pdf' },
      search: `email=${email}`,
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const noSession = await call(download, {
      routeParams: { file: 'emotional-power-ebook.pdf' },
      search: `email=${email}`,
    })
    expect(noSession.status).toBe(401)
    expect((await noSession.text()).startsWith('%PDF')).toBe(false)
    const someoneElse = await call(download, {
      cookie,
      routeParams: { file: 'emotional-power-ebook.pdf' },
      search: 'email=other@example.com',
    })
    expect(someoneElse.status).toBe(403)

    // Progress is saved per member; a locked module cannot be marked.
    const progress = endpoints['/course/progress']!
    expect(
      await (
        await call(progress, { cookie, body: { moduleId: 'main-masterclass', completed: true } })
      ).json(),
    ).toEqual({ completed: ['main-masterclass'], progress: { 'main-masterclass': 100 } })
    expect(
      (await call(progress, { cookie, body: { moduleId: 'eros-activation', completed: true } }))
        .status,
    ).toBe(403)
    expect(
      (await call(progress, { body: { moduleId: 'main-masterclass', completed: true } })).status,
    ).toBe(401)
  })

  it('the public API never reveals video ids or members-only files', async () => {
    const lessons = await payload.find({ collection: 'lessons', overrideAccess: false, limit: 10 })
    expect(lessons.docs).toHaveLength(4)
    expect(JSON.stringify(lessons.docs)).not.toMatch(/90731\d{4}/)
    const media = await payload.find({ collection: 'media', overrideAccess: false, limit: 100 })
    expect(media.docs.map((doc) => doc.filename)).not.toContain('emotional-power-ebook.pdf')
    expect(media.docs.length).toBeGreaterThan(0)
  })

  it('e-mails a single-use access link to buyers only, with the same answer for anyone', async () => {
    const email = 'link-buyer@example.com'
    await buy(email, true)
    const accessLink = endpoints['/member/access-link']!
    const forBuyer = await call(accessLink, { body: { email: 'Link-Buyer@example.com' } })
    const forStranger = await call(accessLink, { body: { email: 'nobody@example.com' } })
    expect(forBuyer.status).toBe(200)
    expect(await forStranger.json()).toEqual(await forBuyer.json())

    const mails = await deliveredTo(email, 2) // the receipt, then the requested link
    const requested = mails.find((mail) => mail.includes('Your masterclass access link'))!
    const link = /\/api\/member\/sign-in\?token=([\w-]+)/.exec(requested)![1]!
    await payload.jobs.run({ allQueues: true })
    expect(received.filter((mail) => mail.to.includes('nobody@example.com'))).toHaveLength(0)

    // The form on /sign-in POSTs the token (the link's GET only shows that page).
    const signIn = endpoints['/member/sign-in']!
    const form = (token: string) => ({
      body: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const first = await call(signIn, form(link))
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(`/watch?email=${encodeURIComponent(email)}`)
    const cookie = cookieOf(first)
    const verify = await call(endpoints['/verify-purchase/:email']!, {
      cookie,
      routeParams: { email: encodeURIComponent(email) },
    })
    expect(await verify.json()).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: true,
      signedIn: true,
    })

    const again = await call(signIn, form(link))
    expect(again.headers.get('location')).toBe('/watch?access=expired')
    expect(again.headers.get('set-cookie')).toBeNull()
    const racing = await Promise.all(
      [1, 2, 3].map(async () => (await call(signIn, form('unknown'))).headers.get('location')),
    )
    expect(racing).toEqual(Array(3).fill('/watch?access=expired'))
  })
})
