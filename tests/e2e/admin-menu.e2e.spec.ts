import { randomBytes } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expect, test } from './fixtures'

/**
 * The admin as the owner meets it: a short menu in her words with no system
 * records, a product form in dollars with a web address (locked once used), bulk deletes that ask
 * for the count, a usable menu on a phone, and the admin at another address sent to the site's.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const GROUPS = [
  'Overview',
  'People',
  'Applications',
  'Pages and content',
  'Testimonials',
  'E-mails',
  'Products',
  'Settings',
]
const SYSTEM = [
  'access-links',
  'admin-sessions',
  'member-sessions',
  'lesson-progress',
  'conversion-events',
  'rate-limits',
  'seed-runs',
  'sequence-enrollments',
  'email-deliveries',
  'leads',
  'payload-jobs',
]

async function audit(page: Page, selector: string) {
  // Colours are measured once the menu has finished sliding and fading in.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  )
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG).analyze()
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  )
  expect(found, found.join('\n')).toEqual([])
}

/** Payload's menu, opened if the screen keeps it closed. */
async function openMenu(page: Page) {
  const menu = page.locator('nav.nav__wrap')
  // Payload marks its layout when the menu is open (the toggle's own label does not say).
  const open = page.locator('.template-default--nav-open')
  const toggle = page.getByRole('button', { name: /(Open|Close) Menu/ }).locator('visible=true')
  // Open already (a wide screen, or her saved preference), or closed: then press until it opens
  // (until the page has hydrated a press does nothing).
  await expect(async () => {
    if (await open.count()) return
    await toggle.first().click()
    await expect(open).toHaveCount(1, { timeout: 3_000 })
  }).toPass({ timeout: 45_000 })
  // Open and on screen (its first group's first record; the menu scrolls for the rest).
  await expect(menu.getByRole('link', { name: 'Tags', exact: true })).toBeInViewport()
  return menu
}

/** Elements wider than the screen, deepest last: what makes a phone scroll sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(-8)
  })

test('her menu: the decided groups, no system record, axe clean', async ({ browser }) => {
  const context = await ownerContext(browser, { viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/admin/collections/offers')
  // Her menu as the page holds it (open or folded away: her saved preference decides).
  const menu = page.locator('nav.nav__wrap')
  await expect(menu.getByRole('link', { name: 'Site settings', exact: true })).toHaveCount(1)
  // Her groups, in the order she works through them.
  const groups = await menu.locator('.nav-group__label').allTextContents()
  expect(groups.map((group) => group.trim()).filter(Boolean)).toEqual(GROUPS)
  for (const label of ['People', 'Orders', 'Admin accounts', 'E-mail log', 'Site settings']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(1)
  }
  const hrefs = await menu
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const slug of SYSTEM) {
    expect(
      hrefs.filter((href) => href.endsWith(`/collections/${slug}`)),
      slug,
    ).toEqual([])
  }
  // Her 31 menu items at most (tests/unit/admin-menu.test.ts) and the Overview's tabs.
  expect(hrefs.length).toBeLessThanOrEqual(39)
  // The Overview group leads to the Admin Center's tabs.
  const applications = await menu
    .getByRole('link', { name: 'Applications', exact: true })
    .first()
    .getAttribute('href')
  expect(applications).toBe('/admin?tab=applications')
  await openMenu(page)
  await audit(page, 'nav.nav__wrap')
  await page.goto(applications!)
  await expect(page.getByRole('heading', { name: 'Admin Center', level: 1 })).toBeVisible()
  await context.close()
})

test('a product form in dollars with its web address, locked once used', async ({
  browser,
  request,
}) => {
  const mark = randomBytes(3).toString('hex')
  const created = await request.post('/api/offers', {
    headers: await ownerAuth(request),
    data: { name: `Menu Check ${mark}`, slug: `menu-check-${mark}`, priceInCents: 2750 },
  })
  expect(created.status()).toBe(201)
  const productId = ((await created.json()) as { doc: { id: number } }).doc.id
  const context = await ownerContext(browser)
  const page = await context.newPage()
  await page.goto(`/admin/collections/offers/${productId}`)
  await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue('27.50')
  await expect(page.getByText('US dollars').first()).toBeVisible()
  const address = page.getByRole('textbox', { name: /^Web address/ })
  await expect(address).toHaveValue(`menu-check-${mark}`)
  await expect(address).toBeEditable()
  await expect(page.locator('form')).not.toContainText(/slug|cents/i)
  await audit(page, '.field-type:has(#field-priceInCents)')
  await audit(page, '.field-type:has(#field-slug)')

  // The masterclass is sold by the checkout under its address: read-only, with the reason.
  const masterclass = (
    (await (await request.get('/api/offers?where[slug][equals]=masterclass&depth=0')).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  await page.goto(`/admin/collections/offers/${masterclass.id}`)
  await expect(page.getByRole('textbox', { name: /^Web address/ })).not.toBeEditable()
  await expect(page.getByText(/Locked once the checkout/)).toBeVisible()
  // And the server refuses the change in words, whatever the form shows.
  const refused = await request.patch(`/api/offers/${masterclass.id}`, {
    headers: await ownerAuth(request),
    data: { slug: `stolen-${mark}` },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toMatch(/web address can't be changed/)
  await context.close()
})

test('deleting 2 tags asks for 2 to be typed; the API refuses an untyped bulk delete', async ({
  browser,
  request,
}) => {
  const mark = randomBytes(3).toString('hex')
  const headers = await ownerAuth(request)
  const ids: number[] = []
  for (const n of [1, 2]) {
    const answer = await request.post('/api/tags', {
      headers,
      data: { name: `bulk-${mark}-${n}`, color: '#6B7280' },
    })
    expect(answer.status()).toBe(201)
    ids.push(((await answer.json()) as { doc: { id: number } }).doc.id)
  }
  // Payload's own bulk delete, straight to the API: refused for her too.
  const bulk = await request.delete(`/api/tags?where[name][like]=bulk-${mark}`, { headers })
  expect(bulk.status()).toBe(403)

  const context = await ownerContext(browser)
  const page = await context.newPage()
  await page.goto(`/admin/collections/tags?where[name][like]=bulk-${mark}`)
  await expect(page.locator('tbody tr')).toHaveCount(2)
  await page.locator('#select-all').check()
  // Payload's untyped "Delete" is gone from the selection bar.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Delete 2 tags…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 2 tags?' })
  await expect(dialog).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Delete 2 tags' })
  const typed = dialog.getByRole('textbox', { name: 'Type 2 to delete 2 tags' })
  await expect(typed).toBeFocused()
  await expect(confirm).toBeDisabled()
  await typed.fill('1')
  await expect(confirm).toBeDisabled()
  await audit(page, 'dialog[open]')
  await typed.fill('2')
  await expect(confirm).toBeEnabled()
  await typed.press('Enter')
  await expect(dialog).toBeHidden()
  for (const id of ids) {
    await expect
      .poll(async () => (await request.get(`/api/tags/${id}`, { headers })).status())
      .toBe(404)
  }
  await context.close()
})

test('at 390 px the menu opens, shows her groups and leads somewhere', async ({ browser }) => {
  const context = await ownerContext(browser, { viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  // A list at phone width (two to a page, so its page controls show too) does not scroll sideways.
  await page.goto('/admin/collections/offers?limit=2')
  await expect(page.locator('.collection-list')).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, (await overflowing(page)).join('\n')).toBeLessThanOrEqual(1)
  // The menu opens over it, no wider than the phone.
  const menu = await openMenu(page)
  await expect(menu.getByText('People', { exact: true }).first()).toBeVisible()
  const box = await menu.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(391)
  // It leads somewhere real: her Site settings.
  const settings = await menu
    .getByRole('link', { name: 'Site settings', exact: true })
    .getAttribute('href')
  expect(settings).toBe('/admin/globals/site-settings')
  await page.goto(settings!)
  await expect(page.getByRole('textbox', { name: /^Site ?name/i })).toBeVisible()
  await context.close()
})

test('the admin at another address sends her to the site’s own; a save there says so', async ({
  request,
  baseURL,
}) => {
  // As a browser at www. sends it: the Host header names the address it typed.
  const elsewhere = { host: 'www.example.test' }
  const visit = await request.get('/admin/collections/offers?page=2', {
    headers: elsewhere,
    maxRedirects: 0,
  })
  expect(visit.status()).toBe(308)
  // Next writes a Location on the server's own host as a path; here the site's address is the
  // test server's own (in production it is not, and the Location stays absolute: see
  // tests/unit/site-address.test.ts).
  expect(new URL(visit.headers().location!, baseURL).href).toBe(
    `${baseURL}/admin/collections/offers?page=2`,
  )
  const save = await request.patch('/api/offers/1', {
    headers: { ...elsewhere, referer: 'http://www.example.test/admin/collections/offers/1' },
    data: { name: 'x' },
  })
  expect(save.status()).toBe(403)
  const { message } = (await save.json()) as { message: string }
  expect(message).toContain(`Open ${baseURL}/admin`)
  expect(message).not.toMatch(/sign in to the admin center|please sign in/i)
  // The public site at that address is left alone.
  const page = await request.get('/about', { headers: elsewhere, maxRedirects: 0 })
  expect(page.status()).toBe(200)
})
