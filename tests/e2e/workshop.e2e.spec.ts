import { type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { scheduleLabels } from '../../src/workshops/view'
import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { waitForMail } from './mailbox'
import { expect, test } from './fixtures'

const STARTED = { title: 'Registration Started!', description: 'Redirecting to secure payment...' }
const FAILURE = {
  title: 'Registration Issue',
  description: "Let's get you registered. Try again or contact support.",
}
const SOLD_OUT = 'This workshop is full: all spots have been taken.'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Sends a request as the owner. Two sign-ins at the same moment (tests run in parallel) can lose
 * one of the two sessions, so a refused token signs in again.
 */
async function asOwner(
  request: APIRequestContext,
  send: (headers: Record<string, string>) => Promise<APIResponse>,
) {
  let response = await send(await ownerAuth(request))
  for (let attempt = 0; attempt < 3 && response.status() === 403; attempt++) {
    response = await send(await ownerAuth(request))
  }
  return response
}

/** A future workshop, created by the owner through Payload's REST API. */
async function createWorkshop(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; slug: string; title: string }> {
  const products = await (
    await request.get('/api/offers?where[slug][equals]=holy-mess-workshop')
  ).json()
  const id = unique()
  const data = {
    title: `Holy Mess ${id}`,
    slug: `holy-mess-e2e-${id}`,
    description: 'A live, guided somatic circle.',
    // Sunday 3 January 2100, 2:30 PM in Arizona.
    date: '2100-01-03T21:30:00.000Z',
    date_tz: 'America/Phoenix',
    durationMinutes: 120,
    location: 'The Rose Room, 12 Canyon Road',
    product: products.docs[0].id,
    maxParticipants: 5,
    isActive: true,
    ...overrides,
  }
  const response = await asOwner(request, (headers) =>
    request.post('/api/workshops', { headers, data }),
  )
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc
}

async function openForm(page: Page, slug: string) {
  await page.goto(`/workshop/${slug}`)
  const form = page.getByRole('form', { name: 'Register for the workshop' })
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    button: form.getByRole('button', { name: /^Register · \$45$/ }),
  }
}

test.describe('Holy Mess workshop', () => {
  test('the seeded workshop lies ahead: a Sunday, 2:30-4:30 PM MST, open for 20 women', async ({
    page,
    request,
  }) => {
    const seeded = (
      await (await request.get('/api/workshops?where[slug][equals]=holy-mess&depth=0')).json()
    ).docs[0]
    // The seed schedules it on the first Sunday six weeks after the database was created.
    const ahead = new Date(seeded.date).getTime() - Date.now()
    expect(ahead).toBeGreaterThan(0)
    expect(ahead).toBeLessThan(49 * 86_400_000)
    const { dateLabel } = scheduleLabels(seeded)
    expect(dateLabel).toMatch(/^Sunday, /)

    await page.goto('/workshop/holy-mess')
    await expect(page.getByRole('heading', { level: 1, name: 'Holy Mess' })).toBeVisible()
    await expect(page.getByTestId('workshop-date')).toHaveText(dateLabel)
    await expect(page.getByTestId('workshop-time')).toHaveText('2:30-4:30 PM MST')
    await expect(page.getByTestId('workshop-duration')).toHaveText('2 hours')
    await expect(page.getByTestId('workshop-circle')).toHaveText('Limited to 20 women')
    await expect(page.getByTestId('workshop-price')).toHaveText('$45')
    await expect(page.getByRole('form', { name: 'Register for the workshop' })).toBeVisible()
    await expect(page.getByText('Only 3 spots remaining')).toHaveCount(0)
  })

  test('a workshop of 17 August 2025 says it is over and takes no money', async ({
    page,
    request,
  }) => {
    const past = await createWorkshop(request, {
      date: '2025-08-17T21:30:00.000Z',
      maxParticipants: 20,
    })
    await page.goto(`/workshop/${past.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: past.title })).toBeVisible()
    await expect(page.getByTestId('workshop-date')).toHaveText('Sunday, August 17, 2025')
    await expect(page.getByTestId('workshop-time')).toHaveText('2:30-4:30 PM MST')
    await expect(page.getByTestId('workshop-duration')).toHaveText('2 hours')
    await expect(page.getByTestId('workshop-circle')).toHaveText('Limited to 20 women')
    await expect(page.getByTestId('workshop-price')).toHaveText('$45')
    await expect(page.getByRole('heading', { name: 'This workshop is over' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Register for the workshop' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    const answer = await request.post(`/api/workshop/${past.slug}/register`, {
      data: { name: 'Ada', email: `late-${unique()}@example.com` },
    })
    expect(answer.status()).toBe(410)
    expect((await answer.json()).message).toBe(
      'This workshop has already taken place, so registration is closed.',
    )
  })

  test('register by keyboard, confirm the test checkout, see the paid state and the e-mail', async ({
    page,
    request,
  }) => {
    const workshop = await createWorkshop(request)
    const address = `paige-${unique()}@example.com`
    // The page leaves for the payment page right after the toast, and Playwright cannot read a
    // page that is navigating away: the page reports each status toast as it appears.
    const toasts: string[] = []
    await page.exposeFunction('reportToast', (text: string) => toasts.push(text))
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('[role="status"]')) {
          ;(window as unknown as { reportToast: (text: string) => void }).reportToast(
            element.textContent ?? '',
          )
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const { name, email } = await openForm(page, workshop.slug)
    await expect(page.getByTestId('workshop-spots')).toHaveText('5 of 5 spots remaining')
    await expect(page.getByTestId('workshop-date')).toHaveText('Sunday, January 3, 2100')
    await expectNoAxeViolations(page)

    await name.click()
    await page.keyboard.type('Paige Turner')
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await page.keyboard.type(address)
    await page.keyboard.press('Enter')

    await page.waitForURL(/\/test-checkout\?session=demo_cs_/)
    expect(toasts).toContainEqual(expect.stringContaining(STARTED.title))
    expect(toasts).toContainEqual(expect.stringContaining(STARTED.description))
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible()
    await expect(page.getByRole('note')).toContainText('no money moves')
    await expect(page.getByText(address)).toBeVisible()
    await expect(page.getByText('$45.00')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Confirm test registration' }).click()
    await page.waitForURL(new RegExp(`/workshop/${workshop.slug}\\?registration=confirmed`))
    await expect(page.getByRole('heading', { name: "You're registered!" })).toBeVisible()
    await expect(page.getByText('Test mode: no money moved.')).toBeVisible()
    await expect(page.getByTestId('workshop-spots')).toHaveText('4 of 5 spots remaining')
    await expectNoAxeViolations(page)

    const mail = await waitForMail(address, "You're registered")
    expect(mail.subject).toBe(`You're registered: ${workshop.title}, Sunday, January 3, 2100`)
    expect(mail.text).toContain('Dear Paige Turner,')
    expect(mail.text).toContain('2:30-4:30 PM MST (2 hours)')
    expect(mail.text).toContain('The Rose Room, 12 Canyon Road')

    const stored = await (
      await asOwner(request, (headers) =>
        request.get(
          `/api/workshop-registrations?where[participantEmail][equals]=${encodeURIComponent(address)}`,
          { headers },
        ),
      )
    ).json()
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({
      paymentStatus: 'paid',
      amountPaidInCents: 4500,
      participantName: 'Paige Turner',
      mode: 'demo',
    })
    // Registrations are the owner's alone.
    expect((await request.get('/api/workshop-registrations')).status()).toBe(403)
  })

  test('a missing or invalid e-mail is explained beside the field and nothing is sent', async ({
    page,
    request,
  }) => {
    const workshop = await createWorkshop(request)
    const sent: unknown[] = []
    await page.route('**/api/workshop/*/register', (route) => {
      sent.push(route.request().postDataJSON())
      return route.continue()
    })
    const { name, email, button } = await openForm(page, workshop.slug)
    await name.fill('Ada')
    await button.click()
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible()
    await expect(email).toBeFocused()
    await email.fill('ada-at-example.com')
    await button.click()
    await expect(
      page.getByText('Please enter a valid email address', { exact: true }),
    ).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
    await expect(name).toHaveValue('Ada')
    await expectNoAxeViolations(page)
  })

  test('"Processing..." while sending; a failure shows "Registration Issue" and keeps what was typed', async ({
    page,
    request,
  }) => {
    const workshop = await createWorkshop(request)
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/workshop/*/register', async (route) => {
      await answered
      await route.fulfill({ status: 500, body: 'Internal Server Error' })
    })
    const { form, name, email, button } = await openForm(page, workshop.slug)
    await name.fill('Ada')
    await email.fill('ada@example.com')
    await button.click()
    await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    answer()
    const toast = page.getByRole('alert').filter({ hasText: FAILURE.title })
    await expect(toast.getByText(FAILURE.description, { exact: true })).toBeVisible()
    await expect(name).toHaveValue('Ada')
    await expect(email).toHaveValue('ada@example.com')
    await expect(button).toBeEnabled()
  })

  test('the last spot taken meanwhile: the server’s message, and a sold-out page', async ({
    page,
    request,
  }) => {
    const workshop = await createWorkshop(request, { maxParticipants: 1 })
    const { name, email, button } = await openForm(page, workshop.slug)
    await expect(page.getByTestId('workshop-spots')).toHaveText('Only 1 spot remaining')

    const other = await request.post(`/api/workshop/${workshop.slug}/register`, {
      data: { name: 'Quick', email: `quick-${unique()}@example.com` },
    })
    expect(other.status()).toBe(201)

    await name.fill('Slow')
    await email.fill('slow@example.com')
    await button.click()
    const toast = page.getByRole('alert').filter({ hasText: FAILURE.title })
    await expect(toast.getByText(SOLD_OUT, { exact: true })).toBeVisible()
    await expect(email).toHaveValue('slow@example.com')

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Sold out' })).toBeVisible()
    await expect(page.getByTestId('workshop-spots')).toHaveText('Sold out: every spot is taken')
    await expect(page.getByRole('form', { name: 'Register for the workshop' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('an unknown workshop is a 404 and an unknown test checkout says so', async ({ page }) => {
    const response = await page.goto('/workshop/no-such-workshop')
    expect(response?.status()).toBe(404)
    await page.goto(`/workshop/holy-mess/test-checkout?session=demo_cs_${'x'.repeat(32)}`)
    await expect(page.getByRole('heading', { name: 'Test checkout not found' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
