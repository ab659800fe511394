import { type APIRequestContext, type Page, type Request } from '@playwright/test'

import { ARCHETYPE_KEYS, type ArchetypeKey } from '@/contacts/schema'
import { scoreQuiz } from '../../src/quiz/scoring'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

type Points = Record<ArchetypeKey, number>
type Question = {
  questionId: string
  question: string
  options: { value: string; text: string; points: Points }[]
}
type Archetype = { key: ArchetypeKey; title: string; subtitle: string; traits: { trait: string }[] }
type Settings = {
  meta: { title: string; description: string }
  intro: { title: string; text: string; noScript: string }
  form: { title: string; nameLabel: string; emailLabel: string; submitLabel: string }
  result: { links: { label: string; href: string }[]; retakeLabel: string }
  narration: { toggleLabel: string; pauseLabel: string; readLabel: string; replayLabel: string }
  voices: { providerVoiceId: string; isDefault: boolean }[]
}

/** The quiz as the CMS holds it, so the tests follow the owner's edits of the seeded content. */
async function content(request: APIRequestContext) {
  const [questions, archetypes, settings] = await Promise.all([
    request.get('/api/quiz-questions?sort=order&limit=0&depth=0'),
    request.get('/api/archetypes?limit=0&depth=0'),
    request.get('/api/globals/quiz-settings?depth=0'),
  ])
  return {
    questions: ((await questions.json()) as { docs: Question[] }).docs,
    archetypes: ((await archetypes.json()) as { docs: Archetype[] }).docs,
    settings: (await settings.json()) as Settings,
  }
}

/** In each question, an answer that gives `key` its most points; the whole path must win. */
function answersFor(questions: Question[], key: ArchetypeKey) {
  const answers = questions.map((question) => {
    const best = question.options.reduce((a, b) => (b.points[key] > a.points[key] ? b : a))
    return { question, option: best }
  })
  const byId = Object.fromEntries(
    answers.map(({ question, option }) => [question.questionId, option.value]),
  )
  expect(scoreQuiz(byId, questions), `the seeded points must lead to ${key}`).toBe(key)
  return { answers, byId }
}

type SpeechLog = { spoken: string[]; cancel: number }

/** Replaces the browser's speech synthesis with a recorder before any page script runs. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const log: SpeechLog = { spoken: [], cancel: 0 }
    const recorder = {
      speak: (utterance: SpeechSynthesisUtterance) => void log.spoken.push(utterance.text),
      cancel: () => void (log.cancel += 1),
      pause: () => {},
      resume: () => {},
      getVoices: () => [],
      speaking: false,
      pending: false,
      paused: false,
    }
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => recorder })
    Object.assign(window, { __speech: log })
  })
  return () => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech)
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path

/** Fake timers let a test skip the 800 ms flip and the 1.5 s pause after each answer. */
async function openQuiz(page: Page) {
  await page.clock.install()
  await page.goto('/quiz')
}

async function drawCard(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(title) }).click()
  await page.clock.runFor(800)
}

async function answerAll(page: Page, questions: Question[], key: ArchetypeKey) {
  const { answers } = answersFor(questions, key)
  for (const [index, { question, option }] of answers.entries()) {
    const heading = page.getByRole('heading', { level: 2, name: question.question })
    await expect(heading).toBeFocused()
    await expect(heading).toContainText(`Card ${index + 1} of ${questions.length}`)
    await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute(
      'aria-valuenow',
      String(index + 1),
    )
    const button = page.getByRole('button', { name: option.text, exact: true })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await page.clock.runFor(1500)
  }
}

test('the page is served with its intro and metadata in the HTML', async ({ request }) => {
  const { settings } = await content(request)
  const response = await request.get('/quiz')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Draw Your Card')
  expect(html).toContain(`<title>${settings.meta.title}</title>`)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/quiz"\/>/)
})

test('without JavaScript the page shows the intro and explains what is needed', async ({
  browser,
  request,
}) => {
  const { settings } = await content(request)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/quiz')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('button', { name: /Draw Your Card/ })).toBeVisible()
  await expect(page.getByText(settings.intro.text)).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await context.close()
  // Playwright's script-less browser still hides <noscript>, so its words are checked in the HTML.
  const html = await (await request.get('/quiz')).text()
  expect(html).toMatch(
    new RegExp(`<noscript>.*${settings.intro.noScript.slice(0, 40)}.*</noscript>`),
  )
})

for (const key of ARCHETYPE_KEYS) {
  test(`answering towards ${key} sends the lead and shows that result`, async ({
    page,
    request,
  }) => {
    const { questions, archetypes, settings } = await content(request)
    expect(questions).toHaveLength(6)
    for (const question of questions) {
      expect(question.options).toHaveLength(4)
      for (const option of question.options)
        for (const points of Object.values(option.points)) {
          expect(points).toBeGreaterThanOrEqual(0)
          expect(points).toBeLessThanOrEqual(3)
        }
    }
    const archetype = archetypes.find((entry) => entry.key === key)!
    const { byId } = answersFor(questions, key)
    await recordSpeech(page)
    await openQuiz(page)
    await drawCard(page, settings.intro.title)
    await answerAll(page, questions, key)

    await expect(page.getByRole('heading', { level: 2, name: settings.form.title })).toBeFocused()
    const email = `quiz-${key}-${Date.now()}@example.com`
    await page.getByLabel(settings.form.nameLabel).fill('  Ada Lovelace ')
    await page.getByLabel(settings.form.emailLabel).fill(email)
    const lead = page.waitForRequest(isPost('/api/leads'))
    const answered = page.waitForResponse((response) => isPost('/api/leads')(response.request()))
    await page.getByRole('button', { name: settings.form.submitLabel }).click()
    expect((await lead).postDataJSON()).toEqual({
      email,
      name: 'Ada Lovelace',
      source: `quiz_${key}`,
      quizResult: key,
      quizAnswers: JSON.stringify(byId),
    })
    expect((await answered).ok()).toBe(true)

    await expect(notifications(page)).toContainText('Here are your results!')
    const title = page.getByRole('heading', { level: 2, name: archetype.title })
    await expect(title).toBeFocused()
    const result = page.getByRole('article', { name: archetype.title })
    await expect(result).toContainText(archetype.subtitle)
    for (const { trait } of archetype.traits) await expect(result).toContainText(trait)
    for (const href of ['/masterclass', '/free-meditation'])
      await expect(result.locator(`a[href="${href}"]`)).toBeVisible()
    await expect(page.getByRole('button', { name: settings.result.retakeLabel })).toBeVisible()
  })
}

test('the details form explains each problem in a toast and sends nothing', async ({
  page,
  request,
}) => {
  const { questions, settings } = await content(request)
  await recordSpeech(page)
  await openQuiz(page)
  await drawCard(page, settings.intro.title)
  await answerAll(page, questions, 'rebel')
  const sent: string[] = []
  page.on('request', (request) => isPost('/api/leads')(request) && sent.push(request.url()))

  const name = page.getByLabel(settings.form.nameLabel)
  const email = page.getByLabel(settings.form.emailLabel)
  const submit = page.getByRole('button', { name: settings.form.submitLabel })
  const cases = [
    ['   ', 'ada@example.com', 'Name Required', 'Please enter your name to see your results.'],
    ['Ada', '', 'Email Required', 'Please enter your email to see your results.'],
    ['Ada', 'ada@example', 'Invalid Email', 'Please enter a valid email address.'],
    [
      'A'.repeat(101),
      'ada@example.com',
      'Name Too Long',
      'Please enter a shorter name (100 characters or less).',
    ],
    [
      'Ada',
      `${'a'.repeat(250)}@example.com`,
      'Email Too Long',
      'Please enter a shorter email address.',
    ],
  ] as const
  for (const [nameValue, emailValue, title, description] of cases) {
    await name.fill(nameValue)
    await email.fill(emailValue)
    await submit.click()
    const toast = notifications(page).getByRole('alert')
    await expect(toast).toContainText(title)
    await expect(toast).toContainText(description)
  }
  expect(sent).toEqual([])
})

test('when the lead cannot be saved the form stays with what was typed', async ({
  page,
  request,
}) => {
  const { questions, settings } = await content(request)
  await recordSpeech(page)
  await openQuiz(page)
  await drawCard(page, settings.intro.title)
  await answerAll(page, questions, 'perfectionist')
  // The only intercept: the real endpoint cannot be made to fail on request.
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
  )
  await page.getByLabel(settings.form.nameLabel).fill('Ada')
  await page.getByLabel(settings.form.emailLabel).fill('ada@example.com')
  await page.getByRole('button', { name: settings.form.submitLabel }).click()
  const toast = notifications(page).getByRole('alert')
  await expect(toast).toContainText('Something went wrong')
  await expect(toast).toContainText('Please try again or contact support.')
  await expect(page.getByLabel(settings.form.nameLabel)).toHaveValue('Ada')
  await expect(page.getByLabel(settings.form.emailLabel)).toHaveValue('ada@example.com')
  await expect(page.getByRole('button', { name: settings.form.submitLabel })).toBeVisible()

  await page.route('**/api/leads', (route) => route.abort('failed'))
  await page.getByRole('button', { name: settings.form.submitLabel }).click()
  await expect(notifications(page).getByRole('alert')).toContainText('Something went wrong')
})

test('?result=rebel opens on that result and leaves the address bar; Retake Quiz starts over', async ({
  page,
  request,
}) => {
  const { archetypes, settings } = await content(request)
  const rebel = archetypes.find((entry) => entry.key === 'rebel')!
  await page.goto('/quiz?result=rebel')
  await expect(page.getByRole('heading', { level: 2, name: rebel.title })).toBeVisible()
  await expect(page).toHaveURL(/\/quiz$/)

  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: settings.result.retakeLabel }).click()
  await reloaded
  await expect(page).toHaveURL(/\/quiz$/)
  await expect(page.getByRole('button', { name: /Draw Your Card/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: rebel.title })).toHaveCount(0)
})

test('an unknown ?result= is ignored and the quiz starts at the intro', async ({ page }) => {
  await page.goto('/quiz?result=queen')
  await expect(page.getByRole('button', { name: /Draw Your Card/ })).toBeVisible()
})

test('the quiz works from the keyboard, without the flip for reduced motion', async ({
  browser,
  request,
}) => {
  const { questions, settings } = await content(request)
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await recordSpeech(page)
  await page.goto('/quiz')
  await page.getByRole('button', { name: /Draw Your Card/ }).focus()
  await page.keyboard.press('Enter')
  // No clock: with reduced motion the first card is there at once.
  const first = page.getByRole('heading', { level: 2, name: questions[0]!.question })
  await expect(first).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: questions[0]!.options[0]!.text })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: questions[1]!.question })).toBeFocused()
  await expect(page.getByText(settings.intro.text)).toHaveCount(0)
  await context.close()
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const motion of ['reduce', 'no-preference'] as const) {
    test(`each new card comes into view whole, below the sticky header (${motion} motion)`, async ({
      page,
      request,
    }) => {
      const { questions, settings } = await content(request)
      await page.emulateMedia({ reducedMotion: motion })
      await recordSpeech(page)
      await openQuiz(page)
      await drawCard(page, settings.intro.title)
      const header = page.locator('body > header')
      const headerBottom = (await header.boundingBox())!.height
      /** The card's top and bottom on the screen, once the scroll to it has settled. */
      const settledBox = async (card: ReturnType<typeof page.locator>) => {
        let last = Number.NaN
        await expect
          .poll(async () => {
            const top = (await card.boundingBox())!.y
            const settled = top === last
            last = top
            return settled
          })
          .toBe(true)
        return (await card.boundingBox())!
      }
      for (const [index, question] of questions.entries()) {
        const heading = page.getByRole('heading', { level: 2, name: question.question })
        await expect(heading).toBeFocused()
        const card = page.getByRole('region', { name: question.question })
        const box = await settledBox(card)
        expect(box.y, `card ${index + 1} starts below the header`).toBeGreaterThanOrEqual(
          headerBottom,
        )
        expect(box.y + box.height, `card ${index + 1} ends on the screen`).toBeLessThanOrEqual(844)
        await card.getByRole('button').first().tap()
        await page.clock.runFor(1500)
      }
      const form = page.getByRole('region', { name: settings.form.title })
      await expect(page.getByRole('heading', { level: 2, name: settings.form.title })).toBeFocused()
      expect((await settledBox(form)).y).toBeGreaterThanOrEqual(headerBottom)
    })
  }
})

test('questions are read by the browser when the server has no voice, and a second request within 2 s waits', async ({
  page,
  request,
}) => {
  const { questions, settings } = await content(request)
  const speech = await recordSpeech(page)
  const voiceId = settings.voices.find((voice) => voice.isDefault)!.providerVoiceId
  const narrations: Request[] = []
  page.on(
    'request',
    (request) => isPost('/api/text-to-speech')(request) && narrations.push(request),
  )

  await openQuiz(page)
  const toggle = page.getByRole('button', { name: settings.narration.toggleLabel })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await drawCard(page, settings.intro.title)
  expect(narrations).toHaveLength(0)
  const narrated = page.waitForResponse((response) =>
    isPost('/api/text-to-speech')(response.request()),
  )
  await page.clock.runFor(300)
  const response = await narrated
  expect(response.status()).toBe(503)
  expect(response.request().postDataJSON()).toEqual({ text: questions[0]!.question, voiceId })
  await expect.poll(async () => (await speech()).spoken).toEqual([questions[0]!.question])
  await expect(page.getByRole('button', { name: settings.narration.pauseLabel })).toBeVisible()
  await expect(notifications(page)).not.toContainText('Voice narration paused')

  await page.getByRole('button', { name: settings.narration.replayLabel }).click()
  const toast = notifications(page).getByRole('alert')
  await expect(toast).toContainText('Please wait')
  await expect(toast).toContainText('Let the current audio finish before requesting more.')
  expect(narrations).toHaveLength(1)

  await page.clock.runFor(2000)
  const again = page.waitForRequest(isPost('/api/text-to-speech'))
  await page.getByRole('button', { name: settings.narration.replayLabel }).click()
  await again
  await expect.poll(async () => (await speech()).spoken).toHaveLength(2)

  // Hiding the tab silences the page and returns the control to its resting state.
  const cancelled = (await speech()).cancel
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(async () => (await speech()).cancel).toBeGreaterThan(cancelled)
  await expect(page.getByRole('button', { name: settings.narration.readLabel })).toBeVisible()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('button', { name: settings.narration.readLabel })).toHaveCount(0)
})

test('a voice failure other than 503 says the narration is paused, and the quiz goes on', async ({
  page,
  request,
}) => {
  const { questions, settings } = await content(request)
  const speech = await recordSpeech(page)
  // The real endpoint only fails with 503 on this machine: other failures are simulated.
  await page.route('**/api/text-to-speech', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  )
  await openQuiz(page)
  await drawCard(page, settings.intro.title)
  await page.clock.runFor(300)
  const toast = notifications(page).getByRole('alert')
  await expect(toast).toContainText('Voice narration paused')
  await expect(toast).toContainText(
    'Audio will be available again shortly. You can continue with the quiz normally.',
  )
  expect((await speech()).spoken).toEqual([])
  await page.getByRole('button', { name: questions[0]!.options[1]!.text, exact: true }).click()
  await page.clock.runFor(1500)
  await expect(page.getByRole('heading', { level: 2, name: questions[1]!.question })).toBeFocused()
})

test.describe('axe finds no violations', () => {
  test('on the intro', async ({ page }) => {
    await page.goto('/quiz')
    await expectNoAxeViolations(page)
  })

  test('on a question card, the details form and a result', async ({ page, request }) => {
    const { questions, settings } = await content(request)
    await recordSpeech(page)
    await openQuiz(page)
    await drawCard(page, settings.intro.title)
    await expect(
      page.getByRole('heading', { level: 2, name: questions[0]!.question }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await answerAll(page, questions, 'people_pleaser')
    await expect(page.getByRole('heading', { level: 2, name: settings.form.title })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/quiz?result=perfectionist')
    await expect(page).toHaveURL(/\/quiz$/)
    await expectNoAxeViolations(page)
  })
})
