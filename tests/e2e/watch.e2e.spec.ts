import { type APIRequestContext, type Page } from '@playwright/test'

import type { CourseResponse } from '@/commerce/api'
import { formatUSD } from '@/utilities/money'

import { expectNoAxeViolations } from './axe'
import { buyElsewhere, buyInBrowser, uniqueEmail } from './buyers'
import { linkIn, waitForMail } from './mailbox'
import { holdRequests } from './hold'
import { expect, test } from './fixtures'

const VERIFY_LABEL = 'Verify Purchase & Access Videos'
const EXPIRED = 'That access link has expired or was already used. Request a new one below.'
const ACCESS_LINK_SUBJECT = 'Your masterclass access link'
const BONUS_MODULES = ['boundary-tapping', 'sovereignty-ritual', 'eros-activation']

/** The support address the owner set, and the bonus as the CMS names and prices it. */
async function cmsFacts(request: APIRequestContext) {
  const settings = (await (await request.get('/api/globals/site-settings')).json()) as {
    supportEmail: string
  }
  const products = (await (
    await request.get('/api/offers?where[slug][equals]=return-to-the-body&depth=0')
  ).json()) as { docs: { name: string; priceInCents: number }[] }
  const bonus = products.docs[0]!
  return {
    supportEmail: settings.supportEmail,
    upgradeLabel: `Add ${bonus.name} — ${formatUSD(bonus.priceInCents)}`,
  }
}

const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome to / })

async function courseOf(page: Page): Promise<CourseResponse> {
  const response = await page.request.get('/api/course')
  expect(response.status()).toBe(200)
  return (await response.json()) as CourseResponse
}

test.describe('/watch', () => {
  test('without an address: the form, disabled while empty, in the server HTML too', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/watch')).text()
    expect(html).toContain('Access Your Masterclass')
    expect(html).toContain('Verify Purchase &amp; Access Videos')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)

    await page.goto('/watch')
    await expect(page.getByRole('heading', { name: 'Access Your Masterclass' })).toBeVisible()
    const email = page.getByLabel('Email Address')
    const verify = page.getByRole('button', { name: VERIFY_LABEL })
    await expect(verify).toBeDisabled()
    await email.fill('   ')
    await expect(verify).toBeDisabled()
    await email.fill('someone@example.com')
    await expect(verify).toBeEnabled()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(page)
  })

  test('an address with no purchase: the form again, saying so, with the address kept', async ({
    page,
  }) => {
    const address = uniqueEmail('nobody')
    await page.goto('/watch')
    const email = page.getByLabel('Email Address')
    await email.fill(address)
    await email.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: 'No purchase was found' })
    await expect(alert).toContainText(`No purchase was found for ${address}.`)
    await expect(page.getByRole('heading', { name: 'Access Your Masterclass' })).toBeFocused()
    await expect(email).toHaveValue(address)
    expect(new URL(page.url()).searchParams.get('email')).toBe(address)
    await expect(page.getByRole('link', { name: 'Access Course Portal' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('?email= is verified at once; a failing check says so and keeps the address', async ({
    page,
  }) => {
    const held = await holdRequests(page, '**/api/verify-purchase/**', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    )
    await page.goto('/watch?email=dana%40example.com')
    await expect(
      page.getByRole('status').filter({ hasText: 'Verifying your access...' }),
    ).toBeVisible()
    await held.release()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unable to verify access. Please try again.' }),
    ).toBeVisible()
    await expect(page.getByLabel('Email Address')).toHaveValue('dana@example.com')
  })

  test('a main-only buyer in her own browser: the success view, the guide and the upgrade', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('main-only')
    const { supportEmail, upgradeLabel } = await cmsFacts(request)
    await buyInBrowser(page, { email: address, bonus: false })
    await page.goto(`/watch?email=${encodeURIComponent(address)}`)

    await expect(welcome(page)).toHaveText('Welcome to The Good Girl Paradox')
    await expect(page.getByText(`You’re signed in as ${address}.`)).toBeVisible()
    await expect(page.getByText(/Use the video links in your confirmation e-mail/)).toBeVisible()
    const features = page.getByRole('list', { name: 'What’s included' }).getByRole('listitem')
    await expect(features).toHaveText([
      '90+ minutes',
      'HD streaming',
      'Lifetime access',
      'Download available',
    ])

    const help = page.getByRole('region', { name: 'Need Help?' })
    await expect(help.getByRole('link', { name: 'Access Course Portal' })).toHaveAttribute(
      'href',
      `/course?email=${encodeURIComponent(address)}`,
    )
    await expect(help.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}?subject=Masterclass%20Access%20Help`,
    )
    await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}?subject=Masterclass%20Access%20Help`,
    )

    // The guide is the members-only PDF, and this browser may fetch it.
    const { course } = await courseOf(page)
    const download = page
      .getByRole('region', { name: 'Integration Guide' })
      .getByRole('link', { name: 'Download PDF' })
    await expect(download).toHaveAttribute('href', course.integrationGuideURL!)
    const pdf = await page.request.get(course.integrationGuideURL!)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    await expect(
      page.getByRole('heading', { name: 'Return to the Body', exact: true }),
    ).toHaveCount(0)
    await expect(page.getByRole('link', { name: upgradeLabel })).toHaveAttribute(
      'href',
      `/checkout?upgrade=return-to-the-body&email=${encodeURIComponent(address)}`,
    )
    await expectNoAxeViolations(page)
  })

  test('a bonus buyer: the Return to the Body card opens each ritual, and no upgrade', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('bonus')
    const { upgradeLabel } = await cmsFacts(request)
    await buyInBrowser(page, { email: address, bonus: true })
    await page.goto(`/watch?email=${encodeURIComponent(address)}`)
    await expect(welcome(page)).toBeVisible()

    const card = page.getByRole('region', { name: 'Return to the Body' })
    const buttons = card.getByRole('link')
    await expect(buttons).toHaveText([
      'Boundary Tapping Ritual',
      'Sovereignty Ritual',
      'Eros Energy Activation',
    ])
    for (const [index, moduleId] of BONUS_MODULES.entries()) {
      await expect(buttons.nth(index)).toHaveAttribute(
        'href',
        `/course/${moduleId}?email=${encodeURIComponent(address)}`,
      )
    }
    await expect(page.getByRole('link', { name: upgradeLabel })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await buttons.nth(1).click()
    await expect(page).toHaveURL(/\/course\/sovereignty-ritual\?email=/)
    await expect(page.getByRole('heading', { level: 2, name: 'Sovereignty Ritual' })).toBeVisible()
    await expect(page.locator('iframe[src*="player.vimeo.com/video/"]')).toHaveCount(1)
  })

  test('knowing a buyer’s address is not enough: “check your e-mail”, then the e-mailed link', async ({
    page,
  }) => {
    test.slow() // waits for the e-mail runner
    const address = uniqueEmail('elsewhere')
    await buyElsewhere({ email: address, bonus: false })
    await page.goto(`/watch?email=${encodeURIComponent(address)}`)

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    await expect(page.getByText(`We found the purchase for ${address}.`)).toBeVisible()
    await expect(welcome(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Access Course Portal' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0)
    expect((await page.request.get('/api/course')).status()).toBe(401)
    await expectNoAxeViolations(page)

    const send = page.getByRole('button', { name: 'Email me my access link' })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'access link is on its way' }),
    ).toBeVisible()

    const mail = await waitForMail(address, ACCESS_LINK_SUBJECT)
    const link = linkIn(mail, '/api/member/sign-in')
    await page.goto(link)
    await expect(page).toHaveURL(`/watch?email=${encodeURIComponent(address)}`)
    await expect(welcome(page)).toBeVisible()

    await page.getByRole('link', { name: 'Access Course Portal' }).click()
    await expect(page).toHaveURL(`/course?email=${encodeURIComponent(address)}`)
    const { modules } = await courseOf(page)
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      `https://player.vimeo.com/video/${modules[0]!.videoHostId}?color=55244b&controls=1&title=0&byline=0&portrait=0`,
    )

    // The link worked once; again, it lands on the expired message with a new request form.
    await page.goto(link)
    await expect(page).toHaveURL('/watch?access=expired')
    await expect(page.getByRole('alert').filter({ hasText: 'expired' })).toHaveText(EXPIRED)
    await expect(page.getByLabel('Email Address')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Email me my access link' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the expired view asks for an address before sending, and keeps what was typed', async ({
    page,
  }) => {
    const sent: unknown[] = []
    await page.route('**/api/member/access-link', (route) => {
      sent.push(route.request().postDataJSON())
      return route.continue()
    })
    await page.goto('/watch?access=expired')
    const email = page.getByLabel('Email Address')
    const send = page.getByRole('button', { name: 'Email me my access link' })
    await email.fill('not-an-address')
    await send.click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(email).toBeFocused()
    expect(sent).toEqual([])

    const address = uniqueEmail('expired')
    await email.fill(address)
    await send.click()
    await expect(
      page.getByRole('status').filter({ hasText: 'access link is on its way' }),
    ).toBeVisible()
    expect(sent).toEqual([{ email: address }])
    await expect(email).toHaveValue(address)
  })

  test('back from Stripe: the payment is claimed first, then its parameters leave the address', async ({
    page,
  }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/api/member/claim-payment') calls.push('claim')
      if (path.startsWith('/api/verify-purchase/')) calls.push('verify')
    })
    const claim = page.waitForRequest('**/api/member/claim-payment')
    const address = uniqueEmail('stripe-return')
    await page.goto(
      `/watch?email=${encodeURIComponent(address)}&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded`,
    )
    expect((await claim).postDataJSON()).toEqual({
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
    })
    // This server has no Stripe key, so it cannot confirm the payment and says why.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Payment Not Confirmed' }),
    ).toContainText('Card payments are not configured on this server.')
    await expect(page).toHaveURL(`/watch?email=${encodeURIComponent(address)}`)
    await expect(page.getByRole('alert').filter({ hasText: 'No purchase was found' })).toBeVisible()
    expect(calls).toEqual(['claim', 'verify'])
  })
})

test('signed out, /watch and /course ask nothing the server can only refuse', async ({ page }) => {
  // Without a member session cookie the billing and course answers are 401s, logged in the console.
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/member/billing' || pathname.startsWith('/api/course')) {
      asked.push(pathname)
    }
  })
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname)
  })

  await page.goto('/watch')
  await expect(page.getByRole('heading', { name: 'Access Your Masterclass' })).toBeVisible()
  await page.goto('/course')
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Already bought it?' })).toBeVisible()
  expect(asked).toEqual([])
  expect(refused).toEqual([])
})

test('/sign-in opened without its code sends nothing and offers a new link from /watch', async ({
  page,
}) => {
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url())
  })
  await page.goto('/sign-in')
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is incomplete' }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(posts).toEqual([])
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Get a new sign-in link' }).click()
  await expect(page).toHaveURL(/\/watch$/)
})
