import { FIGURE_WORDS } from '@/reports/figureWords'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/*
 * The Overview's figures in her browser: every figure carries the line that says what it
 * counts (visible text, not a tooltip), the numbers behind it agree with GET /api/admin/overview,
 * and the screen names the clock its days and months are on. At 1280 and 390 px, axe clean.
 */

type Overview = {
  totalLeads: number
  leadPeople: number
  applications: number
  timeZone: string
}

const count = (value: number) => new Intl.NumberFormat('en-US').format(value)

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test(`each Overview figure says what it counts, in her time zone (${viewport.name})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const owner = await ownerContext(browser, {
      viewport: { width: viewport.width, height: viewport.height },
      reducedMotion: 'reduce',
    })
    // A sign-up, so the chart is drawn (a database whose schema was pushed may lack the visit
    // counter's SQL function that the form also feeds: then the chart may be empty).
    const signUp = await request.post('/api/leads', {
      data: {
        email: uniqueEmail('numbers'),
        name: 'Numbers Reader',
        source: 'meditation-download',
      },
    })
    const signedUp = signUp.status() === 201
    const page = await owner.newPage()
    await page.goto('/admin?tab=overview')

    for (const key of ['totalLeads', 'applications', 'conversionRate', 'revenue'] as const) {
      const card = page.getByRole('region', { name: FIGURE_WORDS[key].label, exact: true })
      await expect(card).toBeVisible()
      await expect(card.getByText(FIGURE_WORDS[key].hint, { exact: true })).toBeVisible()
    }
    for (const key of ['totalLeads', 'applications', 'conversionRate'] as const) {
      const card = page.getByRole('region', { name: FIGURE_WORDS[key].label, exact: true })
      await expect(card.getByText(FIGURE_WORDS[key].explanation, { exact: true })).toBeVisible()
    }
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true })
    await expect(
      revenue.getByText(
        /^Paid courses and workshop places in [A-Z][a-z]+ \(Arizona time\), after refunds\.$/,
      ),
    ).toBeVisible()

    // The numbers on the cards are the answer's, and the lines under them add up. Other tests
    // sign people up meanwhile: the page is read again right after each answer until both were
    // counted from the same moment.
    let figures = {} as Overview
    const totalLeads = page.getByRole('region', { name: 'Total Leads', exact: true })
    await expect(async () => {
      const answer = await request.get('/api/admin/overview', {
        headers: await ownerAuth(request),
      })
      expect(answer.status()).toBe(200)
      figures = (await answer.json()) as Overview
      await page.reload()
      const quick = { timeout: 3_000 }
      await expect(totalLeads.locator('p').first()).toHaveText(count(figures.totalLeads), quick)
      await expect(
        page.getByRole('region', { name: 'Applications', exact: true }).locator('p').first(),
      ).toHaveText(count(figures.applications), quick)
      if (figures.leadPeople > 0) {
        await expect(totalLeads.getByText(/people? signed up/)).toContainText(
          count(figures.leadPeople),
          quick,
        )
        await expect(
          page
            .getByRole('region', { name: 'Conversion Rate', exact: true })
            .getByText(/who signed up/),
        ).toContainText(count(figures.leadPeople), quick)
      } else {
        await expect(totalLeads.getByText('No one has signed up yet.')).toBeVisible(quick)
      }
    }).toPass({ timeout: 60_000 })

    // Her clock, named: when the figures were counted and whose days they are.
    expect(figures.timeZone).toBe('America/Phoenix')
    await expect(
      page.getByText(/^Counted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) Arizona time\./),
    ).toBeVisible()
    await expect(page.getByText(/MST/)).toHaveCount(0)
    const chart = page.locator('figure', { has: page.locator('#daily-chart-caption') })
    if (signedUp) {
      await expect(chart.getByText(FIGURE_WORDS.newLeads.explanation)).toBeVisible()
      await expect(chart.getByText(/\(Arizona time\): \d[\d,]* new leads?/)).toBeVisible()
    }

    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await owner.close()
  })
}
