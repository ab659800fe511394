import type { Locator, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const PATH = '/privacy'

const HEADINGS = [
  'What this site counts',
  'What it does not do',
  'When other services help',
  'How long it keeps it',
  'Your e-mail address',
  'Questions',
  // Not the seed's words: the form the site adds under the page, for her own data.
  'Ask for your data',
]

/** The promises the page exists to make, as the seed words them. */
const KEY_SENTENCES = [
  'It sets no cookie to count you',
  'Your internet address itself is never stored.',
  'Nothing it counts leaves my server.',
  'no third party watches your visit',
  'Each visit is kept for 13 months and then deleted automatically.',
]

/** Presses Tab from the top of the page until `target` has the focus, as she would. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${limit} presses of Tab never reached the link`)
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

// One footer of each kind, and pages outside the CMS that carry their own.
const FOOTERS = [
  { path: '/', footer: 'standard' },
  { path: '/about', footer: 'with the contact form' },
  { path: '/masterclass', footer: 'masterclass' },
  { path: '/link-in-bio', footer: 'link page' },
  { path: '/quiz', footer: 'standard, outside the CMS' },
  { path: '/v2-reimagined-mockup', footer: 'alternate homepage' },
]

for (const { path, footer } of FOOTERS) {
  test(`${path} (${footer} footer) links to the privacy page`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const start = html.lastIndexOf('<footer')
    expect(start).toBeGreaterThan(-1)
    const footerHtml = html.slice(start, html.indexOf('</footer>', start))
    expect(footerHtml).toMatch(/<a [^>]*href="\/privacy"[^>]*>Privacy<\/a>/)
  })
}

test('by keyboard alone, the footer’s Privacy link leads to the page; the visit leaves no cookie and nothing in storage', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true })
  await tabTo(page, link)
  await expect(link).toBeFocused()
  await expect(link).toBeInViewport()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy, said plainly')
  // Whatever counts the visit has had its chance to run: on arrival, and as the page is left.
  await page.waitForLoadState('networkidle')
  await page.reload()
  await page.waitForLoadState('networkidle')

  expect(await page.evaluate(() => document.cookie)).toBe('')
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  // Nor one the page's script cannot see (an http-only cookie from the server).
  expect(await page.context().cookies()).toEqual([])
})

test('the page says what is counted and what is not, in its headings and words, with its search metadata', async ({
  page,
}) => {
  await page.goto(PATH)
  await expect(page).toHaveTitle('Privacy | What this site counts, and what it never does')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /sets no cookie/,
  )
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(HEADINGS)
  for (const sentence of KEY_SENTENCES) await expect(main).toContainText(sentence)
  await expect(main.getByRole('link', { name: 'contact form' })).toHaveAttribute(
    'href',
    '/about#contact',
  )
})

test('passes axe at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('passes axe and nothing runs off the side of the screen', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
})

test('sitemap.xml lists the privacy page', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${PATH}</loc>`)
})
