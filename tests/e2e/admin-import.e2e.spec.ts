import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, fromClient, newClientAddress, test } from './fixtures'
import { holdRequests } from './hold'
import { hydrated } from './hydrated'
import { linkIn, mailTo, type ReceivedMail } from './mailbox'

/*
 * The owner brings her list and her customers from the products she used before, by keyboard, on
 * a laptop and on a phone, with axe clean at each step. The exports are the real-format files of
 * tests/support/exports, whose addresses are fixed: a run that meets them already (a retry) finds
 * updates instead of new people, so counts are checked against the file and the preview, never
 * against what the database held before.
 */

const exportFile = (name: string) => path.join(process.cwd(), 'tests/support/exports', name)

const KIT_HEADERS = ['first_name', 'email_address', 'state', 'created_at', 'last_name', 'tags']
const ZOE = 'zoe.bronte@example.com'

/** The page is no wider than the window. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Focuses a control and presses a key on it, as she does with the keyboard. */
async function press(control: Locator, key = 'Enter') {
  await expect(control).toBeEnabled()
  await control.focus()
  await control.page().keyboard.press(key)
}

/** The number a figure of the preview starts with ("8 new people — …" is 8). */
async function figure(section: Locator, words: RegExp) {
  const text = await section.getByRole('listitem').filter({ hasText: words }).first().textContent()
  const found = /^\s*([\d,]+)/.exec(text ?? '')
  expect(found, `a figure matching ${words} in "${text}"`).not.toBeNull()
  return Number(found![1]!.replace(/,/g, ''))
}

const chosenLabel = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)

/** The Import screen, a file chosen and uploaded by keyboard; the page of its import opens. */
async function uploadByKeyboard(page: Page, file: string) {
  const input = page.getByLabel('CSV file to import')
  await expect(input).toBeEnabled()
  // The file chooser is the system's own window: the one step done as a mouse would.
  await input.setInputFiles(exportFile(file))
  await input.focus()
  await page.keyboard.press('Tab')
  const upload = page.getByRole('button', { name: 'Upload and read the columns' })
  await expect(upload).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]view=import&import=\d+$/)
  return Number(new URL(page.url()).searchParams.get('import'))
}

/** The newest message to `address` whose subject has `subject`, received since `since`. */
async function mailSince(address: string, subject: string, since: number) {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailTo(address))
          .filter((mail) => mail.subject.includes(subject))
          .filter((mail) => Date.parse(mail.receivedAt) >= since)
          .at(-1)
        return Boolean(found)
      },
      { timeout: 30_000, message: `an e-mail to ${address} about "${subject}"` },
    )
    .toBe(true)
  return found!
}

test.describe('importing people', () => {
  test('a Kit export on a laptop: columns, preview, progress, result and the rows not imported', async ({
    browser,
  }) => {
    test.slow() // waits for the import job (every 5 s)
    const mark = randomBytes(3).toString('hex')
    const context = await ownerContext(browser, { viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()

    // From the Leads list.
    await page.goto('/admin?tab=leads')
    await press(page.getByRole('link', { name: 'Import people' }))
    await expect(page).toHaveURL(/[?&]tab=leads&view=import$/)
    await expect(page.getByRole('heading', { name: 'Import people', level: 2 })).toBeVisible()
    await expect(page.getByText('At most 50 MB.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Past imports', level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)

    // What the file is, and what each column holds (with examples from the file).
    const importId = await uploadByKeyboard(page, 'kit-subscribers.csv')
    const recognised = page.getByRole('heading', { name: 'This is a Kit export', level: 2 })
    await expect(recognised).toBeFocused()
    const columns = page.getByRole('table', { name: 'Columns of “kit-subscribers.csv”' })
    await expect(columns.getByRole('rowheader')).toHaveText(KIT_HEADERS)
    const email = page.getByRole('combobox', { name: 'What “email_address” holds' })
    await expect(email).toHaveValue('email')
    expect(await chosenLabel(email)).toBe('E-mail address')
    expect(await chosenLabel(page.getByRole('combobox', { name: 'What “state” holds' }))).toBe(
      'Subscribed or not',
    )
    await expect(columns.getByRole('cell', { name: /amelie\.durand@example\.com/ })).toBeVisible()
    await expectNoAxeViolations(page)

    // Check: what the import will do, before anything is written.
    await press(page.getByRole('button', { name: 'Check what the import will do' }))
    const previewHeading = page.getByRole('heading', { name: 'What the import will do' })
    await expect(previewHeading).toBeFocused()
    const preview = page.getByRole('region', { name: 'What the import will do' })
    await expect(preview).toContainText('The file has 11 rows.')
    // Eight addresses, each once: new on a fresh site, some of them updates on a second run.
    const newPeople = await figure(preview, /new (person|people)/)
    const updates = await figure(preview, /\d updates?\b/)
    expect(newPeople + updates).toBe(8)
    expect(await figure(preview, /invalid rows?/)).toBe(2)
    expect(await figure(preview, /repeated rows?/)).toBe(1)
    await expect(preview).toContainText('Line 10: “lee@example” is not a valid e-mail address.')
    await expect(preview).toContainText('Line 11: There is no e-mail address in this row.')
    expect(await figure(preview, /unsubscribed — they go on your do-not-mail list/)).toBe(2)
    expect(await figure(preview, /bounced or marked an e-mail as spam/)).toBe(2)
    await expect(
      preview.getByRole('link', { name: 'Download the invalid rows (CSV)' }),
    ).toHaveAttribute('href', `/api/admin/imports/${importId}/problems.csv`)
    // Kit says everyone's consent: nobody to vouch for.
    await expect(preview.getByRole('checkbox')).toHaveCount(0)
    const sequence = preview.getByRole('combobox', { name: 'Start a sequence (optional)' })
    if (await sequence.count()) {
      await expect(sequence).toHaveValue('')
      expect(await chosenLabel(sequence)).toBe('None — the import sends no e-mail')
    }
    await expect(preview).toContainText('The import itself sends nobody any e-mail.')
    const tags = preview.getByLabel('Extra tags for everyone in this file (optional)')
    await tags.focus()
    await page.keyboard.type(`From Kit ${mark}, From Kit ${mark}`)
    await expectNoAxeViolations(page)

    // Start: the bar while it waits (the page's next question held, to look at it), then the result.
    const poll = await holdRequests(page, `**/api/admin/imports/${importId}`)
    await press(preview.getByRole('button', { name: 'Start import' }))
    const importing = page.getByRole('heading', { name: 'Importing “kit-subscribers.csv”' })
    await expect(importing).toBeFocused()
    const bar = page.getByRole('progressbar', { name: 'Rows imported' })
    await expect(bar).toHaveAttribute('aria-valuemin', '0')
    await expect(bar).toHaveAttribute('aria-valuemax', '11')
    await expect(bar).toHaveAttribute('aria-valuenow', '0')
    await expect(page.getByText('0 of 11 rows', { exact: true })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Waiting to start' })).toBeVisible()
    expect(
      await bar.locator('div').evaluate((fill) => getComputedStyle(fill).animationName),
    ).not.toBe('none')
    await expectNoAxeViolations(page)
    await poll.release()

    const done = page.getByRole('heading', { name: 'Imported “kit-subscribers.csv”' })
    await expect(done).toBeVisible({ timeout: 60_000 })
    await expect(page.getByRole('status').filter({ hasText: /^Finished on / })).toBeVisible()
    const result = page.getByRole('region', { name: 'Imported “kit-subscribers.csv”' })
    await expect(result).toContainText('1 repeated row: each person imported once')
    await expect(result).toContainText('2 rows not imported.')
    await expect(result).toContainText(/\d+ people? joined your list/)
    await expect(result).toContainText('The import sent nobody any e-mail.')
    await expectNoAxeViolations(page)

    // The rows not imported, as the spreadsheet she can fix: the file's columns and why.
    const csvLink = result.getByRole('link', { name: 'Download the rows not imported (CSV)' })
    await csvLink.focus()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ])
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe([...KIT_HEADERS, 'Why it was not imported'].join(','))
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('lee@example')
    expect(lines[1]).toContain('is not a valid e-mail address.')
    expect(lines[2]).toContain('There is no e-mail address in this row.')

    // Her place is in the address: a reload shows the same import, done.
    await page.reload()
    await expect(done).toBeVisible()

    // The history lists it, newest first, with its page.
    await press(page.getByRole('link', { name: 'All imports' }))
    await expect(page.getByRole('heading', { name: 'Past imports' })).toBeVisible()
    const newest = page.getByRole('listitem').filter({ hasText: 'kit-subscribers.csv' }).first()
    await expect(newest.getByRole('link', { name: 'kit-subscribers.csv' })).toHaveAttribute(
      'href',
      `/admin?tab=leads&view=import&import=${importId}`,
    )
    await expect(newest).toContainText('Imported')
    await expect(newest).toContainText('2 rows not imported')
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('a Kajabi export on a phone gives its buyers a course: the buyer asks for her link and opens it', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow() // waits for the import job and the e-mail runner
    const { docs } = (await (
      await request.get('/api/offers?where[slug][equals]=masterclass&depth=0')
    ).json()) as { docs: { id: number; name: string }[] }
    const masterclass = docs[0]!
    const phone = await ownerContext(browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await phone.newPage()
    await page.goto('/admin?tab=leads&view=import')
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)

    const importId = await uploadByKeyboard(page, 'kajabi-people.csv')
    await expect(page.getByRole('heading', { name: 'This is a Kajabi export' })).toBeFocused()
    await expect(page.getByRole('combobox', { name: 'What “Products” holds' })).toHaveValue(
      'products',
    )
    await expect(page.getByRole('combobox', { name: 'What “Email” holds' })).toHaveValue('email')
    await expect(page.getByRole('combobox', { name: 'What “ID” holds' })).toHaveValue('ignore')
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)

    await press(page.getByRole('button', { name: 'Check what the import will do' }))
    const previewHeading = page.getByRole('heading', { name: 'What the import will do' })
    await expect(previewHeading).toBeFocused()
    const preview = page.getByRole('region', { name: 'What the import will do' })
    await expect(preview).toContainText('The file has 9 rows.')
    expect(await figure(preview, /invalid rows?/)).toBe(2)
    expect(await figure(preview, /with no consent in the file/)).toBe(1)
    // Nobody is vouched for unless she says so; Space ticks and unticks it.
    const agreed = preview.getByRole('checkbox', { name: 'These people agreed to get my e-mails' })
    await expect(agreed).not.toBeChecked()
    await press(agreed, 'Space')
    await expect(agreed).toBeChecked()
    await page.keyboard.press('Space')
    await expect(agreed).not.toBeChecked()
    // Each course of the file, matched to one of her offers or to none.
    const breathwork = preview.getByRole('combobox', {
      name: 'Buyers of “Breathwork Foundations” get',
    })
    const reset = preview.getByRole('combobox', { name: 'Buyers of “Nervous System Reset” get' })
    await expect(breathwork).toHaveValue('')
    expect(await chosenLabel(reset)).toBe('Don’t give access')
    await breathwork.focus()
    await breathwork.selectOption(String(masterclass.id))
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)

    // The bar, with less motion asked for: no moving stripes.
    const poll = await holdRequests(page, `**/api/admin/imports/${importId}`)
    await press(preview.getByRole('button', { name: 'Start import' }))
    await expect(page.getByRole('heading', { name: 'Importing “kajabi-people.csv”' })).toBeFocused()
    const bar = page.getByRole('progressbar', { name: 'Rows imported' })
    await expect(bar).toHaveAttribute('aria-valuemax', '9')
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 9 rows')
    expect(await bar.locator('div').evaluate((fill) => getComputedStyle(fill).animationName)).toBe(
      'none',
    )
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)
    await poll.release()

    const done = page.getByRole('heading', { name: 'Imported “kajabi-people.csv”' })
    await expect(done).toBeVisible({ timeout: 60_000 })
    const result = page.getByRole('region', { name: 'Imported “kajabi-people.csv”' })
    await expect(result).toContainText(/\d+ complimentary course access(es)? given/)
    await expectNoPageScroll(page)
    await expectNoAxeViolations(page)
    await phone.close()

    // The buyer, in a browser of her own: she asks for her access link and opens the course.
    const buyer = await browser.newContext({
      baseURL,
      extraHTTPHeaders: fromClient(newClientAddress()),
    })
    const course = await buyer.newPage()
    await course.goto(`/course?email=${encodeURIComponent(ZOE)}`)
    await expect(course.getByRole('heading', { name: 'Access Required' })).toBeVisible()
    await expect(course.getByLabel('Email Address')).toHaveValue(ZOE)
    const ask = course.getByRole('button', { name: 'Email me my access link' })
    await hydrated(ask)
    const asked = Date.now() - 1_000
    await press(ask)
    await expect(
      course.getByRole('status').filter({ hasText: 'access link is on its way' }),
    ).toBeVisible()
    const mail = await mailSince(ZOE, 'access link', asked)
    await course.goto(linkIn(mail, '/api/member/sign-in'))
    await expect(
      course.getByRole('heading', { level: 1, name: 'The Good Girl Paradox' }),
    ).toBeVisible()
    await expect(course.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\//,
    )
    await buyer.close()
  })
})
