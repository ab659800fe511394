import { randomBytes } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { waitForMail } from './mailbox'

/** Spec §9's sample figures: the Email tab never shows them. */
const SAMPLE_FIGURES = ['15.2%', '3.8%', '1.2%', '+12%']

const VIEWS = [
  { key: 'overview', heading: 'Quick Stats' },
  { key: 'campaigns', heading: /^(Recent|Archived) Campaigns$/ },
  { key: 'sequences', heading: /^Sequences$/ },
  { key: 'performance', heading: 'Audience Insights' },
] as const

/** The page is no wider than the window: nothing scrolls sideways but its own boxes. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

async function expectNoSampleFigures(page: Page) {
  const text = await page.locator('#admin-center').innerText()
  for (const figure of SAMPLE_FIGURES) expect(text, figure).not.toContain(figure)
}

/**
 * expectNoAxeViolations, with the preview shown. Its frame is sandboxed without scripts, where
 * axe-core cannot run, and @axe-core/playwright's default run (axe in each frame, then a blank
 * page to merge) never returns on such a page. Its legacy run checks the whole page, the frame's
 * own element included, and reports the frame's content as not tested: that content is the e-mail
 * itself, checked on its own below.
 */
async function expectNoAxeViolationsWithPreview(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** The preview's e-mail on a page of its own, checked by axe (WCAG) as a mail app would show it. */
async function expectAccessibleEmail(page: Page) {
  const html = await page.locator('iframe[sandbox]').getAttribute('srcdoc')
  const mail = await page.context().newPage()
  await mail.setContent(html!)
  await expectNoAxeViolations(mail, 'wcag')
  await mail.close()
}

/** Tab (forwards) until `target` has focus, as she would. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** A time two days ahead as her datetime-local field takes it, on her clock (Arizona, MST). */
function inTwoDaysOnHerClock() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Phoenix',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + 2 * 86_400_000))
  const get = (type: string) => parts.find((part) => part.type === type)!.value
  return {
    value: `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`,
    hour: Number(get('hour')),
    minute: get('minute'),
  }
}

/** A subscribed lead with a tag of her own, so that an audience holds her alone. */
async function taggedLead(request: APIRequestContext, mark: string) {
  const email = uniqueEmail('email-tab')
  const name = `Odalys Q${mark}`
  const signUp = await request.post('/api/leads', {
    data: { email, name, source: 'meditation-download' },
  })
  expect(signUp.status()).toBe(201)
  const headers = await ownerAuth(request)
  const leads = await request.get(`/api/admin/leads?q=${encodeURIComponent(email)}`, { headers })
  const [lead] = (await leads.json()) as { contactId: number }[]
  const tag = `Campaign-${mark}`
  const tagged = await request.patch(`/api/admin/contacts/${lead!.contactId}`, {
    headers,
    data: { newTag: tag },
  })
  expect(tagged.status()).toBe(200)
  return { email, name, firstName: 'Odalys', tag }
}

const campaignCard = (page: Page, subject: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: subject, exact: true }) })

/** A campaign's status badge, when it says `label`. */
const status = (card: Locator | Page, label: string) =>
  card.locator('p', { hasText: 'Status:' }).getByText(label, { exact: true })

const figure = (card: Locator, label: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')

/**
 * Waits until Payload's toasts have gone (5 s each): stacked, their close buttons sit closer than
 * axe's 24 px target size, which is Payload's toaster, not this tab.
 */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 30_000 })
}

/** The sequences seeded with the site: each funnel's welcome, as its first step. */
const SEEDED_SEQUENCES = ['Meditation welcome', 'Quiz result', 'Waitlist confirmation']

const sequenceCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

/** One figure of a sequence's step (from 1), read under its column's heading. */
async function stepFigure(card: Locator, step: number, column: string) {
  const table = card.getByRole('table')
  const headers = await table.locator('thead th').allInnerTexts()
  const index = headers.indexOf(column)
  expect(index, column).toBeGreaterThanOrEqual(0)
  return table
    .locator('tbody tr')
    .nth(step - 1)
    .locator('th, td')
    .nth(index)
}

async function chooseFromMenu(page: Page, card: Locator, item: string) {
  await card.getByRole('button', { name: /^Actions for/ }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

test.describe('the owner’s Email tab', () => {
  test('a campaign written by keyboard is previewed with her name, tested, sent and delivered; another is scheduled and cancelled; duplicate and archive work', async ({
    browser,
    request,
  }) => {
    // The send job runs every 5 s; the page is read again until the delivery is counted.
    test.setTimeout(180_000)
    const mark = randomBytes(3).toString('hex')
    const lead = await taggedLead(request, mark)
    const subject = `A note for you ${mark}`
    const owner = await ownerContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()

    await page.goto('/admin?tab=email')
    for (const label of [
      'Total Subscribers',
      'Emails Sent',
      'Average Open Rate',
      'Revenue Generated',
    ]) {
      await expect(page.getByRole('region', { name: label, exact: true })).toBeVisible()
    }
    await expect(page.getByText('Purchases within 7 days of a click')).toBeVisible()
    for (const view of VIEWS) {
      await page
        .getByRole('navigation', { name: 'Email sections' })
        .getByRole('link', { name: new RegExp(`^${view.key}$`, 'i') })
        .click()
      await expect(page).toHaveURL(new RegExp(`view=${view.key}`))
      await expect(page.getByRole('heading', { name: view.heading })).toBeVisible()
      await expectNoAxeViolations(page)
      await expectNoSampleFigures(page)
    }

    // Create Campaign, by keyboard only.
    const create = page.getByRole('button', { name: 'Create Campaign' })
    await hydrated(create)
    await create.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/new=1/)
    await expect(dialog.getByLabel('Subject line')).toBeFocused()
    const send = dialog.getByRole('button', { name: 'Send Campaign' })
    await expect(send).toBeDisabled()
    await page.keyboard.type(subject)
    await expect(send).toBeDisabled()
    await page.keyboard.press('Tab')
    await expect(dialog.getByLabel('Email content')).toBeFocused()
    await page.keyboard.type(`Hello {{firstName|friend}},\n\nThis one is for you (${mark}).`)
    await expect(send).toBeEnabled()
    await page.keyboard.press('Tab')
    const audience = dialog.getByLabel('Audience', { exact: true })
    await expect(audience).toBeFocused()
    // Arrow keys move through a closed select's options: down to her tag.
    const wanted = `Tag: ${lead.tag} (1)`
    for (let presses = 0; presses < 400; presses += 1) {
      if ((await audience.locator('option:checked').innerText()) === wanted) break
      await page.keyboard.press('ArrowDown')
    }
    await expect(audience).toHaveValue(/^tag:\d+$/)
    await expect(audience.locator('option:checked')).toHaveText(`Tag: ${lead.tag} (1)`)
    await expectNoAxeViolations(page)

    // Preview: the e-mail as she will read it, her name merged.
    await tabTo(page, dialog.getByRole('button', { name: 'Preview' }))
    await page.keyboard.press('Enter')
    await expect(dialog.getByText('1 person will get it.')).toBeVisible()
    await expect(dialog.getByText(`Shown as ${lead.name} will read it.`)).toBeVisible()
    const preview = page.frameLocator(`iframe[title="Preview of “${subject}”"]`)
    await expect(preview.getByText(`Hello ${lead.firstName},`)).toBeVisible()
    await expectNoAxeViolationsWithPreview(page)
    await expectAccessibleEmail(page)

    // Send test: to her own address.
    await tabTo(page, dialog.getByRole('button', { name: 'Send test' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Test sent to ${process.env.ADMIN_EMAIL}`)).toBeVisible()
    await waitForMail(process.env.ADMIN_EMAIL!, `[Test] ${subject}`)

    // Send Campaign asks first, with the number of people.
    let question = ''
    page.once('dialog', (confirm) => {
      question = confirm.message()
      void confirm.accept()
    })
    await tabTo(page, send)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    expect(question).toBe('Send to 1 person now?')
    await expect(page).toHaveURL(/view=campaigns/)
    await expect(page).not.toHaveURL(/new=1/)

    // The send job delivers it: Sent, and delivered at least once.
    const sent = campaignCard(page, subject)
    await expect(async () => {
      await page.reload()
      await expect(status(sent, 'Sent')).toBeVisible({ timeout: 2_000 })
      expect(Number(await figure(sent, 'Delivered').innerText())).toBeGreaterThanOrEqual(1)
    }).toPass({ timeout: 45_000, intervals: [2_000, 3_000, 5_000] })
    await expect(sent.getByText(`To: Tag: ${lead.tag}`)).toBeVisible()
    const received = await waitForMail(lead.email, subject)
    expect(received.text).toContain(`Hello ${lead.firstName},`)
    await expectNoAxeViolations(page)

    // View Details: its figures and its words.
    await chooseFromMenu(page, sent, 'View Details')
    await expect(page).toHaveURL(/campaign=\d+/)
    const details = page.getByRole('region', { name: `Campaign details: ${subject}` })
    await expect(details.getByText(`This one is for you (${mark}).`)).toBeVisible()
    await expect(figure(details, 'Delivered')).toHaveText(/^[1-9]/)
    await expectNoAxeViolations(page)

    // Schedule another for two days ahead, on her clock; then cancel it: a draft again.
    const later = `Later, gently ${mark}`
    await create.click()
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Subject line').fill(later)
    await dialog.getByLabel('Email content').fill('See you soon, {{firstName|friend}}.')
    await dialog
      .getByLabel('Audience', { exact: true })
      .selectOption({ label: `Tag: ${lead.tag} (1)` })
    const when = inTwoDaysOnHerClock()
    await dialog.getByLabel(/^Day and time \(Arizona time\)$/).fill(when.value)
    await dialog.getByRole('button', { name: 'Schedule' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Campaign scheduled')).toBeVisible()
    const scheduled = campaignCard(page, later)
    await expect(status(scheduled, 'Scheduled')).toBeVisible()
    const hour12 = ((when.hour + 11) % 12) + 1
    await expect(scheduled.getByText(`${hour12}:${when.minute}`, { exact: false })).toBeVisible()
    // Her own screen: her clock, the zone unsaid (Site settings names it).
    await expect(scheduled.getByText(/^Scheduled for .+\s(AM|PM)$/)).toBeVisible()
    await chooseFromMenu(page, scheduled, 'Cancel')
    await expect(status(scheduled, 'Draft')).toBeVisible()
    await expect(scheduled.getByText(/^Written /)).toBeVisible()

    // Edit opens the same window filled in; Escape closes it and focus goes back to the menu.
    await chooseFromMenu(page, scheduled, 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit campaign' })
    await expect(edit.getByLabel('Subject line')).toHaveValue(later)
    await expect(page).toHaveURL(/edit=\d+/)
    await page.keyboard.press('Escape')
    await expect(edit).toBeHidden()
    await expect(scheduled.getByRole('button', { name: /^Actions for/ })).toBeFocused()
    await expect(page).not.toHaveURL(/edit=/)

    // Her edit is saved to the same campaign (no second one).
    const renamed = `Later, softly ${mark}`
    await chooseFromMenu(page, scheduled, 'Edit')
    await edit.getByLabel('Subject line').fill(renamed)
    await edit.getByRole('button', { name: 'Save draft' }).click()
    await expect(edit).toBeHidden()
    await expect(status(campaignCard(page, renamed), 'Draft')).toBeVisible()
    await expect(campaignCard(page, later)).toHaveCount(0)

    // Duplicate: a second campaign of the same subject, a draft.
    await chooseFromMenu(page, sent, 'Duplicate')
    await expect(page.getByText('Copied: the copy is a draft in your campaigns')).toBeVisible()
    const copies = campaignCard(page, subject)
    await expect(copies).toHaveCount(2)
    const copy = copies.filter({ has: status(page, 'Draft') })
    await expect(copy).toHaveCount(1)

    // Archive the copy: it leaves the list, and is among the archived ones, to unarchive.
    await chooseFromMenu(page, copy, 'Archive')
    await expect(copies).toHaveCount(1)
    await page.getByRole('link', { name: 'Show archived campaigns' }).click()
    await expect(page.getByRole('heading', { name: 'Archived Campaigns' })).toBeVisible()
    await expect(page).toHaveURL(/archived=1/)
    const archived = campaignCard(page, subject)
    await expect(archived).toHaveCount(1)
    await archived.getByRole('button', { name: /^Actions for/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Unarchive' })).toBeVisible()
    await toastsGone(page)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')

    // Resend to those who did not open: a new draft for them.
    await page.getByRole('link', { name: 'Back to recent campaigns' }).click()
    await expect(page.getByRole('heading', { name: 'Recent Campaigns' })).toBeVisible()
    await expect(page).not.toHaveURL(/archived=1/)
    await chooseFromMenu(page, sent, 'Resend to those who did not open')
    await expect(page.getByText(`To: Did not open “${subject}”`)).toBeVisible()

    await page.goto('/admin?tab=email&view=overview')
    await expect(page.getByRole('heading', { name: 'Top Performing Subject Lines' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Emails Sent' })).not.toContainText(
      'No e-mails sent yet',
    )
    await expectNoSampleFigures(page)
    await page.goto('/admin?tab=email&view=performance')
    await expect(page.getByRole('table', { name: 'Open and click rates by week' })).toBeVisible()
    await expectNoSampleFigures(page)
    await owner.close()
  })

  test('at 390 px every inner tab, the campaign window and its preview fit and are axe-clean; Escape closes and focus returns', async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const owner = await ownerContext(browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()
    for (const view of VIEWS) {
      await page.goto(`/admin?tab=email&view=${view.key}`)
      await expect(page.getByRole('heading', { name: view.heading })).toBeVisible()
      await expect(
        page
          .getByRole('navigation', { name: 'Email sections' })
          .getByRole('link', { name: new RegExp(`^${view.key}$`, 'i') }),
      ).toHaveAttribute('aria-current', 'page')
      // Axe first: it waits for Payload's frame to settle (its menu closes as the page starts).
      await expectNoAxeViolations(page)
      await expectNoPageScroll(page)
      await expectNoSampleFigures(page)
    }

    // View Analytics goes to the performance inner tab.
    await page.goto('/admin?tab=email')
    await page.getByRole('link', { name: 'View Analytics' }).click()
    await expect(page).toHaveURL(/view=performance/)

    const create = page.getByRole('button', { name: 'Create Campaign' })
    await hydrated(create)
    await create.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    const fits = () => dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(await fits()).toBe(true)

    // Focus stays in the window.
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }

    await dialog.getByLabel('Subject line').fill('Checking the preview on a phone')
    await dialog.getByLabel('Email content').fill('Hi {{firstName|friend}}, a short one.')
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByText(/will get it\.$/)).toBeVisible()
    await expect(dialog.locator('iframe[sandbox=""]')).toHaveCount(1)
    await expectNoAxeViolationsWithPreview(page)
    expect(await fits()).toBe(true)

    // A refused preview says why, beside the field, in her words.
    await dialog.getByLabel('Subject line').fill('   ')
    await dialog.getByRole('button', { name: 'Preview' }).click()
    await expect(dialog.getByText('Please add a subject line.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send Campaign' })).toBeDisabled()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(create).toBeFocused()
    await expect(page).not.toHaveURL(/new=1/)
    await expectNoPageScroll(page)
    await owner.close()
  })

  test('the Sequences inner tab shows the seeded sequences with their steps and members; a new quiz lead is counted on the Quiz result’s first step', async ({
    browser,
    request,
  }) => {
    // The bulk queue runs every 5 s; the page is read again until her welcome is counted.
    test.setTimeout(120_000)
    const owner = await ownerContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()
    await page.goto('/admin?tab=email&view=sequences')
    await expect(page.getByRole('heading', { name: 'Sequences', exact: true })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Email sections' })
        .getByRole('link', { name: 'Sequences', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    for (const name of SEEDED_SEQUENCES) {
      const card = sequenceCard(page, name)
      await expect(card).toBeVisible()
      await expect(card.getByRole('table', { name: `Steps of “${name}”` })).toBeVisible()
      await expect(card.getByRole('button', { name: `Edit “${name}”` })).toBeVisible()
      await expect(
        card.getByRole('link', { name: `Advanced editor for “${name}”` }),
      ).toHaveAttribute('href', /^\/admin\/collections\/email-sequences\/\d+$/)
    }
    const quiz = sequenceCard(page, 'Quiz result')
    await expect(quiz.getByText('Starts when: She takes the quiz (any result)')).toBeVisible()
    await expect(await stepFigure(quiz, 1, 'When')).toHaveText('At once')
    await expect(page.getByRole('button', { name: 'New sequence' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Write a new e-mail' })).toHaveAttribute(
      'href',
      '/admin/collections/email-templates/create',
    )
    await expect(page.getByText(/^Opens are approximate/)).toHaveCount(1)
    await expectNoAxeViolations(page)
    await expectNoSampleFigures(page)
    const sentBefore = Number(await (await stepFigure(quiz, 1, 'Sent')).innerText())

    // A new quiz lead signs up on the public form's call: the Quiz result sequence starts for her.
    const mark = randomBytes(3).toString('hex')
    const email = uniqueEmail('sequence-tab')
    const name = `Quinn R${mark}`
    const signUp = await request.post('/api/leads', {
      data: { email, name, source: 'quiz_rebel', quizResult: 'rebel' },
    })
    expect(signUp.status()).toBe(201)

    await expect(async () => {
      await page.reload()
      const sent = Number(await (await stepFigure(quiz, 1, 'Sent')).innerText({ timeout: 2_000 }))
      expect(sent).toBeGreaterThanOrEqual(Math.max(1, sentBefore + 1))
    }).toPass({ timeout: 30_000, intervals: [2_000, 3_000, 5_000] })

    // She is among the latest to join, linked to her page in the Leads tab.
    const member = quiz.getByRole('link', { name, exact: true })
    await expect(member).toHaveAttribute('href', /[?&]tab=leads&contact=\d+/)
    await expect(
      quiz
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .getByText(/^(Finished|In it now.*)$/),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await member.click()
    await expect(page).toHaveURL(/tab=leads&contact=\d+/)
    await expect(page.getByText(email).first()).toBeVisible()
    await owner.close()
  })

  test('“Start from a saved e-mail” fills the subject line and words; words she wrote are replaced only if she agrees', async ({
    browser,
  }) => {
    const owner = await ownerContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()
    await page.goto('/admin?tab=email&view=campaigns&new=1')
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
    await expect(dialog).toBeVisible()
    const subject = dialog.getByLabel('Subject line')
    const content = dialog.getByLabel('Email content')
    await expect(subject).toBeFocused()
    const start = dialog.getByLabel('Start from a saved e-mail')
    await hydrated(start)

    // Empty fields: filled at once, no question.
    let asked = false
    page.on('dialog', (confirm) => {
      asked = true
      void confirm.dismiss()
    })
    await start.selectOption({ label: 'Your free grounding meditation' })
    await expect(subject).toHaveValue('Your free grounding meditation')
    await expect(content).toHaveValue(/grounding meditation/)
    await expect(dialog.getByRole('button', { name: 'Send Campaign' })).toBeEnabled()
    expect(asked).toBe(false)
    await expectNoAxeViolations(page)

    // Her own words: another saved e-mail asks first; saying no keeps them and the choice.
    await subject.fill('My own subject line')
    const other = await start
      .locator('option')
      .evaluateAll(
        (options) =>
          (options as HTMLOptionElement[]).find((option) => option.value !== '' && !option.selected)
            ?.value ?? '',
      )
    expect(other).not.toBe('')
    await start.selectOption(other)
    await expect.poll(() => asked).toBe(true)
    await expect(subject).toHaveValue('My own subject line')
    await expect(start.locator('option:checked')).toHaveText('Your free grounding meditation')
    await owner.close()
  })

  test('by keyboard she writes a sequence of two steps in the sequence window, changes a delay and turns it off; the window is axe-clean at 1280 and 390 px', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const name = `Test follow-up ${randomBytes(3).toString('hex')}`
    const owner = await ownerContext(browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await owner.newPage()
    try {
      await page.goto('/admin?tab=email&view=sequences')
      const create = page.getByRole('button', { name: 'New sequence' })
      await hydrated(create)
      await create.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'New sequence' })
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/view=sequences&newSequence=1/)
      await expect(dialog.getByRole('link', { name: 'Write a new e-mail' })).toHaveAttribute(
        'href',
        '/admin/collections/email-templates/create',
      )

      // Name, then what starts it: the free meditation.
      await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
      await page.keyboard.type(name)
      const trigger = dialog.getByLabel('Starts when')
      await tabTo(page, trigger)
      for (let presses = 0; presses < 20; presses += 1) {
        if ((await trigger.inputValue()) === 'meditation') break
        await page.keyboard.press('ArrowDown')
      }
      await expect(trigger).toHaveValue('meditation')
      await expect(dialog.getByLabel('Product')).toHaveCount(0)
      await expect(dialog.getByLabel('Tag', { exact: true })).toHaveCount(0)
      await expect(dialog.getByLabel('On', { exact: true })).toBeChecked()

      // Step 1: the seeded meditation e-mail, at once.
      const first = dialog.getByRole('group', { name: 'Step 1' })
      const firstEmail = first.getByLabel('E-mail')
      await tabTo(page, firstEmail)
      for (let presses = 0; presses < 60; presses += 1) {
        const chosen = await firstEmail.locator('option:checked').innerText()
        if (chosen === 'Your free grounding meditation') break
        await page.keyboard.press('ArrowDown')
      }
      await expect(firstEmail.locator('option:checked')).toHaveText(
        'Your free grounding meditation',
      )
      await expect(first.getByLabel('Wait')).toHaveValue('0')
      await expect(first.getByText('after she starts')).toBeVisible()

      // Step 2: any e-mail, two days later, in the mornings.
      await tabTo(page, dialog.getByRole('button', { name: 'Add a step' }))
      await page.keyboard.press('Enter')
      const second = dialog.getByRole('group', { name: 'Step 2' })
      await expect(second.getByLabel('E-mail')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(second.getByLabel('E-mail')).not.toHaveValue('')
      await page.keyboard.press('Tab')
      await expect(second.getByLabel('Wait')).toBeFocused()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('2')
      await expect(second.getByText('after the step before')).toBeVisible()
      const window = second.getByLabel('Send in')
      await tabTo(page, window)
      for (let presses = 0; presses < 10; presses += 1) {
        if ((await window.inputValue()) === 'morning') break
        await page.keyboard.press('ArrowDown')
      }
      await expect(window.locator('option:checked')).toHaveText(/^Mornings/)
      for (const label of ['Move up step 2', 'Move down step 2', 'Remove step 2']) {
        await expect(second.getByRole('button', { name: label })).toBeVisible()
      }
      await expectNoAxeViolations(page)

      await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }))
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Sequence saved')).toBeVisible()
      await expect(page).not.toHaveURL(/newSequence/)
      const card = sequenceCard(page, name)
      await expect(card).toBeVisible()
      await expect(
        card.getByText('Starts when: She signs up for the free meditation'),
      ).toBeVisible()
      await expect(await stepFigure(card, 1, 'E-mail')).toHaveText('Your free grounding meditation')
      await expect(await stepFigure(card, 1, 'When')).toHaveText('At once')
      await expect(await stepFigure(card, 2, 'When')).toHaveText('2 days later')
      await expect(await stepFigure(card, 2, 'Send window')).toHaveText(/^Mornings/)

      // Edit: the second step waits three days.
      const edit = card.getByRole('button', { name: `Edit “${name}”` })
      await edit.focus()
      await page.keyboard.press('Enter')
      const editor = page.getByRole('dialog', { name: 'Edit sequence' })
      await expect(editor).toBeVisible()
      await expect(page).toHaveURL(/editSequence=\d+/)
      await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(name)
      const delay = editor.getByRole('group', { name: 'Step 2' }).getByLabel('Wait')
      await tabTo(page, delay)
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('3')
      await tabTo(page, editor.getByRole('button', { name: 'Save', exact: true }))
      await page.keyboard.press('Enter')
      await expect(editor).toBeHidden()
      await expect(await stepFigure(card, 2, 'When')).toHaveText('3 days later')
      await expect(edit).toBeFocused()

      // A save without a name says so beside the field; reload keeps the window open.
      await page.keyboard.press('Enter')
      await expect(editor).toBeVisible()
      const nameField = editor.getByLabel('Name', { exact: true })
      await nameField.fill('')
      await editor.getByRole('button', { name: 'Save', exact: true }).click()
      const refusal = editor.getByText('Please name the sequence.', { exact: true })
      await expect(refusal).toBeVisible()
      await expect(nameField).toHaveAttribute('aria-invalid', 'true')
      await expect(nameField).toHaveAttribute(
        'aria-describedby',
        (await refusal.getAttribute('id'))!,
      )
      await expect(nameField).toBeFocused()
      await toastsGone(page)
      await expectNoAxeViolations(page)

      await page.reload()
      await expect(editor).toBeVisible()
      await expect(nameField).toHaveValue(name)
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoAxeViolations(page)
      await expectNoPageScroll(page)
      expect(await editor.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      )

      // Off, so that other tests' meditation sign-ups do not start it.
      await editor.getByLabel('On', { exact: true }).uncheck()
      await editor.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(editor).toBeHidden()
      await expect(status(card, 'Paused')).toBeVisible()
      await expectNoPageScroll(page)
    } finally {
      // Whatever happened above, the test sequence is left off.
      const headers = await ownerAuth(request)
      const found = await request.get(
        `/api/email-sequences?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
        { headers },
      )
      const docs = found.ok() ? ((await found.json()) as { docs: { id: number }[] }).docs : []
      for (const doc of docs) {
        await request.patch(`/api/email-sequences/${doc.id}`, { headers, data: { active: false } })
      }
      await owner.close()
    }
  })

  test('signed out, the sequence calls answer 401', async ({ request }) => {
    for (const [method, path] of [
      ['post', '/api/admin/sequences'],
      ['patch', '/api/admin/sequences/1'],
    ] as const) {
      const response = await request[method](path, { data: { name: 'x' } })
      expect(response.status(), path).toBe(401)
    }
  })

  test('signed out, the campaign calls answer 401', async ({ request }) => {
    for (const [method, path] of [
      ['post', '/api/admin/campaigns'],
      ['post', '/api/admin/campaigns/preview'],
      ['post', '/api/admin/campaigns/test'],
      ['post', '/api/admin/campaigns/1/send'],
      ['patch', '/api/admin/campaigns/1'],
    ] as const) {
      const response = await request[method](path, {
        data: { subject: 'x', content: 'y', audience: 'all-leads' },
      })
      expect(response.status(), path).toBe(401)
    }
  })
})
