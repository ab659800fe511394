import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { hashSecret } from '@/security/tokens'
import { adminAuthEndpoints } from '@/endpoints/admin/auth'
import { queryRows } from '@/utilities/sql'

import { byRoute, callEndpoint, type Call, cookieOf } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

const peer = new SmtpPeer()
let payload: Payload
const route = byRoute(adminAuthEndpoints)
const call = (name: string, options?: Call) => callEndpoint(payload, route[name]!, options)
const OWNER = 'owner@example.com'

beforeAll(async () => {
  ;({ payload } = await seededSiteMailingTo(peer))
}, 120_000)
afterAll(() => peer.stop())
// Each test asks for several links for the owner; the per-address budget is tested in the browser.
beforeEach(async () => {
  await payload.db.drizzle.execute(sql`delete from rate_limits where key like 'admin-link:%'`)
})

/** Asks for a link as a visitor would and returns the token from the e-mail the peer received. */
async function linkTokenFor(email: string): Promise<string> {
  const before = peer.to(email).length
  const asked = await call('post /admin/request-magic-link', { body: { email } })
  expect(asked.status).toBe(200)
  let token: string | undefined
  await expect
    .poll(async () => {
      await payload.jobs.run({ allQueues: true })
      const mail = peer.to(email).slice(before).at(-1)
      token = mail && /verify-magic-link\?token=([\w-]+)/.exec(readable(mail))?.[1]
      return Boolean(token)
    })
    .toBe(true)
  return token!
}

describe('magic links, from the attacker side', () => {
  it('two clicks racing with one link make one session; the token and session are stored only as hashes', async () => {
    const token = await linkTokenFor(OWNER)
    const [a, b] = await Promise.all([
      call('post /admin/verify-magic-link', { body: { token } }),
      call('post /admin/verify-magic-link', { body: { token } }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 401])
    const winner = a.status === 200 ? a : b
    const cookie = cookieOf(winner)
    const sessionToken = cookie.split('=')[1]!

    const links = await queryRows<Record<string, unknown>>(
      payload,
      sql`select * from access_links where token_hash = ${hashSecret(token)}`,
    )
    expect(links).toHaveLength(1)
    expect(JSON.stringify(links)).not.toContain(token)
    expect(links[0]!.used_at).not.toBeNull()
    const sessions = await queryRows<Record<string, unknown>>(
      payload,
      sql`select * from admin_sessions where token_hash = ${hashSecret(sessionToken)}`,
    )
    expect(sessions).toHaveLength(1)
    expect(JSON.stringify(sessions)).not.toContain(sessionToken)

    const auth = await call('get /admin/verify-auth', { cookie })
    expect(auth.status).toBe(200)
    expect(await auth.json()).toMatchObject({ ok: true, email: OWNER })
  })

  it('opening the link (GET) uses nothing: it leads to the gate, and the token still works once', async () => {
    const token = await linkTokenFor(OWNER)
    for (let i = 0; i < 3; i += 1) {
      const opened = await call('get /admin/verify-magic-link', { search: `token=${token}` })
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe(`/admin/login?token=${token}`)
    }
    expect((await call('post /admin/verify-magic-link', { body: { token } })).status).toBe(200)
  })

  it('a link past its 15 minutes is refused', async () => {
    const token = await linkTokenFor(OWNER)
    await payload.db.drizzle.execute(
      sql`update access_links set expires_at = now() - interval '1 second' where token_hash = ${hashSecret(token)}`,
    )
    const late = await call('post /admin/verify-magic-link', { body: { token } })
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({
      message: 'The link may have expired. Please request a new one.',
    })
  })

  it('a link is valid for 15 minutes and sent only to an admin', async () => {
    const stranger = 'not-an-admin@example.com'
    const asked = await call('post /admin/request-magic-link', { body: { email: stranger } })
    expect(asked.status).toBe(200)
    await payload.jobs.run({ allQueues: true })
    expect(peer.to(stranger)).toHaveLength(0)
    const token = await linkTokenFor(OWNER)
    const [latest] = await queryRows<{ minutes: number }>(
      payload,
      sql`select round(extract(epoch from (expires_at - created_at)) / 60) as minutes
          from access_links where token_hash = ${hashSecret(token)}`,
    )
    expect(Number(latest!.minutes)).toBe(15)
  })

  it("bad input gets a 400 with the spec's message, never a 500", async () => {
    for (const body of [{}, { email: '' }, { email: 'no-at-sign' }, { email: 42 }]) {
      const answer = await call('post /admin/request-magic-link', { body })
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toBe('Please enter a valid email address')
    }
    const noToken = await call('post /admin/verify-magic-link', { body: { token: 7 } })
    expect(noToken.status).toBe(400)
  })

  it('sign-out ends the session on the server; signing out everywhere ends all of them', async () => {
    const sessions = [] as string[]
    for (let i = 0; i < 3; i += 1) {
      const token = await linkTokenFor(OWNER)
      sessions.push(cookieOf(await call('post /admin/verify-magic-link', { body: { token } })))
    }
    const [one, two, three] = sessions as [string, string, string]
    const out = await call('post /admin/sign-out', { cookie: one, body: {} })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^admin_session=;/)
    expect((await call('get /admin/verify-auth', { cookie: one })).status).toBe(401)
    expect((await call('get /admin/verify-auth', { cookie: two })).status).toBe(200)
    await call('post /admin/sign-out', { cookie: two, body: { everywhere: true } })
    expect((await call('get /admin/verify-auth', { cookie: two })).status).toBe(401)
    expect((await call('get /admin/verify-auth', { cookie: three })).status).toBe(401)
  })
})
