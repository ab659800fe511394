import type { APIRequestContext } from '@playwright/test'

import { formatUSD } from '@/utilities/money'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { hydrated } from './hydrated'
import { expect, test } from './fixtures'

type PageDoc = { id: number; slug: string }

const hero = (heading: string) => [{ blockType: 'hero', heading }]

async function pageWithDraft(request: APIRequestContext, live: string, draft: string) {
  const headers = await ownerAuth(request)
  const slug = `honesty-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: { title: 'Honesty', slug, footer: 'standard', layout: hero(live), _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const { doc } = (await created.json()) as { doc: PageDoc }
  const drafted = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers,
    data: { layout: hero(draft) },
  })
  expect(drafted.ok()).toBe(true)
  return { ...doc, headers }
}

test('a previewed draft carries its banner; Exit shows the live page; publishing ends the preview', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const live = `Live words ${Date.now()}`
  const draft = `Draft words ${Date.now()}`
  const page = await pageWithDraft(request, live, draft)
  const owner = await ownerContext(browser)
  try {
    const tab = await owner.newPage()
    const h1 = tab.getByRole('heading', { level: 1 })
    const banner = tab.getByRole('region', { name: 'Draft preview' })

    // Her edit screen offers both: keep a draft, or publish.
    await tab.goto(`/admin/collections/pages/${page.id}`)
    await expect(tab.getByRole('button', { name: 'Save Draft' })).toBeVisible({ timeout: 30_000 })
    await expect(tab.getByRole('button', { name: 'Publish changes' })).toBeVisible()

    // Preview: the draft, under a banner that says so.
    await tab.goto(`/next/preview?path=/${page.slug}`)
    await expect(h1).toHaveText(draft)
    await expect(banner).toContainText('Previewing a draft')
    await expectNoAxeViolations(tab)
    // It stays (there is a draft to preview) and sits in the flow, above the page, at phone size.
    await tab.setViewportSize({ width: 390, height: 844 })
    await tab.waitForTimeout(1_000)
    await expect(banner).toBeInViewport()
    const [bannerBox, headingBox] = [await banner.boundingBox(), await h1.boundingBox()]
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headingBox!.y)
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(tab)

    // By keyboard: past the skip link, Exit, back on the same page as visitors see it.
    await tab.keyboard.press('Tab')
    await tab.keyboard.press('Tab')
    await expect(banner.getByRole('link', { name: 'Exit preview' })).toBeFocused()
    await tab.keyboard.press('Enter')
    await expect(tab).toHaveURL(new RegExp(`/${page.slug}$`))
    await expect(h1).toHaveText(live)
    await expect(banner).toHaveCount(0)
    expect((await owner.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    await tab.reload()
    await expect(h1).toHaveText(live)

    // Preview again, then publish (in another tab, as in the admin): coming back ends the preview.
    await tab.goto(`/next/preview?path=/${page.slug}`)
    await expect(banner).toBeVisible()
    const published = await request.patch(`/api/pages/${page.id}`, {
      headers: page.headers,
      data: { layout: hero(draft), _status: 'published' },
    })
    expect(published.ok()).toBe(true)
    await tab.reload()
    await expect(tab).toHaveURL(new RegExp(`/${page.slug}$`))
    await expect(banner).toHaveCount(0)
    await expect(h1).toHaveText(draft)
    await expect
      .poll(async () => (await owner.cookies()).map((cookie) => cookie.name))
      .not.toContain('__prerender_bypass')
  } finally {
    await owner.close()
    await request.delete(`/api/pages/${page.id}`, { headers: page.headers })
  }
})

test('a visitor who asks for the preview is refused and never sees a banner or a draft', async ({
  page,
  request,
}) => {
  const draft = `Hidden draft ${Date.now()}`
  const created = await pageWithDraft(request, 'Public words', draft)
  try {
    const refused = await request.get(`/next/preview?path=/${created.slug}`, { maxRedirects: 0 })
    expect(refused.status()).toBe(403)
    const status = await request.get(`/next/preview-status?path=/${created.slug}`)
    expect(await status.json()).toEqual({ previewing: false })
    await page.goto(`/${created.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public words')
    await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
    await expect(page.getByText(draft)).toHaveCount(0)
  } finally {
    await request.delete(`/api/pages/${created.id}`, { headers: created.headers })
  }
})

test('a testimonial published in the admin appears first in the home carousel', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const name = `Rosa ${Date.now()}`
  const text = `I breathe again, ${Date.now()}.`
  const owner = await ownerContext(browser)
  try {
    const admin = await owner.newPage()
    await admin.goto('/admin/collections/testimonials/create')
    await expect(
      admin.getByText('Shows in the home page carousel (and any carousel set to show all'),
    ).toBeVisible({ timeout: 30_000 })
    // Required fields are labelled "Text *" and "Name *".
    const textField = admin.getByRole('textbox', { name: /^Text\b/ })
    await hydrated(textField)
    await textField.fill(text)
    await admin.getByRole('textbox', { name: /^Name\b/ }).fill(name)
    await admin.getByRole('button', { name: 'Publish changes' }).click()
    await expect(admin).toHaveURL(/\/admin\/collections\/testimonials\/\d+/, { timeout: 30_000 })

    await page.goto('/')
    const carousel = page.locator('section[aria-roledescription="carousel"]')
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toContainText(text)
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible()
  } finally {
    await owner.close()
    const headers = await ownerAuth(request)
    const found = await request.get(
      `/api/testimonials?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
      { headers },
    )
    for (const doc of ((await found.json()) as { docs: { id: number }[] }).docs) {
      await request.delete(`/api/testimonials/${doc.id}`, { headers })
    }
  }
})

test('the home page shows no made-up count, and the card’s price is the product’s', async ({
  page,
  request,
}) => {
  const products = await request.get('/api/offers?where[slug][equals]=masterclass&depth=0')
  const product = (
    (await products.json()) as {
      docs: { priceInCents: number; compareAtPriceInCents?: number | null }[]
    }
  ).docs[0]!
  expect(product.compareAtPriceInCents).toBeGreaterThan(product.priceInCents)
  const now = formatUSD(product.priceInCents)
  const was = formatUSD(product.compareAtPriceInCents!)

  await page.clock.install()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/')
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'The Good Girl Paradox Masterclass' }),
    })
    const price = card.getByTestId('price')
    await expect(price.locator('s')).toHaveText(was)
    await expect(price).toContainText(`was ${was}, now ${now}`)
    await expect(card).toContainText('90 minutes')
    await expect(card).not.toContainText(`${was} · 90 minutes`)

    // No count grows by itself: the figure, if there is one, is a real one with its period.
    await expect(page.getByText(/right now/i)).toHaveCount(0)
    await expect(page.getByTestId('visitor-count')).toHaveCount(0)
    const figure = page.getByTestId('site-figure')
    const before = (await figure.count()) ? await figure.innerText() : null
    if (before !== null) {
      expect(before).toMatch(/^[\d,]+ women signed up in the last 30 days$/)
    }
    await page.clock.runFor(120_000)
    expect((await figure.count()) ? await figure.innerText() : null).toBe(before)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await expectNoAxeViolations(page)
  }
})
