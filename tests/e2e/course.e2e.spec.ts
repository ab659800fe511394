import { type APIRequestContext, type Page } from '@playwright/test'

import { type CourseResponse, progressStorageKey } from '@/commerce/api'
import { formatUSD } from '@/utilities/money'

import { expectNoAxeViolations } from './axe'
import { buyElsewhere, buyInBrowser, uniqueEmail } from './buyers'
import { linkIn, waitForMail } from './mailbox'
import { holdRequests } from './hold'
import { expect, test } from './fixtures'

const MODULES = [
  {
    id: 'main-masterclass',
    title: 'The Good Girl Paradox - Full Masterclass',
    duration: '90 minutes',
  },
  { id: 'boundary-tapping', title: 'Boundary Tapping Ritual', duration: '15 minutes' },
  { id: 'sovereignty-ritual', title: 'Sovereignty Ritual', duration: '18 minutes' },
  { id: 'eros-activation', title: 'Eros Energy Activation', duration: '20 minutes' },
]
const LOCKED_NOTE = 'Requires Return to Body Practices'

const portalPath = (email: string, moduleId?: string) =>
  `/course${moduleId ? `/${moduleId}` : ''}?email=${encodeURIComponent(email)}`

const playerSrc = (videoHostId: string) =>
  `https://player.vimeo.com/video/${videoHostId}?color=55244b&controls=1&title=0&byline=0&portrait=0`

async function upgradeLabel(request: APIRequestContext) {
  const { docs } = (await (
    await request.get('/api/offers?where[slug][equals]=return-to-the-body&depth=0')
  ).json()) as { docs: { name: string; priceInCents: number }[] }
  return `Add ${docs[0]!.name} — ${formatUSD(docs[0]!.priceInCents)}`
}

/** The portal's parts, found the way a screen reader user would find them. */
function portal(page: Page) {
  const sidebar = page.getByRole('navigation', { name: 'Modules', exact: true })
  const steps = page.getByRole('navigation', { name: 'Modules in order' })
  return {
    sidebar,
    items: sidebar.getByRole('listitem'),
    moduleLinks: sidebar.getByRole('link'),
    heading: page.locator('h2#module-heading'),
    overall: page.getByRole('progressbar', { name: 'Overall progress' }),
    moduleProgress: page.getByRole('progressbar', { name: 'Module progress' }),
    previous: steps.getByRole('button', { name: 'Previous Module' }),
    next: steps.getByRole('button', { name: 'Next Module' }),
    complete: page.getByRole('button', { name: 'Mark as Complete' }),
    player: page.locator('iframe'),
  }
}

async function courseOf(page: Page): Promise<CourseResponse> {
  const response = await page.request.get('/api/course')
  expect(response.status()).toBe(200)
  return (await response.json()) as CourseResponse
}

test.describe('course portal', () => {
  test('without a session: "Access Required", "Get Access" and the access-link form', async ({
    page,
    baseURL,
  }) => {
    // A session cookie the server no longer knows: the portal asks, and the answer is 401. (With
    // no cookie at all it does not ask: see watch.e2e.spec.ts, signed out.)
    await page
      .context()
      .addCookies([{ name: 'member_session', value: 'expired-session', url: baseURL! }])
    const held = await holdRequests(page, '**/api/course')
    await page.goto('/course/main-masterclass?email=visitor%40example.com')
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading your course...' }),
    ).toBeVisible()
    await held.release()

    await expect(page.getByRole('heading', { level: 1, name: 'Access Required' })).toBeVisible()
    await expect(
      page.getByText('Please purchase the masterclass to access this content.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Access' })).toHaveAttribute(
      'href',
      '/masterclass',
    )
    await expect(page.getByRole('heading', { name: 'Already bought it?' })).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue('visitor@example.com')
    await expect(page.locator('iframe')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a main-only buyer: bonus modules locked, Previous/Next rules, the ebook', async ({
    page,
  }) => {
    const address = uniqueEmail('portal-main')
    await buyInBrowser(page, { email: address, bonus: false })
    await page.goto(portalPath(address))
    const parts = portal(page)

    await expect(
      page.getByRole('heading', { level: 1, name: 'The Good Girl Paradox' }),
    ).toBeVisible()
    await expect(parts.items).toHaveCount(4)
    for (const [index, module] of MODULES.entries()) {
      await expect(parts.items.nth(index)).toContainText(module.title)
      await expect(parts.items.nth(index)).toContainText(module.duration)
    }
    // The main module is the one link; the three bonus modules are locked, greyed text.
    await expect(parts.moduleLinks).toHaveCount(1)
    await expect(parts.moduleLinks).toHaveAttribute('aria-current', 'page')
    const locked = parts.sidebar.locator('[data-locked="true"]')
    await expect(locked).toHaveCount(3)
    for (const item of await locked.all()) {
      await expect(item).toContainText(LOCKED_NOTE)
      await expect(item).toContainText('Bonus')
      await expect(item.locator('svg')).toHaveCount(1)
    }
    await expect(parts.items.first()).not.toContainText('Bonus')

    // No module id: the first module, its player and details.
    const { modules, course } = await courseOf(page)
    await expect(parts.heading).toHaveText(MODULES[0]!.title)
    await expect(parts.player).toHaveAttribute('src', playerSrc(modules[0]!.videoHostId!))
    await expect(parts.player).toHaveAttribute('title', `Video: ${MODULES[0]!.title}`)
    await expect(page.getByText('Duration: 90 minutes')).toBeAttached()
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '0')
    await expect(parts.previous).toBeDisabled()
    await expect(parts.next).toBeDisabled() // the next module is locked

    const ebook = page.getByRole('link', { name: /Emotional Power Ebook/ })
    await expect(ebook).toHaveAttribute('href', course.ebookURL!)
    await expect(ebook).toHaveAttribute('target', '_blank')
    await expect(ebook).toHaveAttribute('rel', /noopener/)
    const pdf = await page.request.get(course.ebookURL!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    await expectNoAxeViolations(page)
  })

  test('a locked module’s address: "Module Locked" with the $20 upgrade, and no video', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('portal-locked')
    await buyInBrowser(page, { email: address, bonus: false })
    await page.goto(portalPath(address, 'sovereignty-ritual'))
    const parts = portal(page)

    await expect(parts.heading).toHaveText('Module Locked')
    await expect(
      page.getByText('This content requires the Return to Body Practices package.'),
    ).toBeVisible()
    // The spec's "Upgrade Access", leading a buyer to the bonus's own checkout, the offer named.
    const upgrade = page.getByRole('link', { name: 'Upgrade Access', exact: true })
    await expect(upgrade).toHaveAttribute(
      'href',
      `/checkout?upgrade=return-to-the-body&email=${encodeURIComponent(address)}`,
    )
    await expect(upgrade).toHaveAccessibleDescription(await upgradeLabel(request))
    await expect(parts.player).toHaveCount(0)
    await expect(parts.previous).toBeDisabled() // boundary-tapping is locked too
    await expect(parts.next).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('an unknown module id shows no module, but the list', async ({ page }) => {
    const address = uniqueEmail('portal-unknown')
    await buyInBrowser(page, { email: address, bonus: false })
    await page.goto(portalPath(address, 'no-such-module'))
    const parts = portal(page)
    await expect(parts.heading).toHaveText('Module not found')
    await expect(parts.player).toHaveCount(0)
    await expect(parts.items).toHaveCount(4)
    await expect(parts.moduleLinks).not.toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)

    expect((await page.request.get('/course/main-masterclass/extra')).status()).toBe(404)
  })

  test('a bonus buyer: every module open, stepped through by keyboard, and Back', async ({
    page,
  }) => {
    const address = uniqueEmail('portal-bonus')
    await buyInBrowser(page, { email: address, bonus: true })
    await page.goto(portalPath(address))
    const parts = portal(page)
    const { modules } = await courseOf(page)

    await expect(parts.moduleLinks).toHaveCount(4)
    await expect(page.getByText(LOCKED_NOTE)).toHaveCount(0)
    await expect(parts.sidebar.getByText('Bonus', { exact: true })).toHaveCount(3)
    await expect(parts.previous).toBeDisabled()
    await expect(parts.next).toBeEnabled()

    await parts.next.focus()
    for (const [index, module] of MODULES.entries()) {
      if (index === 0) continue
      await page.keyboard.press('Enter')
      await expect(parts.heading).toHaveText(module.title)
      await expect(page).toHaveURL(portalPath(address, module.id))
      await expect(parts.player).toHaveAttribute('src', playerSrc(modules[index]!.videoHostId!))
    }
    // The last module: Next is disabled, so focus moved to the module's heading.
    await expect(parts.next).toBeDisabled()
    await expect(parts.previous).toBeEnabled()
    await expect(parts.heading).toBeFocused()
    await expectNoAxeViolations(page)

    await page.goBack()
    await expect(parts.heading).toHaveText(MODULES[2]!.title)
    await expect(page).toHaveURL(portalPath(address, MODULES[2]!.id))

    // From the list, by keyboard: focus lands on the chosen module's heading.
    await parts.moduleLinks.first().focus()
    await page.keyboard.press('Enter')
    await expect(parts.heading).toHaveText(MODULES[0]!.title)
    await expect(parts.heading).toBeFocused()
    await expect(parts.moduleLinks.first()).toHaveAttribute('aria-current', 'page')
  })

  test('on a 390 px phone the video comes first, and a module chosen from the list below brings its video into view', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const address = uniqueEmail('portal-phone')
    await buyInBrowser(page, { email: address, bonus: true })
    await page.goto(portalPath(address))
    const parts = portal(page)
    await expect(parts.heading).toHaveText(MODULES[0]!.title)
    const video = page.locator('article .aspect-video')
    const videoBox = (await video.boundingBox())!
    const listBox = (await parts.sidebar.boundingBox())!
    expect(videoBox.y + videoBox.height, 'the whole video is on the first screen').toBeLessThan(844)
    expect(listBox.y, 'the module list follows the video').toBeGreaterThan(
      videoBox.y + videoBox.height,
    )

    await parts.sidebar.getByRole('link', { name: MODULES[3]!.title }).tap()
    await expect(parts.heading).toHaveText(MODULES[3]!.title)
    await expect(parts.heading).toBeFocused()
    const headerBottom = (await page.locator('body > header').boundingBox())!.height
    await expect
      .poll(async () => (await video.boundingBox())!.y, 'the chosen video, below the header')
      .toBeGreaterThanOrEqual(headerBottom)
    const moved = (await video.boundingBox())!
    expect(moved.y + moved.height).toBeLessThan(844)
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('marking complete: the check and overall progress, saved on the server and mirrored', async ({
    page,
  }) => {
    const address = uniqueEmail('portal-progress')
    await buyInBrowser(page, { email: address, bonus: true })
    await page.goto(portalPath(address, 'boundary-tapping'))
    const parts = portal(page)

    await expect(parts.moduleProgress).toHaveAttribute('aria-valuenow', '0')
    await parts.complete.click()
    await expect(page.getByText('Completed', { exact: true })).toBeVisible()
    await expect(parts.moduleProgress).toHaveAttribute('aria-valuenow', '100')
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '25') // one of four modules
    const item = parts.sidebar.getByRole('link', { name: /Boundary Tapping Ritual/ })
    await expect(item).toHaveAccessibleName(/^Completed: Boundary Tapping Ritual/)
    await expect(item.locator('svg.text-green-700')).toHaveCount(1)

    // The browser's copy follows the server's answer.
    const mirrored = () =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
        progressStorageKey(address),
      )
    await expect
      .poll(mirrored)
      .toEqual({ completed: ['boundary-tapping'], progress: { 'boundary-tapping': 100 } })

    // Without the browser's copy, the server still knows.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '25')
    await expect(page.getByText('Completed', { exact: true })).toBeVisible()
    expect((await courseOf(page)).progress.completed).toEqual(['boundary-tapping'])
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Mark as Incomplete' }).click()
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByText('Completed', { exact: true })).toHaveCount(0)
    await expect.poll(async () => (await courseOf(page)).progress.completed).toEqual([])
  })

  test('overall progress averages only the modules she can open', async ({ page }) => {
    const address = uniqueEmail('portal-average')
    await buyInBrowser(page, { email: address, bonus: false })
    await page.goto(portalPath(address))
    const parts = portal(page)
    await parts.complete.click()
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '100')
  })

  test('a failed save keeps the module as it was and says so', async ({ page }) => {
    const address = uniqueEmail('portal-save-fails')
    await buyInBrowser(page, { email: address, bonus: false })
    await page.route('**/api/course/progress', (route) => route.abort('failed'))
    await page.goto(portalPath(address))
    const parts = portal(page)
    await parts.complete.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Progress Not Saved' })).toBeVisible()
    await expect(parts.overall).toHaveAttribute('aria-valuenow', '0')
    await expect(parts.complete).toBeEnabled()
  })

  test('a buyer on another device asks for her link from the module she wanted', async ({
    page,
  }) => {
    test.slow() // waits for the e-mail runner
    const address = uniqueEmail('portal-link')
    await buyElsewhere({ email: address, bonus: true })
    await page.goto(portalPath(address, 'eros-activation'))
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue(address)
    await page.getByRole('button', { name: 'Email me my access link' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'access link is on its way' }),
    ).toBeVisible()

    const mail = await waitForMail(address, 'Your masterclass access link')
    await page.goto(linkIn(mail, '/api/member/sign-in'))
    await expect(page).toHaveURL(portalPath(address, 'eros-activation'))
    const parts = portal(page)
    await expect(parts.heading).toHaveText('Eros Energy Activation')
    await expect(parts.player).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\//)
  })
})
