import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Analytics } from '@/reports/analytics'
import type { Overview } from '@/reports/overview'
import type { User } from '@/payload-types'

import { seededSiteMailingTo } from './seededSite'
import { seedOrder } from './seedOrder'
import { SmtpPeer } from './smtpPeer'

delete process.env.STRIPE_SECRET_KEY
delete process.env.OPENAI_API_KEY

/*
 * Each Overview figure has one definition, the same wherever it appears (the
 * cards, the chart, GET /api/admin/overview and /api/admin/analytics, the Leads tab's count),
 * and the words on the screen say what it counts. Every figure here is checked against SQL of
 * its stated definition, written again in this file, over the database the owner's screens read.
 */

const peer = new SmtpPeer()
let payload: Payload
let owner: User
let routes: Record<string, Endpoint>
let queryRows: typeof import('@/utilities/sql').queryRows
let words: typeof import('@/reports/figureWords')
let zones: typeof import('@/settings/timeZone')
let invoke: typeof import('@/core/defineOperation').invoke
let catalogue: typeof import('@/catalogue').catalogue

const asOwner = async () => (await createLocalReq({ user: owner }, payload)) as PayloadRequest

async function get<T>(route: string): Promise<T> {
  const req = await asOwner()
  Object.assign(req, { searchParams: new URLSearchParams(), routeParams: {} })
  const response = await routes[route]!.handler(req)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
const overview = () => get<Overview>('get /admin/overview')
const analytics = () => get<Analytics>('get /admin/analytics')
const leadsTab = async () =>
  invoke(catalogue.listLeads, await asOwner(), {}) as Promise<{
    total: number
    people: number
    subscribed: number
  }>

/*
 * A sign-up as the forms leave it: a lead row, its contact made by the row's contact field, on
 * her list (the form's yes). Made through the Local API rather than POST /api/leads: the figures
 * read the rows, and the form's visit counting needs the analytics migration's SQL function,
 * absent under `--push`.
 */
async function signUp(email: string, source = 'meditation-download') {
  await payload.create({
    collection: 'leads',
    data: {
      email,
      name: 'Numbers',
      source,
      ...(source.startsWith('quiz_') ? { quizResult: 'rebel' as const } : {}),
    },
  })
  await setSubscribed(email, true)
}

const setSubscribed = (email: string, subscribed: boolean) =>
  payload.update({
    collection: 'contacts',
    where: { email: { equals: email } },
    data: { marketingStatus: subscribed ? 'subscribed' : 'unsubscribed' },
  })

const apply = (email: string) =>
  payload.create({
    collection: 'applications',
    data: {
      name: 'Numbers Applicant',
      email,
      status: 'new',
      experience: 'Ten characters at least.',
      whatDrawsYou: 'Ten characters at least.',
      hopeToExplore: 'Ten characters at least.',
      challenges: 'Ten characters at least.',
      support: 'Ten characters at least.',
      longToExperience: 'Ten characters at least.',
      afraidToExpress: 'Ten characters at least.',
      desireFromGuide: 'Ten characters at least.',
    },
  })

const setZone = (timeZone: string) =>
  payload.updateGlobal({ slug: 'site-settings', data: { timeZone } as never })

/** The stated definitions, written out again over the tables. */
async function truth() {
  const [row] = await queryRows<Record<string, string>>(
    payload,
    sql`select
      (select count(*) from leads) as sign_ups,
      (select count(distinct contact_id) from leads) as people,
      (select count(*) from contacts c where c.marketing_status = 'subscribed'
          and exists (select 1 from leads l where l.contact_id = c.id)) as subscribed,
      (select count(*) from contacts c
         where exists (select 1 from leads l where l.contact_id = c.id)
           and exists (select 1 from applications a where a.contact_id = c.id)) as applied,
      (select count(*) from applications) as applications,
      (select count(*) from applications a
         where not exists (select 1 from leads l where l.contact_id = a.contact_id)) as non_lead,
      (select count(*) from (select contact_id, min(created_at) as first from leads group by 1) f
         where (f.first at time zone 'America/Phoenix')::date
               > (now() at time zone 'America/Phoenix')::date - 30) as new_in_chart`,
  )
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]))
}

const sum = (daily: Overview['daily'], key: 'leads' | 'offList' | 'revenue') =>
  daily.reduce((total, day) => total + day[key], 0)

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  queryRows = (await import('@/utilities/sql')).queryRows
  words = await import('@/reports/figureWords')
  zones = await import('@/settings/timeZone')
  invoke = (await import('@/core/defineOperation')).invoke
  catalogue = (await import('@/catalogue')).catalogue
  const { businessEndpoints } = await import('@/endpoints/admin/business')
  routes = Object.fromEntries(
    businessEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
  )
}, 120_000)

afterAll(() => peer.stop())

describe('the Overview’s numbers agree and explain themselves', () => {
  it('Total Leads, the chart, the Leads tab and /api/admin/analytics each count what their words say', async () => {
    const people = ['a', 'b', 'c', 'd', 'e', 'f', 'old'].map((name) => `num.${name}@example.com`)
    for (const email of people) await signUp(email)
    // A second form for the same person: one more sign-up, not one more lead.
    await signUp(people[0]!, 'quiz_rebel')
    await setSubscribed(people[5]!, false)
    // Someone who joined 40 days ago: a lead, but not a new lead in the chart's 30 days.
    await queryRows(
      payload,
      sql`update leads set created_at = now() - interval '40 days' where email = ${people[6]}`,
    )

    const [shown, api, tab, t] = [
      await overview(),
      await analytics(),
      await leadsTab(),
      await truth(),
    ]
    expect(shown.totalLeads).toBe(t.subscribed)
    expect(shown.leadPeople).toBe(t.people)
    expect(shown.leadPeople).toBeGreaterThanOrEqual(7)
    expect(shown.leadPeople - shown.totalLeads).toBeGreaterThanOrEqual(1)

    // The chart: new leads per day, each person once on the day she first signed up.
    expect(shown.daily).toHaveLength(30)
    expect(sum(shown.daily, 'leads')).toBe(t.new_in_chart)
    expect(sum(shown.daily, 'leads')).toBe(shown.leadPeople - 1) // all but the one of 40 days ago
    expect(sum(shown.daily, 'offList')).toBe(1)
    // /api/admin/analytics' leads for the same 30 days are the chart's new leads.
    expect(api.leads).toBe(sum(shown.daily, 'leads'))
    expect(api.conversionRate).toBe(shown.conversionRate)

    // The Leads tab: sign-ups (rows), the people behind them, those on her list.
    expect(tab.total).toBe(t.sign_ups)
    expect(tab.total).toBe(shown.leadPeople + 1) // num.a used both forms
    expect(tab.people).toBe(shown.leadPeople)
    expect(tab.subscribed).toBe(shown.totalLeads)
    const n = (value: number) => new Intl.NumberFormat('en-US').format(value)
    expect(
      words.leadCountWords({ signUps: tab.total, people: tab.people, subscribed: tab.subscribed }),
    ).toBe(
      `${n(tab.total)} sign-ups from ${n(tab.people)} people, ${n(tab.subscribed)} of them on your list`,
    )

    // The words under the card and the chart's caption set the numbers side by side.
    expect(
      words.totalLeadsDetail({
        leadPeople: shown.leadPeople,
        offList: shown.leadPeople - shown.totalLeads,
      }),
    ).toBe(`${n(shown.leadPeople)} people signed up in all; 1 is not on your list now.`)
    expect(
      words.newLeadsSummary({
        newLeads: sum(shown.daily, 'leads'),
        offList: sum(shown.daily, 'offList'),
      }),
    ).toBe(`${n(shown.leadPeople - 1)} new leads (1 of them not on your list now)`)
  })

  it('an unsubscribed lead changes exactly the figures whose definitions say so', async () => {
    const email = 'num.leaves@example.com'
    await signUp(email)
    const [before, apiBefore, tabBefore] = [await overview(), await analytics(), await leadsTab()]
    await setSubscribed(email, false)
    const [after, apiAfter, tabAfter] = [await overview(), await analytics(), await leadsTab()]

    // "…and are on your list now": Total Leads, and the tab's "on your list".
    expect(after.totalLeads).toBe(before.totalLeads - 1)
    expect(tabAfter.subscribed).toBe(tabBefore.subscribed - 1)
    // "…not on your list now": the chart's note, not its bars.
    expect(sum(after.daily, 'offList')).toBe(sum(before.daily, 'offList') + 1)
    expect(after.daily.map((day) => day.leads)).toEqual(before.daily.map((day) => day.leads))
    // Everything defined over everyone who ever signed up stays as it was.
    for (const key of [
      'leadPeople',
      'appliedLeads',
      'applications',
      'nonLeadApplications',
      'conversionRate',
      'revenueThisMonth',
    ] as const) {
      expect([key, after[key]]).toEqual([key, before[key]])
    }
    expect(apiAfter.leads).toBe(apiBefore.leads)
    expect(apiAfter.conversionRate).toBe(apiBefore.conversionRate)
    expect(tabAfter.total).toBe(tabBefore.total)
    expect(tabAfter.people).toBe(tabBefore.people)
  })

  it('5 applicants among 2,000 leads: the fraction and a rounded percent, never 0%; applicants who never signed up are named', async () => {
    // 2,000 people who signed up, written at once (the forms would take minutes).
    await queryRows(
      payload,
      sql`with people as (
            insert into contacts (email, first_seen_at, last_seen_at, unsubscribe_token)
            select 'num.bulk.' || g || '@example.com', now(), now(), 'num-bulk-' || g
              from generate_series(1, 2000) g
            returning id, email
          )
          insert into leads (email, source, contact_id)
          select email, 'meditation-download', id from people`,
    )
    for (let i = 1; i <= 5; i += 1) await apply(`num.bulk.${i}@example.com`)
    for (const name of ['x', 'y', 'z']) await apply(`num.never.${name}@example.com`)

    const [shown, api, t] = [await overview(), await analytics(), await truth()]
    expect(shown.appliedLeads).toBe(t.applied)
    expect(shown.appliedLeads).toBe(5)
    expect(shown.applications).toBe(t.applications)
    expect(shown.applications).toBe(8)
    expect(shown.nonLeadApplications).toBe(t.non_lead)
    expect(shown.nonLeadApplications).toBe(3)
    const expected = Math.round((5 / shown.leadPeople) * 10_000) / 100
    expect(shown.conversionRate).toBe(expected)
    expect(api.conversionRate).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(1)

    // What the card shows: the percent as the API has it, and the fraction behind it.
    expect(words.formatShare(shown.appliedLeads, shown.leadPeople)).toBe(`${expected}%`)
    const n = new Intl.NumberFormat('en-US').format(shown.leadPeople)
    expect(
      words.conversionDetail({
        applied: shown.appliedLeads,
        leadPeople: shown.leadPeople,
        nonLeadApplications: shown.nonLeadApplications,
      }),
    ).toBe(
      `5 of the ${n} people who signed up also applied. 3 applications came from people who never signed up there, so they are not in this share.`,
    )
  })

  it('her time zone moves a sale at 11 PM on the last day of a month into the next month', async () => {
    const phoenix = 'America/Phoenix'
    const newYork = 'America/New_York'
    await setZone(phoenix)
    const month = zones.ownerDayOf(new Date(), phoenix).slice(0, 7)
    const lastDay = new Date(Date.parse(`${month}-01T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    // 11 PM on the last day of last month on an Arizona clock: 1 or 2 AM on the 1st in New York.
    const saleAt = zones.wallTimeToIso(`${lastDay}T23:00`, phoenix)!
    const { order: purchase } = await seedOrder(payload, {
      email: 'num.buyer@example.com',
      paymentIntentId: 'demo_pi_numbers_month_end',
      amountInCents: 1234,
      mode: 'demo',
    })
    await queryRows(
      payload,
      sql`update orders set created_at = ${saleAt}::timestamptz, paid_at = ${saleAt}::timestamptz
           where id = ${purchase.id}`,
    )
    // Revenue is counted on the day each payment was made.
    await queryRows(
      payload,
      sql`update order_payments set created_at = ${saleAt}::timestamptz where order_id = ${purchase.id}`,
    )
    const dayRevenue = (shown: Overview, date: string) =>
      shown.daily.find((day) => day.date === date)?.revenue

    const inArizona = await overview()
    expect(inArizona.timeZone).toBe(phoenix)
    expect(inArizona.today.slice(0, 7)).toBe(month)
    await setZone(newYork)
    const inNewYork = await overview()
    await setZone(phoenix)
    expect(inNewYork.timeZone).toBe(newYork)
    expect(inNewYork.countedAt).toMatch(/Z$/)
    expect(words.revenueExplanation('December', inNewYork.timeZone)).toMatch(/\(Eastern time\)/)

    // "This month": not Arizona's (the sale was last month there), New York's (the 1st there).
    // In the last two or three hours of an Arizona month New York is a month ahead: then both
    // leave it out.
    const sameMonth = inNewYork.today.slice(0, 7) === month
    expect(Math.round((inNewYork.revenueThisMonth - inArizona.revenueThisMonth) * 100)).toBe(
      sameMonth ? 1234 : 0,
    )
    // Per day: on the 30th/31st in Arizona, on the 1st in New York (when both are in the chart).
    if (inArizona.daily.some((day) => day.date === lastDay)) {
      expect(dayRevenue(inArizona, lastDay)).toBe(12.34)
    }
    if (inNewYork.daily.some((day) => day.date === `${month}-01`)) {
      expect(dayRevenue(inNewYork, `${month}-01`)).toBeGreaterThanOrEqual(12.34)
      expect(dayRevenue(inNewYork, lastDay) ?? 0).toBe(0)
    }
  })
})
