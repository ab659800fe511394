import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Contact, Offer, User } from '@/payload-types'
import type { OfferReport, OffersReport } from '@/reports/offers'
import type { Person } from '@/reports/person'

import { byRoute } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/*
 * The owner's view of her shop: a course and its offer made through the Courses tab's operation,
 * orders written as the commerce operations leave them (payments, a coupon, a refund, a failed
 * instalment, a bump), and what the Offers view and her person page say about them.
 */
const peer = new SmtpPeer()
let payload: Payload
let owner: User
let routes: Record<string, Endpoint>
let queryRows: typeof import('@/utilities/sql').queryRows
let formatOwnerDate: typeof import('@/settings/timeZone').formatOwnerDate
let zone: string

type Caller = User | Contact | null

/** Calls one of /api/admin/* as Payload would for this signed-in user (or for nobody). */
async function call(
  route: string,
  as: Caller,
  { routeParams = {}, body }: { routeParams?: Record<string, string>; body?: unknown } = {},
) {
  const endpoint = routes[route]
  if (!endpoint) throw new Error(`No endpoint ${route}`)
  const req = (await createLocalReq(as ? { user: as } : {}, payload)) as PayloadRequest
  const raw = body === undefined ? '' : JSON.stringify(body)
  Object.assign(req, {
    headers: new Headers({ 'content-type': 'application/json' }),
    searchParams: new URLSearchParams(),
    routeParams,
    text: async () => raw,
    json: async () => JSON.parse(raw || '{}'),
  })
  return endpoint.handler(req)
}
const asOwner = async <T>(route: string, options?: Parameters<typeof call>[2]) => {
  const response = await call(route, owner, options)
  return { status: response.status, body: (await response.json()) as T }
}

const DAY = 86_400_000
let course: { id: number }
let plan: Offer
let circle: Offer
let bonus: Offer
const orders: Record<string, number> = {}

async function order(
  key: string,
  data: {
    email: string
    offer: number
    amountInCents: number
    status: 'pending' | 'paid' | 'past_due' | 'refunded'
    priceType?: 'one-time' | 'payment-plan' | 'subscription'
    installmentsTotal?: number
    installmentsPaid?: number
    discountInCents?: number
    coupon?: number
    affiliate?: number
    items?: { offer: number; label: string; kind: 'offer' | 'bump'; amountInCents: number }[]
    currentPeriodEnd?: string
    cancelAtPeriodEnd?: boolean
    payments?: { status: 'paid' | 'failed' | 'refunded'; amountInCents: number }[]
  },
) {
  const { payments = [], items = [], ...fields } = data
  const paid = payments
    .filter((p) => p.status !== 'failed')
    .reduce((s, p) => s + p.amountInCents, 0)
  const created = await payload.create({
    collection: 'orders',
    data: {
      ...fields,
      priceType: fields.priceType ?? 'payment-plan',
      items: items.map((item) => ({ ...item, listPriceInCents: item.amountInCents })),
      paidInCents: paid,
      paidAt: fields.status === 'pending' ? null : new Date(Date.now() - DAY).toISOString(),
      mode: 'demo',
    },
  })
  orders[key] = created.id
  for (const [index, payment] of payments.entries()) {
    await payload.create({
      collection: 'order-payments',
      data: {
        order: created.id,
        providerId: `demo_admin_offers_${key}_${index}`,
        kind: index === 0 ? 'first' : 'renewal',
        ...payment,
      },
    })
  }
  return created
}

const access = (
  email: string,
  orderKey: string,
  offer: number,
  status: 'active' | 'paused' | 'ended',
  courseId = course.id,
) =>
  payload.create({
    collection: 'memberships',
    data: {
      email,
      course: courseId,
      order: orders[orderKey]!,
      offer,
      orderCourse: `${orders[orderKey]}:${courseId}`,
      status,
      startsAt: new Date(Date.now() - DAY).toISOString(),
    },
  })

const reportOf = async (offerId: number) => {
  const { status, body } = await asOwner<OffersReport>('get /admin/offers')
  expect(status).toBe(200)
  return body.offers.find((offer) => offer.id === offerId) as OfferReport
}

const personOf = async (email: string) => {
  const contact = (
    await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1 })
  ).docs[0]!
  const { status, body } = await asOwner<Person>('get /admin/contacts/:id', {
    routeParams: { id: String(contact.id) },
  })
  expect(status).toBe(200)
  return body
}

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  queryRows = (await import('@/utilities/sql')).queryRows
  formatOwnerDate = (await import('@/settings/timeZone')).formatOwnerDate
  zone = await (await import('@/settings/readTimeZone')).readOwnerTimeZone(payload)
  const { businessEndpoints } = await import('@/endpoints/admin/business')
  const { peopleEndpoints } = await import('@/endpoints/admin/people')
  routes = byRoute([...businessEndpoints, ...peopleEndpoints])

  // A second course and its offer, as the Courses tab's form sends them: 3 payments of $120.
  const created = await asOwner<{ id: number; productId: number }>('post /admin/courses', {
    body: {
      title: 'Pleasure as a Practice',
      price: '120',
      priceType: 'payment-plan',
      installments: '3',
      billingInterval: 'month',
      isPublished: true,
    },
  })
  expect(created.status).toBe(201)
  course = { id: created.body.id }
  plan = await payload.findByID({ collection: 'offers', id: created.body.productId, depth: 0 })
  const membership = await asOwner<{ id: number; productId: number }>('post /admin/courses', {
    body: { title: 'Monthly Circle', price: '30', priceType: 'subscription', trialDays: '7' },
  })
  circle = await payload.findByID({ collection: 'offers', id: membership.body.productId })
  bonus = (
    await payload.find({ collection: 'offers', where: { includesBonusLessons: { equals: true } } })
  ).docs[0]!

  const coupon = await payload.create({
    collection: 'coupons',
    data: { code: 'ADMIN25', discountType: 'percent', percentOff: 25, offers: [plan.id] },
  })
  const friend = await payload.create({
    collection: 'affiliates',
    data: {
      name: 'Friendly Fran',
      email: 'fran.affiliate@example.com',
      code: 'fran',
      commissionRate: 0.3,
    },
  })

  // Alice: the plan with a 25 % coupon ($90 a payment), referred by Fran, 2 of 3 paid.
  await order('alice', {
    email: 'alice.offers@example.com',
    offer: plan.id,
    amountInCents: 9000,
    discountInCents: 3000,
    coupon: coupon.id,
    affiliate: friend.id,
    status: 'paid',
    installmentsTotal: 3,
    installmentsPaid: 2,
    payments: [
      { status: 'paid', amountInCents: 9000 },
      { status: 'paid', amountInCents: 9000 },
    ],
  })
  await payload.create({
    collection: 'coupon-redemptions',
    data: {
      coupon: coupon.id,
      order: orders.alice!,
      email: 'alice.offers@example.com',
      buyerKey: `${coupon.id}:alice.offers@example.com`,
      status: 'redeemed',
    },
  })
  // Bea: paid the first instalment, then was refunded.
  await order('bea', {
    email: 'bea.offers@example.com',
    offer: plan.id,
    amountInCents: 12000,
    status: 'refunded',
    installmentsTotal: 3,
    installmentsPaid: 1,
    payments: [{ status: 'refunded', amountInCents: 12000 }],
  })
  // Cleo: a checkout never paid.
  await order('cleo', {
    email: 'cleo.offers@example.com',
    offer: plan.id,
    amountInCents: 12000,
    status: 'pending',
    installmentsTotal: 3,
  })
  // Dee: first instalment paid, the second failed: access paused.
  await order('dee', {
    email: 'dee.offers@example.com',
    offer: plan.id,
    amountInCents: 12000,
    status: 'past_due',
    installmentsTotal: 3,
    installmentsPaid: 1,
    payments: [
      { status: 'paid', amountInCents: 12000 },
      { status: 'failed', amountInCents: 12000 },
    ],
  })
  // Eve: the plan with the bonus as a $20 bump on her first payment.
  await order('eve', {
    email: 'eve.offers@example.com',
    offer: plan.id,
    amountInCents: 14000,
    status: 'paid',
    installmentsTotal: 3,
    installmentsPaid: 1,
    items: [
      { offer: plan.id, label: plan.name, kind: 'offer', amountInCents: 12000 },
      { offer: bonus.id, label: bonus.name, kind: 'bump', amountInCents: 2000 },
    ],
    payments: [{ status: 'paid', amountInCents: 14000 }],
  })
  // Fay: the membership, renewing in ten days.
  await order('fay', {
    email: 'fay.offers@example.com',
    offer: circle.id,
    amountInCents: 3000,
    status: 'paid',
    priceType: 'subscription',
    currentPeriodEnd: new Date(Date.now() + 10 * DAY).toISOString(),
    payments: [{ status: 'paid', amountInCents: 3000 }],
  })

  await access('alice.offers@example.com', 'alice', plan.id, 'active')
  await access('bea.offers@example.com', 'bea', plan.id, 'ended')
  await access('dee.offers@example.com', 'dee', plan.id, 'paused')
  await access('eve.offers@example.com', 'eve', plan.id, 'active')
}, 180_000)

afterAll(() => peer.stop())

describe('the Offers view', () => {
  it('sales, revenue after a coupon and a refund, refunds and redemptions match the database', async () => {
    const report = await reportOf(plan.id)
    const [truth] = await queryRows<{ sales: string; refunds: string; cents: string }>(
      payload,
      sql`select count(*) filter (where o.status <> 'pending') as sales,
                 count(*) filter (where o.status = 'refunded') as refunds,
                 (select coalesce(sum(p.amount_in_cents), 0) from order_payments p
                    join orders po on po.id = p.order_id
                   where po.offer_id = ${plan.id} and p.status = 'paid'
                     and po.status <> 'refunded') as cents
            from orders o where o.offer_id = ${plan.id}`,
    )
    const [used] = await queryRows<{ uses: string }>(
      payload,
      sql`select count(*) as uses from coupon_redemptions r join orders o on o.id = r.order_id
           where o.offer_id = ${plan.id} and r.status = 'redeemed'`,
    )
    expect(report.sales).toBe(Number(truth!.sales))
    expect(report.sales).toBe(4)
    expect(report.refunds).toBe(Number(truth!.refunds))
    expect(report.refundedInCents).toBe(12000)
    // What was paid on orders not refunded, less Eve's $20 bump (the bonus offer's share).
    expect(report.revenueInCents).toBe(Number(truth!.cents) - 2000)
    expect(report.revenueInCents).toBe(9000 + 9000 + 12000 + 12000)
    expect(report.coupons).toEqual([
      expect.objectContaining({ code: 'ADMIN25', discount: '25% off', redemptions: 1 }),
    ])
    expect(report.coupons[0]!.redemptions).toBe(Number(used!.uses))
    expect(report).toMatchObject({
      priceType: 'payment-plan',
      installments: 3,
      priceWords: '3 payments of $120, one a month',
      courses: [{ id: course.id, title: 'Pleasure as a Practice' }],
      activeAccess: 2,
      plansInProgress: 3,
      pastDue: 1,
      buyers: 3,
      editHref: `/admin/collections/offers/${plan.id}`,
    })
    const bump = await reportOf(bonus.id)
    expect(bump.bumpSales).toBeGreaterThanOrEqual(1)
    const membership = await reportOf(circle.id)
    expect(membership).toMatchObject({
      priceWords: 'Membership: $30 a month, first 7 days free',
      sales: 1,
      revenueInCents: 3000,
      activeMemberships: 1,
    })
  })

  it('the Courses tab lists the course with its offer; enrolments are open course access', async () => {
    const { body } = await asOwner<{
      courses: {
        id: number
        enrollments: number
        onSale: boolean
        offers: { id: number; priceWords: string; buyers: number; isCourseOffer: boolean }[]
      }[]
    }>('get /admin/courses')
    const listed = body.courses.find((row) => row.id === course.id)!
    const [truth] = await queryRows<{ people: string }>(
      payload,
      sql`select count(distinct lower(email)) as people from memberships
           where course_id = ${course.id} and status = 'active'`,
    )
    expect(listed.enrollments).toBe(Number(truth!.people))
    expect(listed.enrollments).toBe(2)
    expect(listed.onSale).toBe(true)
    expect(listed.offers[0]).toMatchObject({
      id: plan.id,
      isCourseOffer: true,
      priceWords: '3 payments of $120, one a month',
      buyers: 3,
    })
    // The offer opens the course it was made for (what the checkout and the portal read).
    expect(plan.courses).toEqual([course.id])
    expect(circle).toMatchObject({ priceType: 'subscription', trialDays: 7, priceInCents: 3000 })
  })

  it('refuses a payment plan without its number of payments, by field', async () => {
    const bad = await asOwner<{ errors: Record<string, string> }>('post /admin/courses', {
      body: { title: 'No Count', price: '10', priceType: 'payment-plan', installments: '1' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('installments')
  })
})

describe('her person page', () => {
  it('lists her orders in words and her course access', async () => {
    const alice = await personOf('alice.offers@example.com')
    expect(alice.orders).toEqual([
      expect.objectContaining({
        id: orders.alice,
        what: 'Pleasure as a Practice',
        amountInCents: 9000,
        discountInCents: 3000,
        statusWords: 'Paid',
        billing: '2 of 3 paid',
        coupon: 'ADMIN25',
        referredBy: 'Friendly Fran',
        refundable: true,
      }),
    ])
    expect(alice.access).toEqual([
      expect.objectContaining({ course: 'Pleasure as a Practice', state: 'open', endsAt: null }),
    ])

    const dee = await personOf('dee.offers@example.com')
    expect(dee.orders[0]).toMatchObject({
      billing: 'Payment failed — access paused',
      refundable: true,
    })
    expect(dee.access[0]).toMatchObject({
      state: 'paused',
      stateWords: 'Paused (a payment failed)',
    })

    const bea = await personOf('bea.offers@example.com')
    expect(bea.orders[0]).toMatchObject({ statusWords: 'Refunded', refundable: false })
    expect(bea.access[0]).toMatchObject({ state: 'ended' })

    const eve = await personOf('eve.offers@example.com')
    expect(eve.orders[0]!.what).toBe(`Pleasure as a Practice + ${bonus.name}`)

    const fay = await personOf('fay.offers@example.com')
    const renews = formatOwnerDate(new Date(Date.now() + 10 * DAY), zone)
    expect(fay.orders[0]!.billing).toBe(`Membership: renews ${renews}`)
    await payload.update({
      collection: 'orders',
      id: orders.fay!,
      data: { cancelAtPeriodEnd: true },
    })
    expect((await personOf('fay.offers@example.com')).orders[0]!.billing).toBe(
      `Membership: ends ${renews}`,
    )
  })
})

describe('only the owner', () => {
  it.each([
    ['get /admin/offers', {}],
    ['get /admin/contacts/:id', { routeParams: { id: '1' } }],
  ] as const)('%s: 401 signed out, 403 for a buyer', async (route, options) => {
    const anonymous = await call(route, null, options)
    expect(anonymous.status).toBe(401)
    expect(JSON.stringify(await anonymous.json())).not.toContain('ADMIN25')
    const buyer = (
      await payload.find({
        collection: 'contacts',
        where: { email: { equals: 'alice.offers@example.com' } },
      })
    ).docs[0]!
    const asBuyer = await call(route, { ...buyer, collection: 'contacts' } as Contact, options)
    expect(asBuyer.status).toBe(403)
    expect(JSON.stringify(await asBuyer.json())).not.toContain('ADMIN25')
  })
})
