import type { Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { waitForMail } from './mailbox'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

// Her clock everywhere (Site settings, America/Phoenix on a seeded site), whatever the browser's:
// this browser runs in Tokyo, so anything written on the browser's clock would be a day off.
const TOKYO = { timezoneId: 'Asia/Tokyo' }

/** Today on her calendar (Arizona, UTC−7 all year), as a date input takes it. */
const herToday = () => new Date(Date.now() - 7 * 3_600_000).toISOString().slice(0, 10)

async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('her time zone in the admin', () => {
  test('a call typed on her clock is invited in words with the zone and a calendar file; the application and the e-mail log say her time', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('tz-call')
    const name = 'Clara Clock'
    const applied = await request.post('/api/applications', {
      data: { name, email, ...APPLICATION_ANSWERS },
    })
    expect(applied.ok()).toBe(true)

    const context = await ownerContext(browser, TOKYO)
    const page = await context.newPage()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`)
      const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) })
      await expect(card.getByLabel('Call time: your time (Arizona), optional')).toBeVisible()
      await expectNoAxeViolations(page)
      await expectNoPageScroll(page)
    }

    await page.setViewportSize({ width: 1280, height: 900 })
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) })
    const callTime = card.getByLabel('Call time: your time (Arizona), optional')
    await hydrated(callTime)
    // Typed, then Schedule Call by keyboard (Tab inside a date-time field walks its parts).
    await callTime.fill('2099-12-01T10:30')
    await card.getByRole('button', { name: 'Schedule Call' }).focus()
    await page.keyboard.press('Enter')
    await expect(card.getByText('Call scheduled', { exact: true })).toBeVisible()
    // The card says the call on her clock, not the browser's (Tokyo would read 2 December).
    await expect(card.getByText(/Dec 1, 2099, 10:30\sAM/)).toBeVisible()

    const invitation = await waitForMail(email, "Let's talk")
    expect(invitation.text).toContain('Tuesday 1 December, 10:30 AM Arizona time')
    expect(invitation.text).toMatch(/Content-Type: text\/calendar/i)
    expect(invitation.text).toContain('invitation.ics')

    // The application in Payload's own screens: its dates on her clock, the zone named.
    const response = await request.get(`/api/admin/applications?q=${encodeURIComponent(email)}`, {
      headers: await ownerAuth(request),
    })
    const [application] = (await response.json()) as { id: number }[]
    await page.goto(`/admin/collections/applications/${application!.id}`)
    await expect(page.getByText(/Dec 1, 2099, 10:30\sAM \(Arizona time\)/)).toBeVisible()

    // The e-mail log: the invitation keeps its calendar file; one day is her whole day.
    await page.goto('/admin?tab=settings')
    const day = page.getByLabel(/^Show the e-mails of one day \(Arizona time\)$/)
    await hydrated(day)
    await day.fill(herToday())
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    const table = page.getByRole('table', { name: /^E-mails of .+ \(Arizona time\)$/ })
    await expect(
      table.getByRole('link', { name: "Let's talk: your mentorship application" }).first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 900 })
    await expectNoPageScroll(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await table
      .getByRole('link', { name: "Let's talk: your mentorship application" })
      .first()
      .click()
    await expect(page.getByLabel('Attached: invitation.ics')).toHaveValue(/^BEGIN:VCALENDAR/)
    await context.close()
  })
})
