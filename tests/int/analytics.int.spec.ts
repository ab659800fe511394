import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { TrafficReport } from '@/analytics/reportTypes'
import type { User } from '@/payload-types'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'
import { byRoute, callEndpoint, cookieOf } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/**
 * Visits counted without cookies, from the visitor's side: what her browser's beacon
 * sends and what the owner's Overview then says. Bots, headless browsers, prefetches and the
 * owner herself are not counted; a visit from an Instagram story that takes the quiz and buys is
 * in the funnel under that source and campaign; the day's secret rotates, no address is stored;
 * finished days are summed and read back the same.
 */

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let ownerCookie = ''
let buyerCookie = ''
/** The buyer of the funnel's case: a signed-in buyer for the refusals. */
let storyBuyer = ''
let business: Record<string, Endpoint>
const SITE = process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101'

type Beacon = { n: string; u: string; r?: string; w?: number; l?: string }

/** What a visitor's browser sends: POST /api/event as text, from her address and browser. */
async function beacon(
  body: Beacon | string,
  {
    client = '198.51.100.10',
    agent = CHROME,
    headers = {},
  }: { client?: string; agent?: string; headers?: Record<string, string> } = {},
) {
  const { POST } = await import('@/app/(frontend)/api/event/route')
  const response = await POST(
    new Request(`${SITE}/api/event`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': agent,
        // Every browser names the page's origin on a POST (sendBeacon too).
        origin: SITE,
        [CLIENT_ADDRESS_HEADER]: client,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

/** A page view; a phone's browser reports a phone's width. */
const view = (path: string, options?: Parameters<typeof beacon>[1], referrer?: string) =>
  beacon(
    { n: 'pageview', u: `${SITE}${path}`, r: referrer, w: options?.agent === IPHONE ? 390 : 1280 },
    options,
  )

async function ownerReq() {
  return (await createLocalReq(
    { user: { ...owner, collection: 'users' } },
    payload,
  )) as PayloadRequest
}

async function traffic(input: Record<string, unknown> = {}): Promise<TrafficReport> {
  const { catalogue } = await import('@/catalogue')
  const { invoke } = await import('@/core/defineOperation')
  return invoke(catalogue.getTraffic, await ownerReq(), { days: 7, ...input })
}

async function rows<Row>(statement: ReturnType<typeof sql>) {
  const { queryRows } = await import('@/utilities/sql')
  return queryRows<Row>(payload, statement)
}

async function sumDays(now?: Date) {
  const { systemRequest } = await import('@/core/operation')
  const { sumTrafficDays } = await import('@/analytics/operations/sumTrafficDays')
  return sumTrafficDays(await systemRequest(payload, 'analytics'), now)
}

/** A page event at a chosen moment, as the beacon's operation records it (the clock moved). */
async function viewAt(at: Date, path: string, client: string, agent = CHROME) {
  const { countPageEvent } = await import('@/analytics/count')
  const req = (await createLocalReq(
    {
      req: {
        headers: new Headers({
          'user-agent': agent,
          origin: SITE,
          [CLIENT_ADDRESS_HEADER]: client,
        }),
      },
    },
    payload,
  )) as PayloadRequest
  return countPageEvent(req, { name: 'pageview', url: `${SITE}${path}`, width: 1280 }, at)
}

/** A demo purchase of the masterclass: the checkout from one request, its payment from another. */
async function buyMasterclass(
  email: string,
  checkout: { client: string; headers: Record<string, string> },
  payment: { client: string; headers: Record<string, string> },
) {
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  const commerce = Object.fromEntries(commerceEndpoints.map((e) => [e.path, e]))
  const intent = await callEndpoint(payload, commerce['/create-payment-intent']!, {
    ...checkout,
    body: { amount: 44, email, hasReturnToBodyAddon: false },
  })
  expect(intent.status).toBe(200)
  const paid = await callEndpoint(payload, commerce['/demo-payments/confirm']!, {
    ...payment,
    body: {
      clientSecret: (await intent.json()).clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  })
  expect(paid.status).toBe(200)
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Noon in Arizona (UTC-7 all year), `daysAgo` days before today. */
const arizonaNoon = (daysAgo: number) => {
  const now = new Date()
  const local = new Date(now.getTime() - 7 * 60 * 60 * 1000)
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo, 19),
  )
}

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  const { startAdminSession } = await import('@/auth/session')
  ownerCookie = (await startAdminSession(await ownerReq(), owner)).split(';')[0]!
  const { businessEndpoints } = await import('@/endpoints/admin/business')
  business = byRoute(businessEndpoints)
}, 180_000)

afterAll(() => peer.stop())

describe('the beacon, from a visitor’s browser', () => {
  it('three page views of one browser are one visitor, one visit and three page views', async () => {
    for (const path of ['/', '/about', '/quiz']) {
      expect((await view(path, { client: '198.51.100.1' })).status).toBe(202)
    }
    const report = await traffic()
    expect(report.current).toMatchObject({ visitors: 1, visits: 1, pageViews: 3, bounceRate: 0 })
    expect(report.pages.map((page) => page.path).sort()).toEqual(['/', '/about', '/quiz'])
    expect(report.sources).toEqual([{ source: 'Direct', visitors: 1, visits: 1 }])
    expect(report.devices).toEqual([{ device: 'Desktop', visitors: 1, share: 100 }])
    expect(report.daily.at(-1)).toMatchObject({ visitors: 1, visits: 1, pageViews: 3 })
    const [visit] = await rows<Record<string, unknown>>(
      sql`select entry_path, exit_path, browser, os from analytics_visits`,
    )
    expect(visit).toEqual({ entry_path: '/', exit_path: '/quiz', browser: 'Chrome', os: 'Windows' })
  })

  it('does not count Googlebot, a headless browser, a prefetch or the signed-in owner', async () => {
    const before = (await traffic()).current
    const googlebot =
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36'
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'
    expect((await view('/about', { client: '198.51.100.2', agent: googlebot })).status).toBe(202)
    expect((await view('/about', { client: '198.51.100.3', agent: headless })).status).toBe(202)
    expect((await view('/about', { client: '198.51.100.4', agent: '' })).status).toBe(202)
    const prefetch = { client: '198.51.100.5', headers: { 'sec-purpose': 'prefetch' } }
    expect((await view('/about', prefetch)).status).toBe(202)
    const ownBrowser = { client: '198.51.100.6', headers: { cookie: ownerCookie } }
    expect((await view('/about', ownBrowser)).status).toBe(202)
    const payloadLogin = { client: '198.51.100.7', headers: { cookie: 'payload-token=abc' } }
    expect((await view('/about', payloadLogin)).status).toBe(202)
    expect((await traffic()).current).toEqual(before)
  })

  it('does not count another site’s page, and refuses what is not a visit event', async () => {
    const before = (await traffic()).current
    expect((await beacon({ n: 'pageview', u: 'https://elsewhere.example/about' })).status).toBe(202)
    expect((await traffic()).current).toEqual(before)

    expect(await beacon('not json')).toEqual({
      status: 400,
      json: expect.objectContaining({ message: 'A visit event is JSON.' }),
    })
    expect(await beacon({ n: 'purchase', u: `${SITE}/` })).toEqual({
      status: 400,
      json: expect.objectContaining({ message: 'Unknown event.' }),
    })
    const huge = await beacon({ n: 'pageview', u: `${SITE}/${'a'.repeat(5000)}` })
    expect(huge.status).toBe(413)
    const foreign = await beacon(
      { n: 'pageview', u: `${SITE}/` },
      { headers: { origin: 'https://evil.example' } },
    )
    expect(foreign).toEqual({
      status: 403,
      json: expect.objectContaining({ message: 'Only this site’s pages can count their visits.' }),
    })
  })

  it('records the spec’s video_play and quiz_started with the visit they happened in', async () => {
    const visitor = { client: '198.51.100.8' }
    await view('/', visitor)
    await beacon({ n: 'video_play', u: `${SITE}/`, l: 'home_story' }, visitor)
    await beacon(
      { n: 'quiz_started', u: `${SITE}/v2-reimagined-mockup`, l: 'v2_homepage' },
      visitor,
    )
    const events = await rows<{ name: string; props: unknown; same_visit: boolean }>(
      sql`select e.name, e.props,
                 e.visit_id = (select visit_id from analytics_events where name = 'pageview'
                                order by id desc limit 1) as same_visit
            from analytics_events e where e.name in ('video_play', 'quiz_started') order by e.id`,
    )
    expect(events).toEqual([
      { name: 'video_play', props: { label: 'home_story' }, same_visit: true },
      { name: 'quiz_started', props: { label: 'v2_homepage' }, same_visit: true },
    ])
    // A play does not add a page view to her visit.
    expect((await traffic({ source: 'Direct' })).current.pageViews).toBe(4)
  })
  it('the relay of beacons that arrive together is our server’s alone; each is answered as on its own', async () => {
    const { POST } = await import('@/app/(frontend)/api/event/batch/route')
    const { BEACON_BATCH_HEADER, BEACON_BATCH_SECRET, makeBeaconBatchSecret } =
      await import('../../server/beacon-batch.mjs')
    makeBeaconBatchSecret()
    const relayed = [
      {
        headers: { 'user-agent': CHROME, origin: SITE, [CLIENT_ADDRESS_HEADER]: '198.51.100.31' },
        body: JSON.stringify({ n: 'pageview', u: `${SITE}/?utm_campaign=relayed`, w: 1280 }),
      },
      {
        headers: { 'user-agent': CHROME, origin: SITE, [CLIENT_ADDRESS_HEADER]: '198.51.100.32' },
        body: '{"n":"pageview"}',
      },
    ]
    const send = (secret?: string) =>
      POST(
        new Request(`${SITE}/api/event/batch`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(secret ? { [BEACON_BATCH_HEADER]: secret } : {}),
          },
          body: JSON.stringify(relayed),
        }),
      )
    // An attacker who posts a batch (to write page views with headers of her choosing) meets 404.
    expect((await send()).status).toBe(404)
    expect((await send('0'.repeat(64))).status).toBe(404)
    const answered = await send(process.env[BEACON_BATCH_SECRET])
    expect(answered.status).toBe(200)
    const answers = await answered.json()
    expect(answers[0]).toEqual({ status: 202, body: '' })
    expect(answers[1].status).toBe(400)
    expect(JSON.parse(answers[1].body).message).toBe('u must be the page address.')
    expect((await traffic({ campaign: 'relayed' })).current).toMatchObject({
      visitors: 1,
      pageViews: 1,
    })
  })
})

describe('the funnel', () => {
  it('a visit from an Instagram story that takes the quiz and buys is in it under that source and campaign at each step', async () => {
    const her = { client: '203.0.113.20', agent: IPHONE }
    const story = '/?utm_source=instagram&utm_medium=story&utm_campaign=launch'
    expect((await view(story, her, 'https://l.instagram.com/')).status).toBe(202)
    await view('/quiz', her)

    const email = `story-${Date.now()}@example.com`
    storyBuyer = email
    const headers = { 'user-agent': her.agent, referer: `${SITE}/quiz` }
    const { leadsEndpoint } = await import('@/endpoints/leads')
    const lead = await callEndpoint(payload, leadsEndpoint, {
      client: her.client,
      headers,
      body: { email, name: 'Ines', source: 'quiz_rebel', quizResult: 'rebel' },
    })
    expect(lead.status, await lead.clone().text()).toBe(201)

    await buyMasterclass(email, { client: her.client, headers }, { client: her.client, headers })

    const report = await traffic()
    const step = { visitors: 1, leads: 1, buyers: 1, leadRate: 100, buyerRate: 100 }
    expect(report.funnelBySource).toContainEqual({ name: 'Instagram', ...step })
    expect(report.funnelByCampaign).toContainEqual({ name: 'launch', ...step })
    expect(report.devices).toContainEqual(expect.objectContaining({ device: 'Phone' }))

    // Clicking the source narrows the rest to it.
    const instagram = await traffic({ source: 'Instagram' })
    expect(instagram.filter).toEqual({ source: 'Instagram' })
    expect(instagram.current).toMatchObject({
      visitors: 1,
      visits: 1,
      pageViews: 2,
      leads: 1,
      buyers: 1,
    })
    expect(instagram.pages.map((page) => page.path).sort()).toEqual(['/', '/quiz'])
    expect(instagram.sources).toEqual([{ source: 'Instagram', visitors: 1, visits: 1 }])
    const [visit] = await rows<Record<string, unknown>>(
      sql`select browser, os, device, utm_medium, referrer_host from analytics_visits
           where utm_campaign = 'launch'`,
    )
    expect(visit).toEqual({
      browser: 'Instagram app',
      os: 'iOS',
      device: 'Phone',
      utm_medium: 'story',
      referrer_host: 'l.instagram.com',
    })
  })

  it('a sale Stripe reports later, from no browser, counts under the source of her visit', async () => {
    const her = { client: '203.0.113.30', agent: CHROME }
    await view('/masterclass?utm_source=newsletter&utm_campaign=spring', her)
    const email = `later-${Date.now()}@example.com`
    // The payment is confirmed by a request that is not her browser's (as Stripe's webhook is).
    await buyMasterclass(
      email,
      { client: her.client, headers: { 'user-agent': her.agent } },
      {
        client: '192.0.2.99',
        headers: { 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
      },
    )
    const report = await traffic()
    expect(report.funnelByCampaign).toContainEqual(
      expect.objectContaining({ name: 'spring', visitors: 1, leads: 0, buyers: 1 }),
    )
    expect(report.funnelBySource).toContainEqual(
      expect.objectContaining({ name: 'Email', buyers: 1 }),
    )
  })
})

describe('privacy', () => {
  it('the same browser on two days is two visitors, one visit across midnight stays one, and old secrets are deleted', async () => {
    const client = '203.0.113.40'
    const { forgetSalts } = await import('@/analytics/visitor')
    const tenDaysAgo = arizonaNoon(10)
    await viewAt(tenDaysAgo, '/about', client)
    await viewAt(new Date(tenDaysAgo.getTime() + DAY_MS), '/about', client)
    const twoDays = await rows<{ visitor: string }>(
      sql`select visitor::text from analytics_visits where started_at in
            (${tenDaysAgo.toISOString()}::timestamptz,
             ${new Date(tenDaysAgo.getTime() + DAY_MS).toISOString()}::timestamptz)`,
    )
    expect(twoDays).toHaveLength(2)
    expect(new Set(twoDays.map((row) => row.visitor)).size).toBe(2)

    // 23:50 and 00:10 in Arizona: one visit that began before midnight.
    const beforeMidnight = new Date(arizonaNoon(5).getTime() + (11 * 60 + 50) * 60_000)
    const afterMidnight = new Date(beforeMidnight.getTime() + 20 * 60_000)
    await viewAt(beforeMidnight, '/quiz', client)
    await viewAt(afterMidnight, '/masterclass', client)
    const [crossing] = await rows<{ visits: number; pageviews: number }>(
      sql`select count(*)::int as visits, sum(pageviews)::int as pageviews from analytics_visits
           where started_at >= ${beforeMidnight.toISOString()}::timestamptz
             and started_at <= ${afterMidnight.toISOString()}::timestamptz`,
    )
    expect(crossing).toEqual({ visits: 1, pageviews: 2 })

    // Counting today again keeps only today's and yesterday's secrets.
    forgetSalts()
    await view('/', { client })
    const salts = await rows<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_salts order by day`,
    )
    const { ownerDay, dayBefore } = await import('@/analytics/day')
    const today = ownerDay(new Date(), 'America/Phoenix')
    expect(salts.map((salt) => salt.day)).toEqual(
      [dayBefore(today), today].filter((day) => salts.some((salt) => salt.day === day)),
    )
    expect(salts.at(-1)!.day).toBe(today)
    expect(salts.length).toBeLessThanOrEqual(2)
  })

  it('no visitor’s address is stored anywhere in the database', async () => {
    const address = '203.0.113.77'
    for (const path of ['/', '/about', '/work-with-me']) await view(path, { client: address })
    expect((await traffic({ path: '/work-with-me' })).current.visitors).toBeGreaterThan(0)
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
    const holding: string[] = []
    for (const { table_name } of tables) {
      const [found] = await rows<{ hits: number }>(
        sql`select count(*)::int as hits from ${sql.identifier(table_name)} t
             where t::text like ${`%${address}%`}`,
      )
      if (found!.hits > 0) holding.push(table_name)
    }
    expect(holding).toEqual([])
  })
})

describe('daily sums and retention', () => {
  it('finished days are summed and read back exactly as they were counted live', async () => {
    const threeDaysAgo = arizonaNoon(3)
    for (const [index, path] of ['/', '/about', '/quiz', '/'].entries()) {
      await viewAt(new Date(threeDaysAgo.getTime() + index * 60_000), path, '203.0.113.50')
    }
    await viewAt(threeDaysAgo, '/free-meditation?utm_source=ig&utm_campaign=launch', '203.0.113.51')
    const live = await Promise.all([
      traffic(),
      traffic({ source: 'Instagram' }),
      traffic({ path: '/about' }),
    ])
    const summed = await sumDays()
    const { ownerDay } = await import('@/analytics/day')
    expect(summed.summedDays).toContain(ownerDay(threeDaysAgo, 'America/Phoenix'))
    expect(summed.summedDays).not.toContain(ownerDay(new Date(), 'America/Phoenix'))
    const [stored] = await rows<{ rows: number }>(
      sql`select count(*)::int as rows from analytics_daily where day = ${ownerDay(threeDaysAgo, 'America/Phoenix')}::date`,
    )
    expect(stored!.rows).toBeGreaterThan(10)
    const read = await Promise.all([
      traffic(),
      traffic({ source: 'Instagram' }),
      traffic({ path: '/about' }),
    ])
    expect(read).toEqual(live)
    // Nothing left to sum: a second run does nothing.
    expect((await sumDays()).summedDays).toEqual([])
  })

  it('keeps raw visits only as long as she chose; the daily sums stay', async () => {
    const longAgo = arizonaNoon(40)
    await viewAt(longAgo, '/about', '203.0.113.60')
    await sumDays()
    const { ownerDay } = await import('@/analytics/day')
    await payload.updateGlobal({ slug: 'site-settings', data: { visitRecordsMonths: 1 } })
    try {
      const result = await sumDays()
      expect(result.deletedVisits).toBeGreaterThanOrEqual(1)
      const [left] = await rows<{ visits: number; sums: number }>(
        sql`select (select count(*) from analytics_visits where day = ${ownerDay(longAgo, 'America/Phoenix')}::date)::int as visits,
                   (select count(*) from analytics_daily where day = ${ownerDay(longAgo, 'America/Phoenix')}::date)::int as sums`,
      )
      expect(left).toEqual({ visits: 0, sums: expect.any(Number) })
      expect(left!.sums).toBeGreaterThan(0)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { visitRecordsMonths: 13 } })
    }
  })
})

describe('GET /api/admin/analytics?days= and the CSV of the period’s events', () => {
  const analytics = (search: string, cookie = ownerCookie) =>
    callEndpoint(payload, business['get /admin/analytics']!, { cookie, search })

  it('keeps the spec’s fields and adds the period’s visits, leads and purchases', async () => {
    const response = await analytics('days=7')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'conversionRate',
        'revenue',
        'totalRevenue',
        'days',
        'visitors',
        'visits',
        'pageViews',
        'leads',
        'purchases',
      ].sort(),
    )
    const week = await traffic()
    expect(body).toMatchObject({
      days: 7,
      visitors: week.current.visitors,
      visits: week.current.visits,
      pageViews: week.current.pageViews,
      // Ines signed up through the quiz; the spring buyer bought without signing up first.
      leads: 1,
      purchases: 2,
    })
    expect((await (await analytics('')).json()).days).toBe(30)
  })

  it('answers bad periods with 400 and strangers with 401 or 403', async () => {
    for (const days of ['abc', '0', '401', '-3']) {
      const response = await analytics(`days=${days}`)
      expect(response.status, days).toBe(400)
      expect((await response.json()).message).toBe('days must be a whole number from 1 to 400.')
    }
    expect((await analytics('days=7', '')).status).toBe(401)
    const { signInWithAccessLink } = await import('@/auth/memberSession')
    buyerCookie = (await signInWithAccessLink(payload, storyBuyer)).split(';')[0]!
    expect((await analytics('days=7', buyerCookie)).status).toBe(403)
    const csvAsBuyer = await callEndpoint(payload, business['get /admin/analytics/events.csv']!, {
      cookie: buyerCookie,
    })
    expect(csvAsBuyer.status).toBe(403)
  })

  it('exports the raw events of the period as CSV, in her time zone, without addresses', async () => {
    const response = await callEndpoint(payload, business['get /admin/analytics/events.csv']!, {
      cookie: ownerCookie,
      search: 'days=7',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Time (Arizona time),Event,Page,Person,Amount,Details,Visit,Source,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Referrer,Device,Browser,OS',
    )
    expect(lines.some((line) => line.includes(',purchase,') && line.includes(',44.00,'))).toBe(true)
    expect(lines.some((line) => line.includes(',launch,'))).toBe(true)
    expect(lines.join('\n')).not.toContain('203.0.113.')
    // Events of days before the period are not in it.
    expect(lines.every((line) => !line.includes(',/?utm') && line.split(',').length >= 17)).toBe(
      true,
    )
    expect(cookieOf(response)).toBe('')
  })
})
