import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Affiliate, Order, User } from '@/payload-types'

import { callEndpoint, cookieOf } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/**
 * Affiliate links: `?ref=<code>` is a click (salted visitor hash, no address) whose answer sets
 * a signed first-party cookie; a purchase within 30 days of the last click earns that affiliate a
 * pending commission of her rate × what was paid after the coupon; a refund reverses it; no
 * self-referral; the owner approves and marks paid; an affiliate's page shows her figures only.
 */

delete process.env.STRIPE_SECRET_KEY
const peer = new SmtpPeer()
let payload: Payload
let owner: User
let jane: Affiliate
let mara: Affiliate
let offerId: number
let origin = ''
let mod: {
  endpoints: typeof import('@/endpoints/affiliates')
  attribution: typeof import('@/affiliates/attribution')
  cookie: typeof import('@/affiliates/cookie')
  pageToken: typeof import('@/affiliates/pageToken')
  fulfilOrder: typeof import('@/commerce/operations/fulfilOrder').fulfilOrder
  catalogue: typeof import('@/catalogue').catalogue
  invoke: typeof import('@/core/defineOperation').invoke
  refundPurchase: typeof import('@/commerce/operations/refundPurchase').refundPurchase
  queryRows: typeof import('@/utilities/sql').queryRows
}

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const stamp = Date.now()

/** The beacon's request, from this site's page in a real browser at `client`. */
const click = (code: string, { client = '203.0.113.77', cookie = '', from = origin } = {}) =>
  callEndpoint(payload, mod.endpoints.affiliateClickEndpoint, {
    body: {
      code,
      landingPage: `${origin}/masterclass?ref=${code}`,
      referrer: 'https://blog.example/post?id=9',
    },
    client,
    cookie: cookie || undefined,
    headers: { origin: from, 'user-agent': BROWSER },
  })

/** A checkout's request from a browser holding `cookie`. */
async function checkoutRequest(cookie: string) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  req.headers = new Headers(cookie ? { cookie } : {})
  return req
}

/** A pending order as the checkout leaves it (a 25% coupon on $44: $33 charged). */
async function pendingOrder(email: string, affiliate: number | null) {
  return payload.create({
    collection: 'orders',
    data: {
      email,
      offer: offerId,
      items: [
        {
          offer: offerId,
          label: 'Masterclass',
          kind: 'offer',
          listPriceInCents: 4400,
          amountInCents: 3300,
        },
      ],
      amountInCents: 3300,
      discountInCents: 1100,
      affiliate,
      priceType: 'one-time',
      status: 'pending',
      mode: 'demo',
    },
    depth: 0,
    overrideAccess: true,
  })
}

let payments = 0
const pay = async (order: Order) => {
  payments += 1
  return mod.fulfilOrder(await createLocalReq({}, payload), {
    order: { id: order.id },
    providerPaymentId: `demo_aff_${stamp}_${payments}`,
    amountInCents: order.amountInCents,
    mode: 'demo',
  })
}

const commissionsOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'affiliate-commissions',
      where: { order: { equals: orderId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const asOwner = async () => (await createLocalReq({ user: owner }, payload)) as PayloadRequest

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  const { getServerSideURL } = await import('@/utilities/getURL')
  origin = new URL(getServerSideURL()).origin
  mod = {
    endpoints: await import('@/endpoints/affiliates'),
    attribution: await import('@/affiliates/attribution'),
    cookie: await import('@/affiliates/cookie'),
    pageToken: await import('@/affiliates/pageToken'),
    fulfilOrder: (await import('@/commerce/operations/fulfilOrder')).fulfilOrder,
    catalogue: (await import('@/catalogue')).catalogue,
    invoke: (await import('@/core/defineOperation')).invoke,
    refundPurchase: (await import('@/commerce/operations/refundPurchase')).refundPurchase,
    queryRows: (await import('@/utilities/sql')).queryRows,
  }
  const affiliate = (name: string, code: string, commissionRate: number) =>
    payload.create({
      collection: 'affiliates',
      data: { name, email: `${code}.${stamp}@example.com`, code, commissionRate },
      user: owner,
      overrideAccess: false,
    })
  // Created as the owner does in the admin: the code is stored in lower case.
  jane = await affiliate('Jane Referrer', `Jane-${stamp}`, 0.333)
  mara = await affiliate('Mara Friend', `mara-${stamp}`, 0.5)
  offerId = (
    await payload.find({
      collection: 'offers',
      where: { slug: { equals: 'masterclass' } },
      limit: 1,
    })
  ).docs[0]!.id
}, 120_000)

afterAll(() => peer.stop())

describe('a click through ?ref=', () => {
  it('keeps the click without her address and sets a signed first-party cookie for 30 days', async () => {
    expect(jane.code).toBe(`jane-${stamp}`)
    const response = await click(`JANE-${stamp}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^affiliate_ref=[0-9a-z]+\.\d+\.[\w-]+;/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Domain=/i)

    const rows = await mod.queryRows<{ row: Record<string, unknown> }>(
      payload,
      sql`select row_to_json(c) as row from affiliate_clicks c where affiliate_id = ${jane.id}`,
    )
    expect(rows).toHaveLength(1)
    const stored = JSON.stringify(rows[0]!.row)
    expect(stored).not.toContain('203.0.113.77')
    expect(rows[0]!.row.visitor_hash).toMatch(/^-?\d+$/)
    expect(rows[0]!.row.landing_page).toBe('/masterclass')
    // Another site's address is kept without its query.
    expect(rows[0]!.row.referrer).toBe('https://blog.example/post')
  })

  it('an unknown or inactive code, or another site’s page: the same answer, no cookie, no row', async () => {
    const inactive = await payload.create({
      collection: 'affiliates',
      data: {
        name: 'Gone',
        email: `gone.${stamp}@example.com`,
        code: `gone-${stamp}`,
        commissionRate: 0.3,
        isActive: false,
      },
      overrideAccess: true,
    })
    for (const code of [`nobody-${stamp}`, inactive.code]) {
      const response = await click(code)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    // Cookie stuffing: another site's page cannot plant a referral.
    const foreign = await click(mara.code, { from: 'https://elsewhere.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
    const counted = await payload.count({
      collection: 'affiliate-clicks',
      where: { affiliate: { in: [inactive.id, mara.id] } },
      overrideAccess: true,
    })
    expect(counted.totalDocs).toBe(0)
  })
})

describe('a purchase after the click', () => {
  it('within 30 days: a pending commission of her rate × what was paid after the coupon; a refund reverses it', async () => {
    const cookie = cookieOf(await click(jane.code))
    const buyer = `buyer.${stamp}@example.com`
    const affiliate = await mod.attribution.attributedAffiliate(
      await checkoutRequest(cookie),
      buyer,
    )
    expect(affiliate).toBe(jane.id)
    const order = await pendingOrder(buyer, affiliate)
    await pay(order)
    await pay(order) // a retried confirmation: still one commission
    const [commission, ...more] = await commissionsOf(order.id)
    expect(more).toHaveLength(0)
    // round(0.333 × 3300) = 1099 cents: of the $33 paid, not the $44 list price.
    expect(commission).toMatchObject({
      status: 'pending',
      commissionInCents: 1099,
      commissionRate: 0.333,
    })

    // Her rate changes later: the commission keeps the rate of the sale.
    await payload.update({
      collection: 'affiliates',
      id: jane.id,
      data: { commissionRate: 0.4 },
      overrideAccess: true,
    })
    expect((await commissionsOf(order.id))[0]!.commissionRate).toBe(0.333)

    // The owner refunds the order (demo mode: no money moves).
    await mod.refundPurchase(await asOwner(), { purchase: { id: order.id } })
    expect((await commissionsOf(order.id))[0]!.status).toBe('reversed')
  })

  it('a click 31 days old, a forged cookie, or her own address: no affiliate', async () => {
    const { affiliateCookieValue, AFFILIATE_COOKIE } = mod.cookie
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
    const stale = `${AFFILIATE_COOKIE}=${affiliateCookieValue(payload.secret, jane.id, old)}`
    expect(
      await mod.attribution.attributedAffiliate(await checkoutRequest(stale), 'a@example.com'),
    ).toBeNull()
    const day29 = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000)
    const recent = `${AFFILIATE_COOKIE}=${affiliateCookieValue(payload.secret, jane.id, day29)}`
    expect(
      await mod.attribution.attributedAffiliate(await checkoutRequest(recent), 'a@example.com'),
    ).toBe(jane.id)

    // The cookie's affiliate changed by hand (another affiliate's id, or a fresher time).
    const [, time, mac] = affiliateCookieValue(payload.secret, jane.id, old).split('.')
    for (const forged of [
      `${mara.id.toString(36)}.${time}.${mac}`,
      `${jane.id.toString(36)}.${Math.floor(Date.now() / 1000)}.${mac}`,
    ]) {
      expect(
        await mod.attribution.attributedAffiliate(
          await checkoutRequest(`${AFFILIATE_COOKIE}=${forged}`),
          'a@example.com',
        ),
      ).toBeNull()
    }

    // No self-referral: at checkout, and at fulfilment should an order carry her anyway.
    expect(
      await mod.attribution.attributedAffiliate(
        await checkoutRequest(recent),
        jane.email.toUpperCase(),
      ),
    ).toBeNull()
    const own = await pendingOrder(jane.email, jane.id)
    await pay(own)
    expect(await commissionsOf(own.id)).toHaveLength(0)
  })

  it('the last click wins', async () => {
    const first = cookieOf(await click(jane.code, { client: '203.0.113.9' }))
    const second = cookieOf(await click(mara.code, { client: '203.0.113.9', cookie: first }))
    expect(second).not.toBe(first)
    expect(
      await mod.attribution.attributedAffiliate(await checkoutRequest(second), 'b@example.com'),
    ).toBe(mara.id)
  })
})

describe('the owner and the affiliate', () => {
  it('approves, marks paid, exports, and e-mails her a link to her page that shows her figures only', async () => {
    const { catalogue, invoke } = mod
    const buyer = `second.${stamp}@example.com`
    const order = await pendingOrder(buyer, jane.id)
    await pay(order)
    const [commission] = await commissionsOf(order.id)
    expect(commission!.commissionInCents).toBe(1320) // 0.4 × 3300, her rate now

    const refused = await invoke(catalogue.markCommissionsPaid, await asOwner(), {
      ids: [commission!.id],
    }).catch((error) => error)
    expect(refused.status ?? refused.code).toBeTruthy()
    expect(String(refused.message)).toMatch(/Approve this commission/)
    const reversedId = (
      await payload.find({
        collection: 'affiliate-commissions',
        where: { status: { equals: 'reversed' } },
        overrideAccess: true,
      })
    ).docs[0]!.id
    await expect(
      invoke(catalogue.approveCommissions, await asOwner(), { ids: [reversedId] }),
    ).rejects.toThrow(/refunded/)
    // Nobody but the owner.
    await expect(
      invoke(catalogue.approveCommissions, (await createLocalReq({}, payload)) as PayloadRequest, {
        ids: [commission!.id],
      }),
    ).rejects.toThrow()

    expect(
      await invoke(catalogue.approveCommissions, await asOwner(), { ids: [commission!.id] }),
    ).toEqual({ approved: 1 })
    expect(
      await invoke(catalogue.markCommissionsPaid, await asOwner(), { ids: [commission!.id] }),
    ).toEqual({ paid: 1, totalInCents: 1320 })
    expect((await commissionsOf(order.id))[0]).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    })

    const report = await invoke(catalogue.getAffiliateReport, await asOwner(), {})
    const janeRow = report.affiliates.find((row) => row.id === jane.id)!
    expect(janeRow).toMatchObject({
      clicks: 3,
      conversions: 2,
      paid: { count: 1, cents: 1320 },
      reversed: { count: 1, cents: 1099 },
      earningsInCents: 1320,
    })
    const csv = await new Response(
      await invoke(catalogue.exportAffiliateCommissions, await asOwner(), {}),
    ).text()
    expect(csv).toContain('Jane Referrer')
    expect(csv).toContain('13.20')
    expect(csv).toContain('Refunded (cancelled)')

    await invoke(catalogue.sendAffiliatePageLink, await asOwner(), { id: jane.id })
    // Her own purchase's receipt (the self-referral above), then the link to her page.
    const mails = await peer.delivered(() => payload.jobs.run({ allQueues: true }), jane.email, 2)
    const mail = mails.map(readable).find((text) => text.includes('/affiliate?token='))
    expect(mail).toContain('Your affiliate page')
    const link = /https?:\/\/\S+\/affiliate\?token=([\w.%-]+)/.exec(mail!)
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1]!)
    const visitor = async () => (await createLocalReq({}, payload)) as PayloadRequest
    const page = await invoke(catalogue.getAffiliatePage, await visitor(), { token })
    expect(page).toMatchObject({
      name: 'Jane Referrer',
      clicks: 3,
      sales: 1,
      pendingInCents: 0,
      paidInCents: 1320,
    })
    expect(JSON.stringify(page)).not.toContain(buyer)
    expect(JSON.stringify(page)).not.toContain('Mara')

    // Mara's own link shows Mara's figures; Jane's id with Mara's signature, or an expired one: nothing.
    const maraToken = mod.pageToken.affiliatePageToken(payload.secret, mara)
    expect(
      await invoke(catalogue.getAffiliatePage, await visitor(), { token: maraToken }),
    ).toMatchObject({ name: 'Mara Friend', sales: 0 })
    const forged = `${jane.id.toString(36)}.${maraToken.split('.').slice(1).join('.')}`
    const expired = mod.pageToken.affiliatePageToken(
      payload.secret,
      jane,
      new Date(Date.now() - 91 * 86_400_000),
    )
    for (const bad of [forged, expired, 'nonsense', `${token}x`]) {
      expect(await invoke(catalogue.getAffiliatePage, await visitor(), { token: bad })).toBeNull()
    }
  })
})
