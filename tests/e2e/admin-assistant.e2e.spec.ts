import type { Locator, Page } from '@playwright/test'

import { AI_MESSAGES, QUICK_COMMANDS, VOICE_NEEDS_KEY } from '@/assistant/constants'
import { formatPercent } from '@/components/admin/center/overview/format'

import { ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'

/**
 * The AI Assistant tab and the Overview's AI Insights, in the browser as the owner, by keyboard.
 * The browser tests' server has no OpenAI key: the offline assistant answers, and voice falls back
 * to the browser's speech recognition. What Accept changes is checked by the int tests.
 */

const NURTURE = QUICK_COMMANDS[0].command

/** The page is no wider than the window. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Axe at 1280 px and at a 390 px phone, then back. */
async function expectCleanAtBothWidths(page: Page) {
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
  await expectNoPageScroll(page)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A keyboard press on a control: focus it (as Tab would), then the key. */
async function press(target: Locator, key = 'Enter') {
  await target.focus()
  await target.press(key)
}

const commandBox = (page: Page) => page.getByRole('textbox', { name: 'Your command' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send command' })
const answerHeading = (page: Page) => page.getByRole('heading', { name: 'Your assistant’s answer' })

test('by keyboard: a Quick Command, pending, the proposal, Edit, Regenerate, Dismiss, Accept, and a failure; axe-clean at 1280 and 390 px', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Two women who joined just now: the nurture command must name them.
  const emails = [uniqueEmail('assistant-a'), uniqueEmail('assistant-b')]
  for (const [index, email] of emails.entries()) {
    const signUp = await request.post('/api/leads', {
      data: { email, name: `Assistant Lead ${index + 1}`, source: 'meditation-download' },
    })
    expect(signUp.status()).toBe(201)
  }

  const owner = await ownerContext(browser, {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await owner.newPage()
  await page.goto('/admin?tab=ai-assistant')

  // Empty: who answers, and send waits for words.
  await expect(page.getByText('Offline assistant', { exact: true })).toBeVisible()
  await expect(page.getByText(/Free-form requests need an OpenAI key/)).toBeVisible()
  await expect(sendButton(page)).toBeDisabled()
  await expect(page.getByText('Loading…')).toHaveCount(0)
  await expectCleanAtBothWidths(page)

  // A Quick Command fills the box and puts her there.
  await press(page.getByRole('button', { name: new RegExp(QUICK_COMMANDS[0].title) }))
  await expect(commandBox(page)).toHaveValue(NURTURE)
  await expect(commandBox(page)).toBeFocused()
  await expect(sendButton(page)).toBeEnabled()

  // Pending: held at the network until its screen is checked.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    '**/api/admin/ai-command',
    async (route) => {
      await held
      await route.continue()
    },
    { times: 1 },
  )
  await commandBox(page).press('Control+Enter')
  await expect(page.getByRole('button', { name: 'Working on it…' })).toBeDisabled()
  await expect(page.locator('[aria-busy="true"]')).toContainText('Working on it…')
  await expectNoAxeViolations(page)
  release()

  // The result: her command, the proposal naming both women, nothing done yet.
  await expect(answerHeading(page)).toBeFocused()
  await expect(page.getByText(AI_MESSAGES.generatedTitle)).toBeVisible()
  await expect(page.getByText(`Your command: ${NURTURE}`)).toBeVisible()
  await expect(
    page.getByText('Nothing changes until you press Accept & Implement.', { exact: true }),
  ).toBeVisible()
  await press(page.getByText(/^See all \d+ and leave anyone out$/))
  for (const email of emails) {
    await expect(page.getByRole('checkbox', { name: email })).toBeChecked()
  }
  await expectCleanAtBothWidths(page)

  // Edit Content → Save Changes: her words are what the card now holds.
  await press(page.getByRole('button', { name: 'Edit Content' }))
  const editor = page.getByRole('textbox', { name: 'Generated content' })
  await expect(editor).toBeFocused()
  await editor.press('ControlOrMeta+a')
  await page.keyboard.type('Dear friend, this is my own note.')
  await expectCleanAtBothWidths(page)
  await press(page.getByRole('button', { name: 'Save Changes' }))
  await expect(page.getByText(AI_MESSAGES.updated)).toBeVisible()
  await expect(page.getByTestId('assistant-content')).toHaveText(
    'Dear friend, this is my own note.',
  )
  await expect(page.getByRole('button', { name: 'Edit Content' })).toBeFocused()

  // Regenerate asks again with the original command.
  const asked = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/admin/ai-command') && sent.method() === 'POST',
  )
  await press(page.getByRole('button', { name: 'Regenerate' }))
  expect((await asked).postDataJSON()).toEqual({ command: NURTURE })
  await expect(answerHeading(page)).toBeFocused()
  await expect(page.getByTestId('assistant-content')).not.toHaveText(
    'Dear friend, this is my own note.',
  )

  // Dismiss clears it.
  await press(page.getByRole('button', { name: 'Dismiss', exact: true }))
  await expect(answerHeading(page)).toHaveCount(0)
  await expect(page.getByText('Dismissed. Nothing was changed.')).toBeVisible()

  // Again, for only her two new women: Accept & Implement.
  await press(page.getByRole('button', { name: new RegExp(QUICK_COMMANDS[0].title) }))
  await commandBox(page).press('Control+Enter')
  await expect(answerHeading(page)).toBeFocused()
  await press(page.getByText(/^See all \d+ and leave anyone out$/))
  await press(page.getByRole('button', { name: 'Untick everyone' }))
  for (const email of emails) await press(page.getByRole('checkbox', { name: email }), 'Space')
  await expect(page.getByText(/^2 (of \d+ after the ones you left out|in all)\.$/)).toBeVisible()
  await press(page.getByRole('button', { name: 'Accept & Implement', exact: true }))
  const confirm = page.getByRole('alertdialog')
  if (await confirm.isVisible()) await press(confirm.getByRole('button', { name: /^Yes/ }))
  await expect(page.getByText(AI_MESSAGES.accepted, { exact: true })).toBeVisible()
  await expect(answerHeading(page)).toHaveCount(0)
  await expect(page.getByText(/^Done: /)).toBeVisible()
  const latest = page
    .getByRole('region', { name: 'Your past commands' })
    .getByRole('listitem')
    .first()
  await expect(latest).toContainText(NURTURE)
  await expect(latest).toContainText('Done')

  // The sequence's first e-mail reaches her, and every link in it to the site (not the HTML's
  // own namespaces) opens in a fresh browser.
  const first = await waitForMail(emails[0], 'a small practice for today')
  const site = new URL(baseURL!).host
  const links = new Set(
    (first.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])
      .map((link) => link.replace(/&amp;/g, '&'))
      .filter((link) => new URL(link).host === site),
  )
  expect(links.size).toBeGreaterThan(0)
  const fresh = await browser.newContext()
  const reader = await fresh.newPage()
  for (const link of links) {
    const opened = await reader.goto(link)
    expect(opened?.status(), link).toBeLessThan(400)
  }
  await fresh.close()

  // A failure: the reason, shown and announced, with her command kept in the box.
  await page.route('**/api/admin/ai-command', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The AI service did not answer in time.' }),
    }),
  )
  await commandBox(page).focus()
  await page.keyboard.type('Weekly business report')
  await commandBox(page).press('Control+Enter')
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'The AI service did not answer in time.' })
  await expect(failed.filter({ hasText: AI_MESSAGES.failedTitle }).first()).toBeVisible()
  await expect(commandBox(page)).toHaveValue('Weekly business report')
  await expectCleanAtBothWidths(page)
  await owner.close()
})

test('voice: no microphone says so; without an AI key the recording falls back to the browser’s speech recognition; the Overview shows AI Insights', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const owner = await ownerContext(browser, {
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  })
  const page = await owner.newPage()
  // The first microphone request is refused; later ones hear a tone. The browser's recognition is
  // a stand-in (Chromium's needs Google's servers) that hears one command.
  await page.addInitScript(() => {
    let asked = 0
    navigator.mediaDevices.getUserMedia = async () => {
      asked += 1
      if (asked === 1) throw new DOMException('Permission denied', 'NotAllowedError')
      const context = new AudioContext()
      const tone = context.createOscillator()
      const out = context.createMediaStreamDestination()
      tone.connect(out)
      tone.start()
      return out.stream
    }
    class HeardOnce {
      lang = ''
      continuous = true
      interimResults = true
      onresult: ((event: unknown) => void) | null = null
      onerror: ((event: unknown) => void) | null = null
      onend: (() => void) | null = null
      start() {
        ;(window as unknown as { heardIn: string }).heardIn = this.lang
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: 'Weekly business report' }]] })
          this.onend?.()
        }, 50)
      }
      stop() {}
      abort() {}
    }
    Object.assign(window, { SpeechRecognition: HeardOnce, webkitSpeechRecognition: HeardOnce })
    // What the tab uploads (the browser's request log leaves a multipart file's bytes out).
    const realFetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('audio') : null
      if (file instanceof File) {
        const head = String.fromCharCode(...new Uint8Array(await file.slice(0, 12).arrayBuffer()))
        Object.assign(window, { uploaded: { name: file.name, type: file.type, head } })
      }
      return realFetch(input, init)
    }
  })
  await page.goto('/admin?tab=ai-assistant')
  const record = page.getByRole('button', { name: 'Record a voice command' })
  await expect(record).toBeEnabled()

  await press(record)
  await expect(page.getByText(AI_MESSAGES.micTitle)).toBeVisible()
  await expect(page.getByText(AI_MESSAGES.micBody)).toBeVisible()
  await expect(record).toHaveAttribute('aria-pressed', 'false')

  await press(record)
  const stop = page.getByRole('button', { name: 'Stop recording' })
  await expect(stop).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'Listening…' })).toBeVisible()
  const upload = page.waitForResponse('**/api/admin/voice-command')
  await press(stop)
  expect((await upload).status()).toBe(503)
  const uploaded = await page.evaluate(
    () =>
      (window as unknown as { uploaded: { name: string; type: string; head: string } }).uploaded,
  )
  expect(uploaded).toEqual({
    name: 'command.wav',
    type: 'audio/wav',
    head: expect.stringMatching(/^RIFF.{4}WAVE$/s),
  })
  await expect(page.getByText(VOICE_NEEDS_KEY, { exact: false })).toBeVisible()
  await expect(commandBox(page)).toHaveValue('Weekly business report')
  expect(await page.evaluate(() => (window as unknown as { heardIn: string }).heardIn)).toBe(
    'en-US',
  )
  await expect(sendButton(page)).toBeEnabled()
  await expectNoAxeViolations(page)

  // The Overview's AI Insights: "Analyzing..." while it is read, then the figures (or nothing).
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    '**/api/admin/ai-insights',
    async (route) => {
      await held
      await route.continue()
    },
    { times: 1 },
  )
  await page.goto('/admin?tab=overview')
  await expect(page.getByRole('status').filter({ hasText: 'Analyzing...' })).toBeVisible()
  const answered = page.waitForResponse('**/api/admin/ai-insights')
  release()
  const insights = (await (await answered).json()) as Record<string, number | string>
  if (typeof insights.leadQualityScore === 'number') {
    const value = (label: string) =>
      page.getByRole('region', { name: label, exact: true }).locator('p').first()
    await expect(value('Lead Quality')).toHaveText(formatPercent(insights.leadQualityScore))
    await expect(value('Email Performance')).toHaveText(
      formatPercent(insights.emailEngagementRate as number),
    )
    const trend = insights.conversionTrend as number
    await expect(value('Growth Trend')).toHaveText(`${trend > 0 ? '+' : ''}${formatPercent(trend)}`)
    await expect(page.getByText(String(insights.leadQualityInsight))).toBeVisible()
  } else {
    await expect(page.getByText('AI Insights')).toHaveCount(0)
  }
  await expect(page.getByText('Analyzing...')).toHaveCount(0)
  await expectCleanAtBothWidths(page)
  await owner.close()
})
