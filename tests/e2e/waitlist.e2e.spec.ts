import { type Page, type Route } from '@playwright/test'

import { WAITLIST_SOURCES } from '@/contacts/schema'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { holdRequests } from './hold'
import { expect, test } from './fixtures'

const PATH = '/waitlist'
const SUCCESS = "Welcome to the Waitlist! You'll be the first to know when Radiant Alchemy opens."
const FALLBACK = 'Failed to join waitlist. Please try again.'

/** Counts what the form sends to the endpoint, letting each request through untouched. */
async function countRequests(page: Page) {
  const sent: unknown[] = []
  await page.route('**/api/waitlist', (route) => {
    sent.push(route.request().postDataJSON())
    return route.continue()
  })
  return sent
}

async function openForm(page: Page) {
  await page.goto(PATH)
  const form = page.getByRole('form', { name: 'Join the Radiant Alchemy Waitlist' })
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    source: form.getByLabel('How did you find us?'),
    button: form.getByRole('button', { name: 'Join the Waitlist' }),
  }
}

test.describe('Radiant Alchemy waitlist', () => {
  test('the form is in the server HTML with its labels and the eight answers', async ({
    request,
  }) => {
    const response = await request.get(PATH)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const text of [
      'Join the Radiant Alchemy Waitlist',
      'How did you find us?',
      'Join the Waitlist',
      'method="post"',
    ]) {
      expect(html).toContain(text)
    }
    for (const value of WAITLIST_SOURCES) {
      expect(html).toContain(`value="${value}"`)
    }
  })

  for (const missing of [
    { case: 'no name', name: '', email: 'dana@example.com' },
    { case: 'no e-mail', name: 'Dana', email: '' },
    { case: 'blank name and e-mail', name: '  ', email: '   ' },
  ]) {
    test(`${missing.case}: "Required Fields" and nothing sent`, async ({ page }) => {
      const sent = await countRequests(page)
      const { name, email, button } = await openForm(page)
      await name.fill(missing.name)
      await email.fill(missing.email)
      await button.click()
      const toast = page.getByRole('alert').filter({ hasText: 'Required Fields' })
      await expect(toast.getByText('Required Fields', { exact: true })).toBeVisible()
      await expect(
        toast.getByText('Please fill in your name and email.', { exact: true }),
      ).toBeVisible()
      expect(sent).toEqual([])
      await expect(name).toHaveValue(missing.name)
      // An e-mail input drops surrounding spaces from its value.
      await expect(email).toHaveValue(missing.email.trim())
    })
  }

  test('a mistyped e-mail gets the server’s message and keeps what was typed', async ({ page }) => {
    const sent = await countRequests(page)
    const { name, email, button } = await openForm(page)
    await name.fill('Dana')
    await email.fill('dana-at-example.com')
    await button.click()
    const toast = page.getByRole('alert').filter({ hasText: 'Error' })
    await expect(
      toast.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible()
    expect(sent).toHaveLength(1)
    await expect(email).toHaveValue('dana-at-example.com')
  })

  test('joining by keyboard sends the entry, shows the welcome and clears the form', async ({
    page,
    request,
  }) => {
    // Until POST /api/waitlist exists the browser gets a stand-in answer; once it does, the real
    // endpoint stores the entry and the test checks it.
    const probe = await request.post('/api/waitlist', { data: {} })
    const endpointExists = probe.status() !== 404
    if (!endpointExists) {
      await page.route('**/api/waitlist', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
      )
    }
    const address = `dana+${Date.now()}@example.com`
    const { name, email, source } = await openForm(page)

    await name.click()
    await page.keyboard.type('Dana Waitlist')
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await page.keyboard.type(address)
    await page.keyboard.press('Tab')
    await expect(source).toBeFocused()
    await source.selectOption({ label: 'The Good Girl Quiz' })
    const posted = page.waitForRequest(
      (req) => req.url().endsWith('/api/waitlist') && req.method() === 'POST',
    )
    await email.press('Enter')
    const sentRequest = await posted

    expect(sentRequest.headers()['content-type']).toContain('application/json')
    expect(sentRequest.postDataJSON()).toEqual({
      name: 'Dana Waitlist',
      email: address,
      program: 'radiant-alchemy',
      source: 'quiz',
    })
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveText(SUCCESS)
    await expect(name).toHaveValue('')
    await expect(email).toHaveValue('')
    await expect(source).toHaveValue('')
    await expectNoAxeViolations(page)

    if (endpointExists) {
      const headers = await ownerAuth(request)
      const stored = await (
        await request.get(
          `/api/waitlist-entries?where[email][equals]=${encodeURIComponent(address)}`,
          { headers },
        )
      ).json()
      expect(stored.docs).toHaveLength(1)
      expect(stored.docs[0]).toMatchObject({
        name: 'Dana Waitlist',
        program: 'radiant-alchemy',
        source: 'quiz',
      })
    }
  })

  test('while sending, the button reads "Joining..." and is disabled', async ({ page }) => {
    const held = await holdRequests(page, '**/api/waitlist', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }),
    )
    const { form, name, email, button } = await openForm(page)
    await name.fill('Dana')
    await email.fill('dana@example.com')
    await button.click()
    await expect(form.getByRole('button', { name: 'Joining...' })).toBeDisabled()
    await held.release()
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible()
    await expect(button).toBeEnabled()
  })

  test('a 400 shows the server’s message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Please choose how you found us from the list' }),
      }),
    )
    const { name, email, source, button } = await openForm(page)
    await name.fill('Dana')
    await email.fill('dana@example.com')
    await source.selectOption('instagram')
    await button.click()
    const toast = page.getByRole('alert').filter({ hasText: 'Error' })
    await expect(
      toast.getByText('Please choose how you found us from the list', { exact: true }),
    ).toBeVisible()
    await expect(name).toHaveValue('Dana')
    await expect(email).toHaveValue('dana@example.com')
    await expect(source).toHaveValue('instagram')
    await expect(page.getByText(SUCCESS)).toHaveCount(0)
  })

  for (const failure of [
    { case: 'a network failure', answer: (route: Route) => route.abort('failed') },
    {
      case: 'an answer without a message',
      answer: (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    },
  ]) {
    test(`${failure.case} shows the fallback message and keeps what was typed`, async ({
      page,
    }) => {
      await page.route('**/api/waitlist', failure.answer)
      const { name, email, button } = await openForm(page)
      await name.fill('Dana')
      await email.fill('dana@example.com')
      await button.click()
      const toast = page.getByRole('alert').filter({ hasText: 'Error' })
      await expect(toast.getByText(FALLBACK, { exact: true })).toBeVisible()
      await expect(name).toHaveValue('Dana')
      await expect(email).toHaveValue('dana@example.com')
      await expect(button).toBeEnabled()
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form can be filled, and a submit keeps the e-mail out of the address', async ({
      page,
    }) => {
      const { form, name, email, button } = await openForm(page)
      await name.fill('Dana')
      await email.fill('dana@example.com')
      const [response] = await Promise.all([page.waitForNavigation(), button.click()])
      expect(response?.status()).toBe(200)
      expect(page.url()).not.toContain('dana')
      await expect(form).toBeVisible()
    })
  })

  test('passes axe', async ({ page }) => {
    await openForm(page)
    await expectNoAxeViolations(page)
  })
})
