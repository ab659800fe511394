import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_CARDS } from '@/commerce/demoCard'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/**
 * Offers at checkout, by keyboard and axe-clean at 1280 and 390 px: the masterclass with its bump
 * and a code from a link (a demo payment to /watch), and a second offer — a payment plan — by its
 * web address, with a refused code and then a good one typed under "Have a code?".
 */

type Doc = { id: number; slug?: string; name?: string; priceInCents?: number }

async function ownerPost(request: APIRequestContext, collection: string, data: object) {
  const answer = await request.post(`/api/${collection}`, {
    data,
    headers: await ownerAuth(request),
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return ((await answer.json()) as { doc: Doc }).doc
}

async function masterclassOffer(request: APIRequestContext) {
  const answer = await request.get('/api/offers?where[slug][equals]=masterclass&depth=0')
  return ((await answer.json()) as { docs: Doc[] }).docs[0]!
}

/** Tab until `target` has focus (a few steps at most), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 8) {
  for (let step = 0; step < most; step++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function axeAtBothWidths(page: Page, first: number) {
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: first === 1280 ? 390 : 1280, height: 844 })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: first, height: 844 })
}

test.describe('checkout of offers', () => {
  test('the masterclass with its bump and a code from a link, by keyboard, to /watch (1280 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 844 })
    const masterclass = await masterclassOffer(request)
    const code = `LINK${Date.now().toString(36).toUpperCase()}`
    await ownerPost(request, 'coupons', {
      code,
      discountType: 'percent',
      percentOff: 25,
      offers: [masterclass.id],
    })
    const address = uniqueEmail('offers-bump-coupon')
    await page.goto(`/checkout?coupon=${code.toLowerCase()}`)
    const summary = page.getByRole('region', { name: 'Order Summary' })
    const codeField = page.getByRole('textbox', { name: 'Have a code?' })
    await expect(codeField).toHaveValue(code)
    await expect(page.getByText(`Code ${code} will be checked when you continue.`)).toBeVisible()

    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // Skip to content
    const bonus = page.getByRole('checkbox', { name: /Add Return to the Body/ })
    await tabTo(page, bonus)
    await page.keyboard.press('Space')
    await expect(bonus).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Email Address')).toBeFocused()
    await page.keyboard.type(address)
    await page.keyboard.press('Enter')

    const payment = page.getByRole('region', { name: 'Payment Details' })
    await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeFocused()
    // 25 % of the $44 masterclass only (the code names it, not the bump): $64 − $11 = $53.
    await expect(summary.getByText(`Code ${code}`)).toBeVisible()
    await expect(summary.getByText('−$11.00')).toBeVisible()
    await expect(summary.locator('p').filter({ hasText: /^Total/ })).toHaveText('Total$53')
    await expect(page.getByText(`Code ${code} applied.`)).toBeVisible()
    const submit = payment.getByRole('button', { name: 'Complete Purchase - $53.00' })
    await expect(submit).toBeEnabled()
    await axeAtBothWidths(page, 1280)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(payment.getByLabel('Card number')).toBeFocused()
    await page.keyboard.type(DEMO_CARDS.succeeds)
    await page.keyboard.press('Tab')
    await page.keyboard.type('1234')
    await page.keyboard.press('Tab')
    await page.keyboard.type('123')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/watch?email=${encodeURIComponent(address)}`)
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible({
      timeout: 15_000,
    })

    const orders = await request.get(
      `/api/orders?where[email][equals]=${encodeURIComponent(address)}&depth=0`,
      { headers: await ownerAuth(request) },
    )
    const { docs } = (await orders.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toEqual([
      expect.objectContaining({ amountInCents: 5300, discountInCents: 1100, status: 'paid' }),
    ])
  })

  test('a second offer by its web address: a payment plan, a refused code, then a good one (390 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const stamp = Date.now().toString(36)
    const plan = await ownerPost(request, 'offers', {
      name: `Embodied Year ${stamp}`,
      slug: `embodied-year-${stamp}`,
      priceInCents: 2200,
      priceType: 'payment-plan',
      installments: 3,
      billingInterval: 'month',
      includes: [{ item: 'Twelve live circles' }],
    })
    const code = `PLAN${stamp.toUpperCase()}`
    await ownerPost(request, 'coupons', {
      code,
      discountType: 'amount',
      amountOffInCents: 200,
      offers: [plan.id],
    })

    await page.goto(`/checkout?offer=${plan.slug}`)
    const summary = page.getByRole('region', { name: 'Order Summary' })
    await expect(summary.getByText(plan.name!, { exact: true })).toBeVisible()
    await expect(summary.getByText('Twelve live circles')).toBeVisible()
    await expect(summary.getByText('3 payments of $22.00, monthly')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()

    const email = page.getByLabel('Email Address')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter') // Skip to content
    await tabTo(page, email)
    await page.keyboard.type(uniqueEmail('offers-plan'))
    await page.keyboard.press('Enter')
    const payment = page.getByRole('region', { name: 'Payment Details' })
    await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeFocused()
    await expect(payment.getByRole('button', { name: 'Complete Purchase - $22.00' })).toBeEnabled()
    // A plan can be tried with the demo card whose later payments fail.
    await expect(
      payment.getByText('the first payment goes through, later ones are declined'),
    ).toBeVisible()

    const haveACode = page.getByRole('button', { name: 'Have a code?' })
    await tabTo(page, haveACode, 12)
    await page.keyboard.press('Enter')
    const codeField = page.getByRole('textbox', { name: 'Have a code?' })
    await expect(codeField).toBeFocused()
    await page.keyboard.type('WRONG-ONE')
    await page.keyboard.press('Enter')
    const refusal = page.getByRole('alert').filter({ hasText: "That code isn't valid." })
    await expect(refusal).toBeVisible()
    await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    await expect(codeField).toHaveValue('WRONG-ONE')
    await axeAtBothWidths(page, 390)

    await codeField.fill('')
    await page.keyboard.type(code.toLowerCase())
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Code ${code} applied.`)).toBeVisible()
    await expect(summary.getByText('3 payments of $20.00, monthly')).toBeVisible()
    await expect(summary.locator('p').filter({ hasText: /^Today/ })).toHaveText('Today$20')
    await expect(payment.getByRole('button', { name: 'Complete Purchase - $20.00' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('an offer off sale says so, and a workshop offer goes to its own page', async ({ page }) => {
    await page.goto('/checkout?offer=no-such-offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This offer isn't on sale.")
    await page.goto('/checkout?offer=holy-mess-workshop')
    await expect(page).toHaveURL(/\/workshop\//)
  })
})
