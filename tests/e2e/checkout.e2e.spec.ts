import { type APIRequestContext, type Page } from '@playwright/test'

import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '@/commerce/api'
import { DEMO_CARDS } from '@/commerce/demoCard'
import { formatUSD } from '@/utilities/money'

import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

const INTENT_PATH = '**/api/create-payment-intent'
const CONFIRM_PATH = '**/api/demo-payments/confirm'
const BONUS_INCLUDES = ['Boundary Tapping (EFT)', 'Eros Energy Activation', 'Sovereignty Ritual']

type Product = { slug: string; name: string; priceInCents: number }

/** The prices the owner set in the CMS: the page must show these, never numbers of its own. */
async function catalogue(request: APIRequestContext) {
  const answer = await request.get(
    '/api/offers?where[slug][in]=masterclass,return-to-the-body&depth=0',
  )
  const { docs } = (await answer.json()) as { docs: Product[] }
  const find = (slug: string) => docs.find((doc) => doc.slug === slug)!
  const masterclass = find('masterclass')
  const bonus = find('return-to-the-body')
  return {
    masterclass,
    bonus,
    withoutBonus: masterclass.priceInCents,
    withBonus: masterclass.priceInCents + bonus.priceInCents,
  }
}

/** Every create-payment-intent request the page sends, and every answer it gets. */
async function recordIntents(page: Page) {
  const sent: CreatePaymentIntentRequest[] = []
  const answers: CreatePaymentIntentResponse[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-payment-intent')) sent.push(request.postDataJSON())
  })
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/create-payment-intent') && response.ok()) {
      answers.push(await response.json())
    }
  })
  return { sent, answers }
}

function checkoutParts(page: Page) {
  return {
    email: page.getByLabel('Email Address'),
    continueButton: page.getByRole('button', { name: 'Continue to Secure Payment' }),
    bonus: page.getByRole('checkbox', { name: /Add Return to the Body/ }),
    summary: page.getByRole('region', { name: 'Order Summary' }),
    payment: page.getByRole('region', { name: 'Payment Details' }),
    cardNumber: page.getByLabel('Card number'),
    expiry: page.getByLabel('Expiry (MM / YY)'),
    cvc: page.getByLabel('CVC'),
    change: page.getByRole('button', { name: 'Change', exact: true }),
  }
}

async function toPayment(page: Page, address: string, query = '') {
  await page.goto(`/checkout${query}`)
  const parts = checkoutParts(page)
  await parts.email.fill(address)
  await parts.continueButton.click()
  await expect(parts.payment.getByRole('heading', { name: 'Payment Details' })).toBeVisible()
  return parts
}

async function payWith(page: Page, card: string) {
  const { cardNumber, expiry, cvc } = checkoutParts(page)
  await cardNumber.fill(card)
  await expiry.fill('12 / 34')
  await cvc.fill('123')
  await page.getByRole('button', { name: /^Complete Purchase - / }).click()
}

type OrderDoc = {
  amountInCents: number
  mode: string
  items?: { kind: string; offer: { includesBonusLessons?: boolean | null } | number }[]
}

/**
 * Her purchases as the first shop recorded them, read from her paid orders (a sale is an
 * order): what was charged, the mode, whether it holds the bonus and the masterclass.
 */
async function purchasesOf(request: APIRequestContext, address: string) {
  const headers = await ownerAuth(request)
  const answer = await request.get(
    `/api/orders?where[email][equals]=${encodeURIComponent(address)}&where[status][equals]=paid&depth=1`,
    { headers },
  )
  const { docs } = (await answer.json()) as { docs: OrderDoc[] }
  const bonus = (item: NonNullable<OrderDoc['items']>[number]) =>
    typeof item.offer === 'object' && Boolean(item.offer.includesBonusLessons)
  return docs.map((order) => ({
    amountInCents: order.amountInCents,
    mode: order.mode,
    hasReturnToBodyAddon: (order.items ?? []).some(bonus),
    includesMasterclass: (order.items ?? []).some((item) => !bonus(item)),
  })) as Record<string, unknown>[]
}

async function expectWatchPage(page: Page, address: string, { bonus }: { bonus: boolean }) {
  await expect(page).toHaveURL(`/watch?email=${encodeURIComponent(address)}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText(address, { exact: true }).first()).toBeVisible()
  const bonusCard = page.getByRole('heading', { name: 'Return to the Body', exact: true })
  if (bonus) await expect(bonusCard).toBeVisible()
  else await expect(bonusCard).toHaveCount(0)
}

test.describe('checkout', () => {
  test('step 1: the order from the CMS, the bonus bump, and the e-mail gate', async ({
    page,
    request,
  }) => {
    const prices = await catalogue(request)
    const { sent } = await recordIntents(page)
    await page.goto('/checkout')
    const { email, continueButton, bonus, summary } = checkoutParts(page)

    await expect(page).toHaveTitle(/^Checkout/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Purchase')
    // Spec §2: the checkout's navigation omits Free Meditation.
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'MASTERCLASS' }).first()).toBeAttached()
    await expect(nav.getByRole('link', { name: 'FREE MEDITATION' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toBeVisible()

    await expect(summary.getByText(prices.masterclass.name, { exact: true })).toBeVisible()
    await expect(
      summary.getByText(formatUSD(prices.masterclass.priceInCents, { cents: true }), {
        exact: true,
      }),
    ).toBeVisible()
    await expect(bonus).not.toBeChecked()
    await expect(
      summary.getByText(`+${formatUSD(prices.bonus.priceInCents, { cents: true })}`),
    ).toBeVisible()
    for (const item of BONUS_INCLUDES) await expect(summary.getByText(item)).toBeVisible()
    const total = summary.locator('p').filter({ hasText: /^Total/ })
    await expect(total).toHaveText(`Total${formatUSD(prices.withoutBonus)}`)

    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    await expect(page.getByText('Email Address *')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Masterclass' })).toHaveAttribute(
      'href',
      '/masterclass',
    )

    await expect(continueButton).toBeDisabled()
    await email.fill('dana')
    await expect(continueButton).toBeDisabled()
    await email.fill('dana@')
    await expect(continueButton).toBeEnabled()
    await email.fill('')
    await expect(continueButton).toBeDisabled()

    await bonus.check()
    await expect(total).toHaveText(`Total${formatUSD(prices.withBonus)}`)
    await bonus.uncheck()
    await expect(total).toHaveText(`Total${formatUSD(prices.withoutBonus)}`)
    // Nothing is asked of the server before an e-mail is given.
    expect(sent).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('?addon=true ticks the bonus and asks for the bonus total', async ({ page, request }) => {
    const prices = await catalogue(request)
    const { sent } = await recordIntents(page)
    const address = uniqueEmail('checkout-addon')
    await page.goto('/checkout?addon=true')
    const { bonus, summary } = checkoutParts(page)
    await expect(bonus).toBeChecked()
    await expect(summary.locator('p').filter({ hasText: /^Total/ })).toHaveText(
      `Total${formatUSD(prices.withBonus)}`,
    )

    await toPayment(page, address, '?addon=true')
    await expect(
      page.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withBonus, { cents: true })}`,
      }),
    ).toBeEnabled()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      amount: prices.withBonus / 100,
      email: address,
      hasReturnToBodyAddon: true,
      purchase: 'masterclass',
    })
  })

  test('step 2 shows the spinner texts, then step 3 the payment details (axe on both)', async ({
    page,
    request,
  }) => {
    const prices = await catalogue(request)
    const address = uniqueEmail('checkout-steps')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(INTENT_PATH, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/checkout')
    const { email, continueButton, payment, change } = checkoutParts(page)
    await email.fill(address)
    await continueButton.click()

    const preparing = page.getByRole('status').filter({ hasText: 'Preparing your secure checkout' })
    await expect(preparing.getByText('Preparing your secure checkout...')).toBeVisible()
    await expect(preparing.getByText('This may take a moment')).toBeVisible()
    await expectNoAxeViolations(page)

    release()
    const heading = payment.getByRole('heading', { name: 'Payment Details' })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(preparing).toHaveCount(0)
    await expect(payment.getByText(address, { exact: true })).toBeVisible()
    await expect(change).toBeVisible()
    await expect(payment.locator('p').filter({ hasText: /^Total/ })).toHaveText(
      `Total${formatUSD(prices.withoutBonus, { cents: true })}`,
    )
    await expect(payment.getByText('Test mode — no real payment is taken')).toBeVisible()
    await expect(payment.getByText(`${DEMO_CARDS.succeeds} succeeds`)).toBeVisible()
    await expect(payment.getByText(`${DEMO_CARDS.declined} is declined`)).toBeVisible()
    await expect(payment.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number')
    await expect(payment.getByLabel('Expiry (MM / YY)')).toHaveAttribute('autocomplete', 'cc-exp')
    await expect(payment.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc')
    await expect(
      payment.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withoutBonus, { cents: true })}`,
      }),
    ).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('demo checkout without the bonus ends on /watch without the bonus card', async ({
    page,
    request,
  }) => {
    const prices = await catalogue(request)
    const address = uniqueEmail('checkout-main')
    const stripeRequests: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('stripe.com')) stripeRequests.push(sent.url())
    })
    await toPayment(page, address)

    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(CONFIRM_PATH, async (route) => {
      await held
      await route.continue()
    })
    await payWith(page, DEMO_CARDS.succeeds)
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()

    await expectWatchPage(page, address, { bonus: false })
    const purchases = await purchasesOf(request, address)
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({
      amountInCents: prices.withoutBonus,
      hasReturnToBodyAddon: false,
      mode: 'demo',
    })
    // The demo checkout never fetches Stripe.js.
    expect(stripeRequests).toEqual([])
  })

  test('ticking the bonus on the payment step updates the same intent; /watch shows the bonus card', async ({
    page,
    request,
  }) => {
    const prices = await catalogue(request)
    const { sent, answers } = await recordIntents(page)
    const address = uniqueEmail('checkout-bonus')
    const { bonus, payment } = await toPayment(page, address)
    await expect(
      payment.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withoutBonus, { cents: true })}`,
      }),
    ).toBeEnabled()

    await bonus.check()
    const bonusButton = payment.getByRole('button', {
      name: `Complete Purchase - ${formatUSD(prices.withBonus, { cents: true })}`,
    })
    await expect(bonusButton).toBeEnabled()
    await expect.poll(() => answers.length).toBe(2)
    expect(sent).toHaveLength(2)
    // One intent, updated: the second request names the first answer's intent.
    const intentIds = new Set(answers.map((answer) => answer.paymentIntentId))
    expect(intentIds.size).toBe(1)
    expect(sent[0]!.paymentIntentId).toBeUndefined()
    expect(sent[1]).toMatchObject({
      hasReturnToBodyAddon: true,
      paymentIntentId: [...intentIds][0],
    })
    expect(answers.map((answer) => answer.amountInCents).sort()).toEqual(
      [prices.withoutBonus, prices.withBonus].sort(),
    )

    await payWith(page, DEMO_CARDS.succeeds)
    await expectWatchPage(page, address, { bonus: true })

    const purchases = await purchasesOf(request, address)
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({
      amountInCents: prices.withBonus,
      hasReturnToBodyAddon: true,
    })
    const headers = await ownerAuth(request)
    const orders = await (
      await request.get(`/api/orders?where[email][equals]=${encodeURIComponent(address)}&depth=0`, {
        headers,
      })
    ).json()
    expect(orders.docs).toHaveLength(1)
  })

  test('a declined test card shows "Payment Failed" and stays with the card kept', async ({
    page,
  }) => {
    const address = uniqueEmail('checkout-declined')
    const { cardNumber, payment } = await toPayment(page, address)
    await payWith(page, DEMO_CARDS.declined)

    const toast = page.getByRole('alert').filter({ hasText: 'Payment Failed' })
    await expect(toast.getByText('Payment Failed', { exact: true })).toBeVisible()
    await expect(toast.getByText('Your card was declined.')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(cardNumber).toHaveValue(DEMO_CARDS.declined)
    const submit = payment.getByRole('button', { name: /^Complete Purchase - / })
    await expect(submit).toBeEnabled()
    await expect(submit).toBeFocused()

    // The same checkout can still be paid with a good card.
    await cardNumber.fill(DEMO_CARDS.succeeds)
    await submit.click()
    await expectWatchPage(page, address, { bonus: false })
  })

  test('an empty card form is refused with "Error" before anything is sent', async ({ page }) => {
    const address = uniqueEmail('checkout-empty-card')
    const confirms: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/demo-payments/confirm')) confirms.push(request)
    })
    const { payment } = await toPayment(page, address)
    await payment.getByRole('button', { name: /^Complete Purchase - / }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Error' })
    await expect(toast.getByText('Please fill in all required fields')).toBeVisible()
    expect(confirms).toEqual([])
  })

  test('"Change" clears the e-mail and returns to step 1', async ({ page }) => {
    const address = uniqueEmail('checkout-change')
    const { change, email, continueButton, payment } = await toPayment(page, address)
    await change.click()
    await expect(payment).toHaveCount(0)
    await expect(email).toHaveValue('')
    await expect(email).toBeFocused()
    await expect(continueButton).toBeDisabled()

    const other = uniqueEmail('checkout-changed')
    await email.fill(other)
    await continueButton.click()
    await expect(payment.getByText(other, { exact: true })).toBeVisible()
  })

  test('a browser that sends amount 1 is charged the full price', async ({ page, request }) => {
    const prices = await catalogue(request)
    const address = uniqueEmail('checkout-amount')
    const rewritten: unknown[] = []
    await page.route(INTENT_PATH, async (route) => {
      const body = { ...route.request().postDataJSON(), amount: 1 }
      rewritten.push(body)
      await route.continue({ postData: JSON.stringify(body) })
    })
    const { payment } = await toPayment(page, address)
    // The page shows what the server will charge, whatever the browser asked for.
    await expect(
      payment.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withoutBonus, { cents: true })}`,
      }),
    ).toBeVisible()
    await payWith(page, DEMO_CARDS.succeeds)
    await expectWatchPage(page, address, { bonus: false })

    expect(rewritten).toEqual([expect.objectContaining({ amount: 1 })])
    const purchases = await purchasesOf(request, address)
    expect(purchases).toHaveLength(1)
    expect(purchases[0]!.amountInCents).toBe(prices.withoutBonus)
  })

  test('the whole purchase with the bonus, by keyboard alone', async ({ page }) => {
    const address = uniqueEmail('checkout-keyboard')
    await page.goto('/checkout')
    const { bonus, email, payment, change, cardNumber, expiry, cvc } = checkoutParts(page)

    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(bonus).toBeFocused()
    await page.keyboard.press('Space')
    await expect(bonus).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await page.keyboard.type(address)
    await page.keyboard.press('Enter')

    await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(change).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(cardNumber).toBeFocused()
    await page.keyboard.type(DEMO_CARDS.succeeds)
    await page.keyboard.press('Tab')
    await expect(expiry).toBeFocused()
    await page.keyboard.type('1234')
    await expect(expiry).toHaveValue('12 / 34')
    await page.keyboard.press('Tab')
    await expect(cvc).toBeFocused()
    await page.keyboard.type('123')
    await page.keyboard.press('Enter')

    await expectWatchPage(page, address, { bonus: true })
  })

  test('a server refusal of the address returns to step 1 with the reason and the address', async ({
    page,
  }) => {
    await page.goto('/checkout')
    const { email, continueButton } = checkoutParts(page)
    await email.fill('dana@nowhere')
    await continueButton.click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(email).toHaveValue('dana@nowhere')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toBeFocused()
  })

  test('when payments are unavailable the message shows with "Try again", keeping the e-mail', async ({
    page,
  }) => {
    const address = uniqueEmail('checkout-unavailable')
    let unavailable = true
    await page.route(INTENT_PATH, (route) =>
      unavailable
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Payments are not available right now.' }),
          })
        : route.continue(),
    )
    await page.goto('/checkout')
    const { email, continueButton, payment } = checkoutParts(page)
    await email.fill(address)
    await continueButton.click()

    await expect(
      page.getByRole('alert').filter({ hasText: 'Payments are not available' }),
    ).toBeVisible()
    await expect(page.getByText('Preparing your secure checkout...')).toHaveCount(0)
    await expect(page.getByText(address, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    unavailable = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(payment.getByRole('heading', { name: 'Payment Details' })).toBeVisible()
    await expect(payment.getByText(address, { exact: true })).toBeVisible()
  })

  test.describe('Stripe mode', () => {
    // The test server has no Stripe key and no internet, so this stands in for Stripe's side: its
    // create-payment-intent answer and a Stripe.js that records how the page uses it.
    const STRIPE_JS_STAND_IN = `
      window.__stripe = { elements: [], creates: [], fetchUpdates: 0, confirms: [] }
      window.Stripe = function (key) {
        const calls = window.__stripe
        calls.key = key
        return {
          elements(options) {
            calls.elements.push(options)
            return {
              create(type, options) {
                calls.creates.push({ type, options })
                const handlers = {}
                return {
                  on(event, handler) { handlers[event] = handler },
                  mount(node) {
                    node.textContent = 'Payment Element stand-in'
                    setTimeout(() => handlers.ready && handlers.ready(), 0)
                  },
                  destroy() {},
                }
              },
              async fetchUpdates() { calls.fetchUpdates += 1; return {} },
            }
          },
          async confirmPayment(options) {
            calls.confirms.push(options.confirmParams)
            return { error: { type: 'card_error', message: 'Your card has insufficient funds.' } }
          },
        }
      }
    `
    type StripeCalls = {
      key: string
      elements: { clientSecret: string }[]
      creates: { type: string; options: unknown }[]
      fetchUpdates: number
      confirms: { return_url: string }[]
    }
    const stripeCalls = (page: Page) =>
      page.evaluate(() => (window as unknown as { __stripe: StripeCalls }).__stripe)

    test('Stripe.js loads only for the payment step, mounts the Payment Element, follows the bonus and confirms back to /watch', async ({
      page,
      request,
    }) => {
      const prices = await catalogue(request)
      const address = uniqueEmail('checkout-stripe')
      const scripts: string[] = []
      await page.route('https://js.stripe.com/**', (route) => {
        scripts.push(route.request().url())
        return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN })
      })
      await page.route(INTENT_PATH, (route) => {
        const body = route.request().postDataJSON() as CreatePaymentIntentRequest
        const answer: CreatePaymentIntentResponse = {
          clientSecret: 'pi_standin_secret_standin',
          paymentIntentId: 'pi_standin',
          amountInCents: body.hasReturnToBodyAddon ? prices.withBonus : prices.withoutBonus,
          hasReturnToBodyAddon: Boolean(body.hasReturnToBodyAddon),
          purchase: 'masterclass',
          mode: 'stripe',
          publishableKey: 'pk_test_standin',
        }
        return route.fulfill({ json: answer })
      })

      await page.goto('/checkout')
      const { email, continueButton, bonus, payment } = checkoutParts(page)
      await email.fill(address)
      await continueButton.click()
      await expect(payment.getByText('Payment Element stand-in')).toBeVisible()
      const submit = payment.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withoutBonus, { cents: true })}`,
      })
      await expect(submit).toBeEnabled()
      await expect(payment.getByText('Test mode — no real payment is taken')).toHaveCount(0)
      expect(scripts).toHaveLength(1)
      let calls = await stripeCalls(page)
      expect(calls.key).toBe('pk_test_standin')
      expect(calls.elements).toEqual([
        expect.objectContaining({ clientSecret: 'pi_standin_secret_standin' }),
      ])
      expect(calls.creates).toEqual([
        { type: 'payment', options: { layout: 'tabs', fields: { billingDetails: 'auto' } } },
      ])
      await expectNoAxeViolations(page)

      await bonus.check()
      const bonusSubmit = payment.getByRole('button', {
        name: `Complete Purchase - ${formatUSD(prices.withBonus, { cents: true })}`,
      })
      await expect(bonusSubmit).toBeEnabled()
      calls = await stripeCalls(page)
      expect(calls.fetchUpdates).toBe(1)
      expect(calls.creates).toHaveLength(1)

      await bonusSubmit.click()
      const toast = page.getByRole('alert').filter({ hasText: 'Payment Failed' })
      await expect(toast.getByText('Your card has insufficient funds.')).toBeVisible()
      calls = await stripeCalls(page)
      expect(calls.confirms).toEqual([
        { return_url: `${new URL(page.url()).origin}/watch?email=${encodeURIComponent(address)}` },
      ])
      await expect(bonusSubmit).toBeEnabled()
    })
  })

  test.describe('the bonus bought later', () => {
    test('someone without the masterclass is told so, with the ways forward', async ({
      page,
      request,
    }) => {
      const prices = await catalogue(request)
      const address = uniqueEmail('upgrade-stranger')
      await page.goto(`/checkout?upgrade=return-to-the-body&email=${encodeURIComponent(address)}`)
      const { email, bonus, summary, continueButton } = checkoutParts(page)
      await expect(email).toHaveValue(address)
      await expect(bonus).toHaveCount(0)
      await expect(summary.getByText(prices.masterclass.name, { exact: true })).toHaveCount(0)
      await expect(summary.getByText(prices.bonus.name, { exact: true })).toBeVisible()
      await expect(summary.locator('p').filter({ hasText: /^Total/ })).toHaveText(
        `Total${formatUSD(prices.bonus.priceInCents)}`,
      )
      await continueButton.click()

      await expect(page.getByRole('alert').filter({ hasText: /masterclass/i })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to Masterclass' })).toHaveAttribute(
        'href',
        '/masterclass',
      )
      await expect(page.getByRole('link', { name: 'Go to my masterclass' })).toHaveAttribute(
        'href',
        `/watch?email=${encodeURIComponent(address)}`,
      )
      await expect(page.getByRole('button', { name: /^Complete Purchase/ })).toHaveCount(0)
      await expectNoAxeViolations(page)
    })

    test('a masterclass buyer adds Return to the Body from /watch for the bonus price', async ({
      page,
      request,
    }) => {
      const prices = await catalogue(request)
      const { sent } = await recordIntents(page)
      const address = uniqueEmail('upgrade-buyer')
      await buyInBrowser(page, { email: address, bonus: false })
      await page.goto(`/watch?email=${encodeURIComponent(address)}`)
      await page.getByRole('link', { name: /^Add Return to the Body/ }).click()

      await expect(page).toHaveURL(/\/checkout\?upgrade=return-to-the-body/)
      const { email, continueButton, payment } = checkoutParts(page)
      await expect(email).toHaveValue(address)
      await continueButton.click()
      const bonusPrice = formatUSD(prices.bonus.priceInCents, { cents: true })
      await expect(
        payment.getByRole('button', { name: `Complete Purchase - ${bonusPrice}` }),
      ).toBeEnabled()
      expect(sent.at(-1)).toMatchObject({
        email: address,
        purchase: 'bonus-upgrade',
        hasReturnToBodyAddon: true,
        amount: prices.bonus.priceInCents / 100,
      })

      await payWith(page, DEMO_CARDS.succeeds)
      await expectWatchPage(page, address, { bonus: true })
      const upgrade = (await purchasesOf(request, address)).find(
        (purchase) => purchase.includesMasterclass === false,
      )
      expect(upgrade).toMatchObject({
        amountInCents: prices.bonus.priceInCents,
        hasReturnToBodyAddon: true,
      })
    })
  })
})
