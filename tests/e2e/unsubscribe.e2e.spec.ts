import { randomBytes } from 'node:crypto'

import type { Browser, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Signs up for the meditation and returns the unsubscribe link of the e-mail she receives. */
async function unsubscribeLinkFor(request: import('@playwright/test').APIRequestContext) {
  const email = `unsubscribe-${randomBytes(4).toString('hex')}@example.com`
  const signUp = await request.post('/api/leads', {
    data: { email, name: 'Nia', source: 'meditation-download' },
  })
  expect(signUp.status()).toBe(201)
  const mail = await waitForMail(email, 'meditation')
  return linkIn(mail, '/api/unsubscribe?token=')
}

/** The e-mailed link opened in a fresh browser, as from her mail app. */
async function openFresh(browser: Browser, link: string, options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  const page = await context.newPage()
  await page.goto(link)
  return { context, page }
}

/** Reaches `name`'s button by Tab alone, and presses Enter. */
async function pressByKeyboard(page: Page, name: string) {
  const target = page.getByRole('button', { name })
  for (
    let tab = 0;
    tab < 5 && !(await target.evaluate((el) => el === document.activeElement));
    tab++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
}

for (const [label, options] of [
  ['1280 px', { viewport: { width: 1280, height: 800 } }],
  ['390 px phone', PHONE],
] as const) {
  test(`the e-mailed unsubscribe link asks first, then unsubscribes and re-subscribes by keyboard (${label})`, async ({
    browser,
    request,
  }) => {
    const link = await unsubscribeLinkFor(request)
    const { context, page } = await openFresh(browser, link, options)
    try {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails?' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      )

      await pressByKeyboard(page, 'Unsubscribe')
      await expect(
        page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)

      await pressByKeyboard(page, 'Subscribe again')
      await expect(
        page.getByRole('heading', { level: 1, name: 'You are subscribed again' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
    }
  })
}

test('opening the link (as a mail scanner does) leaves her subscribed; a forged one does not work', async ({
  browser,
  request,
}) => {
  const link = await unsubscribeLinkFor(request)
  for (let open = 0; open < 2; open++) {
    const { context, page } = await openFresh(browser, link)
    // The second visit still asks: the first changed nothing.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our e-mails?' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
    await context.close()
  }
  const forged = new URL(link)
  forged.searchParams.set('token', `${forged.searchParams.get('token')!.slice(0, -2)}zz`)
  const { context, page } = await openFresh(browser, forged.toString())
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
  await context.close()
  // A one-click POST with the forged token changes nobody, and says why.
  const refused = await request.post(forged.toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(refused.status()).toBe(404)
  expect(await refused.json()).toEqual({ message: 'The unsubscribe link is not valid.' })
})

test('the welcome’s tracked link, opened in a fresh browser, leads to the player; a changed one leads nowhere', async ({
  browser,
  request,
}) => {
  const email = `tracked-${randomBytes(4).toString('hex')}@example.com`
  const signUp = await request.post('/api/leads', {
    data: { email, name: 'Tia', source: 'meditation-download' },
  })
  expect(signUp.status()).toBe(201)
  const mail = await waitForMail(email, 'meditation')
  // The e-mail's button goes through the site's own redirect, never straight to the page.
  expect(mail.text).not.toContain('/meditation-access')
  const tracked = linkIn(mail, '/r/')
  const { context, page } = await openFresh(browser, tracked)
  // Tagged on the way, so the visit counts under Email and the sequence on her Overview.
  await expect(page).toHaveURL(
    /\/meditation-access\?utm_source=email&utm_medium=email&utm_campaign=Meditation\+welcome$/,
  )
  await expect(page.getByTestId('meditation-access')).toBeVisible()
  await context.close()

  const changed = tracked.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
  const answer = await request.get(changed, { maxRedirects: 0 })
  expect(answer.status()).toBe(404)
  expect(answer.headers()['location']).toBeUndefined()
})
