import type { Browser, BrowserContextOptions } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expect, fromClient, newClientAddress, test } from './fixtures'

/**
 * Visits counted without cookies, in a real browser: three pages opened by one visitor
 * are one visitor, one visit and three page views on the owner's figures; Googlebot, a headless
 * browser and the owner signed in are not counted; the visit leaves no cookie and no storage.
 */

const baseURL = `http://localhost:${process.env.E2E_PORT || 3100}`
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * A visitor's own browser, as her site sees it: a desktop Chrome's user agent and no automation
 * flag (navigator.webdriver), from an address of its own.
 */
async function visitorBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL,
    userAgent: DESKTOP_CHROME,
    extraHTTPHeaders: fromClient(newClientAddress()),
    ...options,
  })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  )
  return context
}

/** The owner's traffic figures for one UTM campaign over the last 7 days. */
async function campaignFigures(
  request: import('@playwright/test').APIRequestContext,
  name: string,
) {
  const response = await request.get(
    `/api/admin/traffic?days=7&campaign=${encodeURIComponent(name)}`,
    {
      headers: await ownerAuth(),
    },
  )
  expect(response.status()).toBe(200)
  return (await response.json()).current as { visitors: number; visits: number; pageViews: number }
}

const counted = (url: string) => (response: import('@playwright/test').Response) =>
  response.url() === `${baseURL}/api/event` &&
  response.request().method() === 'POST' &&
  (response.request().postData() ?? '').includes(url)

test('three pages in a fresh browser are one visitor, one visit and three page views, and leave no cookie or storage', async ({
  browser,
  request,
}) => {
  const campaign = `three-pages-${Date.now()}`
  const context = await visitorBrowser(browser)
  const page = await context.newPage()

  const first = page.waitForResponse(counted(campaign))
  await page.goto(`/?utm_source=instagram&utm_campaign=${campaign}`)
  expect((await first).status()).toBe(202)

  const second = page.waitForResponse(counted('/about'))
  await page.goto('/about')
  expect((await second).status()).toBe(202)

  // An in-site navigation (no new document) is counted too.
  const third = page.waitForResponse(counted('/quiz'))
  await page.locator('a[href="/quiz"]').first().click()
  await page.waitForURL('**/quiz')
  expect((await third).status()).toBe(202)

  await expect
    .poll(() => campaignFigures(request, campaign))
    .toEqual(expect.objectContaining({ visitors: 1, visits: 1, pageViews: 3 }))

  expect(await context.cookies()).toEqual([])
  expect(
    await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length })),
  ).toEqual({ local: 0, session: 0 })
  await context.close()
})

test('Googlebot, a headless browser and the signed-in owner are not counted', async ({
  browser,
  request,
}) => {
  const stamp = Date.now()
  const googlebot = await visitorBrowser(browser, {
    userAgent:
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  const botPage = await googlebot.newPage()
  const botBeacon = botPage.waitForResponse(counted(`bot-${stamp}`))
  await botPage.goto(`/?utm_campaign=bot-${stamp}`)
  // Its beacon is sent (it runs scripts) and answered, but not counted.
  expect((await botBeacon).status()).toBe(202)

  // Chromium as a test tool drives it: headless, navigator.webdriver set. Its page sends nothing.
  const headless = await browser.newContext({
    baseURL,
    extraHTTPHeaders: fromClient(newClientAddress()),
  })
  const headlessPage = await headless.newPage()
  const sent: string[] = []
  headlessPage.on('request', (r) => {
    if (r.url().endsWith('/api/event')) sent.push(r.url())
  })
  await headlessPage.goto(`/?utm_campaign=headless-${stamp}`)
  await headlessPage.goto('/about')

  const owner = await ownerContext(browser, { userAgent: DESKTOP_CHROME })
  await owner.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  )
  const ownerPage = await owner.newPage()
  const ownerBeacon = ownerPage.waitForResponse(counted(`owner-${stamp}`))
  await ownerPage.goto(`/?utm_campaign=owner-${stamp}`)
  expect((await ownerBeacon).status()).toBe(202)

  expect(sent).toEqual([])
  for (const name of [`bot-${stamp}`, `headless-${stamp}`, `owner-${stamp}`]) {
    expect(await campaignFigures(request, name), name).toEqual(
      expect.objectContaining({ visitors: 0, visits: 0, pageViews: 0 }),
    )
  }
  await Promise.all([googlebot.close(), headless.close(), owner.close()])
})
