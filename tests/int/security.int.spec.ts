import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { commerceEndpoints } from '@/endpoints/commerce'
import { seed } from '@/seed'
import { seedOwner } from '@/seed/owner'
import { createLogger } from '@/security/logger'
import { deleteExpiredRateLimits, hit, RATE_RULES } from '@/security/rateLimit'
import { queryRows } from '@/utilities/sql'

import { byRoute, callEndpoint, type Call, cookieOf } from './callEndpoint'
import { getTestPayload } from './payload'

let payload: Payload
const route = byRoute(commerceEndpoints)
const call = (name: string, options?: Call) => callEndpoint(payload, route[name]!, options)

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  payload = await getTestPayload()
  await seed(payload)
})

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`

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
      collection: 'payload-jobs',
      where: { 'input.to': { equals: email } },
      limit: 50,
    })
  ).docs.map((job) => (job.input as { subject: string }).subject)

describe("1: paying $20 on a buyer's address gives the payer nothing of hers", () => {
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

describe('2: a public site without Stripe keys gives nothing away', () => {
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

describe('3: sign-in links never lead off the site', () => {
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

describe('12: a sign-in link survives being fetched twice', () => {
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
    const post = await call('post /member/sign-in', {
      body: new URLSearchParams({ token }).toString(),
    })
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe(`/watch?email=${encodeURIComponent(buyer)}`)
    expect(cookieOf(post)).toMatch(/^member_session=/)
    const again = await call('post /member/sign-in', {
      body: new URLSearchParams({ token }).toString(),
    })
    expect(again.headers.get('location')).toBe('/watch?access=expired')
    expect(again.headers.get('set-cookie')).toBeNull()
  })
})

afterAll(() => vi.restoreAllMocks())

describe('4: rate limits live in Postgres', () => {
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
          where key = ${`${victimRule.name}:${ended}`}`,
    )
    expect(await deleteExpiredRateLimits(payload)).toBeGreaterThanOrEqual(1)
    expect((await hit(payload, victimRule, ended)).hits).toBe(1)
    expect((await hit(payload, victimRule, live)).allowed).toBe(false)
  })
})

describe('11: secrets stay out of the logs', () => {
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

  it('the generated owner password goes to a file of mode 0600, never to the log', async () => {
    const info = vi.spyOn(payload.logger, 'info')
    const passwordFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'owner-')), 'owner-password')
    const write = vi.fn()
    await seedOwner(
      payload,
      { ADMIN_EMAIL: 'second-owner@example.com' },
      { terminal: { isTTY: false, write }, passwordFile },
    )
    const password = readFileSync(passwordFile, 'utf8').trim()
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(write).not.toHaveBeenCalled()
    const logged = info.mock.calls.map((call) => JSON.stringify(call)).join('\n')
    expect(logged).toContain(passwordFile)
    expect(logged).not.toContain(password)
    const signIn = await payload.login({
      collection: 'users',
      data: { email: 'second-owner@example.com', password },
    })
    expect(signIn.user?.email).toBe('second-owner@example.com')
  })

  it('on an interactive terminal the password is shown there, and still not logged', async () => {
    const info = vi.spyOn(payload.logger, 'info')
    const shown: string[] = []
    await seedOwner(
      payload,
      { ADMIN_EMAIL: 'third-owner@example.com' },
      { terminal: { isTTY: true, write: (text: string) => shown.push(text) } },
    )
    const password = /password: (\S+)/.exec(shown.join(''))?.[1]
    expect(password).toBeTruthy()
    expect(info.mock.calls.map((call) => JSON.stringify(call)).join('\n')).not.toContain(password)
  })
})
