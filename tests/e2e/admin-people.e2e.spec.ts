import { randomBytes } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { linkIn, mailTo, waitForMail } from './mailbox'
import { APPLICATION_ANSWERS } from '../support/applicationAnswers'

const answers = APPLICATION_ANSWERS

/** The page is no wider than the window: only tables scroll, inside their own box. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('the owner’s Leads and Applications', () => {
  test('a lead from the public site is in Leads, found by part of her name, in the CSV; her note and tag survive a reload', async ({
    browser,
    request,
  }) => {
    const mark = randomBytes(3).toString('hex')
    const name = `Zephyrine Q${mark}`
    const email = uniqueEmail('people-lead')
    const signUp = await request.post('/api/leads', {
      data: { email, name, source: 'meditation-download' },
    })
    expect(signUp.status()).toBe(201)

    const context = await ownerContext(browser)
    const page = await context.newPage()
    await page.goto('/admin?tab=leads')
    await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    // By keyboard: the search box, part of her name in another case, Enter.
    await page.getByLabel('Search leads').focus()
    await page.keyboard.type(`PHYRINE q${mark}`.toUpperCase())
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`tab=leads.*q=PHYRINE`))
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(email)
    await expect(rows.first()).toContainText('Meditation download')

    // Export CSV downloads exactly what the search found.
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    const csv = await request.get(csvHref!, { headers: await ownerAuth(request) })
    expect(csv.status()).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(email)
    expect(lines[1]).toContain(name)

    await page.getByRole('link', { name: `View ${name}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)

    // Status, a new tag and a note, then one Save (by keyboard from the note).
    const note = `Called her about the workshop (${mark}).`
    const tag = `Workshop-${mark}`
    await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
    await page.getByLabel('New tag').fill(tag)
    await page.getByLabel('Add a note').focus()
    await page.keyboard.type(note)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Saved: her status, tags and note.')).toBeVisible()
    await expect(page.getByText(note)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: tag })).toBeChecked()
    const history = page.getByRole('region', { name: 'Status history' })
    await expect(history.getByText('Contacted', { exact: true })).toBeVisible()

    await page.reload()
    await expect(page.getByText(note)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: tag })).toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted')
    await context.close()
  })

  test('Accept Application e-mails her once, and a second click changes nothing', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('people-apply')
    const name = 'Adaline Accept'
    const applied = await request.post('/api/applications', {
      data: { name, email, phone: '+1 555 0100', ...answers },
    })
    expect(applied.ok()).toBe(true)

    const context = await ownerContext(browser)
    const page = await context.newPage()
    await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`)
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) })
    await expect(card.getByText('New Application')).toBeVisible()
    await expect(
      card.getByRole('region', { name: 'Current Challenges' }).getByText(answers.challenges),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // View Full Details opens by keyboard and shows all the answers.
    await card.getByText('View Full Details').focus()
    await page.keyboard.press('Enter')
    await expect(card.getByText(answers.desireFromGuide)).toBeVisible()
    await expectNoAxeViolations(page)

    await card.getByRole('button', { name: 'Accept Application' }).click()
    await expect(card.getByText('Your mentorship application: yes')).toBeVisible()
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible()
    for (const button of ['Accept Application', 'Schedule Call', 'Decline']) {
      await expect(card.getByRole('button', { name: button })).toHaveCount(0)
    }
    await waitForMail(email, 'Your mentorship application: yes')

    // The button is gone; the same decision sent again is refused, and nothing more is sent.
    const again = await request.post(
      `/api/admin/applications/${await applicationId(request, email)}/decision`,
      { data: { decision: 'accept' }, headers: await ownerAuth(request) },
    )
    expect(again.status()).toBe(409)
    await page.waitForTimeout(6_000)
    const decisions = (await mailTo(email)).filter((mail) =>
      mail.subject.includes('Your mentorship application: yes'),
    )
    expect(decisions).toHaveLength(1)
    await context.close()
  })

  test('Schedule Call with a time sends her the invitation; Decline asks first, then ends it', async ({
    browser,
    request,
  }) => {
    // Two e-mails to wait for, each up to one run of the server's 5-second mail runner.
    test.setTimeout(60_000)
    const email = uniqueEmail('people-call')
    const name = 'Callie Schedule'
    const applied = await request.post('/api/applications', { data: { name, email, ...answers } })
    expect(applied.ok()).toBe(true)
    const context = await ownerContext(browser)
    const page = await context.newPage()
    await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`)
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) })
    // Typed on her clock, whatever this browser's zone: the field says which.
    const callTime = card.getByLabel('Call time: your time (Arizona), optional')
    // A time filled before hydration was lost, and the invitation went out without it.
    await hydrated(callTime)
    await callTime.fill('2099-03-04T15:30')
    await card.getByRole('button', { name: 'Schedule Call' }).click()
    await expect(card.getByText("Let's talk: your mentorship application")).toBeVisible()
    await expect(card.getByText('Call scheduled', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Schedule Call' })).toHaveCount(0)
    const invitation = await waitForMail(email, "Let's talk")
    expect(invitation.text).toContain('Wednesday 4 March, 3:30 PM Arizona time')

    // Dismissing the question sends nothing; accepting it declines.
    page.once('dialog', (dialog) => dialog.dismiss())
    await card.getByRole('button', { name: 'Decline' }).click()
    await expect(card.getByText('Call scheduled', { exact: true })).toBeVisible()
    page.once('dialog', (dialog) => dialog.accept())
    await card.getByRole('button', { name: 'Decline' }).click()
    await expect(card.getByText('Declined', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Accept Application' })).toHaveCount(0)
    // Its subject is also the start of the confirmation's ("… is received"): compare it whole.
    await expect
      .poll(
        async () =>
          (await mailTo(email)).some((mail) => mail.subject === 'Your mentorship application'),
        { timeout: 30_000 },
      )
      .toBe(true)
    // The answer's link opens in a browser that has never seen the site.
    const declined = (await mailTo(email)).find(
      (mail) => mail.subject === 'Your mentorship application',
    )!
    const fresh = await browser.newContext()
    const opened = await (await fresh.newPage()).goto(linkIn(declined, '/masterclass'))
    expect(opened?.status()).toBe(200)
    await fresh.close()
    await context.close()
  })

  test('at 390 px the lists and the person fit the screen; only tables scroll', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('people-narrow')
    await request.post('/api/leads', {
      data: { email, name: 'Narrow Screen', source: 'quiz_rebel', quizResult: 'rebel' },
    })
    await request.post('/api/applications', {
      data: { name: 'Narrow Screen', email, ...answers },
    })
    const context = await ownerContext(browser, { viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'View Narrow Screen' }).click()
    await expect(page.getByRole('heading', { name: 'Narrow Screen', level: 2 })).toBeVisible()
    await expectNoPageScroll(page)
    await page.goto(`/admin?tab=applications&q=${encodeURIComponent(email)}`)
    await expect(page.getByRole('button', { name: 'Accept Application' })).toBeVisible()
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('signed out, the people calls answer 401', async ({ request }) => {
    for (const path of [
      '/api/admin/leads',
      '/api/admin/leads.csv',
      '/api/admin/applications',
      '/api/admin/applications.csv',
      '/api/admin/contacts/1',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(401)
      expect(await response.json()).toHaveProperty('message')
    }
  })
})

async function applicationId(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/admin/applications?q=${encodeURIComponent(email)}`, {
    headers: await ownerAuth(request),
  })
  const [row] = (await response.json()) as { id: number }[]
  return row!.id
}
