import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'

/*
 * Double opt-in as she lives it: with the owner's switch on, a quiz sign-up gets her result and a
 * confirmation e-mail; its link, opened in a fresh browser, shows a page that changes nothing
 * until she presses its button (by keyboard here), and then she is on the list. The switch is
 * site-wide, so this file runs after every other (playwright.config.ts: "site-wide settings").
 */

const email = `confirm-${randomBytes(4).toString('hex')}@example.com`

async function setDoubleOptIn(request: import('@playwright/test').APIRequestContext, on: boolean) {
  const saved = await request.post('/api/globals/site-settings', {
    headers: await ownerAuth(),
    data: { emailConsent: { doubleOptIn: on } },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

async function marketingStatus(request: import('@playwright/test').APIRequestContext) {
  const found = await request.get(
    `/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await ownerAuth() },
  )
  expect(found.ok(), await found.text()).toBe(true)
  return ((await found.json()) as { docs: { marketingStatus: string }[] }).docs[0]?.marketingStatus
}

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

test.afterAll(async ({ request }) => {
  await setDoubleOptIn(request, false)
})

test('a quiz sign-up confirms by the e-mailed link in a fresh browser, by keyboard', async ({
  browser,
  request,
}) => {
  await setDoubleOptIn(request, true)
  const signedUp = await request.post('/api/leads', {
    data: { email, name: 'Cora Confirm', source: 'quiz_rebel', quizResult: 'rebel' },
  })
  expect(signedUp.ok(), await signedUp.text()).toBe(true)
  // What she asked for comes at once, whatever she does with the confirmation.
  await waitForMail(email, 'Your Good Girl archetype')
  const confirmation = await waitForMail(email, 'Please confirm')
  const link = linkIn(confirmation, '/confirm-subscription')
  expect(await marketingStatus(request)).toBe('awaiting_confirmation')

  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  try {
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'One click to join' })).toBeVisible()
    await atBothWidths(page)
    // Opening the link is not a yes: mail scanners open every link.
    expect(await marketingStatus(request)).toBe('awaiting_confirmation')

    const button = page.getByRole('button', { name: 'Yes, send me your e-mails' })
    for (
      let tab = 0;
      tab < 40 && !(await button.evaluate((el) => el === document.activeElement));
      tab++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'You are on the list' })).toBeVisible()
    await atBothWidths(page)
    expect(await marketingStatus(request)).toBe('subscribed')
  } finally {
    await context.close()
  }
})
