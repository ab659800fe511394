import { type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const FORM_PATH = '/free-meditation'
const ACCESS_PATH = '/meditation-access'
const FILE_NAME = 'Grounding Into The Body - Guided Meditation.mp3'
const SUCCESS = 'Success! Check your email for the download link.'
const SEGMENT_STARTS = [0, 90, 180, 300, 420, 540]

type MeditationContent = {
  title: string
  meta: { title: string; description: string }
  form: { nameLabel: string; emailLabel: string; buttonLabel: string }
  player: { playLabel: string; pauseLabel: string; progressLabel: string; downloadLabel: string }
  segments: { start: number; end: number; title: string }[]
  breathingPhases: { label: string; seconds: number }[]
  share: { text: string; copyLabel: string; deviceLabel: string }
  durationSeconds: number
}

const content = async (request: APIRequestContext): Promise<MeditationContent> =>
  (await request.get('/api/globals/meditation?depth=0')).json()

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

const audioTime = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)

/** A part of the timeline, by its title (which the current part follows with a badge). */
const timelineItem = (page: Page, title: string) =>
  page
    .getByTestId('meditation-access')
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${title}`) })

/** Clicks until the page has hydrated and the form answers with its own validation. */
async function submitUntilHandled(page: Page, submit: Locator, handled: Locator) {
  await expect(async () => {
    await submit.click()
    await expect(handled).toBeVisible({ timeout: 1000 })
  }).toPass()
}

test('both pages are served with their texts and metadata; the access page is not indexed', async ({
  request,
}) => {
  const meditation = await content(request)
  expect(meditation.durationSeconds).toBe(600)
  expect(meditation.segments.map((segment) => segment.start)).toEqual(SEGMENT_STARTS)
  expect(meditation.breathingPhases.map((phase) => phase.seconds)).toEqual([4, 4, 4, 4])

  const form = await (await request.get(FORM_PATH)).text()
  for (const text of [meditation.title, meditation.form.nameLabel, meditation.form.buttonLabel]) {
    expect(form).toContain(text)
  }
  expect(form).toContain(`<title>${meditation.meta.title}</title>`)
  expect(form).toMatch(/<meta name="keywords" content="[^"]+"/)
  expect(form).toMatch(/<meta property="og:title" content="[^"]+"/)
  expect(form).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/free-meditation"/)
  expect(form).not.toContain('noindex')

  const access = await (await request.get(ACCESS_PATH)).text()
  for (const segment of meditation.segments) expect(access).toContain(segment.title)
  expect(access).toContain(`download="${FILE_NAME}"`)
  expect(access).not.toContain('<form')
  expect(access).toMatch(/<meta name="robots" content="noindex, follow"/)
})

test('the form shows the contract’s messages beside the fields and sends nothing until valid', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads')) sent.push(request.method())
  })
  await page.goto(FORM_PATH)
  const name = page.getByLabel('First name')
  const email = page.getByLabel('Email')
  const submit = page.getByRole('button', { name: 'Send Me the Meditation' })

  await submitUntilHandled(page, submit, page.getByText('Name is required', { exact: true }))
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Name is required')
  await expect(email).toHaveAccessibleDescription('Email is required')
  await expect(name).toBeFocused()

  await name.fill('x'.repeat(101))
  await email.fill('not-an-email')
  await submit.click()
  await expect(name).toHaveAccessibleDescription('Name is too long')
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address')

  await email.fill(`${'a'.repeat(250)}@example.com`)
  await submit.click()
  await expect(email).toHaveAccessibleDescription('Email is too long')

  // A corrected field loses its message as she types.
  await name.fill('Dana')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText('Name is too long')).toHaveCount(0)
  expect(sent).toEqual([])
  await expectNoAxeViolations(page)
})

test('signing up posts the lead, opens the access view, and the recording plays, seeks, ends and downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const meditation = await content(request)
  const address = `Meditator+${Date.now()}@Example.com`
  await page.goto(FORM_PATH)
  await page.getByLabel('First name').fill('  Dana  ')
  await page.getByLabel('Email').fill(address)

  const posted = page.waitForRequest(
    (req) => req.url().endsWith('/api/leads') && req.method() === 'POST',
  )
  await submitUntilHandled(
    page,
    page.getByRole('button', { name: 'Send Me the Meditation' }),
    notifications(page).getByText(SUCCESS, { exact: true }),
  )
  const lead = await posted
  expect(lead.postDataJSON()).toEqual({
    name: 'Dana',
    email: address.toLowerCase(),
    source: 'meditation-download',
  })
  expect(lead.headers()['content-type']).toContain('application/json')
  expect((await lead.response())?.ok()).toBe(true)

  // The access view replaces the form, and focus follows.
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expect(page.getByTestId('meditation-access')).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(meditation.title)
  // The notification region is checked by its own tests: F8 then Escape clears it first.
  await page.keyboard.press('F8')
  await page.keyboard.press('Escape')
  await expect(notifications(page).getByRole('status')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Play: the <audio> really plays.
  const play = page.getByRole('button', { name: meditation.player.playLabel, exact: true })
  await play.click()
  await expect(
    page.getByRole('button', { name: meditation.player.pauseLabel, exact: true }),
  ).toBeVisible()
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5)
  await expect(timelineItem(page, meditation.segments[0]!.title)).toHaveAttribute(
    'aria-current',
    'step',
  )

  // Seek by clicking the bar at 60 %: six minutes in, the fourth part.
  const bar = page.getByRole('slider', { name: meditation.player.progressLabel })
  const box = (await bar.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2)
  await expect.poll(() => audioTime(page)).toBeGreaterThan(355)
  const fourth = meditation.segments.find((segment) => segment.start === 300)!
  await expect(timelineItem(page, fourth.title)).toHaveAttribute('aria-current', 'step')
  await expect(timelineItem(page, meditation.segments[0]!.title)).not.toHaveAttribute(
    'aria-current',
  )
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1)
  await expect(page.getByTestId('elapsed')).toHaveText(/^6:0\d$/)
  await expect(page.getByTestId('total')).toHaveText('10:00')

  // The end resets the player: not playing, back at 0:00.
  await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
    audio.currentTime = audio.duration - 0.3
  })
  await expect(play).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('elapsed')).toHaveText('0:00')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  expect(await audioTime(page)).toBe(0)
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0)

  // The download saves under the contract's name, and the file is served as MP3.
  const download = page.getByRole('link', { name: meditation.player.downloadLabel })
  await expect(download).toHaveAttribute('download', FILE_NAME)
  const [saved] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(saved.suggestedFilename()).toBe(FILE_NAME)
  const file = await request.get((await download.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('audio/mpeg')
  const bytes = await file.body()
  expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3')
  expect(bytes.length).toBeGreaterThan(1_000_000)
})

test('a failed sign-up shows the error toast and keeps what was typed', async ({ page }) => {
  let calls = 0
  await page.route('**/api/leads', (route) => {
    calls += 1
    return calls === 1
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.abort('connectionfailed')
  })
  await page.goto(FORM_PATH)
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Email').fill('dana@example.com')
  const submit = page.getByRole('button', { name: 'Send Me the Meditation' })
  const alert = notifications(page).getByRole('alert')

  await submitUntilHandled(page, submit, alert)
  await expect(alert).toContainText('Error')
  await expect(alert).toContainText('Failed to submit form. Please try again.')
  await expect(page.getByLabel('First name')).toHaveValue('Dana')
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
  await expect(page.getByText(SUCCESS)).toHaveCount(0)

  // A network failure reads the same.
  await submit.click()
  await expect.poll(() => calls).toBe(2)
  await expect(alert).toContainText('Failed to submit form. Please try again.')
  await expect(page.getByLabel('Email')).toHaveValue('dana@example.com')
})

test('/meditation-access opens straight on the player, which works from the keyboard, and passes axe', async ({
  page,
  request,
}) => {
  const meditation = await content(request)
  await page.goto(ACCESS_PATH)
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(meditation.title)
  const items = page.getByTestId('meditation-access').getByRole('listitem')
  for (const segment of meditation.segments) {
    await expect(items.filter({ hasText: segment.title })).toHaveCount(1)
  }
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0)
  await expectNoAxeViolations(page)

  const bar = page.getByRole('slider', { name: meditation.player.progressLabel })
  await expect(bar).toHaveAttribute('aria-valuemax', '600')
  await bar.focus()
  await expect(async () => {
    await bar.press('ArrowRight')
    await expect(bar).not.toHaveAttribute('aria-valuenow', '0', { timeout: 500 })
  }).toPass()
  const afterStep = Number(await bar.getAttribute('aria-valuenow'))
  expect(afterStep % 10).toBe(0)
  await bar.press('PageUp')
  await expect(bar).toHaveAttribute('aria-valuenow', String(afterStep + 60))
  await bar.press('ArrowLeft')
  await expect(bar).toHaveAttribute('aria-valuenow', String(afterStep + 50))
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d:\d\d \/ 10:00$/)
  await bar.press('Home')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await bar.press('PageUp')
  await bar.press('PageUp')
  await expect(bar).toHaveAttribute('aria-valuenow', '120')

  // Play and pause from the keyboard; the highlight follows where she is (1:30–3:00 here).
  await page.keyboard.press('Shift+Tab')
  const play = page.getByRole('button', { name: meditation.player.playLabel, exact: true })
  await expect(play).toBeFocused()
  await page.keyboard.press('Enter')
  const pause = page.getByRole('button', { name: meditation.player.pauseLabel, exact: true })
  await expect(pause).toBeFocused()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(120.3)
  await expect(
    timelineItem(page, meditation.segments.find((segment) => segment.start === 90)!.title),
  ).toHaveAttribute('aria-current', 'step')
  await page.keyboard.press('Space')
  await expect(play).toBeFocused()
  const paused = await audioTime(page)
  await page.waitForTimeout(400)
  expect(await audioTime(page)).toBe(paused)
})

test('copy link copies the sign-up page address and says "Link copied!"', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.goto(ACCESS_PATH)
  const copy = page.getByRole('button', { name: 'Copy link' })
  await submitUntilHandled(
    page,
    copy,
    notifications(page).getByText('Link copied!', { exact: true }),
  )
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${FORM_PATH}`)
})

test('the share links carry the page address and text, open in a new tab and are named', async ({
  page,
  request,
  baseURL,
}) => {
  const { share } = await content(request)
  await page.goto(ACCESS_PATH)
  const url = encodeURIComponent(`${baseURL}${FORM_PATH}`)
  const text = encodeURIComponent(share.text)
  const expected = {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`,
    'X (Twitter)': `https://x.com/intent/tweet?text=${text}&url=${url}`,
    Pinterest: `https://pinterest.com/pin/create/button/?url=${url}&description=${text}`,
    WhatsApp: `https://wa.me/?text=${text}%20${url}`,
  }
  for (const [network, href] of Object.entries(expected)) {
    const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('share on the device appears only where the browser can share, and shares the sign-up page', async ({
  page,
  request,
  baseURL,
}) => {
  const { share, meta } = await content(request)
  await page.goto(ACCESS_PATH)
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  const native = await page.evaluate(() => typeof navigator.share === 'function')
  if (!native) await expect(page.getByRole('button', { name: share.deviceLabel })).toHaveCount(0)

  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
  })
  await page.reload()
  await page.getByRole('button', { name: share.deviceLabel, exact: true }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: meta.title, text: share.text, url: `${baseURL}${FORM_PATH}` }])
})

test('the breathing guide animates its circle, and stands still with its words under reduced motion', async ({
  page,
  request,
}) => {
  const { breathingPhases } = await content(request)
  const labels = breathingPhases.map((phase) => phase.label)
  expect(labels).toEqual(['Inhale', 'Hold', 'Exhale', 'Hold'])

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto(ACCESS_PATH)
  const circle = page.getByTestId('breathing-circle')
  await expect(circle).toBeVisible()
  const animation = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        return `${style.animationName} ${style.animationDuration}`
      })
  expect(await animation('.med-breath__circle')).toBe('med-breath-scale 16s')
  expect(await animation('.med-breath__word')).toBe('med-breath-on-0 16s')
  // One word at a time in the circle.
  await expect
    .poll(() =>
      page
        .locator('.med-breath__word')
        .evaluateAll(
          (words) => words.filter((word) => getComputedStyle(word).opacity === '1').length,
        ),
    )
    .toBe(1)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(circle).toBeHidden()
  const phases = page.getByTestId('breathing-phases').getByRole('listitem')
  await expect(phases).toHaveText(labels.map((label) => new RegExp(`^${label}\\s+4 seconds$`)))
  expect(await animation('.med-breath__mark')).toMatch(/^none /)
  await expectNoAxeViolations(page)
})
