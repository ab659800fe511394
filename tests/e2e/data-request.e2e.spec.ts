import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Locator, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { linkIn, mailTo, waitForMail } from './mailbox'

/*
 * A visitor asks for her own data as she lives it: the privacy page's form e-mails her a link;
 * opened in a fresh browser, by keyboard, it downloads her data, and her ask to be erased waits
 * for the owner, whose page of her says so. An address the site does not know gets the same
 * answer and no e-mail.
 */

const suffix = randomBytes(4).toString('hex')
const email = `asker-${suffix}@example.com`
const stranger = `stranger-${suffix}@example.com`

async function atBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    expect(overflow, `nothing wider than the screen at ${width} px`).toBe(false)
  }
}

/** Tabs through the page until `target` has the focus, as someone with a keyboard does. */
async function tabTo(page: Page, target: Locator) {
  for (
    let tab = 0;
    tab < 60 && !(await target.evaluate((el) => el === document.activeElement));
    tab++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function contactsNamed(request: import('@playwright/test').APIRequestContext) {
  const found = await request.get(
    `/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await ownerAuth() },
  )
  expect(found.ok(), await found.text()).toBe(true)
  return ((await found.json()) as { docs: { id: number }[] }).docs
}

test('her data by an e-mailed link, in a fresh browser, by keyboard; erasure waits for the owner', async ({
  browser,
  page,
  request,
}) => {
  const signedUp = await request.post('/api/leads', {
    data: { email, name: 'Ada Asker', source: 'meditation-download' },
  })
  expect(signedUp.ok(), await signedUp.text()).toBe(true)
  const [contact] = await contactsNamed(request)
  expect(contact).toBeDefined()

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Ask for your data' })).toBeVisible()
  await atBothWidths(page)
  const field = page.getByRole('textbox', { name: 'Email Address' })
  await tabTo(page, field)
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  const answer = page.getByRole('status').filter({ hasText: 'If we hold anything' })
  await expect(answer).toBeVisible()
  await atBothWidths(page)

  // Someone else's address: the same words, and no e-mail.
  const asked = await request.post('/api/my-data/request', { data: { email: stranger } })
  expect(asked.ok(), await asked.text()).toBe(true)
  expect(((await asked.json()) as { message: string }).message).toBe(await answer.textContent())

  const mail = await waitForMail(email, 'The link to your data')
  const link = linkIn(mail, '/my-data')

  const context = await browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true })
  const fresh = await context.newPage()
  try {
    await fresh.goto(link)
    await expect(fresh.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible()
    await atBothWidths(fresh)

    const download = fresh.getByRole('link', { name: 'Download my data' })
    await tabTo(fresh, download)
    const [file] = await Promise.all([
      fresh.waitForEvent('download'),
      fresh.keyboard.press('Enter'),
    ])
    expect(file.suggestedFilename()).toMatch(/\.zip$/)
    const bytes = await readFile((await file.path())!)
    // A zip's first bytes, and her address in it (the JSON is stored deflated, its name is not).
    expect(bytes.subarray(0, 2).toString()).toBe('PK')
    expect(bytes.includes('data.json')).toBe(true)

    const erase = fresh.getByRole('button', { name: 'Please erase my data' })
    await tabTo(fresh, erase)
    await fresh.keyboard.press('Enter')
    await expect(fresh.getByRole('status')).toContainText('You asked to be erased on')
    await atBothWidths(fresh)
    // Nothing is erased until the owner does it.
    expect(await contactsNamed(request)).toHaveLength(1)
  } finally {
    await context.close()
  }

  const owner = await ownerContext(browser)
  const admin = await owner.newPage()
  try {
    await admin.goto(`/admin?tab=leads&contact=${contact!.id}`)
    await expect(admin.getByText('She asked to be erased on')).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Erase her…' })).toBeVisible()
    await expectNoAxeViolations(admin)
    await admin.goto('/admin?tab=leads')
    await expect(admin.getByRole('heading', { name: 'Waiting to be erased' })).toBeVisible()
    const waiting = admin.locator('section', {
      has: admin.getByRole('heading', { name: 'Waiting to be erased' }),
    })
    await expect(
      waiting
        .getByRole('link', { name: 'Ada Asker', exact: true })
        .and(admin.locator(`[href$="contact=${contact!.id}"]`)),
    ).toBeVisible()
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 })
      await expectNoAxeViolations(admin)
    }
  } finally {
    await owner.close()
  }
  expect(await mailTo(stranger)).toEqual([])
  // The owner erases her, which answers her ask: the Leads tab waits for nobody again.
  const erased = await request.post(`/api/admin/people/${contact!.id}/erase`, {
    headers: await ownerAuth(),
    data: { email, confirm: true },
  })
  expect(erased.ok(), await erased.text()).toBe(true)
  expect(await contactsNamed(request)).toEqual([])
})
