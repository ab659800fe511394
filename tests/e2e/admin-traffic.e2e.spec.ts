import { randomBytes } from 'node:crypto'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/** A desktop Chrome as visitors have it (not headless, not a bot); `n` makes each one distinct. */
const desktop = (mark: string, n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${parseInt(mark, 16) % 9000}.${n} Safari/537.36`
const phone = (mark: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 Build/${mark}`

/**
 * A page view as the site's beacon sends it. The visitor id is the day's secret over the client's
 * address and the user agent: one test is one address (fixtures.ts), so the user agent makes the
 * visitor.
 */
async function pageView(
  request: APIRequestContext,
  baseURL: string,
  {
    path,
    userAgent,
    width = 1280,
    referrer = '',
  }: {
    path: string
    userAgent: string
    width?: number
    referrer?: string
  },
) {
  const answer = await request.post('/api/event', {
    headers: { 'user-agent': userAgent, origin: baseURL },
    data: { n: 'pageview', u: `${baseURL}${path}`, r: referrer, w: width },
  })
  expect(answer.status(), await answer.text()).toBe(202)
}

/** Today on her calendar (Arizona), as the Overview writes a day: "Nov 24". */
function todayOnHerCalendar() {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Phoenix',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** The page is no wider than the window: only tables scroll, inside their own box. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Tab (forwards) until `target` has focus, as she would. */
async function tabTo(page: Page, target: Locator, most = 150) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const statValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).locator('p').first()

/** The cells of today's row in the chart's table alternative. */
const todaysFigures = (page: Page) =>
  page
    .getByRole('table', { name: /^Visitors, visits and page views per day/ })
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${todayOnHerCalendar()}$`) }) })
    .locator('td')

test.describe('the owner’s traffic on the Overview', () => {
  test('by keyboard she switches the period; a source filters everything and its chip removes the filter; the chart’s table has the figures; axe-clean at 1280 and 390 px', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const mark = randomBytes(3).toString('hex')
    // A source and a campaign of this run alone, so the filtered figures are exactly its own.
    const source = `podcast-${mark}`
    const campaign = `launch-${mark}`
    const tagged = `utm_source=${source}&utm_campaign=${campaign}`
    // Three visitors from her link: one reads two pages, one leaves after one, one on a phone.
    await pageView(request, baseURL!, { path: `/about?${tagged}`, userAgent: desktop(mark, 1) })
    await pageView(request, baseURL!, {
      path: '/workshop/holy-mess',
      userAgent: desktop(mark, 1),
      referrer: `${baseURL}/about?${tagged}`,
    })
    await pageView(request, baseURL!, { path: `/about?${tagged}`, userAgent: desktop(mark, 2) })
    await pageView(request, baseURL!, { path: `/?${tagged}`, userAgent: phone(mark), width: 390 })
    // The first of them signs up, so the Overview's leads chart (kept beside the traffic) shows.
    const signUp = await request.post('/api/leads', {
      headers: { 'user-agent': desktop(mark, 1), origin: baseURL! },
      data: {
        email: uniqueEmail('traffic'),
        name: 'Traffic Reader',
        source: 'meditation-download',
      },
    })
    expect(signUp.status()).toBe(201)

    const owner = await ownerContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()
    await page.goto('/admin?tab=overview')
    const traffic = page.getByRole('region', { name: 'Visits to your site' })
    await expect(traffic).toBeVisible()
    // The spec's cards and the leads chart are still there.
    await expect(page.getByRole('region', { name: 'Total Leads', exact: true })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'New leads and revenue per day, last 30 days' }),
    ).toHaveCount(1)
    const periods = traffic.getByRole('navigation', { name: 'Period' })
    await expect(periods.getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(traffic.getByRole('link', { name: 'Download visits as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/analytics/events.csv?days=30',
    )

    // The period, by keyboard: Tab to "7 days", Enter.
    const week = periods.getByRole('link', { name: '7 days' })
    await tabTo(page, week)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]days=7(&|#|$)/)
    await expect(week).toHaveAttribute('aria-current', 'true')
    await expect(periods.getByRole('link', { name: '30 days' })).not.toHaveAttribute('aria-current')
    await expect(traffic.getByRole('link', { name: 'Download visits as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/analytics/events.csv?days=7',
    )
    await expectNoAxeViolations(page)

    // Her source in Top sources: a click narrows everything to it, the period kept.
    const sources = traffic.getByRole('region', { name: 'Top sources' })
    await sources.getByRole('link', { name: source, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}(&|#|$)`))
    await expect(page).toHaveURL(/[?&]days=7(&|#|$)/)
    const chip = traffic.getByRole('link', { name: `Source: ${source}, remove this filter` })
    await expect(chip).toBeVisible()
    await expect(statValue(page, 'Visitors')).toHaveText('3')
    await expect(statValue(page, 'Visits')).toHaveText('3')
    await expect(statValue(page, 'Page views')).toHaveText('4')
    await expect(traffic.getByText(/: 3 visitors, 3 visits and 4 page views\.$/)).toBeVisible()
    const campaigns = traffic.getByRole('region', { name: 'Campaigns' })
    await expect(campaigns.getByRole('link', { name: campaign, exact: true })).toBeVisible()
    const pages = traffic.getByRole('region', { name: 'Top pages' })
    await expect(pages.getByRole('row', { name: /^\/about / })).toContainText('2')
    const devices = traffic.getByRole('region', { name: 'Devices' })
    await expect(devices.getByRole('row', { name: /^Phone / })).toBeVisible()
    await expect(devices.getByRole('row', { name: /^Desktop / })).toBeVisible()
    // The funnel: her one sign-up came in visitor 1's visit, so 1 lead of 3 visitors, no buyer.
    const funnelRow = traffic
      .getByRole('table', { name: 'By source (where the visit began)' })
      .locator('tbody tr')
    await expect(funnelRow).toHaveCount(1)
    await expect(funnelRow.locator('td')).toHaveText([
      '3',
      /^1\b[\s\S]*33\.33% of visitors$/,
      /^0\b[\s\S]*0% of leads$/,
    ])

    // The drawing's table alternative: today's row holds the same figures.
    await traffic.getByText('Show the figures day by day').click()
    await expect(todaysFigures(page)).toHaveText(['3', '3', '4'])
    await expectNoAxeViolations(page)

    // The chip's ✕, by keyboard, removes the filter and keeps the period.
    await chip.focus()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/[?&]source=/)
    await expect(page).toHaveURL(/[?&]days=7(&|#|$)/)
    await expect(chip).toHaveCount(0)
    await expect(sources.getByRole('link', { name: source, exact: true })).toBeVisible()

    // On a 390 px phone, with the widest tables shown: axe-clean, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/admin?tab=overview&days=90&campaign=${campaign}`)
    await expect(
      traffic.getByRole('link', { name: `Campaign: ${campaign}, remove this filter` }),
    ).toBeVisible()
    await expect(statValue(page, 'Visitors')).toHaveText('3')
    await traffic.getByText('Show the figures day by day').click()
    await expect(todaysFigures(page)).toHaveText(['3', '3', '4'])
    await expectNoAxeViolations(page)
    await expectNoPageScroll(page)
    await page.goto('/admin?tab=overview')
    await expect(traffic).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoPageScroll(page)

    // A filter the figures refuse (typed by hand) is said in words; the rest of the tab stands.
    await page.goto(`/admin?tab=overview&source=${'x'.repeat(400)}`)
    await expect(
      traffic.getByText(
        'This filter cannot be used: choose a page, source or campaign from the lists.',
      ),
    ).toBeVisible()
    await expect(traffic.getByRole('link', { name: 'Show all visits' })).toHaveAttribute(
      'href',
      '/admin?tab=overview&days=30#traffic',
    )
    await expect(page.getByRole('region', { name: 'Total Leads', exact: true })).toBeVisible()
    await owner.close()
  })
})
