import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from '../../scripts/lib/public-routes.mjs'

/**
 * The brand's faces come from the site itself: two preloaded woff2 files (a serif for headings,
 * a humanist sans for text), shown with font-display: optional (no swap moves the text once it
 * is painted), and nothing fetched from elsewhere.
 */
test('headings and text use the two self-hosted faces, preloaded, and nothing leaves the site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  const fonts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url())
    if (request.resourceType() === 'font') fonts.push(url.pathname)
  })
  const response = await page.goto('/about')
  // React sends the preloads ahead of the page's content: as a Link header when it renders the
  // page for the request, as <link> tags at the top of <head> when the page was prerendered.
  const fromHeader = (response!.headers()['link'] ?? '')
    .split(/,\s*(?=<)/)
    .filter((link) => /rel=preload/.test(link) && /as="font"/.test(link))
    .map((link) => ({
      href: link.match(/^<([^>]+)>/)![1]!,
      type: /type="([^"]+)"/.exec(link)?.[1],
    }))
  const fromHead = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href')!, type: link.getAttribute('type') })),
    )
  const preloads = [
    ...new Map([...fromHeader, ...fromHead].map((link) => [link.href, link])).values(),
  ]
  expect(preloads).toHaveLength(2)
  for (const { href, type } of preloads) {
    expect(href).toMatch(/^\/_next\/static\/media\/[^/]+\.woff2$/)
    expect(type).toBe('font/woff2')
    const file = await page.request.get(href)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('font/woff2')
    expect((await file.body()).length).toBeLessThan(60_000)
  }

  await page.evaluate(() => document.fonts.ready)
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face) => ({
      family: face.family,
      display: face.display,
      status: face.status,
    })),
  )
  const serif = faces.find((face) => /fraunces/i.test(face.family))
  const sans = faces.find((face) => /source.?sans/i.test(face.family))
  expect(serif).toMatchObject({ display: 'optional', status: 'loaded' })
  expect(sans).toMatchObject({ display: 'optional', status: 'loaded' })

  const familyOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily)
  expect(await familyOf('h1')).toMatch(/^["']?[^,]*fraunces/i)
  expect(await familyOf('main p')).toMatch(/^["']?[^,]*source.?sans/i)
  // The fallback, for a page whose faces came too late, is metric-matched (size-adjusted).
  expect(await familyOf('h1')).toMatch(/fallback/i)

  expect(fonts.length).toBeGreaterThanOrEqual(2)
  for (const path of fonts) expect(path).toMatch(/^\/_next\/static\/media\//)
  expect(elsewhere).toEqual([])
})

test.describe('on a 390 × 844 phone, as Lighthouse measures', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const path of PUBLIC_ROUTES) {
    test(`${path}: the layout hardly moves while the page and its fonts load (CLS ≤ 0.02)`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
          }[])
            if (!entry.hadRecentInput) shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
        Object.assign(window, { __shifts: shifts })
      })
      // Data the page asks for after it loads comes as slowly as on a phone's network, so a
      // loading state is painted, and measured, before what replaces it.
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      const cls = await page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce(
          (sum, value) => sum + value,
          0,
        ),
      )
      expect(cls, `CLS on ${path}`).toBeLessThanOrEqual(0.02)
    })
  }
})
