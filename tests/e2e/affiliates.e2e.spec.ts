import type { Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { linkIn, waitForMail } from './mailbox'

/**
 * Affiliate links in the browser: a visitor follows `?ref=` (the cookie is first-party and
 * http-only, the address bar loses `ref`), buys in demo mode; the owner approves the commission,
 * marks it paid and e-mails the affiliate her page link from the Affiliates view; the affiliate's
 * page shows her figures. By keyboard, axe clean, at 390 px and 1280 px.
 */

async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Tabs until `target` has focus (at most `limit` presses): what a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Not reached by keyboard')
}

for (const width of [390, 1280]) {
  test(`a referral, its commission approved and paid, and her page, by keyboard at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${width}-${Date.now()}`
    const name = `Ada Affiliate ${stamp}`
    const email = uniqueEmail(`affiliate-${width}`)
    const created = await request.post('/api/affiliates', {
      headers: await ownerAuth(),
      data: { name, email, code: `ada-${stamp}`, commissionRate: 0.25 },
    })
    expect(created.status()).toBe(201)

    // The visitor follows her link, and buys within the 30 days.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await visitor.newPage()
    await page.goto(`/?ref=ada-${stamp}`)
    await expect
      .poll(async () => (await visitor.cookies()).some((c) => c.name === 'affiliate_ref'))
      .toBe(true)
    const cookie = (await visitor.cookies()).find((c) => c.name === 'affiliate_ref')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.domain).toMatch(/localhost/)
    await expect(page).not.toHaveURL(/ref=/)
    expect(await page.evaluate(() => document.cookie)).not.toContain('affiliate_ref')
    await buyInBrowser(page, { email: uniqueEmail('referred'), bonus: false })
    await visitor.close()

    // The owner: the Affiliates view, by keyboard.
    const owner = await ownerContext(browser, {
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    })
    const admin = await owner.newPage()
    await admin.goto('/admin?tab=courses&view=affiliates')
    const row = admin.getByRole('row').filter({ hasText: name }).first()
    await expect(row).toContainText('$11.00') // 25% of the $44 paid, to approve
    // Checked before her first click: Payload's stacked toasts' close buttons are its own.
    await expectNoAxeViolations(admin)
    await expectNoPageScroll(admin)
    const approve = admin.getByRole('button', {
      name: new RegExp(`^Approve \\$11\\.00 for ${name}`),
    })
    await tabTo(admin, approve)
    await admin.keyboard.press('Enter')
    await expect(admin.getByText('Commission approved')).toBeVisible()
    const markPaid = admin.getByRole('button', {
      name: new RegExp(`^Mark \\$11\\.00 paid to ${name}`),
    })
    await tabTo(admin, markPaid)
    await admin.keyboard.press('Enter')
    await expect(admin.getByText(/Marked paid: \$11\.00/)).toBeVisible()
    await expect(admin.getByRole('link', { name: 'Download commissions (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/affiliates/commissions.csv',
    )
    const send = admin.getByRole('button', { name: `E-mail ${name} the link to her page` })
    await tabTo(admin, send)
    await admin.keyboard.press('Enter')
    await expect(admin.getByText(`Link to her page sent to ${email}`)).toBeVisible()
    await owner.close()

    // The affiliate opens her page from the e-mail.
    const mail = await waitForMail(email, 'Your affiliate page')
    const herContext = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const her = await herContext.newPage()
    await her.goto(linkIn(mail, '/affiliate?token='))
    await expect(her.getByRole('heading', { level: 1 })).toContainText(name)
    await expect(her.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(her.getByText('Paid to you')).toBeVisible()
    await expect(her.getByRole('table')).toContainText('$11.00')
    await expect(her.getByRole('table')).toContainText('Paid')
    const copy = her.getByRole('button', { name: 'Copy link' })
    await tabTo(her, copy)
    await her.keyboard.press('Enter')
    await expect(her.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
    expect(await her.evaluate(() => navigator.clipboard.readText())).toContain(`?ref=ada-${stamp}`)
    await expectNoAxeViolations(her)
    await expectNoPageScroll(her)

    // A wrong link: a kind sentence, no figures.
    await her.goto('/affiliate?token=not-a-real-link')
    await expect(her.getByRole('heading', { level: 1 })).toHaveText('This link has expired')
    await expect(her.getByText('Paid to you')).toHaveCount(0)
    await expectNoAxeViolations(her)
    await herContext.close()
  })
}
