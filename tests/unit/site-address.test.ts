import { NextRequest } from 'next/server'
import type { SanitizedConfig } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { proxy } from '@/proxy'
import { guardRestRoute } from '@/security/payloadRoutes'
import { isSiteHost, wrongAddress } from '@/security/siteAddress'

/**
 * The admin at another address than the site's own (www. on a site set up
 * without it) sends her to the site's own address, or says so in words; never "Please sign in".
 */

const SITE = 'https://coach.example'

const request = (
  method: string,
  path: string,
  headers: Record<string, string>,
  base = 'http://127.0.0.1:3000',
) => new NextRequest(new URL(path, base), { method, headers })

beforeEach(() => vi.stubEnv('NEXT_PUBLIC_SERVER_URL', SITE))
afterEach(() => vi.unstubAllEnvs())

describe('which hosts are the site itself', () => {
  it.each([
    ['coach.example', SITE],
    ['COACH.example:443', SITE],
    ['localhost:3304', 'http://localhost:3304'],
    ['127.0.0.1:3304', 'http://localhost:3304'],
    ['localhost:3000', SITE],
    ['[::1]:3000', SITE],
  ])('%s is %s', (host, site) => expect(isSiteHost(host, site)).toBe(true))

  it.each([
    ['www.coach.example', SITE],
    ['coach.example:8443', SITE],
    ['coach.example.evil.test', SITE],
    ['www.coach.example', 'http://localhost:3000'],
  ])('%s is not %s', (host, site) => expect(isSiteHost(host, site)).toBe(false))

  it('checks nothing when no address is set up', () => {
    expect(
      wrongAddress(
        { method: 'POST', url: 'http://www.x/admin', headers: new Headers({ host: 'www.x' }) },
        {},
      ),
    ).toBeNull()
  })
})

describe('the admin pages at www.', () => {
  it('redirects a visit (308) to the same path and query at the site address', async () => {
    const response = proxy(
      request('GET', '/admin/collections/offers?page=2', { host: 'www.coach.example' }),
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe(`${SITE}/admin/collections/offers?page=2`)
  })

  it('follows the first proxy’s X-Forwarded-Host', async () => {
    const response = proxy(
      request('HEAD', '/admin', {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'www.coach.example',
      }),
    )
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe(`${SITE}/admin`)
  })

  it('refuses a save (a server action) with words naming the site’s address', async () => {
    const response = proxy(
      request('POST', '/admin/collections/offers/1', { host: 'www.coach.example' }),
    )
    expect(response.status).toBe(403)
    const body = await response.json()
    expect(body.message).toContain(`Open ${SITE}/admin`)
    expect(body.message).not.toMatch(/sign in to the admin center|please sign in/i)
    expect(body.errors[0].message).toBe(body.message)
  })

  it('leaves the site’s own address, loopback and the public pages alone', () => {
    for (const [path, host] of [
      ['/admin', 'coach.example'],
      ['/admin', 'localhost:3304'],
      ['/admin', '127.0.0.1:3304'],
      ['/about', 'www.coach.example'],
      ['/administrator', 'www.coach.example'],
    ] as const) {
      const response = proxy(request('GET', path, { host }))
      expect(response.status, `${host}${path}`).toBe(200)
      expect(response.headers.get('location')).toBeNull()
    }
  })
})

describe('the admin API at www.', () => {
  const config = {
    routes: { api: '/api' },
    collections: [],
    globals: [],
  } as unknown as SanitizedConfig
  const reached = vi.fn(async () => Response.json({ ok: true }))
  const route = guardRestRoute(config, reached)
  const call = (method: string, path: string, headers: Record<string, string>) =>
    route(new Request(new URL(path, 'http://127.0.0.1:3000'), { method, headers }), {})

  beforeEach(() => reached.mockClear())

  it('refuses a save from her admin screen: 403 and the site’s address, never "sign in"', async () => {
    const response = await call('PATCH', '/api/offers/1', {
      host: 'www.coach.example',
      referer: 'https://www.coach.example/admin/collections/offers/1',
      'content-type': 'application/json',
    })
    expect(response.status).toBe(403)
    const { message } = await response.json()
    expect(message).toMatch(/not your site's own address/)
    expect(message).toContain(`${SITE}/admin`)
    expect(message).not.toMatch(/please sign in/i)
    expect(reached).not.toHaveBeenCalled()
  })

  it('refuses an Admin Center operation (POST /api/admin/…) even without a referrer', async () => {
    const response = await call('POST', '/api/admin/contacts/3', { host: 'www.coach.example' })
    expect(response.status).toBe(403)
    expect(reached).not.toHaveBeenCalled()
  })

  it('redirects a read from the admin (308) to the site address', async () => {
    const response = await call('GET', '/api/users/me?depth=0', {
      host: 'www.coach.example',
      referer: 'https://www.coach.example/admin',
    })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe(`${SITE}/api/users/me?depth=0`)
  })

  it('passes the public site’s calls at www. and every call at the right address', async () => {
    await call('POST', '/api/waitlist', {
      host: 'www.coach.example',
      referer: 'https://www.coach.example/masterclass',
    })
    await call('PATCH', '/api/offers/1', {
      host: 'coach.example',
      referer: `${SITE}/admin/collections/offers/1`,
    })
    await call('POST', '/api/admin/contacts/3', { host: 'localhost:3304' })
    expect(reached).toHaveBeenCalledTimes(3)
  })
})
