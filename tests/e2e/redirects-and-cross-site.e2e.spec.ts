import type { APIRequestContext, APIResponse } from '@playwright/test'

import { HOSTILE_REDIRECT_TARGETS } from '../support/redirectAttacks'

import { ownerAuth } from './admin-api'
import { buyElsewhere, buyInBrowser, uniqueEmail } from './buyers'
import { expect, fromClient, newClientAddress, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'

const origin = `http://localhost:${process.env.E2E_PORT || 3100}`
const EVIL = 'http://evil.example'

/** Where a browser would go with this answer's Location, or null when it has none. */
const destination = (response: APIResponse) => {
  const location = response.headers()['location']
  return location === undefined ? null : new URL(location, origin)
}

/** The answer must not lead off the site: any Location resolves to a path of ours. */
function expectStaysHere(response: APIResponse, label: string) {
  const to = destination(response)
  if (to === null) return
  expect(to.origin, `${label} → ${response.headers()['location']}`).toBe(origin)
}

/**
 * A redirect (3xx) to a path of ours, or a 400 that leads nowhere: our server refuses addresses
 * whose query holds control characters (%00, %0A…) before any route reads them.
 */
function expectRedirectsHere(response: APIResponse, label: string) {
  if (response.status() === 400) {
    expect(destination(response), label).toBeNull()
    return
  }
  expect(response.status(), label).toBeGreaterThanOrEqual(300)
  expect(response.status(), label).toBeLessThan(400)
  expectStaysHere(response, label)
}

/** Each hostile target, as the attacker puts it in a query string: encoded, and encoded twice. */
const queryForms = HOSTILE_REDIRECT_TARGETS.flatMap((target) => [
  encodeURIComponent(target),
  encodeURIComponent(encodeURIComponent(target)),
])

test.describe('no redirect leads off the site', () => {
  test('signed out: /next/exit-preview, for each of the encodings, sends the browser to a path of ours', async ({
    request,
  }) => {
    expect(HOSTILE_REDIRECT_TARGETS.length).toBeGreaterThanOrEqual(30)
    // Three forms known to have led off the site, exactly as they were sent.
    for (const query of [
      '%2F..%2F%2Fevil.example',
      '%2F.%2F%2Fevil.example',
      '%2F%2e%2e%2F%2Fevil.example',
    ]) {
      const response = await request.get(`/next/exit-preview?path=${query}`, { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(response.headers()['location']).not.toMatch(/^\/\//)
      expectStaysHere(response, query)
    }
    for (const query of queryForms) {
      const response = await request.get(`/next/exit-preview?path=${query}`, { maxRedirects: 0 })
      expectRedirectsHere(response, `/next/exit-preview?path=${query}`)
    }
    const own = await request.get('/next/exit-preview?path=%2Fabout', { maxRedirects: 0 })
    expect(destination(own)?.pathname).toBe('/about')
  })

  test('the owner: /next/preview refuses (400) or stays on the site for each of the encodings', async ({
    request,
  }) => {
    const owner = await ownerAuth(request)
    for (const query of queryForms) {
      const response = await request.get(`/next/preview?path=${query}`, {
        headers: owner,
        maxRedirects: 0,
      })
      expect([307, 400], query).toContain(response.status())
      expectStaysHere(response, `/next/preview?path=${query}`)
    }
    const own = await request.get('/next/preview?path=%2Fabout', {
      headers: owner,
      maxRedirects: 0,
    })
    expect(own.status()).toBe(307)
    expect(destination(own)?.pathname).toBe('/about')
    // Signed out, the preview opens nothing at all.
    const stranger = await request.get(`/next/preview?path=${queryForms[0]}`, { maxRedirects: 0 })
    expect(stranger.status()).toBe(403)
    expect(destination(stranger)).toBeNull()
  })

  test('the sign-in links and the admin gate stay on the site, whatever the token or redirect holds', async ({
    request,
  }) => {
    const owner = await ownerAuth(request)
    for (const query of queryForms) {
      for (const path of [
        `/api/member/sign-in?token=${query}`,
        `/api/admin/verify-magic-link?token=${query}`,
        `/admin-login?token=${query}`,
      ]) {
        expectRedirectsHere(await request.get(path, { maxRedirects: 0 }), path)
      }
      // Signed in, the gate sends the owner on, and only to the admin.
      const gate = await request.get(`/admin/login?redirect=${query}`, {
        headers: owner,
        maxRedirects: 0,
      })
      expectStaysHere(gate, `/admin/login?redirect=${query}`)
      if (destination(gate)) expect(destination(gate)!.pathname).toBe('/admin')
    }
  })

  test('an access link cannot be made to lead elsewhere: each hostile redirectTo is refused with a message', async ({
    request,
  }) => {
    for (const redirectTo of HOSTILE_REDIRECT_TARGETS) {
      const response = await request.post('/api/member/access-link', {
        data: { email: 'someone@example.com', redirectTo },
      })
      expect(response.status(), JSON.stringify(redirectTo)).toBe(400)
      // "…must be a path on this site", or, for control characters, that they cannot be stored.
      expect((await response.json()).message, JSON.stringify(redirectTo)).toMatch(/^redirectTo /)
    }
    // A used-up or unknown token lands on our expired page.
    const used = await request.post('/api/member/sign-in', {
      form: { token: 'not-a-token' },
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(used.status()).toBe(303)
    expect(destination(used)?.href).toBe(`${origin}/watch?access=expired`)
  })

  test('paths that look like another host are not redirected off the site', async ({ request }) => {
    for (const path of [
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/.%2F%2Fevil.example/',
    ]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
      expect(response.status(), path).toBeLessThan(500)
      expectStaysHere(response, path)
    }
  })
})

/** A sign-in link for an account the attacker owns: bought, then asked for by her. */
async function attackersToken(request: APIRequestContext) {
  const attacker = uniqueEmail('csrf-attacker')
  await buyElsewhere({ email: attacker, bonus: false })
  const asked = await request.post('/api/member/access-link', { data: { email: attacker } })
  expect(asked.status()).toBe(200)
  const link = linkIn(
    await waitForMail(attacker, 'Your masterclass access link'),
    '/api/member/sign-in',
  )
  return { attacker, token: new URL(link).searchParams.get('token')! }
}

test.describe("another site cannot act with a buyer's session", () => {
  test("a form on another site does not sign the visitor's browser in to the attacker's account", async ({
    browser,
    request,
  }) => {
    const { attacker, token } = await attackersToken(request)

    // The victim opens the attacker's page; its form posts the attacker's token to our sign-in.
    const context = await browser.newContext({ extraHTTPHeaders: fromClient(newClientAddress()) })
    const page = await context.newPage()
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${origin}/api/member/sign-in">
          <input type="hidden" name="token" value="${token}"></form>
          <script>document.forms[0].submit()</script>`,
      }),
    )
    const signIn = page.waitForResponse(`${origin}/api/member/sign-in`)
    await page.goto(`${EVIL}/free-gift`)
    const answer = await signIn
    expect(answer.status()).toBe(403)
    expect(await answer.request().headerValue('origin')).toBe(EVIL)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('member_session')
    expect((await page.request.get(`${origin}/api/course`)).status()).toBe(401)
    await context.close()

    // Other disguises of a foreign request are refused too.
    const disguises: Record<string, string>[] = [
      { Origin: EVIL },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of disguises) {
      const forged = await request.post('/api/member/sign-in', {
        form: { token },
        headers,
        maxRedirects: 0,
      })
      expect(forged.status(), JSON.stringify(headers)).toBe(403)
      expect((await forged.json()).message).toMatch(/another site/)
      expect(forged.headers()['set-cookie']).toBeUndefined()
    }

    // The link was not used up: from the site itself (a no-referrer page: Origin null,
    // Sec-Fetch-Site same-origin) it signs in.
    const own = await request.post('/api/member/sign-in', {
      form: { token },
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
      maxRedirects: 0,
    })
    expect(own.status()).toBe(303)
    expect(destination(own)?.href).toBe(`${origin}/watch?email=${encodeURIComponent(attacker)}`)
    expect(own.headers()['set-cookie']).toContain('member_session=')
  })

  test("a signed-in buyer's cookie does nothing for another site's requests", async ({ page }) => {
    const buyer = uniqueEmail('csrf-victim')
    await buyInBrowser(page, { email: buyer, bonus: false })
    const course = await page.request.get('/api/course')
    expect(course.status()).toBe(200)
    const moduleId = (await course.json()).modules[0].id as string
    const progress = { moduleId, progress: 50 }

    const foreign: Record<string, string>[] = [
      { Origin: EVIL },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of foreign) {
      const label = JSON.stringify(headers)
      const write = await page.request.post('/api/course/progress', { data: progress, headers })
      expect(write.status(), label).toBe(401)
      const read = await page.request.get('/api/course', { headers })
      expect(read.status(), label).toBe(401)
      const me = await page.request.get(`/api/verify-purchase/${encodeURIComponent(buyer)}`, {
        headers,
      })
      expect((await me.json()).signedIn, label).toBe(false)
      const signOut = await page.request.post('/api/member/sign-out', { headers })
      expect(signOut.status(), label).toBe(403)
      expect(signOut.headers()['set-cookie']).toBeUndefined()
    }

    // Her own pages still work, and she is still signed in.
    const own = await page.request.post('/api/course/progress', {
      data: progress,
      headers: { Origin: origin },
    })
    expect(own.status()).toBe(200)
    const signOut = await page.request.post('/api/member/sign-out', { headers: { Origin: origin } })
    expect(signOut.status()).toBe(200)
    expect((await page.request.get('/api/course')).status()).toBe(401)
  })
})

test.describe('who bought cannot be enumerated', () => {
  test('the 31st look-up from one client gets 429 with a message; another client still gets its answer', async ({
    request,
  }) => {
    const buyer = uniqueEmail('enumerated')
    await buyElsewhere({ email: buyer, bonus: false })
    const scanner = fromClient(newClientAddress())
    for (let i = 0; i < 30; i += 1) {
      const response = await request.get(
        `/api/verify-purchase/${encodeURIComponent(`walk-${i}@example.com`)}`,
        { headers: scanner },
      )
      expect(response.status(), `look-up ${i + 1}`).toBe(200)
    }
    const refused = await request.get(`/api/verify-purchase/${encodeURIComponent(buyer)}`, {
      headers: scanner,
    })
    expect(refused.status()).toBe(429)
    expect((await refused.json()).message).toBe(
      'Too many look-ups from your connection. Please try again in a few minutes.',
    )
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)

    const person = await request.get(`/api/verify-purchase/${encodeURIComponent(buyer)}`, {
      headers: fromClient(newClientAddress()),
    })
    expect(person.status()).toBe(200)
    expect(await person.json()).toMatchObject({ hasAccess: true })
  })
})

test.describe('the sign-in steps send no referrer', () => {
  test('each sign-in page and redirect says Referrer-Policy: no-referrer', async ({ request }) => {
    const answers: [string, APIResponse][] = [
      ['GET /sign-in', await request.get('/sign-in?token=abc', { maxRedirects: 0 })],
      ['GET /admin/login', await request.get('/admin/login', { maxRedirects: 0 })],
      ['GET /admin/login?token', await request.get('/admin/login?token=abc', { maxRedirects: 0 })],
      [
        'GET /api/admin/verify-magic-link',
        await request.get('/api/admin/verify-magic-link?token=abc', { maxRedirects: 0 }),
      ],
      [
        'GET /api/member/sign-in',
        await request.get('/api/member/sign-in?token=abc', { maxRedirects: 0 }),
      ],
      [
        'POST /api/member/sign-in',
        await request.post('/api/member/sign-in', {
          form: { token: 'abc' },
          headers: { Origin: origin },
          maxRedirects: 0,
        }),
      ],
      ['GET /admin?token', await request.get('/admin?token=abc', { maxRedirects: 0 })],
    ]
    for (const [label, response] of answers) {
      expect(response.status(), label).toBeLessThan(500)
      expect(response.headers()['referrer-policy'], label).toBe('no-referrer')
    }
    // The rest of the site keeps its policy.
    const home = await request.get('/')
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})
