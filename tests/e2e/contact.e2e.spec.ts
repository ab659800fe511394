import { ownerAuth } from './admin-api'
import { waitForMail } from './mailbox'
import { expectNoAxeViolations } from './axe'
import { holdRequests } from './hold'
import { expect, test } from './fixtures'

test.describe('contact form (About footer)', () => {
  test('empty fields show "Required Fields" and send nothing', async ({ page }) => {
    let sent = 0
    await page.route('**/api/contact', (route) => {
      sent += 1
      return route.continue()
    })
    await page.goto('/about')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Dana')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Required Fields', { exact: true })).toBeVisible()
    await expect(page.getByText('Please fill in all fields.', { exact: true })).toBeVisible()
    expect(sent).toBe(0)
  })

  test('a message is stored, the owner is e-mailed, the form clears and the page returns to the top', async ({
    page,
    request,
  }) => {
    const email = `dana+${Date.now()}@example.com`
    await page.goto('/work-with-me')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Dana Contact')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('I would love to hear more about mentorship.')
    await form.getByLabel('Message').press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("Thank you for reaching out. We'll get back to you soon.", { exact: true }),
    ).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    const headers = await ownerAuth(request)
    const stored = await (
      await request.get(`/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}`, {
        headers,
      })
    ).json()
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ name: 'Dana Contact', status: 'new' })

    // The owner's notification reaches the SMTP peer through the server's e-mail runner.
    const notification = await waitForMail('owner@example.com', 'New message from Dana Contact')
    expect(notification.text).toContain(email)
  })

  test('a server failure shows the server’s message and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Mail is down' }),
      }),
    )
    await page.goto('/about')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Dana')
    await form.getByLabel('Email').fill('dana@example.com')
    await form.getByLabel('Message').fill('Hello')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Mail is down', { exact: true })).toBeVisible()
    await expect(form.getByLabel('Message')).toHaveValue('Hello')
  })

  test('while sending, the button reads "Sending..." and is disabled', async ({ page }) => {
    const held = await holdRequests(page, '**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }),
    )
    await page.goto('/about')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Dana')
    await form.getByLabel('Email').fill('dana@example.com')
    await form.getByLabel('Message').fill('Hello')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await held.release()
    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()
  })

  test('bad bodies straight to the API get 400 with a clear message', async ({
    request,
    baseURL,
  }) => {
    // Playwright's request would JSON-encode a string body; fetch sends the bytes as they are.
    const notJson = await fetch(new URL('/api/contact', baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).message).toBe('The request body must be JSON.')
    const badEmail = await request.post('/api/contact', {
      data: { name: 'A', email: 'nope', message: 'Hi' },
    })
    expect(badEmail.status()).toBe(400)
    expect(await badEmail.json()).toMatchObject({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    })
    const missing = await request.post('/api/contact', { data: {} })
    expect(missing.status()).toBe(400)
    expect((await missing.json()).errors).toHaveProperty('name')
  })

  test('F8 moves focus to the notification region', async ({ page }) => {
    await page.goto('/about')
    // Retried until the page has hydrated and listens for the key.
    await expect(async () => {
      await page.keyboard.press('F8')
      expect(
        await page.evaluate(() =>
          document.activeElement?.closest('section')?.getAttribute('aria-label'),
        ),
      ).toBe('Notifications (F8)')
    }).toPass()
  })
})

test('a toast closes with its × button and passes axe while shown', async ({ page }) => {
  await page.goto('/about')
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(async () => {
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Required Fields', { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass()
  // Focus holds the toast (its 5 s pause for keyboard users) while axe runs on a busy machine.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' })
  await dismiss.focus()
  await expectNoAxeViolations(page)
  await dismiss.click()
  await expect(page.getByText('Required Fields', { exact: true })).toHaveCount(0)
})
