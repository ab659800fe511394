import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { seededSiteMailingTo } from './seededSite'
import { pendingOrder, seedOrder } from './seedOrder'
import { readable, SmtpPeer } from './smtpPeer'

delete process.env.STRIPE_SECRET_KEY

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let access: typeof import('@/commerce/orders/access')
let setOrderAccess: typeof import('@/commerce/operations/setOrderAccess').setOrderAccess
let fulfilOrder: typeof import('@/commerce/operations/fulfilOrder').fulfilOrder
let refundPurchase: typeof import('@/commerce/operations/refundPurchase').refundPurchase

const system = async () => (await createLocalReq({}, payload)) as PayloadRequest
const ownerReq = async () => (await createLocalReq({ user: owner }, payload)) as PayloadRequest

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  access = await import('@/commerce/orders/access')
  ;({ setOrderAccess } = await import('@/commerce/operations/setOrderAccess'))
  ;({ fulfilOrder } = await import('@/commerce/operations/fulfilOrder'))
  ;({ refundPurchase } = await import('@/commerce/operations/refundPurchase'))
}, 120_000)

afterAll(() => peer.stop())

describe('course access is read from memberships', () => {
  it('the masterclass with its bonus opens the course and its bonus lessons; the bonus alone opens nothing', async () => {
    await seedOrder(payload, { email: 'both@example.com', bonus: true })
    expect(await access.entitlementsFor(payload, 'Both@Example.com')).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: true,
    })
    const courses = await access.courseAccessFor(payload, 'both@example.com')
    expect(courses).toEqual([
      expect.objectContaining({
        courseId: await access.mainCourseId(payload),
        includesBonusLessons: true,
        endsAt: null,
      }),
    ])

    // Bonus lessons need the course too.
    await seedOrder(payload, { email: 'bonus.alone@example.com', bonusOnly: true })
    expect(await access.entitlementsFor(payload, 'bonus.alone@example.com')).toEqual({
      hasAccess: false,
      hasReturnToBodyAddon: false,
    })
    // …and once she buys the masterclass, the bonus she bought first is hers.
    await seedOrder(payload, { email: 'bonus.alone@example.com' })
    expect(await access.entitlementsFor(payload, 'bonus.alone@example.com')).toEqual({
      hasAccess: true,
      hasReturnToBodyAddon: true,
    })
  })

  it('paused and open again keeps when access began; an end in the past closes it', async () => {
    const { order } = await seedOrder(payload, { email: 'paused@example.com' })
    const [before] = await access.courseAccessFor(payload, 'paused@example.com')
    const change = (rest: Omit<Parameters<typeof setOrderAccess>[1], 'order' | 'system'>) =>
      system().then((req) =>
        setOrderAccess(req, { order: { id: order.id }, system: 'paymentWebhook', ...rest }),
      )

    expect((await change({ access: 'paused', orderStatus: 'past_due' })).order.status).toBe(
      'past_due',
    )
    expect(await access.courseAccessFor(payload, 'paused@example.com')).toEqual([])
    await change({ access: 'open', orderStatus: 'paid' })
    const [after] = await access.courseAccessFor(payload, 'paused@example.com')
    expect(after!.startsAt).toBe(before!.startsAt)

    await change({ access: 'open', until: new Date(Date.now() - 1000).toISOString() })
    expect(await access.courseAccessFor(payload, 'paused@example.com')).toEqual([])
    await change({ access: 'open', until: null })
    expect(await access.courseAccessFor(payload, 'paused@example.com')).toHaveLength(1)
  })

  it('only the owner or a named system action changes access', async () => {
    const { order } = await seedOrder(payload, { email: 'guarded@example.com' })
    await expect(
      setOrderAccess(await system(), { order: { id: order.id }, access: 'ended' }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await access.courseAccessFor(payload, 'guarded@example.com')).toHaveLength(1)
  })
})

describe('fulfilment and refund of an order', () => {
  it('a payment reported ten times at once is recorded once', async () => {
    const pending = await pendingOrder(payload, {
      email: 'raced@example.com',
      paymentIntentId: 'demo_pi_raced',
      bonus: true,
    })
    const results = await Promise.all(
      Array.from({ length: 10 }, async () =>
        fulfilOrder(await system(), {
          order: { paymentIntentId: 'demo_pi_raced' },
          providerPaymentId: 'demo_pi_raced',
          amountInCents: 6400,
          mode: 'demo',
        }),
      ),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    const payments = await payload.count({
      collection: 'order-payments',
      where: { order: { equals: pending.id } },
    })
    expect(payments.totalDocs).toBe(1)
    const order = await payload.findByID({ collection: 'orders', id: pending.id })
    expect(order).toMatchObject({ status: 'paid', paidInCents: 6400, installmentsPaid: 1 })
    const memberships = await payload.count({
      collection: 'memberships',
      where: { order: { equals: pending.id } },
    })
    expect(memberships.totalDocs).toBe(1)
  })

  it('a refund ends access, marks the payment refunded, records the negative revenue and names what was bought', async () => {
    const email = 'refund.order@example.com'
    const { order } = await seedOrder(payload, { email, bonus: true })
    const done = await refundPurchase(await ownerReq(), { purchase: { id: order.id } })
    expect(done).toMatchObject({ refunded: true, purchase: { status: 'refunded' } })
    expect(await access.entitlementsFor(payload, email)).toEqual({
      hasAccess: false,
      hasReturnToBodyAddon: false,
    })
    const payment = await payload.find({
      collection: 'order-payments',
      where: { order: { equals: order.id } },
    })
    expect(payment.docs.map((row) => row.status)).toEqual(['refunded'])
    const events = await payload.find({
      collection: 'conversion-events',
      where: { userEmail: { equals: email } },
      sort: 'createdAt',
    })
    expect(events.docs.map((row) => [row.eventType, row.eventValue])).toEqual([
      ['purchase', 64],
      ['refund', -64],
    ])
    // A late renewal or end reported for a refunded order reopens nothing.
    await setOrderAccess(await system(), {
      order: { id: order.id },
      access: 'open',
      orderStatus: 'paid',
      system: 'paymentWebhook',
    })
    expect(await access.entitlementsFor(payload, email)).toMatchObject({ hasAccess: false })

    const mails = await peer.delivered(() => payload.jobs.run({ allQueues: true }), email, 2)
    const refund = mails.map(readable).find((mail) => mail.includes('Your refund for'))!
    expect(refund).toContain(
      'Your purchase of The Good Girl Paradox with Return to the Body has been refunded',
    )
    expect(refund).toContain('test purchase ($64.00), so no money moved.')
  })
})
