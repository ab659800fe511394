import { CONFIRM_FIRST } from '@/core/defineOperation'
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Contact, User } from '@/payload-types'

import { signStripeEvent } from '../support/stripeEvents'
import { callEndpoint } from './callEndpoint'
import { seedOrder } from './seedOrder'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'
import { followedLinks } from './trackedLinks'

const WEBHOOK_SECRET = ['whsec', 'core', 'only'].join('_')
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
delete process.env.STRIPE_SECRET_KEY

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let endpoints: {
  leads: Endpoint
  waitlist: Endpoint
  unsubscribe: Endpoint
  refund: Endpoint
  webhook: Endpoint
}
let operations: {
  refundPurchase: typeof import('@/commerce/operations/refundPurchase').refundPurchase
}

const post = (endpoint: Endpoint, body: unknown) => callEndpoint(payload, endpoint, { body })
const deliveredTo = async (address: string, count: number) =>
  (await peer.delivered(() => payload.jobs.run({ allQueues: true }), address, count)).map(readable)

const contactsOf = (email: string) =>
  payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })

/** A demo payment confirmed for `email`, as the demo confirmation (or Stripe) records it. */
const buy = async (email: string, paymentIntentId: string, amountInCents = 4400) =>
  seedOrder(payload, { email, paymentIntentId, amountInCents, mode: 'demo' })

/** A request as Payload's auth would build it for this user (or for nobody). */
const requestAs = async (user: User | Contact | null) =>
  (await createLocalReq(user ? { user } : {}, payload)) as PayloadRequest

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  operations = {
    refundPurchase: (await import('@/commerce/operations/refundPurchase')).refundPurchase,
  }
  endpoints = {
    leads: (await import('@/endpoints/leads')).leadsEndpoint,
    waitlist: (await import('@/endpoints/waitlist')).waitlistEndpoint,
    unsubscribe: (await import('@/endpoints/unsubscribe')).unsubscribeEndpoints.find(
      // The unsubscribe page's button (its GET only shows the page).
      (endpoint) => endpoint.method === 'post' && endpoint.path === '/unsubscribe',
    )!,
    refund: (await import('@/endpoints/refundPurchase')).refundPurchaseEndpoint,
    webhook: (await import('@/endpoints/stripeWebhook')).stripeWebhookEndpoint,
  }
}, 120_000)

afterAll(() => peer.stop())

describe('one person per e-mail', () => {
  it('the quiz, the meditation, the waitlist and a purchase are one contact with four sources', async () => {
    const email = 'one.person@example.com'
    expect(
      (await post(endpoints.leads, { email, name: 'Ona', source: 'meditation-download' })).status,
    ).toBe(201)
    expect(
      (
        await post(endpoints.leads, {
          email: ' One.Person@Example.com ',
          name: 'Ona',
          source: 'quiz_rebel',
          quizResult: 'rebel',
        })
      ).status,
    ).toBe(201)
    expect((await post(endpoints.waitlist, { email, name: 'Ona P.' })).status).toBe(201)
    const { purchase } = await buy(email, 'demo_pi_one_person')

    const { docs } = await contactsOf(email)
    expect(docs).toHaveLength(1)
    const contact = docs[0]!
    expect(contact).toMatchObject({ name: 'Ona P.', status: 'customer', subscribed: true })
    expect(contact.sources).toEqual([
      'meditation-download',
      'quiz_rebel',
      'waitlist:radiant-alchemy',
      'purchase',
    ])
    expect(contact.statusHistory?.map((change) => change.status)).toEqual(['new', 'customer'])

    const rows = await Promise.all(
      (['leads', 'waitlist-entries', 'orders'] as const).map((collection) =>
        payload.find({ collection, where: { email: { equals: email } }, depth: 0 }),
      ),
    )
    const linked = rows.flatMap((found) => found.docs.map((row) => row.contact))
    expect(linked).toEqual([contact.id, contact.id, contact.id, contact.id])
    expect(typeof purchase.contact === 'object' ? purchase.contact?.id : purchase.contact).toBe(
      contact.id,
    )
  })

  it('unsubscribing from one e-mail stops every list', async () => {
    const email = 'stop.all@example.com'
    await post(endpoints.waitlist, { email, name: 'Sia' })
    const [confirmation] = await deliveredTo(email, 1)
    const token = decodeURIComponent(
      confirmation!.match(/unsubscribe\?token=([A-Za-z0-9_%-]+)/)![1]!,
    )
    const page = await callEndpoint(payload, endpoints.unsubscribe, {
      search: `token=${encodeURIComponent(token)}`,
    })
    expect(page.status).toBe(200)
    const [contact] = (await contactsOf(email)).docs
    expect(contact).toMatchObject({ subscribed: false, subscriptionChangedVia: 'unsubscribe-link' })

    // A day later (past the one-welcome-a-day limit) she takes the quiz: nothing is sent.
    await payload.update({
      collection: 'waitlist-entries',
      where: { email: { equals: email } },
      data: { welcomedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    })
    expect(
      (
        await post(endpoints.leads, {
          email,
          name: 'Sia',
          source: 'quiz_rebel',
          quizResult: 'rebel',
        })
      ).status,
    ).toBe(201)
    await payload.jobs.run({ allQueues: true })
    await payload.jobs.run({ allQueues: true })
    expect(peer.to(email)).toHaveLength(1)
    // The one subscription lives on the contact: no row carries a copy to fall out of step.
    const lead = (
      await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })
    ).docs[0]!
    expect(lead).not.toHaveProperty('unsubscribed')
    expect(lead.contact).toBe(contact!.id)
  })
})

describe('the owner works with a contact', () => {
  it('her status change and her note record who and when', async () => {
    const email = 'pipeline@example.com'
    await post(endpoints.leads, { email, name: 'Pia', source: 'meditation-download' })
    const [contact] = (await contactsOf(email)).docs
    const updated = await payload.update({
      collection: 'contacts',
      id: contact!.id,
      data: { status: 'contacted', notes: [{ note: 'Called her; she will apply in spring.' }] },
      overrideAccess: false,
      user: owner,
      depth: 0,
    })
    expect(updated.statusHistory?.map(({ status, changedBy }) => [status, changedBy])).toEqual([
      ['new', 'system'],
      ['contacted', owner.email],
    ])
    expect(updated.notes).toEqual([
      expect.objectContaining({
        note: 'Called her; she will apply in spring.',
        adminEmail: owner.email,
        createdAt: expect.any(String),
      }),
    ])
    // A visitor cannot.
    await expect(
      payload.update({
        collection: 'contacts',
        id: contact!.id,
        data: { status: 'not_a_fit' },
        overrideAccess: false,
        req: await requestAs(null),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('the quiz is scored on the server', () => {
  it('a lead whose posted result disagrees with its answers is stored with the server result', async () => {
    const { quizQuestionsSeed } = await import('@/seed/quiz')
    // Every answer is the people-pleaser's choice, while the browser claims "rebel".
    const answers = Object.fromEntries(
      quizQuestionsSeed.map((question) => {
        const best = [...question.options].sort(
          (a, b) => b.points.people_pleaser - a.points.people_pleaser,
        )[0]!
        return [question.questionId, best.value]
      }),
    )
    const email = 'claims.rebel@example.com'
    const response = await post(endpoints.leads, {
      email,
      name: 'Cleo',
      source: 'quiz_rebel',
      quizResult: 'rebel',
      quizAnswers: JSON.stringify(answers),
    })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'leads',
      where: { email: { equals: email } },
    })
    expect(docs.map((lead) => [lead.source, lead.quizResult])).toEqual([
      ['quiz_people_pleaser', 'people_pleaser'],
    ])
    const [mail] = await deliveredTo(email, 1)
    expect(await followedLinks(payload, mail!)).toContain('result=people_pleaser')
  })
})

describe('operations run as the caller', () => {
  it('refunding: signed out and a buyer are refused, the owner refunds', async () => {
    const email = 'buyer.access@example.com'
    const { purchase } = await buy(email, 'demo_pi_access')
    const [buyer] = (await contactsOf(email)).docs

    await expect(
      operations.refundPurchase(await requestAs(null), { purchase: { id: purchase.id } }),
    ).rejects.toMatchObject({ code: 'forbidden', status: 403 })
    await expect(
      operations.refundPurchase(await requestAs(buyer!), { purchase: { id: purchase.id } }),
    ).rejects.toMatchObject({ code: 'forbidden', status: 403 })
    expect((await payload.findByID({ collection: 'orders', id: purchase.id })).status).toBe('paid')

    const done = await operations.refundPurchase(await requestAs(owner), {
      purchase: { id: purchase.id },
    })
    expect(done).toMatchObject({ refunded: true, purchase: { status: 'refunded' } })
  })

  it('a buyer reads her own purchases and nobody else’s; a stranger reads none', async () => {
    const { purchase: hers } = await buy('reader.one@example.com', 'demo_pi_reader_one')
    await buy('reader.two@example.com', 'demo_pi_reader_two')
    const [buyer] = (await contactsOf('reader.one@example.com')).docs
    const read = async (user: User | Contact | null) =>
      payload.find({
        collection: 'orders',
        where: { email: { like: 'reader.' } },
        overrideAccess: false,
        req: await requestAs(user),
      })
    expect((await read(buyer!)).docs.map((row) => row.id)).toEqual([hers.id])
    await expect(read(null)).rejects.toMatchObject({ status: 403 })
    expect((await read(owner)).totalDocs).toBe(2)
  })

  it('a buyer reads and writes only her own course progress, whatever address she sends', async () => {
    await buy('progress.one@example.com', 'demo_pi_progress_one')
    await buy('progress.two@example.com', 'demo_pi_progress_two')
    const [one] = (await contactsOf('progress.one@example.com')).docs
    const lesson = (await payload.find({ collection: 'lessons', limit: 1, depth: 0 })).docs[0]!
    const mine = await payload.create({
      collection: 'lesson-progress',
      data: { email: 'progress.two@example.com', lesson: lesson.id, progress: 10 },
      overrideAccess: false,
      req: await requestAs(one!),
    })
    expect(mine.email).toBe('progress.one@example.com')
    await payload.create({
      collection: 'lesson-progress',
      data: { email: 'progress.two@example.com', lesson: lesson.id, progress: 50 },
    })
    const seen = await payload.find({
      collection: 'lesson-progress',
      where: { email: { like: 'progress.' } },
      overrideAccess: false,
      req: await requestAs(one!),
    })
    expect(seen.docs.map((row) => row.email)).toEqual(['progress.one@example.com'])
    await expect(
      payload.find({
        collection: 'lesson-progress',
        overrideAccess: false,
        req: await requestAs(null),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('the HTTP refund answers 401 signed out and 403 to a buyer, with a message', async () => {
    const { purchase } = await buy('http.refund@example.com', 'demo_pi_http_refund')
    const anonymous = await callEndpoint(payload, endpoints.refund, {
      routeParams: { id: String(purchase.id) },
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'Please sign in first.' })
    const [buyer] = (await contactsOf('http.refund@example.com')).docs
    const req = await requestAs(buyer!)
    req.routeParams = { id: String(purchase.id) }
    const asBuyer = await endpoints.refund.handler(req)
    expect(asBuyer.status).toBe(403)
    expect(await asBuyer.json()).toEqual({ message: 'You are not allowed to do that.' })
  })

  it('the HTTP refund the owner did not confirm is refused, and the purchase stays paid', async () => {
    const { purchase } = await buy('http.unconfirmed@example.com', 'demo_pi_http_unconfirmed')
    const req = await requestAs(owner)
    req.routeParams = { id: String(purchase.id) }
    const unconfirmed = await endpoints.refund.handler(req)
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.json()).toMatchObject({ message: CONFIRM_FIRST })
    const kept = await payload.findByID({ collection: 'orders', id: purchase.id })
    expect(kept.status).toBe('paid')
  })
})

describe('refunding in the admin does what the Stripe refund webhook does', () => {
  it('the same rows change in the same way', async () => {
    await buy('refund.webhook@example.com', 'pi_core_webhook', 6400)
    const viaAdmin = await buy('refund.admin@example.com', 'demo_pi_core_admin', 6400)

    const event = signStripeEvent(
      'charge.refunded',
      { id: 'ch_core', object: 'charge', refunded: true, payment_intent: 'pi_core_webhook' },
      WEBHOOK_SECRET,
    )
    const webhook = await callEndpoint(payload, endpoints.webhook, {
      body: event.body,
      headers: { 'stripe-signature': event.signature },
    })
    expect(webhook.status).toBe(200)

    // As her Refund button sends it, once she confirmed.
    const refund = async () => {
      const req = await requestAs(owner)
      req.routeParams = { id: String(viaAdmin.purchase.id) }
      const body = JSON.stringify({ confirm: true })
      Object.assign(req, {
        text: async () => body,
        headers: new Headers({ 'content-type': 'application/json' }),
      })
      return endpoints.refund.handler(req)
    }
    const admin = await refund()
    expect(admin.status).toBe(200)
    // A second click, like a retried webhook, changes nothing.
    expect(await (await refund()).json()).toMatchObject({ refunded: false })

    const after = async (paymentIntentId: string, email: string) => {
      const purchase = (
        await payload.find({
          collection: 'orders',
          where: { 'provider.paymentIntentId': { equals: paymentIntentId } },
        })
      ).docs[0]!
      // The first shop's pending checkouts (course-orders) are orders now: none is left pending.
      const orders = await payload.find({
        collection: 'orders',
        where: {
          and: [
            { 'provider.paymentIntentId': { equals: paymentIntentId } },
            { status: { equals: 'pending' } },
          ],
        },
      })
      const events = await payload.find({
        collection: 'conversion-events',
        where: { userEmail: { equals: email } },
        sort: 'createdAt',
      })
      return {
        purchase: { status: purchase.status, refunded: Boolean(purchase.refundedAt) },
        orders: orders.docs.map((order) => order.status),
        events: events.docs.map((row) => [
          row.eventType,
          row.eventValue,
          (row.metadata as { paymentIntentId?: string }).paymentIntentId === paymentIntentId,
        ]),
      }
    }
    const webhookRows = await after('pi_core_webhook', 'refund.webhook@example.com')
    const adminRows = await after('demo_pi_core_admin', 'refund.admin@example.com')
    expect(webhookRows).toEqual({
      purchase: { status: 'refunded', refunded: true },
      orders: [],
      events: [
        ['purchase', 64, true],
        ['refund', -64, true],
      ],
    })
    expect(adminRows).toEqual(webhookRows)
  })
})
