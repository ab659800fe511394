import { type Page } from '@playwright/test'

import { APPLICATION_QUESTIONS } from '@/applications/schema'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

type Start = { at: number; lang: string; continuous: boolean; interimResults: boolean }
type Speech = {
  starts: Start[]
  stops: number
  aborts: number
  /** DOMException names the next start() calls throw, in order. */
  failStarts: string[]
  /** What the browser will hear in each coming session: phrases, each heard interim, then final. */
  sessions: string[][]
  /** The browser ends the session by itself (silence, time limit). */
  end(): void
  error(code: string): void
  /** One more final phrase in the running session. */
  say(phrase: string): void
}

declare global {
  interface Window {
    __speech: Speech
  }
}

/**
 * A stand-in for the browser's speech recognition (Chromium's needs Google's servers). It records
 * how it was set up and started, and when started it "hears" the next session's phrases.
 */
async function installFakeSpeech(page: Page, setup: Pick<Speech, 'failStarts' | 'sessions'>) {
  await page.addInitScript((setup) => {
    type Result = { 0: { transcript: string }; length: 1; isFinal: boolean }
    const result = (transcript: string, isFinal: boolean): Result => ({
      0: { transcript },
      length: 1,
      isFinal,
    })
    const started: FakeRecognition[] = []
    const current = () => started[started.length - 1]

    class FakeRecognition {
      lang = ''
      continuous = false
      interimResults = false
      onresult: ((event: { resultIndex: number; results: Result[] }) => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      running = false
      results: Result[] = []

      start() {
        speech.starts.push({
          at: performance.now(),
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        })
        const failure = speech.failStarts.shift()
        if (failure) throw new DOMException('recognition could not start', failure)
        this.running = true
        this.results = []
        started.push(this)
        const phrases = speech.sessions.shift() ?? []
        phrases.forEach((phrase, index) => {
          const spoken = index ? ` ${phrase}` : phrase
          setTimeout(
            () => this.hear(spoken.slice(0, Math.ceil(spoken.length / 2)), false),
            60 * (2 * index + 1),
          )
          setTimeout(() => this.hear(spoken, true), 60 * (2 * index + 2))
        })
      }
      hear(transcript: string, isFinal: boolean) {
        if (!this.running) return
        const last = this.results[this.results.length - 1]
        if (last && !last.isFinal)
          this.results[this.results.length - 1] = result(transcript, isFinal)
        else this.results.push(result(transcript, isFinal))
        this.onresult?.({ resultIndex: this.results.length - 1, results: [...this.results] })
      }
      stop() {
        speech.stops++
        this.finish()
      }
      abort() {
        speech.aborts++
        if (this.running) this.onerror?.({ error: 'aborted' })
        this.finish()
      }
      finish() {
        if (!this.running) return
        this.running = false
        setTimeout(() => this.onend?.(), 10)
      }
    }

    const speech = {
      ...setup,
      starts: [] as Start[],
      stops: 0,
      aborts: 0,
      end: () => current()?.finish(),
      error: (code: string) => {
        current()?.onerror?.({ error: code })
        current()?.finish()
      },
      say: (phrase: string) => current()?.hear(phrase, true),
    }
    Object.assign(window, {
      __speech: speech,
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
    })
  }, setup)
}

async function openFirstQuestion(page: Page) {
  await page.goto('/apply')
  const form = page.getByRole('form', { name: 'Mentorship application' })
  await form.getByLabel('Full Name').fill('Sage Speaker')
  await form.getByLabel('Email Address').fill('sage@example.com')
  await form.getByRole('button', { name: 'Next' }).click()
  const answer = form.getByLabel(APPLICATION_QUESTIONS[0]!.question)
  await expect(answer).toBeFocused()
  return {
    form,
    answer,
    speak: form.getByRole('button', { name: 'Speak Your Answer' }),
    stopListening: form.getByRole('button', { name: 'Stop Listening' }),
    clear: form.getByRole('button', { name: 'Clear Text' }),
    next: form.getByRole('button', { name: 'Next' }),
  }
}

const toast = (page: Page, role: 'status' | 'alert', title: string, description: string) =>
  page.getByRole(role).filter({ hasText: title }).getByText(description, { exact: true })

const MICROPHONE_HINT = 'Please check your microphone permissions and try again.'

test.describe('speaking an answer', () => {
  test('the transcript lands in the text area, after what was typed', async ({ page }) => {
    await installFakeSpeech(page, {
      failStarts: [],
      sessions: [['I have practised yoga', 'for seven years']],
    })
    const { answer, speak, stopListening, next } = await openFirstQuestion(page)
    await answer.fill('Hello.')
    await speak.click()

    await expect(
      toast(
        page,
        'status',
        'Listening...',
        'Speak your answer clearly. It will be transcribed into the text box.',
      ),
    ).toBeVisible()
    await expect(stopListening).toBeVisible()
    await expect(answer).toHaveValue('Hello. I have practised yoga for seven years')
    expect(await page.evaluate(() => window.__speech.starts)).toEqual([
      expect.objectContaining({ lang: 'en-US', continuous: true, interimResults: true }),
    ])
    await expect(page.getByText('Listening', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await stopListening.click()
    await expect(speak).toBeVisible()
    expect(await page.evaluate(() => window.__speech.stops)).toBe(1)
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => window.__speech.starts.length)).toBe(1)
    await expect(next).toBeEnabled()
  })

  test('while on, it restarts 100 ms after recognition ends by itself; an error turns it off', async ({
    page,
  }) => {
    await installFakeSpeech(page, {
      failStarts: [],
      sessions: [['first words here'], ['and second words']],
    })
    const { answer, speak, stopListening } = await openFirstQuestion(page)
    await speak.click()
    await expect(answer).toHaveValue('first words here')

    await page.evaluate(() => window.__speech.end())
    await expect.poll(() => page.evaluate(() => window.__speech.starts.length)).toBe(2)
    const [first, second] = await page.evaluate(() => window.__speech.starts)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(100)
    await expect(answer).toHaveValue('first words here and second words')
    await expect(stopListening).toBeVisible()

    // Silence is no failure: no message, and listening goes on.
    await page.evaluate(() => window.__speech.error('no-speech'))
    await expect.poll(() => page.evaluate(() => window.__speech.starts.length)).toBe(3)
    await expect(page.locator('.toast--destructive')).toHaveCount(0)
    await expect(stopListening).toBeVisible()

    await page.evaluate(() => window.__speech.error('not-allowed'))
    await expect(toast(page, 'alert', 'Speech recognition failed', MICROPHONE_HINT)).toBeVisible()
    await expect(speak).toBeVisible()
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => window.__speech.starts.length)).toBe(3)
    await expect(answer).toHaveValue('first words here and second words')
  })

  test('a start that fails says so; one already running is restarted after 100 ms, once', async ({
    page,
  }) => {
    await installFakeSpeech(page, { failStarts: ['NotAllowedError'], sessions: [] })
    const { speak, stopListening } = await openFirstQuestion(page)

    await speak.click()
    await expect(toast(page, 'alert', 'Failed to start listening', MICROPHONE_HINT)).toBeVisible()
    await expect(speak).toBeVisible()

    await page.evaluate(() => window.__speech.failStarts.push('InvalidStateError'))
    await speak.click()
    await expect.poll(() => page.evaluate(() => window.__speech.starts.length)).toBe(3)
    const starts = await page.evaluate(() => window.__speech.starts)
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(100)
    expect(await page.evaluate(() => window.__speech.stops)).toBe(1)
    await expect(stopListening).toBeVisible()
    await stopListening.click()

    await page.evaluate(() =>
      window.__speech.failStarts.push('InvalidStateError', 'InvalidStateError'),
    )
    await speak.click()
    await expect(
      toast(page, 'alert', 'Failed to start listening', 'Please refresh the page and try again.'),
    ).toBeVisible()
    await expect(speak).toBeVisible()
    expect(await page.evaluate(() => window.__speech.starts.length)).toBe(5)
  })

  test('"Clear Text" shows only with text, empties the answer and keeps listening fresh', async ({
    page,
  }) => {
    await installFakeSpeech(page, { failStarts: [], sessions: [['words I regret saying']] })
    const { answer, speak, clear } = await openFirstQuestion(page)
    await expect(clear).toHaveCount(0)
    await answer.fill('A typed answer')
    await expect(clear).toBeVisible()
    await clear.click()
    await expect(answer).toHaveValue('')
    await expect(answer).toBeFocused()
    await expect(clear).toHaveCount(0)
    await expect(
      toast(
        page,
        'status',
        'Recording deleted',
        'You can record a new answer or type your response.',
      ),
    ).toBeVisible()

    await speak.click()
    await expect(answer).toHaveValue('words I regret saying')
    await clear.click()
    await expect(answer).toHaveValue('')
    await page.evaluate(() => window.__speech.say(' what I really mean'))
    await expect(answer).toHaveValue('what I really mean')
  })

  test('moving to another step ends listening', async ({ page }) => {
    await installFakeSpeech(page, { failStarts: [], sessions: [['long enough to move on']] })
    const { form, answer, speak, next } = await openFirstQuestion(page)
    await speak.click()
    await expect(answer).toHaveValue('long enough to move on')
    await next.click()
    await expect(form.getByLabel(APPLICATION_QUESTIONS[1]!.question)).toBeFocused()
    await expect(speak).toBeVisible()
    expect(await page.evaluate(() => window.__speech.aborts)).toBe(1)
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => window.__speech.starts.length)).toBe(1)
  })

  test.describe('in a browser without speech recognition', () => {
    test('the button is disabled, with the note and the toast; typing still works', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        delete (window as { SpeechRecognition?: unknown }).SpeechRecognition
        delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition
      })
      const { form, answer, speak, next } = await openFirstQuestion(page)
      expect(await page.evaluate(() => 'webkitSpeechRecognition' in window)).toBe(false)
      await expect(speak).toBeDisabled()
      await expect(
        form.getByText('Speech-to-text not supported in this browser', { exact: true }),
      ).toBeVisible()
      await expect(
        toast(
          page,
          'status',
          'Speech recognition not supported',
          'Please use a modern browser that supports speech recognition.',
        ),
      ).toBeVisible()
      await answer.fill('Typed, since speaking is not possible here.')
      await expect(next).toBeEnabled()
      await expectNoAxeViolations(page)
    })
  })
})
