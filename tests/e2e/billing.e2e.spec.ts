import { ownerAuth } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { uniqueEmail } from './buyers'
import { expect, test } from './fixtures'
import { linkIn, mailTo } from './mailbox'

/**
 * The demo billing page (/watch/billing): the honest, labelled stand-in for Stripe's customer
 * portal. A buyer of a membership signs in with her e-mailed link, cancels at the end of the
 * period by keyboard on a phone-sized screen, and takes it back; axe-clean throughout.
 */
test('a member cancels at the end of the period on the demo billing page, by keyboard, at 390 px', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const headers = await ownerAuth(request)
  const courses = await request.get('/api/courses?limit=1&depth=0', { headers })
  const courseId = (await courses.json()).docs[0].id
  const slug = `demo-membership-${Date.now()}`
  const offer = await request.post('/api/offers', {
    headers,
    data: {
      name: 'Monthly circle',
      slug,
      priceInCents: 1900,
      priceType: 'subscription',
      billingInterval: 'month',
      courses: [courseId],
      isActive: true,
    },
  })
  expect(offer.status()).toBe(201)

  const buyer = uniqueEmail('member')
  const started = await page.request.post('/api/create-payment-intent', {
    data: { email: buyer, offer: slug },
  })
  expect(started.status()).toBe(200)
  const { clientSecret } = await started.json()
  const paid = await page.request.post('/api/demo-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
  })
  expect(paid.status()).toBe(200)

  // Her receipt carries a sign-in link (whether or not paying signed this browser in).
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(buyer)).find((m) => m.text.includes('/api/member/sign-in'))
        if (mail) link = linkIn(mail, '/api/member/sign-in')
        return Boolean(link)
      },
      { timeout: 30_000, message: `a sign-in link e-mailed to ${buyer}` },
    )
    .toBe(true)
  await page.goto(link)
  await expect(page).toHaveURL(/\/watch/)

  await page.goto('/watch/billing')
  await expect(page.getByRole('heading', { name: 'Your payments', level: 1 })).toBeVisible()
  await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible()
  const membership = page.getByRole('listitem').filter({ hasText: 'Monthly circle' })
  await expect(membership).toContainText('Membership: $19.00 each period')
  await expect(membership).toContainText('Renews on')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoAxeViolations(page)

  const cancel = membership.getByRole('button', { name: 'Cancel at the end of the period' })
  await cancel.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Cancelled at the end of the period.').first()).toBeVisible()
  await expect(membership).toContainText('your course stays open until')
  const keep = membership.getByRole('button', { name: 'Keep my membership' })
  await expect(keep).toBeVisible()
  await expectNoAxeViolations(page)

  await keep.focus()
  await page.keyboard.press('Enter')
  await expect(membership).toContainText('Renews on')
})
