import type { Browser, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { OWNER_NETWORK, signInByMagicLink, waitForSignInLink } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, newClientAddress, test } from './fixtures'

const owner = process.env.ADMIN_EMAIL!
const ADMIN_PATHS = ['/admin', '/admin-login', '/admin-center', '/smart-admin', '/admin-unified']

/** Opens a link in a browser that has never seen the site, as she would from her mail app. */
async function openInFreshBrowser(browser: Browser, link: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  return { context, page }
}

async function expectGate(page: Page) {
  await expect(page.getByRole('heading', { name: 'Admin Authentication Required' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible()
}

test.describe('signing in to the Admin Center', () => {
  // These tests read the owner's mailbox: one after another, so none takes another's link.
  test.describe.configure({ mode: 'default' })

  test('by keyboard: request a link, open it from the e-mail in a fresh browser, land on the overview without the token; the same link again is refused', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expectGate(page)
    await expectNoAxeViolations(page)

    const asked = Date.now() - 1_000
    await page.getByLabel('Email').focus()
    await page.keyboard.type(owner)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Magic Link Sent!')).toBeVisible()

    const link = await waitForSignInLink(owner, asked)
    expect(link).toMatch(
      /^http:\/\/localhost:\d+\/api\/admin\/verify-magic-link\?token=[\w-]{40,}$/,
    )

    const first = await openInFreshBrowser(browser, link)
    await expect(first.page.getByRole('heading', { name: 'Admin Center', level: 1 })).toBeVisible()
    await expect(first.page).toHaveURL(/\/admin$/)
    expect(first.page.url()).not.toContain('token')
    await expect(first.page.getByText('Authentication Successful!')).toBeVisible()
    await expect(
      first.page
        .getByRole('navigation', { name: 'Admin Center' })
        .getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(first.page)
    await first.context.close()

    const again = await openInFreshBrowser(browser, link)
    await expect(again.page.getByText('Magic Link Invalid')).toBeVisible()
    await expectGate(again.page)
    expect(again.page.url()).not.toContain('token')
    await again.context.close()
  })

  test('an expired link is refused, and a prefetched (GET) link still works once', async ({
    browser,
    request,
  }) => {
    // Two links for the owner: one she lets expire, one a mail scanner fetches first.
    const asked = Date.now() - 1_000
    // From the network she signed in from (global setup): the address's shared ceiling stays for
    // the other tests, and a retry of any of them cannot use it up.
    const client = { 'x-forwarded-for': OWNER_NETWORK }
    await request.post('/api/admin/request-magic-link', { data: { email: owner }, headers: client })
    const expiring = await waitForSignInLink(owner, asked)
    const { docs } = await (
      await request.get(
        `/api/access-links?where[email][equals]=${encodeURIComponent(owner)}&where[purpose][equals]=admin&sort=-createdAt&limit=1&depth=0`,
        { headers: await ownerAuth() },
      )
    ).json()
    const expired = await request.patch(`/api/access-links/${docs[0].id}`, {
      headers: await ownerAuth(),
      data: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(expired.ok()).toBe(true)
    const late = await openInFreshBrowser(browser, expiring)
    await expect(late.page.getByText('Magic Link Invalid')).toBeVisible()
    await expectGate(late.page)
    await late.context.close()

    const second = Date.now() - 1_000
    await request.post('/api/admin/request-magic-link', { data: { email: owner }, headers: client })
    const link = await waitForSignInLink(owner, second)
    const prefetch = await request.get(link, { maxRedirects: 0 })
    expect(prefetch.status()).toBe(303)
    const opened = await openInFreshBrowser(browser, link)
    await expect(opened.page.getByRole('heading', { name: 'Admin Center', level: 1 })).toBeVisible()
    await opened.context.close()
  })

  test('each of the five admin paths shows the same gate to a signed-out browser, and the Admin Center to the owner', async ({
    page,
    browser,
  }) => {
    for (const path of ADMIN_PATHS) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login/)
      await expectGate(page)
    }
    const context = await ownerContext(browser)
    const ownerPage = await context.newPage()
    for (const path of ADMIN_PATHS) {
      await ownerPage.goto(path)
      await expect(ownerPage.getByRole('heading', { name: 'Admin Center', level: 1 })).toBeVisible()
    }
    await context.close()
  })

  test("the gate works on a 390 px phone, and the e-mail check is the spec's", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto('/admin-login')
    await expectGate(page)
    await page.getByLabel('Email').fill('not-an-address')
    await page.getByRole('button', { name: 'Send Magic Link' }).click()
    await expect(page.getByText('Invalid Email')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await context.close()
  })
})

test.describe('what an attacker gets from the sign-in calls', () => {
  test('an unknown address and the owner address get identical answers', async ({ request }) => {
    const answer = async (email: string) => {
      const response = await request.post('/api/admin/request-magic-link', {
        data: { email },
        headers: { 'x-forwarded-for': newClientAddress() },
      })
      return [response.status(), await response.text()]
    }
    expect(await answer(uniqueEmail('stranger'))).toEqual(await answer(owner))
  })

  test('the 6th request for one address within 15 minutes is refused with a message, whatever X-Forwarded-For says', async ({
    request,
  }) => {
    const target = uniqueEmail('flooded-admin')
    const answers: number[] = []
    let refusal = ''
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await request.post('/api/admin/request-magic-link', {
        data: { email: target },
        headers: { 'x-forwarded-for': newClientAddress() },
      })
      answers.push(response.status())
      if (response.status() === 429) refusal = (await response.json()).message
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429])
    expect(refusal).toBe('Too many sign-in links for this address. Please try again in 15 minutes.')
  })

  test('a guessed or reused token signs nobody in', async ({ request }) => {
    const guessed = await request.post('/api/admin/verify-magic-link', {
      data: { token: 'a'.repeat(43) },
    })
    expect(guessed.status()).toBe(401)
    expect((await guessed.json()).message).toBe(
      'The link may have expired. Please request a new one.',
    )
    expect(guessed.headers()['set-cookie']).toBeUndefined()
  })

  test('a signed-out browser and a signed-in buyer get no admin answer', async ({
    page,
    request,
  }) => {
    const routes = [
      'GET /api/admin/verify-auth',
      'GET /api/admin/leads',
      'GET /api/admin/applications',
      'GET /api/admin/analytics',
      'POST /api/admin/sign-out',
    ]
    const call = async (
      context: { fetch: typeof request.fetch },
      route: string,
    ): Promise<number> => {
      const [method, path] = route.split(' ')
      const response = await context.fetch(path!, {
        method,
        data: method === 'POST' ? {} : undefined,
      })
      return response.status()
    }
    for (const route of routes) expect(await call(request, route), route).toBe(401)

    await buyInBrowser(page, { email: uniqueEmail('buyer-at-admin'), bonus: false })
    for (const route of routes) expect(await call(page.request, route), route).toBe(403)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Center', level: 1 })).toHaveCount(0)
  })
})

test.describe('signing out', () => {
  test('Logout ends this session on the server; Sign out everywhere ends every browser', async ({
    browser,
    request,
    baseURL,
  }) => {
    // An account of her own: signing it out everywhere leaves the shared owner session alone.
    const email = uniqueEmail('second-admin')
    const created = await request.post('/api/users', {
      headers: await ownerAuth(),
      data: { email, name: 'Assistant', role: 'admin' },
    })
    expect(created.status()).toBe(201)

    const signedIn = async () => {
      const cookie = await signInByMagicLink(baseURL!, email)
      const context = await browser.newContext()
      const [name, ...value] = cookie.split('=')
      await context.addCookies([{ name: name!, value: value.join('='), url: baseURL! }])
      return { context, cookie }
    }
    const stillSignedIn = async (cookie: string) =>
      (await request.get('/api/admin/verify-auth', { headers: { Cookie: cookie } })).status()

    const first = await signedIn()
    const page = await first.context.newPage()
    await page.goto('/admin?tab=settings')
    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/login/)
    expect(await stillSignedIn(first.cookie)).toBe(401)

    const [a, b] = [await signedIn(), await signedIn()]
    const pageA = await a.context.newPage()
    await pageA.goto('/admin?tab=settings')
    await pageA.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(pageA).toHaveURL(/\/admin\/login/)
    expect(await stillSignedIn(a.cookie)).toBe(401)
    expect(await stillSignedIn(b.cookie)).toBe(401)
    expect(
      (await request.get('/api/admin/verify-auth', { headers: await ownerAuth() })).status(),
    ).toBe(200)
    await Promise.all([first.context.close(), a.context.close(), b.context.close()])
  })
})
