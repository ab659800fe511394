import { type APIRequestContext, type Page } from '@playwright/test'

import { formatUSD } from '../../src/utilities/money'
import { scheduleLabels } from '../../src/workshops/view'
import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const PATH = '/v2-reimagined-mockup'

type StoryLine = { atSecond: number; text: string }
type AlternateHomeContent = {
  meta: { title: string; description: string }
  story: { title: string; durationSeconds: number; lines: StoryLine[] }
  testimonials: { heading: string }
  offer: { countdownEndsAt: string | null }
}

const content = async (request: APIRequestContext): Promise<AlternateHomeContent> =>
  (await request.get('/api/globals/alternate-home?depth=0')).json()

type WorkshopRecord = {
  id: number
  title: string
  slug: string
  date: string
  date_tz: 'America/Phoenix'
  durationMinutes: number
}

/** The seeded workshop, whose date the seed set (the first Sunday six weeks after seeding). */
const holyMess = async (request: APIRequestContext): Promise<WorkshopRecord> =>
  (await (await request.get('/api/workshops?where[slug][equals]=holy-mess&depth=0')).json()).docs[0]

const MINUTE_MS = 60_000

/** "2 days 14 hours 23 minutes" as the countdown reads, for a number of minutes left. */
function countdownText(minutes: number) {
  const days = Math.floor(minutes / (24 * 60))
  const hours = String(Math.floor(minutes / 60) % 24).padStart(2, '0')
  const rest = String(minutes % 60).padStart(2, '0')
  return new RegExp(`^\\s*${days}\\s*days\\s*${hours}\\s*hours\\s*${rest}\\s*minutes\\s*$`)
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

type SpeechLog = {
  speak: { text: string; rate: number; pitch: number; volume: number; voice?: string }[]
  cancel: number
}

/**
 * Replaces the browser's speech synthesis with a recorder, before any page script runs. The
 * utterance is replaced too, so that it accepts the recorder's voices.
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const log: SpeechLog = { speak: [], cancel: 0 }
    class RecordedUtterance {
      rate = 1
      pitch = 1
      volume = 1
      voice: { name: string } | null = null
      constructor(public text: string) {}
    }
    const recorder = {
      speak: ({ text, rate, pitch, volume, voice }: RecordedUtterance) =>
        log.speak.push({ text, rate, pitch, volume, voice: voice?.name }),
      cancel: () => {
        log.cancel += 1
      },
      getVoices: () => [
        { name: 'Microsoft David - English (United States)', lang: 'en-US' },
        { name: 'Google UK English Male', lang: 'en-GB' },
        { name: 'Google UK English Female', lang: 'en-GB' },
      ],
      speaking: false,
      pending: false,
      paused: false,
    }
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => recorder })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: RecordedUtterance,
    })
    Object.assign(window, { __speech: log })
  })
  return () => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech)
}

/**
 * Fake timers: install before the page loads, then call the returned function once it has loaded
 * to stop time, so the test decides when each second passes.
 */
async function freezeTime(page: Page) {
  const start = new Date('2025-08-10T10:00:00Z').getTime()
  await page.clock.install({ time: start })
  return () => page.clock.pauseAt(start + 10_000)
}

test('the page is served complete in its HTML, with its metadata', async ({ request }) => {
  const { meta } = await content(request)
  const workshop = await holyMess(request)
  const { dateLabel, timeLabel, durationLabel } = scheduleLabels(workshop)
  expect(new Date(workshop.date).getTime()).toBeGreaterThan(Date.now())
  const response = await request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()

  for (const text of [
    '4.9/5',
    'from 3,247 women',
    '100% Confidential',
    'Limited Time',
    'JOIN NOW',
    'Reclaim Your Erotic Truth in 30 Days',
    'Trusted by 10,000+ women',
    'DISCOVER YOUR ARCHETYPE',
    'Watch story (2 min)',
    'Does this sound familiar?',
    '10,000+',
    '98%',
    'breakthrough in the first month',
    '3-minute',
    'Recognize',
    'Reclaim',
    'Revolutionize',
    'Holy Mess',
    // The seeded workshop's own date (a Sunday ahead), time and spots, never a made-up scarcity.
    dateLabel,
    timeLabel,
    durationLabel,
    'Limited to 20 women',
    'START QUIZ',
  ]) {
    expect(html, text).toContain(text)
  }
  expect(dateLabel).toMatch(/^Sunday, /)
  expect(timeLabel).toBe('2:30-4:30 PM MST')
  expect(html).toMatch(/\d+ of 20 spots remaining/)
  // "… joined today" presents itself as live: never the typed 5,247; a real count of at least
  // 10 with the LIVE badge, or neither (tests/int/site-honesty counts it exactly).
  expect(html).not.toContain('5,247')
  const joined = /(\d[\d,]*) joined today/.exec(html)
  if (joined) expect(Number(joined[1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(10)
  else expect(html).not.toMatch(/>LIVE</)
  for (const stale of ['taken place', 'August 17, 2025', 'Only 3 spots remaining']) {
    expect(html, stale).not.toContain(stale)
  }
  for (const href of [
    '/quiz',
    '/free-meditation',
    '/masterclass',
    '/workshop/holy-mess',
    '/work-with-me',
  ]) {
    expect(html, href).toContain(`href="${href}"`)
  }

  const products = await (
    await request.get('/api/offers?where[slug][equals]=holy-mess-workshop&depth=0')
  ).json()
  expect(html).toContain(formatUSD(products.docs[0].priceInCents))

  expect(html).toContain(`<title>${meta.title}</title>`)
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
  expect(html).toContain(`<meta property="og:title" content="${meta.title}"/>`)
  expect(html).toMatch(/<meta name="twitter:card" content="summary/)
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/localhost:\d+\/v2-reimagined-mockup"\/>/,
  )
})

test('the page reads without JavaScript, inside landmarks, with 20 still particles', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Reclaim Your Erotic Truth in 30 Days',
  )
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.locator('main#main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const particles = page.locator('.ah-particle')
  await expect(particles).toHaveCount(20)
  await expect(page.locator('[aria-hidden="true"]:has(> .ah-particle)')).toHaveCount(1)
  expect(await particles.first().evaluate((node) => getComputedStyle(node).animationName)).toBe(
    'none',
  )
  await context.close()
})

test.describe('axe finds no violations', () => {
  test('on the page', async ({ page }) => {
    await page.goto(PATH)
    await expectNoAxeViolations(page)
  })

  test('with the quiz invitation open', async ({ page }) => {
    await page.goto(PATH)
    await page.getByRole('button', { name: 'DISCOVER YOUR ARCHETYPE' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('with the story open', async ({ page }) => {
    await recordSpeech(page)
    await page.goto(PATH)
    await page.getByRole('button', { name: 'Watch story (2 min)' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('the mobile menu opens, shows the links and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(PATH)
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await fitsWidth()).toBe(true)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = nav.getByRole('button', { name: 'Menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
  await expect(panel).toBeHidden()
  await expect(nav.getByRole('link', { name: 'Masterclass' })).toBeHidden()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  for (const href of ['/quiz', '/free-meditation', '/masterclass', '/workshop/holy-mess']) {
    await expect(panel.locator(`a[href="${href}"]`)).toBeVisible()
  }
  await expect(panel.getByText('Limited Time')).toBeVisible()
  expect(await fitsWidth()).toBe(true)

  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
})

test.describe('testimonial carousel', () => {
  test('dots select a story and stories rotate every 6 s until paused', async ({
    page,
    request,
  }) => {
    const { testimonials } = await content(request)
    const resume = await freezeTime(page)
    await page.goto(PATH)
    await resume()
    const section = page.getByRole('region', { name: testimonials.heading })
    const dots = section.getByRole('list', { name: 'Choose a story' }).getByRole('button')
    expect(await dots.count()).toBeGreaterThan(1)
    const stories = section.locator('figure')

    await dots.nth(1).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true')
    await expect(stories.nth(1)).toBeVisible()
    await expect(stories.nth(0)).toBeHidden()

    // Rotation waits while the pointer or focus is on the carousel.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(5_900)
    await expect(stories.nth(1)).toBeVisible()
    await page.clock.runFor(200)
    await expect(stories.nth(2)).toBeVisible()
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')

    await section.getByRole('button', { name: 'Pause' }).click()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(20_000)
    await expect(stories.nth(2)).toBeVisible()

    await section.getByRole('button', { name: 'Play' }).click()
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(6_000)
    await expect(stories.nth(3)).toBeVisible()
  })

  test('stories never rotate by themselves under reduced motion', async ({ browser, request }) => {
    const { testimonials } = await content(request)
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const resume = await freezeTime(page)
    await page.goto(PATH)
    await resume()
    const section = page.getByRole('region', { name: testimonials.heading })
    await expect(section.locator('figure').first()).toBeVisible()
    await expect(section.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    await page.clock.runFor(30_000)
    await expect(section.locator('figure').first()).toBeVisible()
    await context.close()
  })
})

test.describe('quiz invitation', () => {
  test('every join and start button opens it and records quiz_started', async ({ page }) => {
    await page.goto(PATH)
    const dialog = page.getByRole('dialog', {
      name: 'Ready to Discover Your Good Girl Archetype?',
    })

    for (const name of ['JOIN NOW', 'DISCOVER YOUR ARCHETYPE', 'START QUIZ']) {
      const button = page.getByRole('button', { name, exact: true })
      await button.click()
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText('3-minute quiz')
      await dialog.getByRole('button', { name: 'Maybe Later' }).click()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    }

    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => entry.event === 'quiz_started'),
    )
    expect(events).toHaveLength(3)
    expect(events[0]).toMatchObject({ category: 'engagement', label: 'v2_homepage' })
  })

  test('the keyboard opens it, Escape closes it, and Yes goes to /quiz', async ({ page }) => {
    await page.goto(PATH)
    const join = page.getByRole('button', { name: 'JOIN NOW' })
    await join.focus()
    expect(await join.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // The dialog gives focus back a moment after it closes (Radix does it on the next tick): wait
    // for it, or a busy machine's Enter lands on the page instead of the button.
    await expect(join).toBeFocused()

    await page.keyboard.press('Enter')
    await dialog.getByRole('link', { name: 'Yes, Start My Quiz!' }).click()
    await expect(page).toHaveURL(/\/quiz$/)
  })
})

test.describe('lead form', () => {
  test('an empty e-mail shows "Email needed" and sends nothing', async ({ page }) => {
    let requests = 0
    await page.route('**/api/leads', (route) => {
      requests += 1
      return route.fulfill({ status: 200, json: { ok: true } })
    })
    await page.goto(PATH)
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('required', '')
    await page.getByRole('button', { name: 'CLAIM MY PACKAGE' }).click()
    const toasts = notifications(page)
    await expect(toasts.getByText('Email needed')).toBeVisible()
    await expect(
      toasts.getByText('Enter your email to claim your breakthrough package'),
    ).toBeVisible()
    expect(requests).toBe(0)
  })

  test('success: sends {email, name}, shows CLAIMING..., clears and opens the quiz after 1.5 s', async ({
    page,
  }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    await page.route('**/api/leads', async (route) => {
      bodies.push(route.request().postDataJSON())
      await held
      await route.fulfill({ status: 201, json: { ok: true } })
    })
    const resume = await freezeTime(page)
    await page.goto(PATH)
    await resume()

    const email = page.getByLabel('Email', { exact: true })
    const name = page.getByLabel('First name (optional)')
    await email.fill('ana@example.com')
    await name.fill('Ana')
    await page.getByRole('button', { name: 'CLAIM MY PACKAGE' }).click()

    const pending = page.getByRole('button', { name: 'CLAIMING...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    release()

    await expect(notifications(page).getByText('Success! 🎉')).toBeVisible()
    await expect(
      notifications(page).getByText(
        'Your breakthrough package is on the way! Check your email in the next few minutes.',
      ),
    ).toBeVisible()
    expect(bodies).toEqual([{ email: 'ana@example.com', name: 'Ana' }])
    await expect(email).toHaveValue('')
    await expect(name).toHaveValue('')

    await page.clock.runFor(1_400)
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await page.clock.runFor(100)
    await expect(page).toHaveURL(/\/quiz$/)
  })

  for (const outcome of ['server error', 'network failure'] as const) {
    test(`${outcome}: "Almost there!" and the typed values stay`, async ({ page }) => {
      await page.route('**/api/leads', (route) =>
        outcome === 'server error'
          ? route.fulfill({ status: 500, json: { error: 'nope' } })
          : route.abort('failed'),
      )
      await page.goto(PATH)
      const email = page.getByLabel('Email', { exact: true })
      const name = page.getByLabel('First name (optional)')
      await email.fill('claire@example.com')
      await name.fill('Claire')
      await page.getByRole('button', { name: 'CLAIM MY PACKAGE' }).click()

      await expect(notifications(page).getByText('Almost there!')).toBeVisible()
      await expect(
        notifications(page).getByText("Let's get you connected. Try again or contact support."),
      ).toBeVisible()
      await expect(email).toHaveValue('claire@example.com')
      await expect(name).toHaveValue('Claire')
      await expect(page.getByRole('button', { name: 'CLAIM MY PACKAGE' })).toBeEnabled()
      await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    })
  }
})

test.describe('the offer countdown', () => {
  test('counts to the end the owner set: the server sends the figure, the browser ticks', async ({
    browser,
    request,
  }) => {
    const { offer } = await content(request)
    // The seed ends the offer 2 days 14 h 23 min after seeding (spec §9's starting figure).
    const end = new Date(offer.countdownEndsAt!).getTime()
    expect(end - Date.now()).toBeGreaterThan(0)
    expect(end - Date.now()).toBeLessThanOrEqual(((2 * 24 + 14) * 60 + 23) * MINUTE_MS)

    // Without JavaScript the page shows the minutes left when it was rendered. The page is
    // cached (its `revalidate` is 60 s): once this server holds a fresh copy (HIT, not a stale
    // one being replaced), that copy was rendered within the minute before `before`.
    const before = Math.ceil((end - Date.now() + MINUTE_MS) / MINUTE_MS)
    await expect.poll(async () => (await request.get(PATH)).headers()['x-nextjs-cache']).toBe('HIT')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(PATH)
    const after = Math.ceil((end - Date.now()) / MINUTE_MS)
    const shown = (await page.getByTestId('countdown').textContent()) ?? ''
    const range = Array.from({ length: before - after + 1 }, (_, i) => after + i)
    expect(
      range.some((minutes) => countdownText(minutes).test(shown)),
      `${shown} is ${after} to ${before} minutes`,
    ).toBe(true)
    await context.close()
  })

  test('ticks down by the minute in the browser, as each minute passes', async ({
    page,
    request,
  }) => {
    const { offer } = await content(request)
    const end = new Date(offer.countdownEndsAt!).getTime()
    // 2 days 10 h 5 min 30 s before the end, by the browser's clock.
    const start = end - ((2 * 24 + 10) * 60 + 5) * MINUTE_MS - 30_000
    // Paused before the page loads: however long loading takes, the page starts at this time.
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 5_000)
    await page.goto(PATH)
    const countdown = page.getByTestId('countdown')
    await expect(countdown).toHaveText(countdownText((2 * 24 + 10) * 60 + 6))
    await page.clock.runFor(24_999)
    await expect(countdown).toHaveText(countdownText((2 * 24 + 10) * 60 + 6))
    await page.clock.runFor(1)
    await expect(countdown).toHaveText(countdownText((2 * 24 + 10) * 60 + 5))
    await page.clock.runFor(MINUTE_MS)
    await expect(countdown).toHaveText(countdownText((2 * 24 + 10) * 60 + 4))
  })

  test('is gone once the end has passed, instead of showing zeros', async ({ page, request }) => {
    const { offer } = await content(request)
    const end = new Date(offer.countdownEndsAt!).getTime()
    await page.clock.install({ time: end - 90_000 })
    await page.clock.pauseAt(end - 80_000)
    await page.goto(PATH)
    const countdown = page.getByTestId('countdown')
    await expect(countdown).toHaveText(countdownText(2))
    await page.clock.runFor(20_000)
    await expect(countdown).toHaveText(countdownText(1))
    await page.clock.runFor(60_000)
    await expect(countdown).toHaveCount(0)
    await expect(page.getByRole('timer')).toHaveCount(0)
  })
})

test.describe('the workshop promo', () => {
  test('links to the seeded workshop’s page, with its date, from the promo and the navigation', async ({
    page,
    request,
  }) => {
    const workshop = await holyMess(request)
    await page.goto(PATH)
    const promo = page.getByTestId('workshop-promo')
    await expect(promo).toContainText(scheduleLabels(workshop).dateLabel)
    await expect(promo.getByRole('link', { name: 'Reserve My Spot' })).toHaveAttribute(
      'href',
      '/workshop/holy-mess',
    )
    await page.setViewportSize({ width: 1440, height: 900 })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Holy Mess Workshop' })).toHaveAttribute(
      'href',
      '/workshop/holy-mess',
    )
    // The first is the wide navigation's badge; the second sits in the closed mobile menu.
    await expect(nav.getByText('Limited Time').first()).toBeVisible()
  })

  test('a workshop that has taken place is never promoted: the next upcoming one is', async ({
    browser,
    request,
    baseURL,
  }) => {
    const headers = await ownerAuth(request)
    const products = await (
      await request.get('/api/offers?where[slug][equals]=holy-mess-workshop&depth=0')
    ).json()
    const slug = `past-circle-${Date.now()}`
    const created = await request.post('/api/workshops', {
      headers,
      data: {
        title: 'The Past Circle',
        slug,
        description: 'An edition that already happened.',
        date: '2025-08-17T21:30:00.000Z',
        date_tz: 'America/Phoenix',
        durationMinutes: 120,
        location: 'The studio',
        product: products.docs[0].id,
        maxParticipants: 20,
        isActive: true,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const next = await holyMess(request)

    // A draft that points the promo and the navigation at it, seen only in the owner's preview.
    const published = await (await request.get('/api/globals/alternate-home?depth=0')).json()
    const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = published
    const draft = {
      ...fields,
      // The published document says `published`: sent as it is, this would publish, not draft.
      _status: 'draft',
      workshop: { ...fields.workshop, buttonHref: `/workshop/${slug}` },
      nav: {
        ...fields.nav,
        links: fields.nav.links.map((link: { label: string; href: string }) =>
          link.href.startsWith('/workshop/') ? { ...link, href: `/workshop/${slug}` } : link,
        ),
      },
    }
    const saved = await request.post('/api/globals/alternate-home?draft=true', {
      headers,
      data: draft,
    })
    expect(saved.status(), await saved.text()).toBe(200)
    // A visitor still gets the published navigation.
    const visitor = await (await fetch(new URL(PATH, baseURL))).text()
    expect(visitor).not.toContain(slug)
    const owner = await ownerContext(browser, { viewport: { width: 1440, height: 900 } })
    try {
      const page = await owner.newPage()
      await page.goto(`/next/preview?path=${PATH}`)
      await expect(page).toHaveURL(new RegExp(`${PATH}$`))
      const promo = page.getByTestId('workshop-promo')
      await expect(promo).toContainText(next.title)
      await expect(promo).toContainText(scheduleLabels(next).dateLabel)
      await expect(promo.getByRole('link', { name: 'Reserve My Spot' })).toHaveAttribute(
        'href',
        `/workshop/${next.slug}`,
      )
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: next.title, exact: true })).toHaveAttribute(
        'href',
        `/workshop/${next.slug}`,
      )
      const html = await page.content()
      for (const stale of ['The Past Circle', slug, 'August 17, 2025', 'taken place']) {
        expect(html, stale).not.toContain(stale)
      }
    } finally {
      await owner.close()
      // The latest version is the published one again.
      await request.post('/api/globals/alternate-home', {
        headers,
        data: { ...fields, _status: 'published' },
      })
    }
  })
})

test('the floating START QUIZ button stays on screen', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'START QUIZ' })).toBeInViewport()
})

/** The controls on screen whose box the floating button overlaps. */
const coveredByFloatingButton = (page: Page) =>
  page.evaluate(() => {
    const floating = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'START QUIZ',
    )!
    const box = floating.getBoundingClientRect()
    return [...document.querySelectorAll('a[href], button, input, textarea, select')]
      .filter((control) => control !== floating && control.checkVisibility())
      .filter((control) => {
        const other = control.getBoundingClientRect()
        const onScreen = other.bottom > 0 && other.top < window.innerHeight
        return (
          onScreen &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top
        )
      })
      .map((control) => control.textContent?.trim())
  })

test('on a 390 × 844 phone the floating button covers no control, first screen or last', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(PATH)
  const floating = page.getByRole('button', { name: 'START QUIZ' })
  await expect(floating).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Watch story (2 min)' })).toBeInViewport()
  expect(await coveredByFloatingButton(page)).toEqual([])

  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  )
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Work With Me' })).toBeInViewport()
  await expect(floating).toBeInViewport()
  expect(await coveredByFloatingButton(page)).toEqual([])
})

test.describe('story video', () => {
  test('lines appear on time, are read aloud, and mute cancels the voice', async ({
    page,
    request,
  }) => {
    const { story } = await content(request)
    const speech = await recordSpeech(page)
    const resume = await freezeTime(page)
    await page.goto(PATH)
    await resume()

    await page.getByRole('button', { name: 'Watch story (2 min)' }).click()
    const dialog = page.getByRole('dialog', { name: story.title })
    await expect(dialog).toBeVisible()
    const clock = dialog.getByTestId('story-clock')
    const line = dialog.getByTestId('story-line')
    await expect(clock).toHaveText('0:00 / 0:45')

    // The first line is read at once, in the voice the spec asks for.
    let log = await speech()
    const voice = { rate: 0.8, pitch: 1.2, volume: 0.9, voice: 'Google UK English Female' }
    expect(log.speak).toEqual([{ text: story.lines[0].text, ...voice }])
    expect(story.lines.map((entry) => entry.atSecond)).toEqual([2, 7, 14, 21, 28, 35, 42])

    await page.clock.runFor(1_000)
    await expect(clock).toHaveText('0:01 / 0:45')
    await expect(line).not.toContainText(story.lines[0].text)
    await page.clock.runFor(1_000)
    await expect(line).toHaveText(story.lines[0].text)
    await page.clock.runFor(5_000)
    await expect(clock).toHaveText('0:07 / 0:45')
    await expect(line).toHaveText(story.lines[1].text)
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7')
    log = await speech()
    expect(log.speak.map((entry) => entry.text)).toEqual([story.lines[0].text, story.lines[1].text])

    // Muting cancels the voice and nothing more is read; the story itself goes on.
    const cancelsBefore = log.cancel
    await dialog.getByRole('button', { name: 'Mute' }).click()
    log = await speech()
    expect(log.cancel).toBeGreaterThan(cancelsBefore)
    await page.clock.runFor(7_000)
    await expect(clock).toHaveText('0:14 / 0:45')
    await expect(line).toHaveText(story.lines[2].text)
    expect((await speech()).speak).toHaveLength(2)

    // Unmuting starts reading again from the line on screen.
    await dialog.getByRole('button', { name: 'Unmute' }).click()
    log = await speech()
    expect(log.speak).toHaveLength(3)
    expect(log.speak[2]).toEqual({ text: story.lines[2].text, ...voice })

    // Closing stops the voice and the timers.
    const cancelsBeforeClose = log.cancel
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    log = await speech()
    expect(log.cancel).toBeGreaterThan(cancelsBeforeClose)
    await page.clock.runFor(30_000)
    expect((await speech()).speak).toHaveLength(3)
  })

  test('the story runs to its end and leads on to the quiz', async ({ page, request }) => {
    const { story } = await content(request)
    await recordSpeech(page)
    const resume = await freezeTime(page)
    await page.goto(PATH)
    await resume()
    await page.getByRole('button', { name: 'Watch story (2 min)' }).click()
    const dialog = page.getByRole('dialog', { name: story.title })
    // The dialogs' code loads on first open: the player must be there before its time runs.
    await expect(dialog.getByTestId('story-clock')).toHaveText('0:00 / 0:45')
    await page.clock.runFor(60_000)
    await expect(dialog.getByTestId('story-clock')).toHaveText('0:45 / 0:45')
    await expect(dialog.getByTestId('story-line')).toHaveText(story.lines.at(-1)!.text)

    await dialog.getByRole('button', { name: 'Discover Your Archetype' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Ready to Discover Your Good Girl Archetype?' }),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
    const events = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => entry.event === 'quiz_started'),
    )
    expect(events).toHaveLength(1)
  })
})
