import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, fromClient, newClientAddress, test } from './fixtures'
import { hydrated } from './hydrated'

/*
 * What a woman agrees to, on every form that can put her on the owner's e-mail list, in the
 * owner's words from Site settings ("Your e-mail list"): the forms that subscribe her say so under
 * their button; the others subscribe her only if she ticks their box, which starts unticked.
 */

/** The words a seeded site starts with (src/settings/consent.ts). */
const SEEDED = {
  consentLine:
    'You will also get my e-mails: gentle notes on coming home to your body, about once a week. Unsubscribe any time, in one click.',
  optInLabel:
    'Yes, send me your e-mails too (gentle notes, about once a week; unsubscribe any time).',
}
type Words = typeof SEEDED
type EmailConsent = {
  consentLine?: string | null
  optInLabel?: string | null
  doubleOptIn?: boolean | null
}

// The edit changes words every form shows: the checks of the seeded words must not meet it.
test.describe.configure({ mode: 'serial' })

const siteSettings = async (request: APIRequestContext) =>
  (await (
    await request.get('/api/globals/site-settings?depth=0', { headers: await ownerAuth() })
  ).json()) as { emailConsent?: EmailConsent | null }

async function saveEmailConsent(request: APIRequestContext, emailConsent: EmailConsent) {
  const saved = await request.post('/api/globals/site-settings', {
    headers: await ownerAuth(),
    data: { emailConsent },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** Tab until `target` has focus (a few steps at most), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, most = 8) {
  for (let step = 0; step < most; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** axe at 1280 and 390 px, and nothing wider than the screen at 390 px. */
async function atBothWidths(page: Page, form: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await form.scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** The form on screen, and the control just before its box (the box forms). */
type Opened = { form: Locator; submit: Locator; before?: Locator }

type Form = { name: string; path: string; open: (page: Page) => Promise<Opened> }

type QuizQuestion = { question: string; options: { text: string }[] }

const SUBSCRIBING: Form[] = [
  {
    name: 'the free meditation',
    path: '/free-meditation',
    open: async (page) => {
      await page.goto('/free-meditation')
      const form = page.locator('main form')
      return { form, submit: form.getByRole('button') }
    },
  },
  {
    name: "the quiz's details",
    path: '/quiz',
    open: async (page) => {
      const [questions, settings] = await Promise.all([
        page.request.get('/api/quiz-questions?sort=order&limit=0&depth=0'),
        page.request.get('/api/globals/quiz-settings?depth=0'),
      ])
      const { docs } = (await questions.json()) as { docs: QuizQuestion[] }
      const { intro } = (await settings.json()) as { intro: { title: string } }
      // Fake timers skip the card's turn and the pause after each answer.
      await page.clock.install()
      await page.goto('/quiz')
      await page.getByRole('button', { name: new RegExp(intro.title) }).click()
      await page.clock.runFor(800)
      for (const { question, options } of docs) {
        await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible()
        await page.getByRole('button', { name: options[0]!.text, exact: true }).click()
        await page.clock.runFor(1500)
      }
      const form = page.locator('main form')
      return { form, submit: form.getByRole('button') }
    },
  },
  {
    name: 'the waitlist',
    path: '/waitlist',
    open: async (page) => {
      await page.goto('/waitlist')
      const form = page.getByRole('form', { name: 'Join the Radiant Alchemy Waitlist' })
      return { form, submit: form.getByRole('button', { name: 'Join the Waitlist' }) }
    },
  },
  {
    name: "the alternate homepage's offer",
    path: '/v2-reimagined-mockup',
    open: async (page) => {
      await page.goto('/v2-reimagined-mockup')
      const form = page.locator('#claim form')
      return { form, submit: form.getByRole('button') }
    },
  },
]

const WITH_BOX: Form[] = [
  {
    name: 'the checkout',
    path: '/checkout',
    open: async (page) => {
      await page.goto('/checkout')
      return {
        form: page.locator('main form').filter({ has: page.getByLabel('Email Address') }),
        submit: page.getByRole('button', { name: 'Continue to Secure Payment' }),
        before: page.getByLabel('Email Address'),
      }
    },
  },
  {
    name: 'the workshop',
    path: '/workshop/holy-mess',
    open: async (page) => {
      await page.goto('/workshop/holy-mess')
      const form = page.getByRole('form', { name: 'Register for the workshop' })
      return { form, submit: form.getByRole('button'), before: form.getByLabel('Email') }
    },
  },
  {
    name: 'the mentorship application',
    path: '/apply',
    open: async (page) => {
      await page.goto('/apply')
      const form = page.getByRole('form', { name: 'Mentorship application' })
      await hydrated(form.getByLabel('Full Name'))
      await form.getByLabel('Full Name').fill('Dana Consent')
      await form.getByLabel('Email Address').fill('dana.consent@example.com')
      for (let step = 1; step < 9; step++) {
        await form.getByRole('button', { name: 'Next' }).click()
        await form.locator('textarea').fill(`My answer for step ${step + 1}, in my own words.`)
      }
      return {
        form,
        submit: form.getByRole('button', { name: 'Submit Application' }),
        before: form.locator('textarea'),
      }
    },
  },
  {
    name: 'the contact form',
    path: '/about',
    open: async (page) => {
      await page.goto('/about')
      const form = page.getByRole('form', { name: 'Contact form' })
      return {
        form,
        submit: form.getByRole('button', { name: 'Send Message' }),
        before: form.getByLabel('Message'),
      }
    },
  },
]

async function expectConsentLine(page: Page, { name, open }: Form, words: Words) {
  const { form, submit } = await open(page)
  await expect(form.getByText(words.consentLine, { exact: true }), name).toBeVisible()
  // Said with the button it is about.
  await expect(submit).toHaveAccessibleDescription(words.consentLine)
  await expect(form.getByRole('checkbox')).toHaveCount(0)
  return form
}

async function expectOptInBox(page: Page, { name, open }: Form, words: Words) {
  const opened = await open(page)
  const box = opened.form.getByRole('checkbox', { name: words.optInLabel, exact: true })
  await expect(box, name).toBeVisible()
  await expect(box).not.toBeChecked()
  await expect(opened.form.getByText(words.consentLine, { exact: true })).toHaveCount(0)
  return { ...opened, box }
}

test.describe('the seeded words', () => {
  for (const form of SUBSCRIBING) {
    test(`${form.name}: the line under the button, axe-clean at 1280 and 390 px`, async ({
      page,
    }) => {
      const shown = await expectConsentLine(page, form, SEEDED)
      await atBothWidths(page, shown)
    })
  }

  for (const form of WITH_BOX) {
    test(`${form.name}: an unticked box, ticked by keyboard or by its words, axe-clean at 1280 and 390 px`, async ({
      page,
    }) => {
      const { form: shown, box, before } = await expectOptInBox(page, form, SEEDED)
      await hydrated(box)
      await before!.focus()
      await tabTo(page, box)
      // Its focus is seen.
      await expect(box).toHaveCSS('outline-style', 'solid')
      expect(parseFloat(await box.evaluate((node) => getComputedStyle(node).outlineWidth))).toBe(2)
      await page.keyboard.press('Space')
      await expect(box).toBeChecked()
      await page.keyboard.press('Space')
      await expect(box).not.toBeChecked()
      await shown.getByText(SEEDED.optInLabel, { exact: true }).click()
      await expect(box).toBeChecked()
      await atBothWidths(page, shown)
    })
  }
})

/** A page of its own browser context: the quiz's fake clock holds a whole context. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT || 3100}`,
    extraHTTPHeaders: fromClient(newClientAddress()),
  })
  return context.newPage()
}

test('her edit of the words in Site settings reaches every form at once, cached pages included', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const before = (await siteSettings(request)).emailConsent ?? {}
  const mark = Date.now()
  const edited: Words = {
    consentLine: `Signing up means my letters reach you (edited ${mark}).`,
    optInLabel: `Tick to get my letters as well (edited ${mark})`,
  }
  try {
    // Every page renders once first, so the old words sit in the page cache.
    for (const { path } of [...SUBSCRIBING, ...WITH_BOX]) {
      expect((await request.get(path)).status(), path).toBe(200)
    }
    await saveEmailConsent(request, { ...before, ...edited })

    // In each page's HTML (the quiz's details and the application's last step, drawn later,
    // in the props the page sends along).
    for (const { path } of [...SUBSCRIBING, ...WITH_BOX]) {
      await expect
        .poll(async () => (await (await request.get(path)).text()).includes(String(mark)), {
          message: path,
        })
        .toBe(true)
    }
    for (const [form, expectWords] of [
      ...SUBSCRIBING.map((form) => [form, expectConsentLine] as const),
      ...WITH_BOX.map((form) => [form, expectOptInBox] as const),
    ]) {
      const page = await freshPage(browser)
      try {
        await expectWords(page, form, edited)
      } finally {
        await page.context().close()
      }
    }
  } finally {
    await saveEmailConsent(request, {
      consentLine: before.consentLine ?? null,
      optInLabel: before.optInLabel ?? null,
      doubleOptIn: before.doubleOptIn ?? false,
    })
  }
})

test.describe('the contact form and her list', () => {
  type Contact = {
    marketingStatus: string
    consent?: { source?: string | null; words?: string | null; at?: string | null } | null
  }

  /** Her contact as the owner reads it, once her message has made it. */
  async function contactOf(request: APIRequestContext, email: string) {
    const read = async () => {
      const answer = await request.get(
        `/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: await ownerAuth() },
      )
      return ((await answer.json()) as { docs: Contact[] }).docs
    }
    await expect.poll(async () => (await read()).length).toBe(1)
    return (await read())[0]!
  }

  async function sendMessage(page: Page, email: string, tick: boolean) {
    await page.goto('/about')
    const form = page.getByRole('form', { name: 'Contact form' })
    const box = form.getByRole('checkbox', { name: SEEDED.optInLabel, exact: true })
    await hydrated(box)
    await form.getByLabel('Name').fill('Dana Consent')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('I would love to hear more about mentorship.')
    const sent = page.waitForRequest('**/api/contact')
    if (tick) {
      await form.getByLabel('Message').press('Tab')
      await expect(box).toBeFocused()
      await page.keyboard.press('Space')
      await expect(box).toBeChecked()
    }
    await form.getByRole('button', { name: 'Send Message' }).click()
    const body = (await sent).postDataJSON() as { marketingConsent?: boolean }
    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()
    // The form starts over, box unticked.
    await expect(box).not.toBeChecked()
    return body
  }

  test('sent without the tick, her message leaves her off the list', async ({ page, request }) => {
    const email = uniqueEmail('consent-unticked')
    const body = await sendMessage(page, email, false)
    expect(body.marketingConsent).toBeUndefined()
    const contact = await contactOf(request, email)
    expect(contact.marketingStatus).toBe('never_asked')
    expect(contact.consent?.at ?? null).toBeNull()
  })

  test('sent with the tick, she is on the list with the proof of the words she ticked', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('consent-ticked')
    const body = await sendMessage(page, email, true)
    expect(body.marketingConsent).toBe(true)
    const contact = await contactOf(request, email)
    expect(contact.marketingStatus).toBe('subscribed')
    expect(contact.consent).toMatchObject({ source: 'contact-form', words: SEEDED.optInLabel })
    expect(contact.consent?.at).toBeTruthy()
  })
})
