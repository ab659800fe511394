import { describe, expect, it, vi } from 'vitest'

import { resolveClientAddress } from '../../server/client-address.mjs'
import { contentSecurityPolicy } from '../../server/csp.mjs'
import { refusal } from '../../server/request-guard.mjs'
import { clientHintsOnlyForAdmin, staticSecurityHeaders } from '@/security/headers'
import { redactText, serializeError } from '@/security/logger'
import { hasForbiddenText, isUnstorableTextError } from '@/security/text'

describe('who is asking (server/client-address.mjs)', () => {
  it('is the socket address, whatever X-Forwarded-For a client writes, unless a proxy is trusted', () => {
    for (const forged of ['203.0.113.9', '1.1.1.1, 2.2.2.2', 'not-an-address']) {
      expect(
        resolveClientAddress({
          socketAddress: '198.51.100.4',
          forwardedFor: forged,
          trustProxy: null,
        }),
      ).toBe('198.51.100.4')
    }
  })

  it('behind N trusted proxies, takes the address the outermost one saw; entries to its left are ignored', () => {
    const realClient = '198.51.100.77'
    for (const forged of ['', '6.6.6.6, ', '6.6.6.6, 7.7.7.7, ']) {
      expect(
        resolveClientAddress({
          socketAddress: '10.0.0.2',
          forwardedFor: `${forged}${realClient}`,
          trustProxy: '1',
        }),
      ).toBe(realClient)
    }
    expect(
      resolveClientAddress({
        socketAddress: '10.0.0.3',
        forwardedFor: `6.6.6.6, ${realClient}, 10.0.0.2`,
        trustProxy: 2,
      }),
    ).toBe(realClient)
  })

  it('spells IPv4-mapped IPv6 as IPv4, so one client has one key', () => {
    expect(resolveClientAddress({ socketAddress: '::ffff:127.0.0.1' })).toBe('127.0.0.1')
  })
})

describe('what our server refuses before Next (server/request-guard.mjs)', () => {
  const post = (headers: Record<string, string>, url = '/api/leads') =>
    refusal({ method: 'POST', url, headers })

  it('answers 400 for paths whose percent-escapes do not decode', () => {
    expect(refusal({ url: '/%zz', headers: {} })?.[0]).toBe(400)
    expect(refusal({ url: '/api/verify-purchase/%E0%A4%A', headers: {} })?.[0]).toBe(400)
    expect(refusal({ url: '/api/verify-purchase/a%40example.com', headers: {} })).toBeNull()
  })

  it('answers 400 for a NUL anywhere in the address (Postgres cannot store it)', () => {
    expect(refusal({ url: '/api/verify-purchase/%00', headers: {} })?.[0]).toBe(400)
    expect(refusal({ url: '/api/unsubscribe?token=abc%00', headers: {} })?.[0]).toBe(400)
    expect(refusal({ url: '/api/unsubscribe?token=abc%2500', headers: {} })).toBeNull()
  })

  it('answers 413 for an anonymous body over 64 KB and 411 for one of unstated length', () => {
    expect(post({ 'content-length': String(48 * 1024 * 1024) })).toEqual([
      413,
      'The request is too large: at most 64 KB.',
    ])
    expect(post({ 'content-length': String(64 * 1024) })).toBeNull()
    expect(post({ 'transfer-encoding': 'chunked' })?.[0]).toBe(411)
    expect(post({ 'content-length': '12abc' })?.[0]).toBe(400)
  })

  it('lets the signed-in admin upload media larger than that', () => {
    expect(
      post({ 'content-length': String(30 * 1024 * 1024), cookie: 'admin_session=x' }, '/api/media'),
    ).toBeNull()
  })
})

describe('security headers (src/security/headers.ts)', () => {
  it("runs only the hashed inline scripts, the site's own files and Stripe, and lets only the site itself frame a page", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc123'], https: false })
    expect(policy).toContain(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com 'sha256-abc123'",
    )
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).not.toMatch(/'nonce-|'strict-dynamic'/)
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://player.vimeo.com",
    )
    expect(policy).toContain("connect-src 'self' https://api.stripe.com")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests')
    // `next dev` only (next.config's static headers): React's development build evaluates code.
    expect(contentSecurityPolicy({ https: false, dev: true })).toContain("'unsafe-eval'")
    const devHeaders = staticSecurityHeaders({ https: false, dev: true })[0]!.headers
    expect(devHeaders.map((header) => header.key)).toContain('Content-Security-Policy')
    const prodHeaders = staticSecurityHeaders({ https: false })[0]!.headers
    expect(prodHeaders.map((header) => header.key)).not.toContain('Content-Security-Policy')
  })

  it('sends HSTS only over https', () => {
    const keys = (https: boolean) =>
      staticSecurityHeaders({ https })[0]!.headers.map((header) => header.key)
    expect(keys(true)).toContain('Strict-Transport-Security')
    expect(keys(false)).not.toContain('Strict-Transport-Security')
  })

  it("moves Payload's client-hint request to the admin only", () => {
    const payloadRule = {
      source: '/:path*',
      headers: [
        { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      ],
    }
    const ours = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] }
    expect(clientHintsOnlyForAdmin([ours, payloadRule]).map((rule) => rule.source)).toEqual([
      '/:path*',
      '/admin/:path*',
    ])
  })
})

describe('logs (src/security/logger.ts)', () => {
  it("keep a failed query's text but never its parameters or the values Postgres quotes back", () => {
    const message =
      'Failed query: insert into "leads" ("email", "unsubscribe_token") values ($1, $2)\nparams: her@example.com,tok_secret'
    expect(redactText(message)).toBe(
      'Failed query: insert into "leads" ("email", "unsubscribe_token") values ($1, $2)\nparams: [redacted]',
    )
    expect(
      redactText(
        'duplicate key value violates unique constraint: Key (email)=(her@example.com) already exists.',
      ),
    ).toBe(
      'duplicate key value violates unique constraint: Key (email)=([redacted]) already exists.',
    )
  })

  it('serialise a query error without its params property, in the message, the stack or the cause', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), {
      detail: 'Key (email)=(her@example.com) already exists.',
    })
    const error = Object.assign(new Error('Failed query: select 1\nparams: her@example.com'), {
      params: ['her@example.com'],
      cause,
    })
    const text = JSON.stringify(serializeError(error))
    expect(text).not.toContain('her@example.com')
    expect(text).toContain('Failed query: select 1')
  })
})

describe("the owner's session cookie", () => {
  it('is http-only, SameSite=Lax, and Secure when the site is served over https', async () => {
    vi.stubEnv('NEXT_PUBLIC_SERVER_URL', 'https://coach.example')
    vi.resetModules()
    const { clearedAdminCookie } = await import('@/auth/session')
    const cookie = clearedAdminCookie()
    expect(cookie).toMatch(/^admin_session=;/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Secure/)
    vi.unstubAllEnvs()
  })
})

describe('text Postgres cannot store (src/security/text.ts)', () => {
  it('is a NUL, another control character or half a surrogate pair; emoji, accents, tabs and line breaks are fine', () => {
    for (const bad of [
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '\udc00\ud800',
      'bell\u0007',
      'del\u007f',
    ]) {
      expect(hasForbiddenText(bad), JSON.stringify(bad)).toBe(true)
    }
    for (const good of ['Zoë 🌸', 'plain', 'tab\t and lines\r\n', '\ud83c\udf38']) {
      expect(hasForbiddenText(good), JSON.stringify(good)).toBe(false)
    }
  })

  it("recognises Postgres's refusal in an error's cause chain", () => {
    const refusal = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    })
    expect(isUnstorableTextError(new Error('Failed query', { cause: refusal }))).toBe(true)
    expect(isUnstorableTextError(new Error('connection refused'))).toBe(false)
  })
})
