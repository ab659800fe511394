import { type Locator, type Page } from '@playwright/test'

import { APPLICATION_QUESTIONS } from '@/applications/schema'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { linkIn, waitForMail } from './mailbox'
import { holdRequests } from './hold'
import { hydrated } from './hydrated'
import { expect, test } from './fixtures'

const PATH = '/apply'
const DRAFT_KEY = 'mentorship-application-draft'
const FAILURE = 'Failed to submit application. Please try again.'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Counts the canvases added to the page (confetti is drawn on one). */
async function countCanvases(page: Page) {
  await page.addInitScript(() => {
    const seen = { count: 0 }
    Object.assign(window, { __canvases: seen })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeName === 'CANVAS') seen.count++
          else if (node instanceof Element) seen.count += node.querySelectorAll('canvas').length
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __canvases: { count: number } }).__canvases.count)
}

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Mentorship application' })
  return {
    root,
    name: root.getByLabel('Full Name'),
    email: root.getByLabel('Email Address'),
    phone: root.getByLabel('Phone (optional)'),
    previous: root.getByRole('button', { name: 'Previous' }),
    next: root.getByRole('button', { name: 'Next' }),
    submit: root.getByRole('button', { name: 'Submit Application' }),
    answer: (step: number) => root.getByLabel(APPLICATION_QUESTIONS[step - 2]!.question),
    progress: root.getByRole('progressbar', { name: 'Application progress' }),
  }
}

async function expectStep(page: Page, step: number) {
  const percent = Math.round((step / 9) * 100)
  const { root, progress } = form(page)
  await expect(root.getByText(`Step ${step} of 9`, { exact: true })).toBeVisible()
  await expect(root.getByText(`${percent}% complete`, { exact: true })).toBeVisible()
  await expect(progress).toHaveAttribute('aria-valuenow', String(percent))
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 8; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const answersFor = (tag: string) =>
  Object.fromEntries(
    APPLICATION_QUESTIONS.map(({ name }) => [
      name,
      `Too short, and then more about ${name} ${tag}`,
    ]),
  ) as Record<(typeof APPLICATION_QUESTIONS)[number]['name'], string>

/** Fills the whole application with the mouse-free `fill`, stopping on the last step. */
async function fillApplication(page: Page, details: { name: string; email: string }) {
  const f = form(page)
  await f.name.fill(details.name)
  await f.email.fill(details.email)
  await f.next.click()
  for (let step = 2; step <= 9; step++) {
    await f.answer(step).fill(`My answer for step ${step}, in my own words.`)
    if (step < 9) await f.next.click()
  }
}

test.describe('mentorship application', () => {
  test('a full application by keyboard alone: gating, messages, success, record and e-mails', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const canvases = await countCanvases(page)
    const tag = unique()
    const name = `Ada Keyboard ${tag}`
    const email = `ada+${tag}@example.com`
    const phone = '+1 555 0100'
    const answers = answersFor(tag)
    const settings = await (await request.get('/api/globals/site-settings')).json()
    const f = form(page)

    await page.goto(PATH)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(f.name).toBeFocused()

    await expectStep(page, 1)
    await expect(f.previous).toBeDisabled()
    await expect(f.next).toBeDisabled()
    await expectNoAxeViolations(page)

    await page.keyboard.type(name)
    await expect(f.next).toBeDisabled()
    await page.keyboard.press('Tab')
    await expect(f.email).toBeFocused()
    await page.keyboard.type('ada+')
    await expect(f.root.getByText('Please enter a valid email address')).toBeVisible()
    await expect(f.next).toBeDisabled()
    await expectNoAxeViolations(page)
    await page.keyboard.type(`${tag}@example.com`)
    await expect(f.root.getByText('Please enter a valid email address')).toHaveCount(0)
    await expect(f.next).toBeEnabled()
    await page.keyboard.press('Tab')
    await expect(f.phone).toBeFocused()
    await page.keyboard.type(phone)
    await page.keyboard.press('Enter')

    for (let step = 2; step <= 9; step++) {
      const { message } = APPLICATION_QUESTIONS[step - 2]!
      await expectStep(page, step)
      const answer = f.answer(step)
      await expect(answer).toBeFocused()
      await expect(f.previous).toBeEnabled()
      const forward = step < 9 ? f.next : f.submit
      await expect(forward).toBeDisabled()

      await page.keyboard.type('Too short')
      await expect(f.root.getByText(message, { exact: true })).toBeVisible()
      await expect(answer).toHaveAttribute('aria-invalid', 'true')
      await expect(forward).toBeDisabled()
      await expectNoAxeViolations(page)
      await page.keyboard.type(answers[APPLICATION_QUESTIONS[step - 2]!.name].slice(9))
      await expect(f.root.getByText(message, { exact: true })).toHaveCount(0)
      await expect(forward).toBeEnabled()

      if (step === 3) {
        // Back by keyboard: the earlier answer is still there.
        await tabTo(page, f.previous)
        await page.keyboard.press('Enter')
        await expectStep(page, 2)
        await expect(f.answer(2)).toHaveValue(answers.experience)
        await tabTo(page, f.next)
        await page.keyboard.press('Enter')
        await expectStep(page, 3)
        await expect(f.answer(3)).toHaveValue(answers.whatDrawsYou)
      }
      await tabTo(page, forward)
      await page.keyboard.press('Enter')
    }

    const received = page.getByRole('heading', { name: 'Application Received' })
    await expect(received).toBeFocused()
    await expect(f.root).toHaveCount(0)
    const toast = page.getByRole('status').filter({ hasText: '✨ Application Submitted! ✨' })
    await expect(
      toast.getByText(
        `Thank you for your application. ${settings.ownerName} will be in touch soon.`,
        { exact: true },
      ),
    ).toBeVisible()
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    // Confetti: particles drawn on a canvas inside the page, hidden from assistive technology.
    await expect.poll(canvases).toBe(1)
    const canvas = page.locator('main canvas')
    await expect(canvas).toHaveAttribute('aria-hidden', 'true')
    await expect
      .poll(
        () =>
          canvas.evaluate((element: HTMLCanvasElement) => {
            const { data } = element
              .getContext('2d')!
              .getImageData(0, 0, element.width, element.height)
            let painted = 0
            for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]) painted++
            return painted
          }),
        { message: 'confetti particles on the canvas', timeout: 3000 },
      )
      .toBeGreaterThan(0)
    await expectNoAxeViolations(page)
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()

    const headers = await ownerAuth(request)
    const stored = await (
      await request.get(`/api/applications?where[email][equals]=${encodeURIComponent(email)}`, {
        headers,
      })
    ).json()
    expect(stored.docs).toHaveLength(1)
    const [application] = stored.docs
    expect(application).toMatchObject({ name, email, phone, status: 'new', ...answers })
    expect(Object.keys(answers)).toHaveLength(8)

    const confirmation = await waitForMail(email, 'Your mentorship application is received')
    expect(confirmation.text).toContain(`Dear ${name},`)
    expect(confirmation.text).toContain('within 48 hours')
    const notification = await waitForMail(
      'owner@example.com',
      `New mentorship application from ${name}`,
    )
    expect(linkIn(notification, '/admin/collections/applications/')).toMatch(
      new RegExp(`/admin/collections/applications/${application.id}$`),
    )
    expect(notification.text).toContain(email)
    expect(notification.text).toContain(phone)
    for (const answer of Object.values(answers)) expect(notification.text).toContain(answer)

    await home.press('Enter')
    await expect(page).toHaveURL(/\/$/)
  })

  test('step 1 shows §5’s messages as she types, and the phone is optional', async ({ page }) => {
    await page.goto(PATH)
    const f = form(page)
    const message = (text: string) => f.root.getByText(text, { exact: true })

    await f.name.fill('x'.repeat(101))
    await expect(message('Name is too long')).toBeVisible()
    await f.name.fill('')
    await expect(message('Name is required')).toBeVisible()
    await expect(f.name).toHaveAttribute('aria-invalid', 'true')
    await f.email.fill('dana@')
    await expect(message('Please enter a valid email address')).toBeVisible()
    await expectNoAxeViolations(page)
    await f.email.fill(`${'d'.repeat(250)}@example.com`)
    await expect(message('Email is too long')).toBeVisible()
    await f.email.fill('')
    await expect(message('Email is required')).toBeVisible()
    await expect(f.next).toBeDisabled()

    await f.name.fill('   ')
    await f.email.fill('dana@example.com')
    await expect(message('Name is required')).toBeVisible()
    await expect(f.next).toBeDisabled()
    await f.name.fill('Dana')
    await expect(
      f.root.getByRole('paragraph').filter({ hasText: /required|valid|long/ }),
    ).toHaveCount(0)
    await expect(f.next).toBeEnabled()
    await f.phone.fill('555 0100')
    await f.phone.fill('')
    await expect(f.next).toBeEnabled()
    await f.next.click()
    await expectStep(page, 2)
    await expect(f.answer(2)).toBeFocused()
  })

  test('a reload mid-form restores the draft, on the step she was on', async ({ page }) => {
    await page.goto(PATH)
    const f = form(page)
    await f.name.fill('Dana Draft')
    await f.email.fill('dana.draft@example.com')
    await f.phone.fill('555 0199')
    await f.next.click()
    await f.answer(2).fill('Some years of yoga and dance.')
    await f.next.click()
    await f.answer(3).fill('Half a')
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY))
      .toContain('Half a')

    await page.reload()
    await expectStep(page, 3)
    await expect(f.answer(3)).toHaveValue('Half a')
    // What was typed comes back with its message, so she sees what is still missing.
    await expect(f.root.getByText(APPLICATION_QUESTIONS[1]!.message)).toBeVisible()
    await f.previous.click()
    await expect(f.answer(2)).toHaveValue('Some years of yoga and dance.')
    await f.previous.click()
    await expect(f.name).toHaveValue('Dana Draft')
    await expect(f.email).toHaveValue('dana.draft@example.com')
    await expect(f.phone).toHaveValue('555 0199')
  })

  test('a visit where she keeps nothing typed leaves no draft, so the next one fetches the form’s rules only when she starts', async ({
    page,
  }) => {
    await page.goto(PATH)
    const f = form(page)
    await hydrated(f.name)
    await f.name.fill('D')
    const draft = () => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)
    await expect.poll(draft).toContain('"name":"D"')
    await f.name.fill('')
    await expect.poll(draft).toBeNull()

    // The scripts this document has loaded, from the network or the browser's cache alike.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      )
    await page.reload()
    await hydrated(f.name)
    await page.waitForLoadState('networkidle')
    expect(await draft()).toBeNull()
    const withThePage = await scripts()
    // Her first focus fetches the rules (src/applications/schema.ts and its validation library).
    await f.name.focus()
    await expect
      .poll(async () => (await scripts()).filter((url) => !withThePage.includes(url)).length)
      .toBeGreaterThan(0)
    await f.name.fill('Dana')
    await expect.poll(draft).toContain('"name":"Dana"')
  })

  test('a failed submit keeps every answer; trying again sends it', async ({ page, request }) => {
    const tag = unique()
    const email = `dana+${tag}@example.com`
    await page.goto(PATH)
    const f = form(page)
    await fillApplication(page, { name: `Dana Retry ${tag}`, email })

    for (const failure of ['server', 'network'] as const) {
      await page.route('**/api/applications', (route) =>
        failure === 'server'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.abort('failed'),
      )
      await f.submit.click()
      const alert = page.getByRole('alert').filter({ hasText: 'Error' })
      await expect(alert.getByText(FAILURE, { exact: true })).toBeVisible()
      // Focus holds the toast until it is dismissed below, however slow the checks between.
      await alert.getByRole('button', { name: 'Dismiss notification' }).focus()
      await expectStep(page, 9)
      await expect(f.answer(9)).toHaveValue('My answer for step 9, in my own words.')
      await expect(f.submit).toBeEnabled()
      await page.unroute('**/api/applications')
      await alert.getByRole('button', { name: 'Dismiss notification' }).click()
    }

    await page.reload()
    await expectStep(page, 9)
    for (let step = 8; step >= 2; step--) {
      await f.previous.click()
      await expect(f.answer(step)).toHaveValue(`My answer for step ${step}, in my own words.`)
    }
    await f.previous.click()
    await expect(f.email).toHaveValue(email)
    for (let step = 1; step < 9; step++) await f.next.click()

    await f.submit.click()
    await expect(page.getByRole('heading', { name: 'Application Received' })).toBeVisible()
    const headers = await ownerAuth(request)
    const stored = await (
      await request.get(`/api/applications?where[email][equals]=${encodeURIComponent(email)}`, {
        headers,
      })
    ).json()
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0].phone ?? null).toBeNull()

    await page.goto(PATH)
    await expectStep(page, 1)
    await expect(f.name).toHaveValue('')
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('"Submitting..." while pending, then the success view without confetti', async ({
      page,
    }) => {
      const canvases = await countCanvases(page)
      const held = await holdRequests(page, '**/api/applications', (route) =>
        route.fulfill({
          status: 201,
          contentType: 'application/json',
          body: JSON.stringify({ ok: true, id: 1, created: true }),
        }),
      )
      await page.goto(PATH)
      await fillApplication(page, { name: 'Dana Calm', email: 'dana.calm@example.com' })
      const f = form(page)
      const posted = page.waitForRequest('**/api/applications')
      await f.submit.click()
      const sent = (await posted).postDataJSON()
      expect(sent).toEqual({
        name: 'Dana Calm',
        email: 'dana.calm@example.com',
        ...Object.fromEntries(
          APPLICATION_QUESTIONS.map(({ name }, index) => [
            name,
            `My answer for step ${index + 2}, in my own words.`,
          ]),
        ),
      })
      await expect(f.root.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
      await expect(f.previous).toBeDisabled()
      await held.release()
      await expect(page.getByRole('heading', { name: 'Application Received' })).toBeVisible()
      await page.waitForTimeout(1000)
      expect(await canvases()).toBe(0)
    })
  })

  test('bad bodies to the API get 400 with a message, never 5xx', async ({ request }) => {
    const valid = {
      name: 'Ada',
      email: 'ada.api@example.com',
      ...Object.fromEntries(APPLICATION_QUESTIONS.map(({ name }) => [name, 'Long enough answer'])),
    }
    const cases: [string | object, string][] = [
      ['{"name":', 'The request body must be JSON.'],
      [{ name: 'Ada', email: 'ada.api@example.com' }, APPLICATION_QUESTIONS[0]!.message],
      [{ ...valid, support: '123456789' }, APPLICATION_QUESTIONS[4]!.message],
      [{ ...valid, name: 'x'.repeat(101) }, 'Name is too long'],
    ]
    for (const [body, message] of cases) {
      const response = await request.post('/api/applications', {
        headers: { 'Content-Type': 'application/json' },
        // A string would be sent JSON-encoded; the bytes go as they are.
        data: typeof body === 'string' ? Buffer.from(body) : body,
      })
      expect(response.status(), JSON.stringify(body).slice(0, 60)).toBe(400)
      expect((await response.json()).message).toBe(message)
    }
  })

  test('the page has its own title and description, and /work-with-me leads to it', async ({
    page,
  }) => {
    await page.goto('/work-with-me')
    await page.getByRole('link', { name: 'Apply for Mentorship' }).first().click()
    await expect(page).toHaveURL(/\/apply$/)
    await expect(page).toHaveTitle(/Apply for 1:1 Mentorship/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /9 gentle steps/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/apply$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for 1:1 Mentorship')
  })
})
