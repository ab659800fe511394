import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

test('the home page shows content read from Payload, with its metadata', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/pages?where[slug][equals]=home&depth=0')
  const { docs } = await response.json()
  const hero = docs[0].layout.find((block: { blockType: string }) => block.blockType === 'hero')
  const settings = await (await request.get('/api/globals/site-settings')).json()

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading)
  await expect(page.getByRole('link', { name: settings.siteName })).toBeVisible()
  await expect(page).toHaveTitle(docs[0].meta.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    docs[0].meta.description,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/?$/,
  )
  await expectNoAxeViolations(page)
})

test('the home page is served complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sensually Sovereign')
  await context.close()
})

test('keyboard users can skip straight to the content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

test('smooth scrolling is switched off for visitors who prefer reduced motion', async ({
  browser,
}) => {
  const scrollBehavior = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion })
    const page = await context.newPage()
    await page.goto('/')
    const value = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollBehavior,
    )
    await context.close()
    return value
  }
  expect(await scrollBehavior('no-preference')).toBe('smooth')
  expect(await scrollBehavior('reduce')).toBe('auto')
})
