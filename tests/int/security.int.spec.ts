import { Writable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAccessLink } from '@/commerce/accessLinks'
import { applicationsEndpoint } from '@/endpoints/applications'
import { adminAuthEndpoints } from '@/endpoints/admin/auth'
import { commerceEndpoints } from '@/endpoints/commerce'
import { contactEndpoint } from '@/endpoints/contact'
import { leadsEndpoint } from '@/endpoints/leads'
import { waitlistEndpoint } from '@/endpoints/waitlist'
import { workshopEndpoints } from '@/endpoints/workshopRegister'
import { seed } from '@/seed'
import { seedOwner } from '@/seed/owner'
import { createLogger } from '@/security/logger'
import { deleteExpiredRateLimits, hit, RATE_RULES, rateLimitKey } from '@/security/rateLimit'
import { queryRows } from '@/utilities/sql'

import { byRoute, callEndpoint, type Call, cookieOf } from './callEndpoint'
import { readable, SmtpPeer } from './smtpPeer'

const peer = new SmtpPeer()
let payload: Payload
const route = byRoute([
  ...adminAuthEndpoints,
  ...commerceEndpoints,
  ...workshopEndpoints,
  contactEndpoint,
  waitlistEndpoint,
  { ...leadsEndpoint, path: '/leads' },
  { ...applicationsEndpoint, path: '/applications' },
])
const call = (name: string, options?: Call) => callEndpoint(payload, route[name]!, options)

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  // The mail adapter is chosen when the config loads, so the peer must be up first.
  await peer.start()
  process.env.SMTP_URL = peer.url
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
})

afterAll(() => peer.stop())

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** What the /sign-in page's form sends. */
const form = (fields: Record<string, string>): Call => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})

/** A demo checkout paid by whoever calls it; returns the confirm answer. */
async function payByDemoCard(body: Record<string, unknown>, cookie?: string) {
  const intent = await call('post /create-payment-intent', { body, cookie })
  expect(intent.status).toBe(200)
  const { clientSecret } = await intent.json()
  return call('post /demo-payments/confirm', {
    cookie,
    body: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  })
}

/** Subjects of the e-mails queued for an address (the server's runner sends them). */
const queuedSubjects = async (email: string) =>
  (
    await payload.find({
      collection: 'email-messages',
      where: { to: { equals: email } },
      sort: 'createdAt',
      limit: 50,
    })
  ).docs.map((message) => message.subject)

describe("paying $20 on a buyer's address gives the payer nothing of hers", () => {
  it('bonus upgrade for a buyer who has a session elsewhere: no cookie for the payer, a receipt for her', async () => {
    const victim = unique('victim')
    const bought = await payByDemoCard({ email: victim, hasReturnToBodyAddon: false })
    expect(cookieOf(bought)).toMatch(/^member_session=/)

    const attack = await payByDemoCard({ email: victim, purchase: 'bonus-upgrade' })
    expect(attack.status).toBe(200)
    expect(attack.headers.get('set-cookie')).toBeNull()
    expect(await attack.json()).toMatchObject({ signedIn: false })
    // The attacker's browser (no cookie) still cannot open the course.
    expect((await call('get /course')).status).toBe(401)
    // Both receipts go to her inbox; the second carries her sign-in link.
    expect(await queuedSubjects(victim)).toHaveLength(2)
  })

  it('the same for a buyer with no session anywhere (she bought through Stripe, never signed in)', async () => {
    const victim = unique('victim-no-session')
    await payByDemoCard({ email: victim, hasReturnToBodyAddon: false })
    await payload.delete({ collection: 'member-sessions', where: { email: { equals: victim } } })

    const attack = await payByDemoCard({ email: victim, purchase: 'bonus-upgrade' })
    expect(attack.headers.get('set-cookie')).toBeNull()
    expect(
      await payload.count({ collection: 'member-sessions', where: { email: { equals: victim } } }),
    ).toEqual(expect.objectContaining({ totalDocs: 0 }))
  })

  it('a first purchase still signs in the browser that paid, and a buyer upgrading in her own browser keeps hers', async () => {
    const buyer = unique('first-purchase')
    const paid = await payByDemoCard({ email: buyer, hasReturnToBodyAddon: false })
    const cookie = cookieOf(paid)
    expect(cookie).toMatch(/^member_session=/)
    const upgrade = await payByDemoCard({ email: buyer, purchase: 'bonus-upgrade' }, cookie)
    expect(await upgrade.json()).toMatchObject({ signedIn: true })
    const course = await call('get /course', { cookie })
    expect((await course.json()).member).toMatchObject({ hasReturnToBodyAddon: true })
  })
})

describe('a public site without Stripe keys gives nothing away', () => {
  it('answers 503 "Payments are not set up yet." instead of taking demo payments', async () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://coach.example')
    vi.stubEnv('ALLOW_DEMO_PAYMENTS', '')
    try {
      const intent = await call('post /create-payment-intent', { body: { email: unique('free') } })
      expect(intent.status).toBe(503)
      expect(await intent.json()).toEqual({ message: 'Payments are not set up yet.' })
      const confirm = await call('post /demo-payments/confirm', {
        body: {
          clientSecret: 'demo_pi_x_secret_y',
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        },
      })
      expect(confirm.status).toBe(503)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('sign-in links never lead off the site', () => {
  it('refuses a redirect browsers would read as another host, with a 400 at request time', async () => {
    const buyer = unique('redirect-buyer')
    await payByDemoCard({ email: buyer, hasReturnToBodyAddon: false })
    for (const redirectTo of [
      '/\t/evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/watch\r\nLocation: https://evil.example',
    ]) {
      const response = await call('post /member/access-link', {
        body: { email: buyer, redirectTo },
        client: `198.51.100.${Math.floor(Math.random() * 250)}`,
      })
      expect(response.status, JSON.stringify(redirectTo)).toBe(400)
      expect((await response.json()).message).toBe('redirectTo must be a path on this site')
    }
    const stored = await payload.find({
      collection: 'access-links',
      where: { email: { equals: buyer } },
    })
    expect(stored.docs.map((link) => link.redirectTo).filter(Boolean)).toEqual([])
  })

  it('limits links per address, whichever client asks (6th in 15 minutes → 429)', async () => {
    const buyer = unique('many-links')
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const response = await call('post /member/access-link', {
        body: { email: buyer },
        client: `192.0.2.${i + 1}`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('a sign-in link survives being fetched twice', () => {
  it('GETs (a prefetch, the client-hint retry) use nothing; the POST from /sign-in signs in, once', async () => {
    const buyer = unique('prefetched')
    await payByDemoCard({ email: buyer, hasReturnToBodyAddon: false })
    const { createAccessLink } = await import('@/commerce/accessLinks')
    const link = new URL(
      await createAccessLink(payload, { email: buyer, purpose: 'member', validForMinutes: 60 }),
    )
    const token = link.searchParams.get('token')!
    for (let i = 0; i < 2; i += 1) {
      const get = await call('get /member/sign-in', { search: link.search })
      expect(get.status).toBe(303)
      expect(get.headers.get('location')).toBe(`/sign-in?token=${encodeURIComponent(token)}`)
      expect(get.headers.get('set-cookie')).toBeNull()
    }
    const post = await call('post /member/sign-in', form({ token }))
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe(`/watch?email=${encodeURIComponent(buyer)}`)
    expect(cookieOf(post)).toMatch(/^member_session=/)
    const again = await call('post /member/sign-in', form({ token }))
    expect(again.headers.get('location')).toBe('/watch?access=expired')
    expect(again.headers.get('set-cookie')).toBeNull()
  })
})

describe('every endpoint that sends e-mail or holds a resource has a client budget', () => {
  it('checkout and payment confirmation (which e-mails a receipt) refuse a client past its budget', async () => {
    const client = '203.0.113.150'
    const statuses: number[] = []
    for (let i = 0; i <= RATE_RULES.checkoutPerClient.limit; i += 1) {
      const response = await call('post /create-payment-intent', {
        body: { email: unique(`budget-${i}`) },
        client,
      })
      statuses.push(response.status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)

    for (let i = 0; i < RATE_RULES.paymentConfirmPerClient.limit; i += 1) {
      await call('post /demo-payments/confirm', {
        body: { clientSecret: 'demo_pi_x_secret_y', cardNumber: '4242', expiry: '12/34', cvc: '1' },
        client,
      })
    }
    const confirm = await call('post /demo-payments/confirm', {
      body: { clientSecret: 'demo_pi_x_secret_y', cardNumber: '4242', expiry: '12/34', cvc: '1' },
      client,
    })
    expect(confirm.status).toBe(429)
  })
})

describe('rate limits live in Postgres', () => {
  const rule = RATE_RULES.accessLinkPerClient

  it('count exactly under a burst: of 30 simultaneous requests, exactly `limit` pass', async () => {
    const attacker = `203.0.113.${Math.floor(Math.random() * 250)}`
    const results = await Promise.all(
      Array.from({ length: 30 }, () => hit(payload, rule, attacker)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(rule.limit)
    expect(results.filter((result) => !result.allowed)[0]!.retryAfterSeconds).toBeGreaterThan(0)
  })

  it("cannot be reset by spraying 10,001 other keys (the old limiter then forgot everyone's count)", async () => {
    const victimRule = RATE_RULES.accessLinkPerAddress
    const target = 'sprayed-victim@example.com'
    for (let i = 0; i < victimRule.limit; i += 1) await hit(payload, victimRule, target)
    await queryRows(
      payload,
      sql`insert into rate_limits (key, hits, reset_at, updated_at, created_at)
          select 'access-link:address:spray-' || n || '@example.com', 1,
                 now() + interval '15 minutes', now(), now()
          from generate_series(1, 10001) as n`,
    )
    expect((await hit(payload, victimRule, target)).allowed).toBe(false)
  })

  it('evicts by time: an ended window starts again, and housekeeping deletes only ended windows', async () => {
    const ended = 'ended-window@example.com'
    const live = 'live-window@example.com'
    const victimRule = RATE_RULES.accessLinkPerAddress
    for (let i = 0; i < victimRule.limit + 1; i += 1) {
      await hit(payload, victimRule, ended)
      await hit(payload, victimRule, live)
    }
    await queryRows(
      payload,
      sql`update rate_limits set reset_at = now() - interval '1 second'
          where key = ${rateLimitKey(victimRule, ended)}`,
    )
    expect(await deleteExpiredRateLimits(payload)).toBeGreaterThanOrEqual(1)
    expect((await hit(payload, victimRule, ended)).hits).toBe(1)
    expect((await hit(payload, victimRule, live)).allowed).toBe(false)
    // The counters name nobody: only hashes of the addresses are stored.
    const named = await queryRows(
      payload,
      sql`select key from rate_limits where key like '%live-window%'`,
    )
    expect(named).toEqual([])
  })
})

describe('secrets stay out of the logs', () => {
  it("a failed query is logged without its parameters (her e-mail, a token's hash)", async () => {
    const written: string[] = []
    const logger = createLogger(
      new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk))
          done()
        },
      }),
    )
    const email = 'private-person@example.com'
    let failure: unknown
    try {
      // Postgres refuses a NUL byte in text: the error the 500s used to come from.
      await payload.db.drizzle.execute(
        sql`select count(*) from leads where email = ${email} and unsubscribe_token = ${'sEcReT-t0k\u0000en'}`,
      )
    } catch (error) {
      failure = error
    }
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message)).toContain(email)

    logger.error({ err: failure, msg: 'Query failed' })
    logger.error(failure)
    logger.error(`Request failed: ${(failure as Error).message}`)
    const log = written.join('')
    expect(log).toContain('Failed query')
    expect(log).not.toContain(email)
    expect(log).not.toContain('sEcReT-t0k')
  })

  it('the owner account has no password: a password sign-in is refused for every address', async () => {
    expect(await seedOwner(payload, { ADMIN_EMAIL: 'second-owner@example.com' })).toBe(true)
    for (const email of ['second-owner@example.com', 'nobody@example.com']) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'any-password-at-all' } }),
      ).rejects.toMatchObject({ status: 403 })
    }
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'second-owner@example.com' } },
      showHiddenFields: true,
    })
    expect(docs[0]).toBeTruthy()
    expect((docs[0] as { hash?: string }).hash ?? null).toBeNull()
  })
})

describe('the site cannot be used to flood an inbox', () => {
  it('10 identical quiz leads, 5 quiz sources and 5 waitlist programs send her one e-mail', async () => {
    const target = unique('flooded')
    const quiz = { email: target, name: 'Target', quizResult: 'rebel', quizAnswers: '{"q1":"a"}' }
    const answers: number[] = []
    for (let i = 0; i < 10; i += 1) {
      answers.push((await call('post /leads', { body: { ...quiz, source: 'quiz_result' } })).status)
    }
    for (const source of ['quiz_a', 'quiz_b', 'quiz_c', 'quiz_d', 'quiz_e']) {
      answers.push((await call('post /leads', { body: { ...quiz, source } })).status)
    }
    for (const program of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      const body = { email: target, name: 'Target', program }
      answers.push((await call('post /waitlist', { body })).status)
    }
    // Stored (refreshed) until the per-address limit of 10 leads an hour; the waitlist has its own.
    expect(answers).toEqual([
      201,
      ...Array(9).fill(200),
      ...Array(5).fill(429),
      ...Array(5).fill(201),
    ])

    await payload.jobs.run({ allQueues: true })
    await payload.jobs.run({ allQueues: true })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(peer.to(target)).toHaveLength(1)
    const stored = await payload.count({
      collection: 'waitlist-entries',
      where: { email: { equals: target } },
    })
    expect(stored.totalDocs).toBe(5)
  })

  it('simultaneous sign-ups for one address send one welcome', async () => {
    const target = unique('simultaneous')
    const sources = ['meditation-download', 'quiz_x', 'quiz_y', 'quiz_z']
    const answers = await Promise.all(
      sources.map((source) =>
        call('post /leads', {
          body: { email: target, name: 'Sim', source, quizResult: 'rebel' },
          client: `198.51.100.${Math.floor(Math.random() * 250)}`,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    // A welcome is the first step of a sequence: the bulk queue renders it.
    await payload.jobs.run({ queue: 'bulk', limit: 100 })
    await payload.jobs.run({ queue: 'bulk', limit: 100 })
    const queued = await payload.count({
      collection: 'email-messages',
      where: { to: { equals: target } },
    })
    expect(queued.totalDocs).toBe(1)
  })

  it('limits each form per address whatever client asks, and per client whatever addresses it sprays', async () => {
    const target = unique('contact-target')
    const perAddress: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const response = await call('post /contact', {
        body: { email: target, name: 'Spam', message: `Message number ${i} for the owner.` },
        client: `192.0.2.${10 + i}`,
      })
      perAddress.push(response.status)
    }
    expect(perAddress).toEqual([201, 201, 201, 201, 201, 429])

    const sprayer = '203.0.113.77'
    const perClient: number[] = []
    for (let i = 0; i < 31; i += 1) {
      const response = await call('post /leads', {
        body: { email: unique(`spray-${i}`), source: 'quiz_spray' },
        client: sprayer,
      })
      perClient.push(response.status)
    }
    expect(perClient.slice(0, 30).every((status) => status === 201)).toBe(true)
    expect(perClient[30]).toBe(429)
    const refused = await call('post /applications', {
      body: { email: unique('spray-app') },
      client: sprayer,
    })
    expect(refused.status).not.toBe(429)
  })
})

describe('unpaid holds cannot lock buyers out of a workshop', () => {
  async function smallWorkshop(seats: number) {
    const { docs } = await payload.find({
      collection: 'workshops',
      where: { slug: { equals: 'holy-mess' } },
    })
    await payload.update({
      collection: 'workshops',
      id: docs[0]!.id,
      data: {
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        maxParticipants: seats,
        currentRegistrations: 0,
        isActive: true,
      },
    })
    // One by one: Payload deletes a `where`'s documents side by side on one connection.
    const registrations = await payload.find({
      collection: 'workshop-registrations',
      pagination: false,
      depth: 0,
    })
    for (const { id } of registrations.docs)
      await payload.delete({ collection: 'workshop-registrations', id })
    return docs[0]!.id
  }
  const register = (email: string, client: string, name?: string) =>
    call('post /workshop/:slug/register', {
      body: { email, ...(name ? { name } : {}) },
      client,
      routeParams: { slug: 'holy-mess' },
    })

  it('one client holds at most 2 of 3 seats; a real buyer from elsewhere still gets one', async () => {
    await smallWorkshop(3)
    const attacker = '203.0.113.200'
    const holds = []
    for (let i = 0; i < 3; i += 1) holds.push(await register(unique(`hold-${i}`), attacker))
    expect(holds.map((answer) => answer.status)).toEqual([201, 201, 429])
    expect((await holds[2]!.json()).message).toMatch(/already have spots waiting for payment/)

    const buyer = await register(unique('real-buyer'), '198.51.100.9', 'Real Buyer')
    expect(buyer.status).toBe(201)
    expect(await buyer.json()).toMatchObject({
      sessionUrl: expect.stringContaining('/test-checkout'),
    })
  })

  it('a hold ends within 15 minutes, and the housekeeping job (not a page view) gives the spot back', async () => {
    const workshopId = await smallWorkshop(1)
    const held = await register(unique('slow-payer'), '203.0.113.201')
    expect(held.status).toBe(201)
    const [registration] = (
      await payload.find({
        collection: 'workshop-registrations',
        where: { workshop: { equals: workshopId } },
      })
    ).docs
    const holdMs = Date.parse(registration!.expiresAt!) - Date.parse(registration!.createdAt)
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000)
    expect(registration!.clientAddress).toBe('203.0.113.201')
    expect((await register(unique('turned-away'), '198.51.100.10')).status).toBe(409)

    // Its time is up (and the grace for a payment in flight).
    await queryRows(
      payload,
      sql`update workshop_registrations set expires_at = now() - interval '5 minutes' where id = ${registration!.id}`,
    )
    await payload.jobs.queue({ task: 'housekeeping', input: {}, queue: 'housekeeping' })
    await payload.jobs.run({ queue: 'housekeeping' })
    const workshop = await payload.findByID({ collection: 'workshops', id: workshopId })
    expect(workshop.currentRegistrations).toBe(0)
    expect((await register(unique('next-buyer'), '198.51.100.11')).status).toBe(201)
  })
})

describe("bad bytes are the sender's mistake (4xx), and nothing half-stored", () => {
  const forms: [string, Record<string, unknown>][] = [
    ['post /leads', { email: 'bytes@example.com', name: 'Bytes', source: 'meditation-download' }],
    ['post /waitlist', { email: 'bytes@example.com', name: 'Bytes' }],
    [
      'post /contact',
      { email: 'bytes@example.com', name: 'Bytes', message: 'A question for you.' },
    ],
    ['post /applications', { email: 'bytes@example.com', name: 'Bytes' }],
    ['post /workshop/:slug/register', { email: 'bytes@example.com', name: 'Bytes' }],
    ['post /member/access-link', { email: 'bytes@example.com' }],
  ]

  it('a NUL or a lone surrogate in any text field gets 400 with a message, and nothing is stored', async () => {
    for (const [name, body] of forms) {
      for (const bad of ['Bad\u0000name', 'Bad\ud800name', '\udc00']) {
        const field = 'name' in body ? 'name' : 'email'
        const response = await call(name, {
          body: { ...body, [field]: bad },
          routeParams: { slug: 'holy-mess' },
          client: '192.0.2.99',
        })
        expect(response.status, `${name} ${JSON.stringify(bad)}`).toBe(400)
        expect((await response.json()).message).toMatch(/cannot be stored/)
      }
    }
    for (const collection of [
      'leads',
      'waitlist-entries',
      'contact-messages',
      'applications',
    ] as const) {
      const stored = await payload.count({
        collection,
        where: { email: { equals: 'bytes@example.com' } },
      })
      expect(stored.totalDocs, collection).toBe(0)
    }
  })

  it('a body over 64 KB gets 413; nesting deeper than any form gets 400', async () => {
    const huge = await call('post /contact', {
      body: { email: 'big@example.com', name: 'Big', message: 'x'.repeat(1024 * 1024) },
    })
    expect(huge.status).toBe(413)
    const deep = JSON.parse('{"a":'.repeat(100) + '1' + '}'.repeat(100))
    const nested = await call('post /leads', { body: { email: 'deep@example.com', extra: deep } })
    expect(nested.status).toBe(400)
    expect((await nested.json()).message).toBe('The request body is nested too deeply.')
  })

  it("a contact message is stored only together with the owner's notification", async () => {
    const email = unique('atomic-contact')
    await queryRows(payload, sql`alter table payload_jobs rename to payload_jobs_away`)
    try {
      await expect(
        call('post /contact', {
          body: { email, name: 'Atomic', message: 'Will the owner hear of this?' },
        }),
      ).rejects.toThrow()
    } finally {
      await queryRows(payload, sql`alter table payload_jobs_away rename to payload_jobs`)
    }
    const stored = await payload.count({
      collection: 'contact-messages',
      where: { email: { equals: email } },
    })
    expect(stored.totalDocs).toBe(0)
  })
})

describe("the admin's session is honoured only from the site's own origin, even with no URL configured", () => {
  it('Payload reads the owner from her session cookie when the site sends it, and nobody when another site does', async () => {
    expect(process.env.NEXT_PUBLIC_SERVER_URL ?? '').toBe('')
    const link = await createAccessLink(payload, {
      email: 'owner@example.com',
      purpose: 'admin',
      validForMinutes: 15,
    })
    const token = new URL(link).searchParams.get('token')!
    const signedIn = await call('post /admin/verify-magic-link', { body: { token } })
    expect(signedIn.status).toBe(200)
    const cookie = cookieOf(signedIn)
    expect(cookie).toMatch(/^admin_session=/)
    const asked = (origin: string) => payload.auth({ headers: new Headers({ cookie, origin }) })
    expect((await asked('http://localhost:3000')).user?.email).toBe('owner@example.com')
    expect((await asked('http://evil.example')).user).toBeNull()
  })

  it("the owner's sign-in e-mail carries an absolute link", async () => {
    const asked = await call('post /admin/request-magic-link', {
      body: { email: 'owner@example.com' },
    })
    expect(asked.status).toBe(200)
    const signInLink = () =>
      peer
        .to('owner@example.com')
        .map(
          (mail) =>
            /https?:\/\/[^\s"<>]*\/api\/admin\/verify-magic-link\?token=[\w-]+/.exec(
              readable(mail),
            )?.[0],
        )
        .find(Boolean)
    await expect
      .poll(async () => {
        await payload.jobs.run({ allQueues: true })
        return signInLink()
      })
      .toMatch(/^http:\/\/localhost:3000\/api\/admin\/verify-magic-link\?token=[\w-]{20,}$/)
  })
})
