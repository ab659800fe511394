import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import http from 'node:http'

import { type APIRequestContext, type Page } from '@playwright/test'

import { ownerContext } from './admin-api'
import { buyElsewhere, buyInBrowser, uniqueEmail } from './buyers'
import { expectNoAxeViolations } from './axe'
import { linkIn, waitForMail } from './mailbox'
import { expect, newClientAddress, test } from './fixtures'

// The seeded lessons' Vimeo ids (src/seed/course.ts) and a sentence from the seeded ebook
// (src/seed/documents.ts), as its rich text stores it.
const VIDEO_IDS = ['907311455', '907311612', '907311788', '907311934']
const ADDON_IDS = VIDEO_IDS.slice(1)
const EBOOK_TEXT = 'Your emotions are not a problem to manage.'

const leaks = (body: string, secrets = VIDEO_IDS) => [
  ...secrets.filter((id) => body.includes(id)),
  ...(body.includes(EBOOK_TEXT) || body.startsWith('%PDF') ? ['ebook bytes'] : []),
]

/** Every response body the page receives while it loads and settles. */
async function bodiesWhileVisiting(page: Page, path: string) {
  const bodies: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    try {
      bodies.push({ url: response.url(), body: (await response.body()).toString('latin1') })
    } catch {
      // Redirects and aborted requests have no body.
    }
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return bodies
}

async function apiBodies(request: APIRequestContext, email: string) {
  const address = encodeURIComponent(email)
  const paths = [
    '/api/lessons?depth=2&limit=100',
    '/api/sections?depth=3&limit=100',
    '/api/courses?depth=3&limit=100',
    '/api/documents?depth=2&limit=100',
    '/api/documents/versions?depth=2&limit=100',
    '/api/media?limit=100',
    '/api/media/file/emotional-power-ebook.pdf',
    '/api/media/file/integration-guide.pdf',
    `/api/download/emotional-power-ebook.pdf?email=${address}`,
    `/api/download/integration-guide.pdf?email=${address}`,
    '/api/course',
    `/api/verify-purchase/${address}`,
    '/api/orders',
    '/api/memberships',
    '/api/member-sessions',
    '/api/access-links',
  ]
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path)
      return {
        url: path,
        status: response.status(),
        body: (await response.body()).toString('latin1'),
      }
    }),
  )
  const graphql = await request.post('/api/graphql', {
    data: {
      query:
        '{ Lessons { docs { moduleId videoHostId } } Courses { docs { ebook { url } ebookDocument { body } } } }',
    },
  })
  answers.push({
    url: '/api/graphql',
    status: graphql.status(),
    body: (await graphql.body()).toString('latin1'),
  })
  return answers
}

test.describe('buyer content without a member session', () => {
  test('no response anywhere carries a video id or the ebook to someone who only knows the e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('known-address')
    await buyElsewhere({ email, bonus: true })

    for (const answer of await apiBodies(request, email)) {
      expect(leaks(answer.body), `${answer.url} (${answer.status})`).toEqual([])
    }
    expect((await request.get('/api/course')).status()).toBe(401)
    expect(
      (
        await request.get(
          `/api/download/emotional-power-ebook.pdf?email=${encodeURIComponent(email)}`,
        )
      ).status(),
    ).toBe(401)
    expect(
      (await request.get('/api/media/file/emotional-power-ebook.pdf')).status(),
    ).toBeGreaterThanOrEqual(400)

    const address = encodeURIComponent(email)
    for (const path of [
      `/watch?email=${address}`,
      `/course?email=${address}`,
      `/course/main-masterclass?email=${address}`,
      `/course/eros-activation?email=${address}`,
      '/masterclass',
      '/checkout',
      '/',
    ]) {
      for (const { url, body } of await bodiesWhileVisiting(page, path)) {
        expect(leaks(body), `${path} → ${url}`).toEqual([])
      }
    }
    await expect(page.locator('iframe[src*="vimeo"]')).toHaveCount(0)
  })

  test('a main-only buyer, signed in, receives the main video id but never an add-on id', async ({
    page,
  }) => {
    const email = uniqueEmail('main-only-secure')
    await buyInBrowser(page, { email, bonus: false })

    const course = await page.request.get('/api/course')
    const body = await course.text()
    expect(body).toContain(VIDEO_IDS[0])
    expect(leaks(body, ADDON_IDS)).toEqual([])

    const address = encodeURIComponent(email)
    for (const path of [`/course/boundary-tapping?email=${address}`, `/watch?email=${address}`]) {
      for (const { url, body: seen } of await bodiesWhileVisiting(page, path)) {
        expect(leaks(seen, ADDON_IDS), `${path} → ${url}`).toEqual([])
      }
    }
  })

  test('the ebook downloads for the signed-in buyer only', async ({ page, request }) => {
    const email = uniqueEmail('ebook')
    await buyInBrowser(page, { email, bonus: false })
    const path = `/api/download/emotional-power-ebook.pdf?email=${encodeURIComponent(email)}`
    const own = await page.request.get(path)
    expect(own.status()).toBe(200)
    expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // The same address from another browser (no cookie) gets a message, not the file.
    const other = await request.get(path)
    expect(other.status()).toBe(401)
    expect((await other.json()).message).toEqual(expect.any(String))
  })
})

/** A raw HTTP request, exactly as written: no client library normalises the path or the body. */
function rawRequest(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: 'localhost',
        port: Number(process.env.E2E_PORT || 3100),
        path,
        method,
        headers,
        agent: false,
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        )
      },
    )
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

test.describe('attacks on the server itself', () => {
  test('a forged X-Forwarded-For does not reset a limit (only the address our proxy saw counts)', async ({
    request,
    clientAddress,
  }) => {
    const answers: number[] = []
    for (let attempt = 0; attempt < 22; attempt += 1) {
      // The attacker writes a new address on the left every time; the proxy appends hers.
      const forged = `${newClientAddress()}, ${newClientAddress()}, ${clientAddress}`
      const response = await request.post('/api/admin/request-magic-link', {
        headers: { 'x-forwarded-for': forged },
        data: { email: `probe-${attempt}-${Date.now()}@example.com` },
      })
      answers.push(response.status())
    }
    expect(answers).toEqual([...Array(20).fill(200), 429, 429])
  })

  test('the admin cookie sent from another site is refused (CSRF); from the site it works', async ({
    browser,
    baseURL,
  }) => {
    const context = await ownerContext(browser)
    const page = await context.newPage()
    const testimonial = { name: 'CSRF probe', text: 'Written by another site.', stars: 5 }

    const forged = await page.request.post('/api/testimonials', {
      headers: { Origin: 'http://evil.example' },
      data: testimonial,
    })
    expect(forged.status()).toBe(403)

    const own = await page.request.post('/api/testimonials', {
      headers: { Origin: baseURL! },
      data: testimonial,
    })
    expect(own.status()).toBe(201)
    const { doc } = await own.json()
    await page.request.delete(`/api/testimonials/${doc.id}`, { headers: { Origin: baseURL! } })
    await context.close()
  })

  test('unreadable paths get 400, not 500', async () => {
    for (const path of ['/%zz', '/api/verify-purchase/%zz', '/workshop/%E0%A4%A', '/api/%']) {
      const answer = await rawRequest(path)
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(answer.body).message).toBe('The address of this request is not valid.')
    }
  })

  test('a 48 MB body is refused with 413 before it is read, and an unmeasured one with 411', async () => {
    const huge = await rawRequest('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(48 * 1024 * 1024) },
    })
    expect(huge.status).toBe(413)
    expect(JSON.parse(huge.body).message).toBe('The request is too large: at most 64 KB.')

    const chunked = await rawRequest('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(70_000) }),
    })
    expect(chunked.status).toBe(411)
  })

  test('pages run only their own inline scripts (by hash), and no other site can frame a page', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    for (const path of ['/', '/checkout', '/apply', '/quiz', '/course', '/admin/login']) {
      const response = await page.goto(path)
      const headers = response!.headers()
      const policy = headers['content-security-policy'] ?? ''
      // No per-request nonce (pages are cached): each inline script is allowed by its hash.
      expect(policy, `${path} allows inline scripts by hash`).toMatch(/script-src [^;]*'sha256-/)
      expect(policy).not.toMatch(/'nonce-|'strict-dynamic'/)
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['x-content-type-options']).toBe('nosniff')
      // The sign-in page leaks nothing to where it links.
      expect(headers['referrer-policy']).toBe(
        path === '/admin/login' ? 'no-referrer' : 'strict-origin-when-cross-origin',
      )
      const microphone =
        path === '/apply' || path.startsWith('/admin') ? 'microphone=(self)' : 'microphone=()'
      expect(headers['permissions-policy']).toContain(microphone)
      // Served over http here: no HSTS (it would pin a developer's localhost to https).
      expect(headers['strict-transport-security']).toBeUndefined()
      const inlineScripts = await page
        .locator('script:not([src]):not([type])')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
      expect(inlineScripts.length).toBeGreaterThan(0)
      for (const text of inlineScripts) {
        const hash = createHash('sha256').update(text).digest('base64')
        expect(policy, `${path}: ${text.slice(0, 60)}`).toContain(`'sha256-${hash}'`)
      }
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])

    // Markup that slipped into a page (stored XSS) with an inline script: the policy blocks it.
    await page.route('**/masterclass', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = true</script></body>',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/masterclass')
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(
      await page.evaluate(
        () => 'injected' + String((window as { __injected?: boolean }).__injected),
      ),
    ).toBe('injectedundefined')
  })

  test('there is no password to guess: password sign-in and reset answer 403, the same for every address', async ({
    request,
  }) => {
    const answers = []
    for (const email of [process.env.ADMIN_EMAIL!, 'nobody-here@example.com']) {
      const login = await request.post('/api/users/login', {
        data: { email, password: 'a-guess' },
      })
      const reset = await request.post('/api/users/forgot-password', { data: { email } })
      answers.push([login.status(), await login.text(), reset.status(), await reset.text()])
    }
    expect(answers[0]![0]).toBe(403)
    expect(answers[0]![2]).toBe(403)
    expect(answers[0]).toEqual(answers[1])
  })

  test('public pages and API answers do not ask for client hints (no doubled first request)', async ({
    request,
  }) => {
    for (const path of ['/', '/watch', '/api/health', '/api/member/sign-in?token=x']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.headers()['critical-ch'], path).toBeUndefined()
      expect(response.headers()['accept-ch'], path).toBeUndefined()
    }
  })
})

test.describe('attacks on buyers', () => {
  test("paying $20 for the bonus on a buyer's address gives the payer nothing; she gets the receipt and its link works", async ({
    page,
    browser,
  }) => {
    const victim = uniqueEmail('victim')
    await buyElsewhere({ email: victim, bonus: false })

    // The attacker, in her own browser, buys the bonus for the victim's address.
    const intent = await page.request.post('/api/create-payment-intent', {
      data: { email: victim, purchase: 'bonus-upgrade' },
    })
    expect(intent.status()).toBe(200)
    const { clientSecret } = await intent.json()
    const paid = await page.request.post('/api/demo-payments/confirm', {
      data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    })
    expect(paid.status()).toBe(200)
    expect(paid.headers()['set-cookie']).toBeUndefined()
    const { redirectTo, signedIn } = await paid.json()
    expect(signedIn).toBe(false)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'member_session',
    )
    await page.goto(redirectTo)
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    const course = await page.request.get('/api/course')
    expect(course.status()).toBe(401)
    expect(leaks(await course.text())).toEqual([])

    // The victim's inbox has the receipt; its link signs her in, in a browser of her own.
    const receipt = await waitForMail(victim, 'Return to the Body is unlocked')
    const herBrowser = await browser.newContext()
    const hers = await herBrowser.newPage()
    await hers.goto(linkIn(receipt, '/api/member/sign-in'))
    await expect(hers).toHaveURL(`/watch?email=${encodeURIComponent(victim)}`)
    const herCourse = await (await hers.request.get('/api/course')).json()
    expect(herCourse.member).toMatchObject({ hasAccess: true, hasReturnToBodyAddon: true })
    await herBrowser.close()
  })

  test('an e-mailed link opened in a fresh Chromium signs in; a prefetch before it changes nothing', async ({
    page,
    browser,
    request,
  }) => {
    const buyer = uniqueEmail('fresh-chromium')
    await buyElsewhere({ email: buyer, bonus: false })
    await page.goto(`/watch?email=${encodeURIComponent(buyer)}`)
    await page.getByRole('button', { name: 'Email me my access link' }).click()
    const link = linkIn(
      await waitForMail(buyer, 'Your masterclass access link'),
      '/api/member/sign-in',
    )

    // A mail scanner fetches the link first (and Chromium may fetch it twice).
    for (let i = 0; i < 2; i += 1) {
      const prefetch = await request.get(link, { maxRedirects: 0 })
      expect(prefetch.status()).toBe(303)
    }

    const context = await browser.newContext()
    const fresh = await context.newPage()
    await fresh.goto(link)
    await expect(fresh).toHaveURL(`/watch?email=${encodeURIComponent(buyer)}`)
    await expect(fresh.getByRole('link', { name: 'Access Course Portal' })).toBeVisible()
    expect((await fresh.request.get('/api/course')).status()).toBe(200)
    await context.close()

    // Used once: another fresh browser lands on the expired message.
    const late = await browser.newContext()
    const latePage = await late.newPage()
    await latePage.goto(link)
    await expect(latePage).toHaveURL('/watch?access=expired')
    await late.close()
  })

  test('the sign-in step works without scripts, by keyboard, on a phone, and passes axe', async ({
    browser,
  }) => {
    const buyer = uniqueEmail('no-script')
    await buyElsewhere({ email: buyer, bonus: false })
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    const asked = await page.request.post('/api/member/access-link', { data: { email: buyer } })
    expect(asked.status()).toBe(200)
    const link = linkIn(
      await waitForMail(buyer, 'Your masterclass access link'),
      '/api/member/sign-in',
    )
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Signing you in…' })).toBeVisible()
    const button = page.getByRole('button', { name: 'Sign in and watch' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/watch?email=${encodeURIComponent(buyer)}`)
    expect((await page.request.get('/api/course')).status()).toBe(200)
    await context.close()

    // With scripts the page sends itself at once; kept from doing so here, so axe can read it.
    const scripted = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const view = await scripted.newPage()
    await view.addInitScript(() => {
      HTMLFormElement.prototype.requestSubmit = () => {}
    })
    await view.goto('/sign-in?token=held-for-axe')
    await expect(view.getByRole('button', { name: 'Sign in and watch' })).toBeVisible()
    await expectNoAxeViolations(view)
    await scripted.close()
  })
})

test.describe('a public site whose Stripe keys were forgotten', () => {
  test('checkout says "Payments are not set up yet." (axe, keyboard, phone) and the API gives nothing away', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    // The same build and database, served as a public site without keys or demo mode.
    const port = Number(process.env.E2E_PORT || 3100) + 2
    const server = spawn(process.execPath, ['server/serve.mjs', '--port', String(port)], {
      env: {
        ...process.env,
        ALLOW_DEMO_PAYMENTS: '0',
        JOBS_AUTORUN: '0',
        NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
      },
      stdio: 'ignore',
    })
    try {
      const origin = `http://localhost:${port}`
      await expect
        .poll(
          () =>
            fetch(`${origin}/api/health`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 60_000,
          },
        )
        .toBe(200)
      const intent = await fetch(`${origin}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail('free-course') }),
      })
      expect(intent.status).toBe(503)
      expect(await intent.json()).toEqual({ message: 'Payments are not set up yet.' })

      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto(`${origin}/checkout`)
      await expect(
        page.getByRole('heading', { name: 'Payments are not set up yet.' }),
      ).toBeVisible()
      await expect(page.getByLabel(/email/i)).toHaveCount(0)
      await expectNoAxeViolations(page)
      const back = page.getByRole('link', { name: 'Back to Masterclass' })
      await back.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${origin}/masterclass`)
      await context.close()
    } finally {
      server.kill('SIGTERM')
    }
  })
})
