import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/** The page is no wider than the window. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Whether leaving now would make the browser ask (her beforeunload guard cancels the event). */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    return event.defaultPrevented
  })

/**
 * The owner's leads workspace in a browser. One Save keeps her status, tag
 * and note; leaving with changes not saved asks first; the list filters by tag (kept in the
 * address), the CSV follows the filter, "E-mail these people" opens the campaign window with
 * those people chosen and counted; at 390 px the list fits the phone.
 */
test.describe('the owner’s leads workspace', () => {
  // Her sign-up is a real one (POST /api/leads), which needs the analytics migration's function.

  test('one Save, a warning before losing changes, a tag filter, its CSV and its campaign, on a phone too', async ({
    browser,
    request,
  }) => {
    const mark = randomBytes(3).toString('hex')
    const name = `Wren Leadsworth ${mark}`
    const email = uniqueEmail(`leads-workspace-${mark}`)
    const tag = `VIP ${mark}`
    const signUp = await request.post('/api/leads', {
      data: {
        email,
        name,
        source: 'quiz_rebel',
        quizResult: 'rebel',
        quizAnswers: JSON.stringify({ q1: 'hot-no' }),
      },
    })
    expect(signUp.status()).toBe(201)

    const context = await ownerContext(browser)
    const page = await context.newPage()
    await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await page.getByRole('link', { name: `View ${name}` }).click()
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()

    // Status, a new tag and a note…
    await page.getByRole('combobox', { name: 'Status' }).selectOption('customer')
    await page.getByLabel('New tag').fill(tag)
    const note = `Wants the retreat (${mark}).`
    await page.getByLabel('Add a note').fill(note)
    await expect(page.getByText('Changes not saved yet.')).toBeVisible()

    // …and she clicks away: the Admin Center asks, and Cancel keeps her on the page.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await page.getByRole('link', { name: '← All leads' }).click()
    await expect.poll(() => asked).toEqual([expect.stringMatching(/^confirm: .*not saved/)])
    await expect(page).toHaveURL(/contact=\d+/)
    await expect(page.getByLabel('Add a note')).toHaveValue(note)
    // A reload, closing the tab or going back would get the browser's own question.
    expect(await leavingAsks(page)).toBe(true)

    // One Save keeps all three.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved: her status, tags and note.',
    )
    expect(await leavingAsks(page)).toBe(false)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('customer')
    await expect(page.getByRole('checkbox', { name: tag })).toBeChecked()
    await expect(page.getByText(note)).toBeVisible()
    await expectNoAxeViolations(page)

    // The list, filtered by her tag (by keyboard), keeps the filter in the address.
    await page.goto('/admin?tab=leads')
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: tag })
    await page.getByRole('button', { name: 'Show', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/tab=leads.*tag=\d+/)
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(email)
    await expect(rows.first()).toContainText('Customer')
    await expect(rows.first()).toContainText(tag)
    await expect(
      page.getByText('With these filters: 1 sign-up from 1 person, on your list'),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Tag', { exact: true })).not.toHaveValue('')
    await expect(rows).toHaveCount(1)
    await expectNoAxeViolations(page)

    // Export CSV: her row, with her tag, status and subscription, the date on the owner's clock.
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    expect(csvHref).toMatch(/tag=\d+/)
    const csv = await request.get(csvHref!, { headers: await ownerAuth(request) })
    expect(csv.status()).toBe(200)
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    expect(header).toContain('Status,Tags,Subscribed')
    expect(header).toMatch(/Signed up \(.+ time\)/)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(email)
    expect(lines[0]).toContain(`,Customer,${tag},Yes,`)
    expect(lines[0]).toContain('→ A hot no rises in my chest')

    // "E-mail these people": the campaign window, her list's people chosen and counted.
    await page.getByRole('link', { name: 'E-mail these people (1 subscribed)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' })
    await expect(dialog).toBeVisible()
    const audience = dialog.getByRole('combobox', { name: 'Audience' })
    await expect(audience).toHaveValue(/^leads:/)
    expect(
      await audience.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe(`People from your Leads list: tag ${tag} (1)`)
    await expectNoAxeViolations(page)
    await context.close()

    // On a 390 px phone: no sideways scroll, her e-mail on one line, her page's link in view.
    const phone = await ownerContext(browser, { viewport: { width: 390, height: 844 } })
    const small = await phone.newPage()
    await small.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await expect(small.locator('tbody tr')).toHaveCount(1)
    await expectNoPageScroll(small)
    const shown = small.locator('tbody tr').first().getByText(email, { exact: true })
    const lines390 = await shown.evaluate((element) => {
      const style = getComputedStyle(element)
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
      return element.getBoundingClientRect().height / lineHeight
    })
    expect(lines390).toBeLessThan(1.5)
    const link = small.getByRole('link', { name: `View ${name}` })
    await link.scrollIntoViewIfNeeded()
    await expect(link).toBeInViewport()
    const box = await link.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(small)
    await phone.close()
  })

  // A run of the test above once lost her status: it was chosen before the page hydrated, so React
  // never saw the change, and Save left it out ("Saved: her tags and note.").
  test('before the page runs, her form is shown but cannot be changed or sent', async ({
    browser,
    request,
  }) => {
    const mark = randomBytes(3).toString('hex')
    const name = `Ida Beforehand ${mark}`
    const email = uniqueEmail(`leads-hydration-${mark}`)
    const signUp = await request.post('/api/leads', {
      data: { email, name, source: 'meditation' },
    })
    expect(signUp.status()).toBe(201)

    // The page as the server sends it, before any script: what a slow phone shows at first.
    const context = await ownerContext(browser, { javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await page.getByRole('link', { name: `View ${name}` }).click()
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    const form = page.getByRole('form', { name: 'Her status, tags and note' })
    await expect(form.getByRole('combobox', { name: 'Status' })).toBeDisabled()
    await expect(form.getByLabel('New tag')).toBeDisabled()
    await expect(form.getByLabel('Add a note')).toBeDisabled()
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
    await context.close()

    // Once it runs, the same form takes her choices.
    const live = await ownerContext(browser)
    const livePage = await live.newPage()
    await livePage.goto(`/admin?tab=leads&q=${encodeURIComponent(email)}`)
    await livePage.getByRole('link', { name: `View ${name}` }).click()
    await expect(livePage.getByRole('heading', { name, level: 2 })).toBeVisible()
    const liveForm = livePage.getByRole('form', { name: 'Her status, tags and note' })
    const status = liveForm.getByRole('combobox', { name: 'Status' })
    await expect(status).toBeEnabled()
    await status.selectOption('customer')
    await liveForm.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(liveForm.getByRole('status')).toHaveText('Saved: her status.')
    await live.close()
  })
})
