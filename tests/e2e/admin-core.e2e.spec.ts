import type { APIRequestContext, Browser } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { mailTo, waitForMail } from './mailbox'

/** A browser signed in as the owner, with the one session the tests share (see ownerAuth). */
async function ownerPage(browser: Browser, _request: APIRequestContext) {
  const context = await ownerContext(browser)
  return context.newPage()
}

/** A demo purchase made in a browser of her own, and the owner's view of its rows. */
async function boughtBy(email: string, browser: Browser, request: APIRequestContext) {
  const buyer = await browser.newContext()
  try {
    await buyInBrowser(await buyer.newPage(), { email, bonus: false })
  } finally {
    await buyer.close()
  }
  const found = await request.get(`/api/orders?where[email][equals]=${email}&depth=0`, {
    headers: await ownerAuth(request),
  })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0]!
}

test.describe('the owner in the admin', () => {
  test('Refund purchase refunds it, and her course access ends', async ({ browser, request }) => {
    const email = uniqueEmail('admin-refund')
    const purchase = await boughtBy(email, browser, request)
    const headers = await ownerAuth(request)

    const page = await ownerPage(browser, request)
    await page.goto(`/admin/collections/orders/${purchase.id}`)
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Refund purchase' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Refunded: her access' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refund purchase' })).toHaveCount(0)

    const after = await request.get(`/api/orders/${purchase.id}?depth=0`, { headers })
    expect(await after.json()).toMatchObject({ status: 'refunded' })
    const access = await request.get(`/api/verify-purchase/${encodeURIComponent(email)}`)
    expect(await access.json()).toMatchObject({ hasAccess: false })
  })

  test('Refund on her page in the Admin Center ends her access and e-mails her once', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('person-refund')
    const purchase = await boughtBy(email, browser, request)
    const contact = (
      (await (
        await request.get(`/api/contacts?where[email][equals]=${email}&depth=0`, {
          headers: await ownerAuth(request),
        })
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!

    const page = await ownerPage(browser, request)
    await page.goto(`/admin?tab=leads&contact=${contact.id}`)
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: `Refund purchase ${purchase.id}` }).click()
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: `Refund purchase ${purchase.id}` })).toHaveCount(
      0,
    )

    const access = await request.get(`/api/verify-purchase/${encodeURIComponent(email)}`)
    expect(await access.json()).toMatchObject({ hasAccess: false })
    const refundMail = await waitForMail(email, 'Your refund for')
    await expect
      .poll(async () => (await mailTo(email)).filter((m) => m.subject.includes('refund')).length)
      .toBe(1)
    expect(refundMail.text).toContain('has been refunded')
  })

  test('the e-mail log shows each message as she received it, in a sandboxed frame', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('admin-log')
    const signUp = await request.post('/api/leads', {
      data: { email, name: 'Lena', source: 'meditation-download' },
    })
    expect(signUp.status()).toBe(201)
    const headers = await ownerAuth(request)
    let message: { id: number; status: string } | undefined
    await expect
      .poll(
        async () => {
          const found = await request.get(
            `/api/email-messages?where[to][equals]=${email}&depth=0`,
            {
              headers,
            },
          )
          message = ((await found.json()) as { docs: { id: number; status: string }[] }).docs[0]
          return message?.status
          // The server's e-mail runner works every 5 s; under a full suite's load, a few rounds.
        },
        { timeout: 30_000 },
      )
      .toBe('sent')

    const page = await ownerPage(browser, request)
    await page.goto(`/admin/collections/email-messages/${message!.id}`)
    const frame = page.locator('iframe[title="The rendered e-mail"]')
    await expect(frame).toHaveAttribute('sandbox', '')
    await expect(
      page.frameLocator('iframe[title="The rendered e-mail"]').getByText('Dear Lena,'),
    ).toBeVisible()
  })
})
