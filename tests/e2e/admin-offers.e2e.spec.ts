import { randomBytes } from 'node:crypto'

import type { Locator, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/*
 * The owner's side of a second course: the course and its offer made only through the admin (the
 * Courses tab's form, then a section and a lesson in Payload's screens), sold by the demo
 * checkout, seen in the Offers view and on the buyer's person page; by keyboard, axe-clean, at
 * 1280 px and 390 px.
 */

/** Tabs forward until `target` has the focus (the way she reaches it by keyboard). */
async function tabTo(page: Page, target: Locator, presses = 120) {
  for (let pressed = 0; pressed < presses; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Picks `option` in one of Payload's relationship fields (react-select). */
async function pickRelation(page: Page, field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.keyboard.type(option)
  await page.getByRole('option', { name: option }).first().click()
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)

test('the owner makes a second course and its offer in the admin; it sells and shows in Offers and on the buyer’s page', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const mark = randomBytes(3).toString('hex')
  const title = `Second Course ${mark}`
  const context = await ownerContext(browser, {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()

  // 1. The Courses tab's form, by keyboard: 3 payments of $22, one a month, published.
  await page.goto('/admin?tab=courses')
  await tabTo(page, page.getByRole('link', { name: 'New course' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Title')).toBeFocused()
  await page.keyboard.type(title)
  await page.getByLabel('How buyers pay').selectOption('payment-plan')
  await page.getByLabel('Number of payments').fill('3')
  await expect(page.getByLabel('How often')).toHaveValue('month')
  await page.getByLabel('Each payment (US dollars)').fill('22')
  await page.getByLabel('Published (visible on the site)').check()
  await expect(page.getByLabel('On sale (the checkout sells it)')).toBeChecked()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Save' }).focus()
  await page.keyboard.press('Enter')

  const card = page.locator('li', { has: page.getByRole('heading', { name: title }) })
  await expect(card).toBeVisible()
  const offers = card.getByRole('list', { name: `Offers of ${title}` })
  await expect(offers).toContainText('3 payments of $22, one a month')
  await expect(offers).toContainText('On sale')
  await expect(card.getByRole('link', { name: `Manage Lessons: ${title} (0)` })).toBeVisible()
  await expectNoAxeViolations(page)

  const course = (
    (await (
      await request.get(`/api/courses?where[title][equals]=${encodeURIComponent(title)}&depth=0`, {
        headers: await ownerAuth(request),
      })
    ).json()) as { docs: { id: number; slug: string; product: number }[] }
  ).docs[0]!
  const offer = (await (
    await request.get(`/api/offers/${course.product}?depth=0`, {
      headers: await ownerAuth(request),
    })
  ).json()) as { slug: string; priceInCents: number; priceType: string; courses: number[] }
  expect(offer).toMatchObject({ priceInCents: 2200, priceType: 'payment-plan' })
  expect(offer.courses).toEqual([course.id])

  // 2. A section and a lesson in Payload's screens (the course's "Sections" link leads there).
  await card.getByRole('link', { name: `Sections: ${title}` }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sections/)
  const section = `Part one ${mark}`
  await page.goto('/admin/collections/sections/create')
  await page.locator('#field-title').fill(section)
  await pickRelation(page, 'course', title)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sections\/\d+/)

  await page.goto('/admin/collections/lessons/create')
  await pickRelation(page, 'section', section)
  await page.locator('#field-moduleId').fill(`second-${mark}-welcome`)
  await page.locator('#field-title').fill('Welcome')
  await page.locator('#field-videoHostId').fill('76979871')
  await page.locator('#field-duration').fill('10 minutes')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/lessons\/\d+/)

  await page.goto('/admin?tab=courses')
  await expect(card.getByRole('link', { name: `Manage Lessons: ${title} (1)` })).toBeVisible()

  // 3. A buyer pays the first of the three payments at the demo checkout.
  const email = uniqueEmail('second-course')
  const buyer = await browser.newContext()
  const intent = await buyer.request.post(
    `http://localhost:${process.env.E2E_PORT || 3100}/api/create-payment-intent`,
    { data: { offer: offer.slug, email } },
  )
  expect(intent.status(), await intent.text()).toBe(200)
  const { clientSecret } = (await intent.json()) as { clientSecret: string }
  const confirm = await buyer.request.post(
    `http://localhost:${process.env.E2E_PORT || 3100}/api/demo-payments/confirm`,
    { data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } },
  )
  expect(confirm.status(), await confirm.text()).toBe(200)
  // Paying signed this new buyer in: she watches what she bought, and nothing else.
  expect(((await confirm.json()) as { signedIn: boolean }).signedIn).toBe(true)
  const site = `http://localhost:${process.env.E2E_PORT || 3100}`
  type Portal = {
    member: { hasAccess: boolean }
    modules: { id: string; locked: boolean; videoHostId?: string }[]
  }
  const second = (await (
    await buyer.request.get(`${site}/api/course?course=${course.slug}`)
  ).json()) as Portal
  expect(second.member.hasAccess).toBe(true)
  expect(second.modules).toMatchObject([
    { id: `second-${mark}-welcome`, locked: false, videoHostId: '76979871' },
  ])
  const masterclass = (await (await buyer.request.get(`${site}/api/course`)).json()) as Portal
  expect(masterclass.member.hasAccess).toBe(false)
  expect(masterclass.modules.every((module) => module.locked && !module.videoHostId)).toBe(true)
  const lesson = await buyer.newPage()
  await lesson.goto(`${site}/course/second-${mark}-welcome`)
  await expect(lesson.locator('main')).toContainText('Welcome')
  await buyer.close()

  // 4. The Offers view (in the address, so reload keeps it), reached by keyboard.
  await page.goto('/admin?tab=courses')
  const offersLink = page
    .getByRole('navigation', { name: 'Courses, offers and affiliates' })
    .getByRole('link', { name: 'Offers', exact: true })
  await tabTo(page, offersLink)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/view=offers/)
  const offerCard = page.locator('li', { has: page.getByRole('heading', { name: title }) })
  await expect(offerCard).toContainText('3 payments of $22, one a month')
  await expect(offerCard.getByRole('definition').first()).toHaveText('1')
  await expect(offerCard).toContainText('$22.00')
  await expect(offerCard.getByRole('link', { name: `Edit offer: ${title}` })).toHaveAttribute(
    'href',
    `/admin/collections/offers/${course.product}`,
  )
  await page.reload()
  await expect(offersLink).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  // 5. Her person page: the order in words, her course access.
  const contact = (
    (await (
      await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        headers: await ownerAuth(request),
      })
    ).json()) as { docs: { id: number }[] }
  ).docs[0]!
  await page.goto(`/admin?tab=leads&contact=${contact.id}`)
  const orders = page.getByRole('table', { name: 'Orders, newest first' })
  await expect(orders).toContainText(title)
  await expect(orders).toContainText('1 of 3 paid')
  await expect(orders.getByRole('button', { name: /^Refund purchase \d+$/ })).toBeVisible()
  const access = page.getByRole('table', { name: 'Course access' })
  await expect(access).toContainText(title)
  await expect(access).toContainText('Open')
  await expectNoAxeViolations(page)

  // 6. The same screens on a 390 px phone: nothing scrolls sideways, still axe-clean.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await noSidewaysScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
  await page.goto('/admin?tab=courses&view=offers')
  await expect(offerCard).toBeVisible()
  expect(await noSidewaysScroll(page)).toBe(true)
  await expectNoAxeViolations(page)
  await page.goto('/admin?tab=courses')
  await expect(card).toBeVisible()
  expect(await noSidewaysScroll(page)).toBe(true)
  await context.close()
})
