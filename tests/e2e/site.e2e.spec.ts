import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const routes = [
  {
    path: '/',
    title: /From Good Girl to Sensually Sovereign/,
    texts: ['Take the Quiz', 'Three ways to begin', '10,000+', '98%', '4.9/5', '89%'],
  },
  {
    path: '/about',
    title: /About/,
    texts: ['What I believe', 'How I hold space', 'Beyond the work', 'Get in touch'],
  },
  {
    path: '/work-with-me',
    title: /Work With Me/,
    texts: [
      'Structured somatic sessions',
      'Support tailored to your rhythms and emotional needs',
      'Accountability in a permission-based space',
      'Who it is for',
      '90-minute masterclass with instant access',
    ],
  },
  {
    path: '/masterclass',
    title: /Masterclass/,
    texts: [
      'Break the Rules. Reclaim Your Body. Remember Your Power.',
      'Embodiment meditation',
      'Somatic breathwork',
      'Humming for safety',
      'Reflection and forgiveness',
      'Boundary tapping',
      'Erotic sovereignty ritual',
    ],
  },
  {
    path: '/link-in-bio',
    title: /Links/,
    texts: ['Somatic Sexologist &amp; Master Reclamator', 'Work With Me 1:1'],
  },
  {
    path: '/email-header-test',
    title: /Email header designs/,
    texts: ['Plum banner', 'Centered seal'],
  },
]

for (const route of routes) {
  test(`${route.path} is served with its texts and metadata in the HTML, and passes axe`, async ({
    page,
    request,
  }) => {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const text of route.texts) expect(html).toContain(text)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    if (route.path !== '/email-header-test') {
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/)
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+[^"]*"/)
    }
    await page.goto(route.path)
    await expect(page).toHaveTitle(route.title)
    await expectNoAxeViolations(page)
  })
}

test('the navigation lists the spec’s six links, and collapses into a menu on small screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = nav.getByRole('button', { name: 'Menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(nav.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
  const labels = await nav.locator('[id] a').allInnerTexts()
  expect(labels).toEqual([
    'HOME',
    'FREE MEDITATION',
    'TAKE THE QUIZ',
    'WORK WITH ME',
    'MASTERCLASS',
    'ABOUT',
  ])
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await nav.getByRole('link', { name: 'MASTERCLASS' }).click()
  await expect(page).toHaveURL(/\/masterclass$/)
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('the home carousel has dots, a pause control and arrows on large screens only', async ({
  page,
}) => {
  await page.goto('/')
  const carousel = page.locator('section[aria-roledescription="carousel"]')
  const slides = carousel.locator('[aria-roledescription="slide"]')
  // Every published testimonial (the seeded site has seven; other tests may publish more).
  await expect.poll(() => slides.count()).toBeGreaterThanOrEqual(7)
  const count = await slides.count()
  await expect(slides.nth(0)).toBeVisible()
  await carousel.getByRole('button', { name: /Show testimonial 3/ }).click()
  await expect(slides.nth(2)).toBeVisible()
  await expect(slides.nth(0)).toBeHidden()
  await carousel.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(slides.nth(3)).toBeVisible()
  await carousel.getByRole('button', { name: new RegExp(`^Show testimonial ${count}:`) }).click()
  await carousel.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(slides.nth(0)).toBeVisible()
  await carousel.getByRole('button', { name: /Pause/ }).click()
  await expect(carousel.getByRole('button', { name: /Play/ })).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeHidden()
})

test('the carousel advances every 8 s and wraps, unless the visitor prefers reduced motion', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/')
    const slides = page.locator('[aria-roledescription="slide"]')
    await expect(slides.nth(0)).toBeVisible()
    const count = await slides.count()
    await page.clock.runFor(8_100)
    await expect(slides.nth(reducedMotion === 'reduce' ? 0 : 1)).toBeVisible()
    await page.clock.runFor(8_000 * (count - 1))
    await expect(slides.nth(0)).toBeVisible()
    if (reducedMotion === 'reduce')
      await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0)
    await context.close()
  }
})

test('the masterclass shows its price line, sells through two identical buttons and describes itself as a Course', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/masterclass')).text()
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!)
  expect(jsonLd).toMatchObject({
    '@type': 'Course',
    offers: { price: '44.00', priceCurrency: 'USD' },
  })

  await page.goto('/masterclass')
  // The owner's note names the list price ({listPrice}): it shows there, struck, and only there.
  const priceLine = page.getByTestId('price-line')
  await expect(priceLine.locator('s')).toHaveText('$64')
  await expect(priceLine.locator('strong')).toHaveText('$44')
  await expect(priceLine).toHaveText('Normally $64, for a limited time $44')
  const buy = page.getByRole('link', { name: 'Reclaim Your Power → $44 Instant Access' })
  await expect(buy).toHaveCount(2)
  for (const link of await buy.all()) await expect(link).toHaveAttribute('href', '/checkout')
})

test('the FAQ keeps one answer open at a time and closes the open one on click', async ({
  page,
}) => {
  await page.goto('/masterclass')
  const questions = page.locator('details')
  await expect(questions).toHaveCount(5)
  await questions.nth(0).locator('summary').click()
  await expect(questions.nth(0)).toHaveAttribute('open', '')
  await questions.nth(2).locator('summary').click()
  await expect(questions.nth(2)).toHaveAttribute('open', '')
  await expect(questions.nth(0)).not.toHaveAttribute('open', '')
  await questions.nth(2).locator('summary').click()
  await expect(page.locator('details[open]')).toHaveCount(0)
  await questions.nth(1).locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(questions.nth(1)).toHaveAttribute('open', '')
})

test('link-in-bio cards lead to the spec’s pages', async ({ page }) => {
  await page.goto('/link-in-bio')
  const hrefs = await page
    .locator('main li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(['/quiz', '/masterclass', '/free-meditation', '/apply', '/about'])
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@example.com' }),
  ).toHaveAttribute('href', 'mailto:hello@example.com')
})

test('any other path shows the 404 page with a developer hint', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expectNoAxeViolations(page)
})

for (const alias of ['/admin-login', '/admin-center', '/smart-admin', '/admin-unified']) {
  test(`${alias} redirects to /admin keeping the query string`, async ({ request }) => {
    const response = await request.get(`${alias}?token=abc123`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/admin?token=abc123')
  })
}

test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of [
    '/masterclass',
    '/about',
    '/work-with-me',
    '/link-in-bio',
    '/apply',
    '/workshop/holy-mess',
  ])
    expect(sitemap).toContain(`${path}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: http://localhost')
  expect(robots).toContain('Disallow: /admin')
})

test('the masterclass page is complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/masterclass')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Break the Rules. Reclaim Your Body. Remember Your Power.',
  )
  await page.locator('details summary').first().click()
  await expect(page.locator('details').first()).toHaveAttribute('open', '')
  await context.close()
})

test('clicking an e-mail header design highlights it', async ({ page }) => {
  await page.goto('/email-header-test')
  const designs = page.getByRole('button')
  await expect(designs).toHaveCount(5)
  await designs.nth(3).click()
  await expect(designs.nth(3)).toHaveAttribute('aria-pressed', 'true')
  await designs.nth(1).click()
  await expect(designs.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(designs.nth(3)).toHaveAttribute('aria-pressed', 'false')
})

test('the story plays for 45 s, is narrated by the browser when the server has no voice, then thanks the listener', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const spoken: string[] = []
    Object.assign(window, { spoken })
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) =>
      void spoken.push(utterance.text)
  })
  // Paused, so the story advances only as the test says, however slowly the page loads.
  const started = Date.now()
  await page.clock.install({ time: started })
  await page.clock.pauseAt(started + 1_000)
  await page.goto('/')
  const voice = page.waitForResponse('**/api/generate-voice')
  await page.getByRole('button', { name: 'Play my story' }).click()
  expect((await voice).status()).toBe(503)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length))
    .toBe(1)
  expect(
    await page.evaluate(() => window.dataLayer?.some((event) => event.event === 'video_play')),
  ).toBe(true)
  const progress = page.getByRole('progressbar', { name: 'Story progress' })
  await page.clock.runFor(9_000)
  await expect(progress).toHaveAttribute('aria-valuenow', '20')
  await page.clock.runFor(36_000)
  await expect(page.getByRole('button', { name: 'Play my story' })).toBeVisible()
  await page.clock.runFor(2_100)
  await expect(page.getByText('Thank you for listening')).toBeVisible()
})

test('navigating away stops the story narration', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(window, { cancelled: 0 })
    window.speechSynthesis.cancel = () =>
      void ((window as unknown as { cancelled: number }).cancelled += 1)
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Play my story' }).click()
  const before = await page.evaluate(() => (window as unknown as { cancelled: number }).cancelled)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cancelled: number }).cancelled))
    .toBeGreaterThan(before)
})
