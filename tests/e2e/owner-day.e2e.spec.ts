import { randomBytes } from 'node:crypto'

import type { Browser, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { waitForMail } from './mailbox'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

/**
 * The owner's ordinary day, as she lives it in a browser, screen after screen. Her browser
 * runs on another clock than hers (Lisbon), so anything written on the browser's clock shows.
 * Each screen is checked with axe and at 1280 and 390 px; forms are filled and sent by keyboard.
 * The finer points of each screen are in their own specs (admin-time-zone, admin-email-templates,
 * site-honesty, admin-leads-workspace, admin-menu, admin-numbers).
 */

const WIDTHS = [1280, 390] as const
const ELSEWHERE = { timezoneId: 'Europe/Lisbon' }

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await check()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The attached calendar file's text (base64 in the message, as mail clients receive it). */
function calendarIn(message: string) {
  const part = /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(message)
  expect(part, 'a text/calendar part').not.toBeNull()
  const body = part![1]!.trim()
  return body.includes('BEGIN:VCALENDAR') ? body : Buffer.from(body, 'base64').toString('utf8')
}

const herDay = async (browser: Browser) => {
  const context = await ownerContext(browser, ELSEWHERE)
  return { context, page: await context.newPage() }
}

test.describe('her day in the Admin Center', () => {
  test('morning: her menu and figures, then a call invitation on her clock with a calendar file', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const { context, page } = await herDay(browser)

    // The Overview: each figure says what it counts, on her clock.
    await page.goto('/admin')
    await expect(page.getByText(/Counted .+ Arizona time/)).toBeVisible()
    await expect(page.getByText(/on your list/).first()).toBeVisible()
    await atBothWidths(page, () => expectNoAxeViolations(page))

    // An applicant, and the call she offers at 10:30 on her own clock.
    const email = uniqueEmail('owner-day-call')
    const name = `Ines Morning ${randomBytes(2).toString('hex')}`
    const applied = await request.post('/api/applications', {
      data: { ...APPLICATION_ANSWERS, name, email },
    })
    expect(applied.ok()).toBe(true)
    await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`)
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) })
    const callTime = card.getByLabel('Call time: your time (Arizona), optional')
    await atBothWidths(page, async () => {
      await expect(callTime).toBeVisible()
      await expectNoAxeViolations(page)
    })
    await hydrated(callTime)
    await callTime.fill('2099-12-01T10:30')
    await card.getByRole('button', { name: 'Schedule Call' }).focus()
    await page.keyboard.press('Enter')
    await expect(card.getByText('Call scheduled', { exact: true })).toBeVisible()
    await expect(card.getByText(/Dec 1, 2099, 10:30\sAM/)).toBeVisible()

    const invitation = await waitForMail(email, "Let's talk")
    expect(invitation.text).toContain('Tuesday 1 December, 10:30 AM Arizona time')
    expect(invitation.text).toMatch(/Content-Type: text\/calendar/i)
    expect(invitation.text).toContain('invitation.ics')
    // 10:30 in Arizona (UTC−7 all year) is 17:30 UTC: the calendar file holds that instant.
    expect(calendarIn(invitation.text)).toContain('DTSTART:20991201T173000Z')
    await context.close()
  })

  test('midday: an e-mail edited, previewed and test-sent without publishing; a page draft previewed and exited; a new testimonial on the home page', async ({
    browser,
    request,
    page: visitor,
  }) => {
    test.setTimeout(240_000)
    const headers = await ownerAuth(request)
    const mark = randomBytes(3).toString('hex')
    const { context, page } = await herDay(browser)

    // The meditation e-mail: a new subject, kept as a draft, previewed and sent to herself.
    const found = await request.get(
      '/api/email-templates?where[key][equals]=meditation-welcome&depth=0',
      { headers },
    )
    const meditation = ((await found.json()) as { docs: { id: number; subject: string }[] })
      .docs[0]!
    const published = meditation.subject
    await page.goto(`/admin/collections/email-templates/${meditation.id}`)
    const subject = page.getByRole('textbox', { name: /^Subject line/ })
    await hydrated(subject)
    await subject.fill(`A breath for you, {{firstName}} (${mark})`)
    await page.getByRole('button', { name: 'Save draft' }).focus()
    await page.keyboard.press('Enter')
    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview.getByText(`A breath for you, Jane (${mark})`)).toBeVisible({
      timeout: 20_000,
    })
    // This screen's axe check and its 390 px layout are admin-email-templates.e2e.spec.ts's (its
    // sandboxed preview frame needs axe run its own way there).
    const htmlTab = preview.getByRole('tab', { name: 'As she sees it' })
    await htmlTab.focus()
    await page.keyboard.press('ArrowRight')
    const textTab = preview.getByRole('tab', { name: 'Plain text' })
    await expect(textTab).toHaveAttribute('aria-selected', 'true')
    await preview.getByRole('button', { name: 'Send me a test' }).focus()
    await page.keyboard.press('Enter')
    await waitForMail(process.env.ADMIN_EMAIL!, `[Test] A breath for you, Jane (${mark})`)
    const live = await request.get(`/api/email-templates/${meditation.id}?depth=0`, { headers })
    expect(((await live.json()) as { subject: string }).subject).toBe(published)

    // A page draft: previewed under its banner, then exited by keyboard to the live words.
    const slug = `owner-day-${mark}`
    const hero = (heading: string) => [{ blockType: 'hero', heading }]
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: `Her day ${mark}`,
        slug,
        footer: 'standard',
        _status: 'published',
        layout: hero('Live words'),
      },
    })
    expect(created.status()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const drafted = await request.patch(`/api/pages/${pageId}?draft=true`, {
        headers,
        data: { layout: hero(`Draft words ${mark}`) },
      })
      expect(drafted.ok()).toBe(true)
      await page.goto(`/next/preview?path=/${slug}`)
      const banner = page.getByRole('region', { name: 'Draft preview' })
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(`Draft words ${mark}`)
      await atBothWidths(page, async () => {
        await expect(banner).toContainText('Previewing a draft')
        await expectNoAxeViolations(page)
      })
      await banner.getByRole('link', { name: 'Exit preview' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      await expect(heading).toHaveText('Live words')
      await expect(banner).toHaveCount(0)
    } finally {
      await request.delete(`/api/pages/${pageId}`, { headers })
    }

    // A new testimonial, typed and published: the home page's carousel shows it.
    const words = `My shoulders came down, ${mark}.`
    const testimonialName = `Noor ${mark}`
    await page.goto('/admin/collections/testimonials/create')
    await expect(
      page.getByText('Shows in the home page carousel (and any carousel set to show all'),
    ).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page, 'wcag')
    const text = page.getByRole('textbox', { name: /^Text\b/ })
    await hydrated(text)
    await text.fill(words)
    await page.keyboard.press('Tab')
    await page.getByRole('textbox', { name: /^Name\b/ }).fill(testimonialName)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/testimonials\/\d+/, { timeout: 30_000 })
    try {
      await visitor.goto('/')
      await expect(visitor.locator('section[aria-roledescription="carousel"]')).toContainText(words)
      await expectNoAxeViolations(visitor)
    } finally {
      const mine = await request.get(
        `/api/testimonials?where[name][equals]=${encodeURIComponent(testimonialName)}&depth=0`,
        { headers },
      )
      for (const doc of ((await mine.json()) as { docs: { id: number }[] }).docs) {
        await request.delete(`/api/testimonials/${doc.id}`, { headers })
      }
    }
    await context.close()
  })

  test('afternoon: a lead’s status, tag and note with one Save, found by filter and in the CSV, then e-mailed', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const mark = randomBytes(3).toString('hex')
    const name = `Maren Afternoon ${mark}`
    const email = uniqueEmail(`owner-day-lead-${mark}`)
    const tag = `Retreat ${mark}`
    const signUp = await request.post('/api/leads', {
      data: { email, name, source: 'meditation-download' },
    })
    expect(signUp.status()).toBe(201)

    const { context, page } = await herDay(browser)
    await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await atBothWidths(page, async () => {
      await expect(page.getByRole('link', { name: `View ${name}` })).toBeVisible()
      await expectNoAxeViolations(page)
    })
    await page.getByRole('link', { name: `View ${name}` }).click()
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()

    // Status, a new tag and a note, by keyboard, and one Save.
    const status = page.getByRole('combobox', { name: 'Status' })
    await hydrated(status)
    await status.selectOption('contacted')
    await page.getByLabel('New tag').fill(tag)
    await page.getByLabel('Add a note').fill(`Asked about the retreat (${mark}).`)
    await page.getByRole('button', { name: 'Save', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved: her status, tags and note.',
    )
    await page.reload()
    await expect(status).toHaveValue('contacted')
    await expect(page.getByRole('checkbox', { name: tag })).toBeChecked()
    await expect(page.getByText(`Asked about the retreat (${mark}).`)).toBeVisible()
    await atBothWidths(page, () => expectNoAxeViolations(page))

    // The list filtered by her tag finds her; the CSV follows the filter.
    await page.goto('/admin?tab=leads')
    const tagFilter = page.getByLabel('Tag', { exact: true })
    await hydrated(tagFilter)
    await tagFilter.selectOption({ label: tag })
    await page.getByRole('button', { name: 'Show', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/tag=\d+/)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody tr').first()).toContainText(email)
    await atBothWidths(page, () => expectNoAxeViolations(page))
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    const csv = await request.get(csvHref!, { headers: await ownerAuth(request) })
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(header).toContain('Status,Tags,Subscribed')
    expect(header).toContain('Signed up (Arizona time)')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(`,Contacted,${tag},Yes,`)

    // "E-mail these people": the campaign window, with exactly these people as its audience.
    await page.getByRole('link', { name: 'E-mail these people (1 subscribed)' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
    await expect(dialog).toBeVisible()
    const audience = dialog.getByRole('combobox', { name: 'Audience' })
    expect(
      await audience.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe(`People from your Leads list: tag ${tag} (1)`)
    await atBothWidths(page, () => expectNoAxeViolations(page))
    await context.close()
  })
})
