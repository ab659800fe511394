import { ownerAuth, ownerContext } from './admin-api'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

/**
 * Payload's own screen of `email-sequences` (the "Advanced editor"; the owner's editor is in the
 * Email tab, tests/e2e/admin-email.e2e.spec.ts): it works by keyboard and on a phone. It is not
 * held to axe: Payload's stock widgets on it fail WCAG rules we cannot fix from outside (its drag
 * handle and "…" menus have no names, react-select's indicators are focusable inside
 * aria-hidden, its field descriptions are low in contrast), which is why her editor is ours.
 */

type Sequence = { id: number; name: string; steps: { template: number; delay: number }[] }

async function quizSequence(request: import('@playwright/test').APIRequestContext) {
  const answer = await request.get(
    '/api/email-sequences?where[seededFor][equals]=quiz-result&depth=0',
    { headers: await ownerAuth(request) },
  )
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { docs: Sequence[] }).docs[0]!
}

for (const viewport of [
  { name: 'a 1280 px screen', width: 1280, height: 900 },
  { name: 'a 390 px phone', width: 390, height: 844 },
]) {
  test(`Payload's sequence screen on ${viewport.name}: it opens, and nothing scrolls sideways`, async ({
    browser,
    request,
  }) => {
    const sequence = await quizSequence(request)
    const context = await ownerContext(browser, {
      viewport: { width: viewport.width, height: viewport.height },
    })
    const page = await context.newPage()
    await page.goto(`/admin/collections/email-sequences/${sequence.id}`)
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Quiz result')
    await expect(page.locator('label[for="field-trigger"]')).toContainText('Starts when')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await context.close()
  })
}

test('by keyboard: she adds a step of two days to the quiz sequence and saves it', async ({
  browser,
  request,
}) => {
  const before = await quizSequence(request)
  const context = await ownerContext(browser)
  const page = await context.newPage()
  await page.goto(`/admin/collections/email-sequences/${before.id}`)
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Quiz result')

  const delays = page.getByRole('spinbutton', { name: /^Delay/ })
  await expect(delays).toHaveCount(before.steps.length)
  const addStep = page.getByRole('button', { name: 'Add Step' })
  await hydrated(addStep)
  await addStep.focus()
  await page.keyboard.press('Enter')
  await expect(delays).toHaveCount(before.steps.length + 1)

  // The new step: its delay, then (Shift+Tab past "Add new E-mail template") its e-mail, picked
  // by typing and Enter in the combobox.
  await delays.last().focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('2')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.type('Your free')
  await expect(page.getByRole('option', { name: /Your free grounding meditation/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ControlOrMeta+S')
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await expect
    .poll(async () => (await quizSequence(request)).steps.map((step) => step.delay))
    .toEqual([...before.steps.map((step) => step.delay), 2])
  await context.close()

  // Put it back as the seed left it, for the other tests.
  await request.patch(`/api/email-sequences/${before.id}`, {
    headers: await ownerAuth(request),
    data: { steps: before.steps },
  })
})
