import { describe, expect, it } from 'vitest'

import { redirectResponse, safeRedirectPath, sameOriginPath } from '@/commerce/redirects'
import { previewURL } from '@/content/preview'
import { SIGN_IN_PATHS, staticSecurityHeaders } from '@/security/headers'
import { isForeignRequest, trustedOrigins } from '@/security/origin'
import { getServerSideURL } from '@/utilities/getURL'

import { HOSTILE_REDIRECT_TARGETS, OWN_REDIRECT_TARGETS } from '../support/redirectAttacks'

const origin = new URL(getServerSideURL()).origin
/** Where a browser goes with this Location header (it resolves it against our page). */
const landsOn = (location: string) => new URL(location, origin).origin

describe('the one redirect check', () => {
  it('has at least 30 hostile encodings to refuse', () => {
    expect(HOSTILE_REDIRECT_TARGETS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE_REDIRECT_TARGETS.map((target) => [JSON.stringify(target), target]))(
    'refuses %s',
    (_label, target) => {
      expect(sameOriginPath(target)).toBeNull()
      expect(safeRedirectPath(target, '/watch')).toBe('/watch')
      const location = redirectResponse(target, { fallback: '/watch' }).headers.get('location')!
      expect(location).toBe('/watch')
      expect(landsOn(location)).toBe(origin)
    },
  )

  it.each(OWN_REDIRECT_TARGETS)('keeps %s as %s', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected)
    expect(landsOn(sameOriginPath(target)!)).toBe(origin)
  })

  it('refuses what is not a string, and overlong targets', () => {
    for (const target of [null, undefined, 42, {}, ['/about'], `/${'a'.repeat(2_001)}`]) {
      expect(sameOriginPath(target)).toBeNull()
    }
  })

  it('never answers a protocol-relative path, whatever normalisation makes of the target', () => {
    // Every two-segment combination of dot segments, slashes and their encodings.
    const parts = ['', '.', '..', '%2e', '%2e%2e', '.%2e', '/', '%2f', '%5c', '\\']
    for (const a of parts) {
      for (const b of parts) {
        const path = sameOriginPath(`/${a}/${b}//evil.example`)
        if (path !== null) {
          expect(path.startsWith('//')).toBe(false)
          expect(landsOn(path)).toBe(origin)
        }
      }
    }
  })

  it("sends the owner's preview of a hostile path to the home page", () => {
    expect(previewURL('/..//evil.example')).toBe('/next/preview?path=%2F')
    expect(previewURL('/about')).toBe('/next/preview?path=%2Fabout')
  })
})

describe('the origin rule of both sessions', () => {
  const trusted = trustedOrigins([origin])
  const foreign = (headers: Record<string, string>, method?: string) =>
    isForeignRequest({ headers: new Headers(headers), method, trusted })

  it('refuses another site, on any method', () => {
    for (const method of ['POST', 'PATCH', 'DELETE', 'GET', undefined]) {
      expect(foreign({ origin: 'http://evil.example' }, method)).toBe(true)
      expect(foreign({ origin: `${origin}.evil.example` }, method)).toBe(true)
    }
  })

  it('refuses an opaque origin (a sandboxed frame, a no-referrer page elsewhere)', () => {
    expect(foreign({ origin: 'null' }, 'POST')).toBe(true)
    expect(foreign({ origin: 'null', 'sec-fetch-site': 'cross-site' }, 'POST')).toBe(true)
    expect(foreign({ origin: 'null', 'sec-fetch-site': 'same-site' }, 'POST')).toBe(true)
  })

  it('refuses a state-changing request the browser marks cross-site, even without Origin', () => {
    expect(foreign({ 'sec-fetch-site': 'cross-site' }, 'POST')).toBe(true)
    expect(foreign({ 'sec-fetch-site': 'same-site' }, 'DELETE')).toBe(true)
  })

  it('lets the site itself, its no-referrer sign-in page, links from e-mails and scripts through', () => {
    expect(foreign({ origin }, 'POST')).toBe(false)
    expect(foreign({ origin: 'null', 'sec-fetch-site': 'same-origin' }, 'POST')).toBe(false)
    expect(foreign({ 'sec-fetch-site': 'cross-site' }, 'GET')).toBe(false)
    expect(foreign({}, 'POST')).toBe(false)
  })

  it("trusts Payload's csrf list, or the site's own address when it is empty", () => {
    expect(trustedOrigins([])).toEqual([origin])
    expect(trustedOrigins([`${origin}/`, 'not a url'])).toEqual([origin])
  })
})

describe('no referrer from the sign-in paths', () => {
  /** The header's value for a path, as Next applies the rules: the last matching rule wins. */
  function referrerPolicy(path: string, query: Record<string, string> = {}) {
    let value: string | undefined
    for (const rule of staticSecurityHeaders({ https: true })) {
      const prefix = rule.source.replace('/:path*', '')
      const matches = rule.source.endsWith('/:path*')
        ? path === prefix || path.startsWith(`${prefix}/`) || prefix === ''
        : path === rule.source
      const hasQuery = (rule.has ?? []).every((condition) => condition.key in query)
      const header = rule.headers.find((entry) => entry.key === 'Referrer-Policy')
      if (matches && hasQuery && header) value = header.value
    }
    return value
  }

  it('says no-referrer on every sign-in path, and on any address that carries a token', () => {
    for (const path of SIGN_IN_PATHS) expect(referrerPolicy(path)).toBe('no-referrer')
    for (const path of ['/sign-in', '/admin/login', '/admin', '/api/member/sign-in']) {
      expect(referrerPolicy(path, { token: 'x' })).toBe('no-referrer')
    }
    expect(referrerPolicy('/about')).toBe('strict-origin-when-cross-origin')
  })
})
