import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryRows } from '@/utilities/sql'

import { APPLICATION_ANSWERS } from '../support/applicationAnswers'
import { callEndpoint } from './callEndpoint'
import { SmtpPeer } from './smtpPeer'

/*
 * The public writes under a launch's load: many distinct visitors at once through the
 * real endpoints. Correctness only, never time: every 2xx has its row and its queued e-mail, no
 * 5xx, the limits still refuse at their numbers, and one address signing up several ways at once
 * is one person.
 */

const peer = new SmtpPeer()
let payload: Payload
let endpoints: Record<'leads' | 'waitlist' | 'applications' | 'checkout', Endpoint>

const CONCURRENT = 150

const rows = <Row>(statement: ReturnType<typeof sql>) => queryRows<Row>(payload, statement)

/** How many of `emails` have an e-mail on its way: a logged message, or a pending sequence step. */
async function queuedFor(emails: string[]) {
  const [row] = await rows<{ count: number }>(
    sql`select count(*)::int as count
          from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) as a(email)
         where exists (select 1 from email_messages m where lower(m."to") = a.email)
            or exists (select 1 from payload_jobs j
                         join sequence_enrollments e on e.id = (j.input->>'enrollmentId')::int
                         join contacts c on c.id = e.contact_id
                        where j.task_slug::text = 'sendSequenceStep' and c.email = a.email)`,
  )
  return row!.count
}

/** Sends every body at once, each from its own visitor; the answers' statuses and 2xx addresses. */
async function burst(endpoint: Endpoint, bodies: { email: string }[], client?: string) {
  const statuses = await Promise.all(
    bodies.map(async (body) => (await callEndpoint(payload, endpoint, { body, client })).status),
  )
  const ok = bodies.filter((_, i) => statuses[i]! >= 200 && statuses[i]! < 300)
  return { statuses, ok: ok.map((body) => body.email) }
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

const ROUTES = {
  leads: {
    body: (email: string) => ({ email, name: 'Load Lead', source: 'meditation-download' }),
    table: 'leads',
    mail: true,
  },
  waitlist: {
    body: (email: string) => ({ email, name: 'Load Wait', program: 'radiant-alchemy' }),
    table: 'waitlist_entries',
    mail: true,
  },
  applications: {
    body: (email: string) => ({ name: 'Load Applicant', email, ...APPLICATION_ANSWERS }),
    table: 'applications',
    mail: true,
  },
  // Starting a checkout sends no e-mail (the receipt goes on payment): its order row is what
  // every 2xx must leave.
  checkout: {
    body: (email: string) => ({ amount: 44, email, hasReturnToBodyAddon: false }),
    table: 'orders',
    mail: false,
  },
} as const

beforeAll(async () => {
  // The mail adapter is chosen when the config loads, so the peer must be up first.
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = {
    leads: (await import('@/endpoints/leads')).leadsEndpoint,
    waitlist: (await import('@/endpoints/waitlist')).waitlistEndpoint,
    applications: (await import('@/endpoints/applications')).applicationsEndpoint,
    checkout: commerceEndpoints.find((e) => e.path === '/create-payment-intent')!,
  }
})

afterAll(() => peer.stop())

describe('public writes under load', () => {
  for (const [name, route] of Object.entries(ROUTES)) {
    it(`${name}: ${CONCURRENT} distinct visitors at once — every 2xx stored${route.mail ? ' with its e-mail queued' : ''}, no 5xx`, async () => {
      const emails = Array.from({ length: CONCURRENT }, (_, i) => `load-${name}-${i}@example.com`)
      const { statuses, ok } = await burst(
        endpoints[name as keyof typeof endpoints],
        emails.map((email) => route.body(email)),
      )
      expect(statuses.filter((status) => status >= 500)).toEqual([])
      expect(ok.length).toBe(CONCURRENT)
      const [stored] = await rows<{ count: number }>(
        sql`select count(distinct email)::int as count from ${sql.identifier(route.table)}
             where email like ${`load-${name}-%`}`,
      )
      expect(stored!.count).toBe(ok.length)
      if (route.mail) expect(await queuedFor(ok)).toBe(ok.length)
    })
  }

  it('the per-address limits refuse at their numbers, however many arrive at once', async () => {
    // 10 an hour per address (RATE_RULES.leadPerAddress, waitlistPerAddress), each from its own visitor.
    const leads = await burst(
      endpoints.leads,
      Array.from({ length: 13 }, () => ROUTES.leads.body('limit-address@example.com')),
    )
    expect(count(leads.statuses, 429)).toBe(3)
    const waitlist = await burst(
      endpoints.waitlist,
      Array.from({ length: 12 }, () => ROUTES.waitlist.body('limit-address-w@example.com')),
    )
    expect(count(waitlist.statuses, 429)).toBe(2)
  })

  it('the per-client limits refuse at their numbers, however many arrive at once', async () => {
    // 30 in ten minutes per client (leadPerClient, waitlistPerClient), distinct addresses.
    const leads = await burst(
      endpoints.leads,
      Array.from({ length: 34 }, (_, i) => ROUTES.leads.body(`limit-client-${i}@example.com`)),
      '10.250.0.1',
    )
    expect(count(leads.statuses, 429)).toBe(4)
    expect(leads.ok.length).toBe(30)
    const waitlist = await burst(
      endpoints.waitlist,
      Array.from({ length: 31 }, (_, i) => ROUTES.waitlist.body(`limit-client-w${i}@example.com`)),
      '10.250.0.2',
    )
    expect(count(waitlist.statuses, 429)).toBe(1)
  })

  it('one address signing up several ways at once is one person, welcomed once', async () => {
    const email = 'twice@example.com'
    const bodies = [
      ROUTES.leads.body(email),
      ROUTES.leads.body(email),
      { email, name: 'Twice', source: 'quiz_rebel', quizResult: 'rebel', quizAnswers: '{}' },
      { email, name: 'Twice', source: 'homepage-v2' },
    ]
    const results = await Promise.all([
      ...bodies.map((body) => callEndpoint(payload, endpoints.leads, { body })),
      callEndpoint(payload, endpoints.waitlist, { body: ROUTES.waitlist.body(email) }),
      callEndpoint(payload, endpoints.waitlist, { body: ROUTES.waitlist.body(email) }),
    ])
    expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([])
    const [contacts] = await rows<{ count: number; sources: string[] }>(
      sql`select count(*)::int as count,
                 (select array_agg(t.text order by t.text) from contacts_texts t
                   where t.parent_id = min(c.id) and t.path = 'sources') as sources
            from contacts c where c.email = ${email}`,
    )
    expect(contacts!.count).toBe(1)
    expect(contacts!.sources).toEqual([
      'homepage-v2',
      'meditation-download',
      'quiz_rebel',
      'waitlist:radiant-alchemy',
    ])
    const [signUps] = await rows<{ leads: number; entries: number; welcomed: number }>(
      sql`select (select count(*)::int from leads where email = ${email}) as leads,
                 (select count(*)::int from waitlist_entries where email = ${email}) as entries,
                 (select count(*)::int from leads where email = ${email} and welcomed_at is not null)
                 + (select count(*)::int from waitlist_entries
                     where email = ${email} and welcomed_at is not null) as welcomed`,
    )
    expect(signUps).toEqual({ leads: 3, entries: 1, welcomed: 1 })
  })

  it('a sign-up takes a handful of SQL statements (it took 27)', async () => {
    const original = pg.Client.prototype.query
    let statements = 0
    let prepared = 0
    const preparedNames = new Set<string>()
    const counting = function (this: pg.Client, ...args: unknown[]) {
      statements += 1
      const name = (args[0] as { name?: string } | undefined)?.name
      if (name) {
        prepared += 1
        preparedNames.add(name)
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    }
    // Warm: the day's analytics salt and her zone are read once per process.
    await callEndpoint(payload, endpoints.leads, { body: ROUTES.leads.body('warm@example.com') })
    pg.Client.prototype.query = counting as typeof original
    try {
      for (let i = 0; i < 10; i++) {
        const response = await callEndpoint(payload, endpoints.leads, {
          body: ROUTES.leads.body(`counted-${i}@example.com`),
        })
        expect(response.status).toBe(201)
      }
      for (let i = 0; i < 10; i++) {
        const response = await callEndpoint(payload, endpoints.waitlist, {
          body: ROUTES.waitlist.body(`counted-w${i}@example.com`),
        })
        expect(response.status).toBe(201)
      }
    } finally {
      pg.Client.prototype.query = original
    }
    // The rate limits (one statement), begin, the address's lock, one statement for her contact,
    // her row, its welcome stamp, her sequences with the welcome's job and the counted event,
    // commit.
    expect(statements / 20).toBeLessThanOrEqual(5)
    // The rate limits and the one statement run prepared (planned once per connection): two
    // texts for leads and two for the waitlist, whoever signs up.
    expect(prepared / 20).toBeGreaterThanOrEqual(2)
    expect(preparedNames.size).toBeLessThanOrEqual(4)
  })
})
