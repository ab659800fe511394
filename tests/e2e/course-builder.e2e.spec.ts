import { randomBytes } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { ownerCookie } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { linkIn, mailTo, waitForMail } from './mailbox'

/*
 * The buyer's side of a second course: its public page with free preview lessons
 * (before buying), and the portal of a buyer who owns it and the masterclass; by keyboard,
 * axe-clean, at 1280 px and 390 px. The course is made through the CMS's REST API as the owner
 * (the admin screens themselves: tests/e2e/admin-offers.e2e.spec.ts).
 */

const baseURL = `http://localhost:${process.env.E2E_PORT || 3100}`
const PREVIEW_VIDEO = '76979871'
const LOCKED_VIDEO = '55501234'
const TEXT = 'Lie down, hands on the belly, and let the breath come to them.'

type Made = { courseSlug: string; offerSlug: string; title: string; mark: string }

async function asOwner<T>(method: string, path: string, data: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: ownerCookie(), origin: baseURL },
    body: JSON.stringify(data),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: T }).doc
}

/** A published course of two sections, its offer, a free video and text, a 7-day lesson. */
let made: Promise<Made> | undefined
function secondCourse(): Promise<Made> {
  made ??= (async () => {
    const mark = randomBytes(3).toString('hex')
    const title = `Pleasure as a Practice ${mark}`
    const offer = await asOwner<{ id: number; slug: string }>('POST', '/offers', {
      name: title,
      slug: `pleasure-${mark}`,
      priceInCents: 9900,
    })
    const course = await asOwner<{ id: number; slug: string }>('POST', '/courses', {
      title,
      slug: `pleasure-course-${mark}`,
      description: 'Six weeks back into the body.',
      isPublished: true,
      product: offer.id,
    })
    await asOwner('PATCH', `/offers/${offer.id}`, { courses: [course.id] })
    const begin = await asOwner<{ id: number }>('POST', '/sections', {
      course: course.id,
      title: 'Begin',
      order: 1,
    })
    const deepen = await asOwner<{ id: number }>('POST', '/sections', {
      course: course.id,
      title: 'Deepen',
      order: 2,
    })
    const lesson = (data: Record<string, unknown>) =>
      asOwner('POST', '/lessons', { duration: '10 minutes', ...data })
    await lesson({
      section: begin.id,
      moduleId: `pleasure-${mark}-welcome`,
      title: 'Welcome home',
      videoHostId: PREVIEW_VIDEO,
      isFree: true,
      order: 1,
    })
    await lesson({
      section: begin.id,
      moduleId: `pleasure-${mark}-breath`,
      title: 'Breathing low',
      contentType: 'text',
      text: TEXT,
      isFree: true,
      order: 2,
    })
    await lesson({
      section: deepen.id,
      moduleId: `pleasure-${mark}-week-two`,
      title: 'The second week',
      videoHostId: LOCKED_VIDEO,
      dripDays: 7,
      order: 1,
    })
    return { courseSlug: course.slug, offerSlug: offer.slug, title, mark }
  })()
  return made
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)

/** Tabs forward until the link named `name` has the focus, then opens it with Enter. */
async function openByKeyboard(page: Page, name: string | RegExp) {
  const target = page.getByRole('link', { name }).first()
  for (let pressed = 0; pressed < 80; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
}

test('a visitor plays the free previews of a course from its public page, by keyboard, at 1280 and 390 px', async ({
  page,
}) => {
  const { courseSlug, offerSlug, title, mark } = await secondCourse()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/courses/${courseSlug}`)

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Free preview: Welcome home' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^https://player\\.vimeo\\.com/video/${PREVIEW_VIDEO}\\?`),
  )
  const buy = page.getByRole('link', { name: 'Buy the course — $99' }).first()
  await expect(buy).toHaveAttribute('href', `/checkout?offer=${offerSlug}`)
  const locked = page.getByRole('listitem').filter({ hasText: 'The second week' })
  await expect(locked).toContainText('Included when you buy the course')
  await expect(locked.getByRole('link')).toHaveCount(0)
  // Nothing of the locked lesson but its title and length reaches the page.
  expect(await page.content()).not.toContain(LOCKED_VIDEO)
  await expectNoAxeViolations(page)

  // The text preview, chosen from the outline by keyboard.
  await openByKeyboard(page, 'Watch the free preview: Breathing low')
  await expect(page).toHaveURL(new RegExp(`\\?lesson=pleasure-${mark}-breath#preview$`))
  await expect(page.getByRole('heading', { name: 'Free preview: Breathing low' })).toBeVisible()
  await expect(page.getByText(TEXT)).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Watch the free preview: Breathing low' }),
  ).toHaveAttribute('aria-current', 'true')
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByText(TEXT)).toBeVisible()
  expect(await noSidewaysScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
})

/** A demo purchase of an offer from another browser (this one gets no session from it). */
async function buyElsewhere(request: APIRequestContext, email: string, offer?: string) {
  const intent = await request.post('/api/create-payment-intent', {
    data: offer ? { offer, email } : { amount: 44, email, hasReturnToBodyAddon: false },
  })
  expect(intent.status(), await intent.text()).toBe(200)
  const { clientSecret } = (await intent.json()) as { clientSecret: string }
  const confirm = await request.post('/api/demo-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  })
  expect(confirm.status(), await confirm.text()).toBe(200)
}

/**
 * Opens an e-mailed sign-in link and waits until its steps are over (the link's page posts the
 * token, then the answer sends her on): a page opened before that would race the sign-in's own
 * navigation, or load without her session.
 */
async function signInByLink(page: Page, link: string) {
  await page.goto(link)
  await page.waitForURL(
    (url) => url.pathname !== '/sign-in' && url.pathname !== '/api/member/sign-in',
  )
  await expect(page).not.toHaveURL(/access=expired/)
}

test('a buyer of the masterclass and the second course: her courses on /course and /watch, each opened by keyboard, at 1280 and 390 px', async ({
  browser,
  page,
  request,
}) => {
  test.slow() // two demo purchases, the access-link e-mail and a production page each
  const { courseSlug, offerSlug, title, mark } = await secondCourse()
  const email = uniqueEmail('two-courses')
  await buyElsewhere(request, email)
  await buyElsewhere(request, email, offerSlug)
  // Both receipts first (each carries a sign-in link of its own), then the link she asks for:
  // she signs this browser in with it, as on any device.
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 30_000 }).toBe(2)
  // The second course's receipt, opened in a fresh browser: its sign-in button signs her in (her
  // two courses listed), and its lesson link opens the lesson.
  const receipt = await waitForMail(email, 'Your access: ')
  const fresh = await browser.newContext()
  const elsewhere = await fresh.newPage()
  await signInByLink(elsewhere, linkIn(receipt, '/api/member/sign-in'))
  const lessonLink = linkIn(receipt, '/course/')
  await elsewhere.goto(lessonLink)
  await expect(elsewhere.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await elsewhere.goto(new URL('/course', lessonLink).toString())
  await expect(
    elsewhere.getByRole('list', { name: 'Your courses' }).getByRole('listitem'),
  ).toHaveCount(2)
  await fresh.close()
  const asked = await page.request.post('/api/member/access-link', { data: { email } })
  expect(asked.status()).toBe(200)
  await signInByLink(
    page,
    linkIn(await waitForMail(email, 'Your masterclass access link'), '/api/member/sign-in'),
  )

  await page.setViewportSize({ width: 1280, height: 900 })
  const withEmail = `?email=${encodeURIComponent(email)}`
  await page.goto(`/course${withEmail}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your courses' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Your courses' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('The Good Girl Paradox')
  await expect(list.getByRole('listitem').nth(1)).toContainText(title)
  await expectNoAxeViolations(page)

  await openByKeyboard(page, `Open ${title}`)
  await expect(page).toHaveURL(`/course/pleasure-${mark}-welcome${withEmail}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('h2#module-heading')).toHaveText('Welcome home')
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`/video/${PREVIEW_VIDEO}\\?`),
  )
  const sidebar = page.getByRole('navigation', { name: 'Modules', exact: true })
  const weekTwo = sidebar.locator('[data-locked="true"]')
  await expect(weekTwo).toHaveCount(1)
  await expect(weekTwo).toContainText('The second week')
  await expect(weekTwo).toContainText(/Opens on \d{1,2} [A-Z][a-z]+/)
  await expect(page.getByRole('link', { name: /All your courses/ })).toHaveAttribute(
    'href',
    `/course${withEmail}`,
  )
  await expectNoAxeViolations(page)

  // The text lesson, from the list by keyboard: focus lands on its heading.
  await openByKeyboard(page, 'Breathing low')
  await expect(page.locator('h2#module-heading')).toHaveText('Breathing low')
  await expect(page.locator('h2#module-heading')).toBeFocused()
  await expect(page.getByText(TEXT)).toBeVisible()

  // /watch: each course she owns, with the way in.
  await page.goto(`/watch${withEmail}`)
  const courses = page.getByRole('region', { name: 'Your courses' })
  await expect(courses.getByRole('listitem')).toHaveCount(2)
  await expect(courses.getByRole('link', { name: `Open ${title}` })).toHaveAttribute(
    'href',
    `/course/pleasure-${mark}-welcome${withEmail}`,
  )
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  expect(await noSidewaysScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
  await page.goto(`/course${withEmail}`)
  await expect(list.getByRole('listitem')).toHaveCount(2)
  expect(await noSidewaysScroll(page)).toBe(true)
  await expectNoAxeViolations(page)

  // The course's public page is one cached copy for everyone: her browser asks whether it is
  // hers, and the buy button becomes the way into her course.
  await page.goto(`/courses/${courseSlug}`)
  // Each of the page's buy buttons (its header's and its end's) becomes the way in.
  const goToCourse = page.getByRole('link', { name: 'Go to your course' })
  await expect(goToCourse.first()).toHaveAttribute('href', `/course/pleasure-${mark}-welcome`)
  await expect(page.getByRole('link', { name: /Buy the course/ })).toHaveCount(0)
  for (const link of await goToCourse.all()) {
    await expect(link).toHaveAttribute('href', `/course/pleasure-${mark}-welcome`)
  }
  await expectNoAxeViolations(page)
  expect(courseSlug).toContain(mark)
})
