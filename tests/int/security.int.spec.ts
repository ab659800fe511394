import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seedOwner } from '@/seed/owner'
import { createLogger } from '@/security/logger'
import { deleteExpiredRateLimits, hit, RATE_RULES } from '@/security/rateLimit'
import { queryRows } from '@/utilities/sql'

import { getTestPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
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
