import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { ownerAuth, ownerContext } from './admin-api'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { waitForMail } from './mailbox'

/**
 * The site's own e-mails, as the owner edits them: she opens one of them, changes
 * its subject, saves a draft, sees it in the preview (as HTML and as plain text) and sends herself
 * a test, while the published words stay what people receive; its menu offers neither Delete nor
 * Unpublish. Axe clean, and usable on a 390 px phone.
 */

const KEY = 'application-declined'
const PUBLISHED_SUBJECT = 'Your mentorship application'

type Template = { id: number; subject: string; _status: string }

async function template(request: APIRequestContext, draft: boolean): Promise<Template> {
  const answer = await request.get(
    `/api/email-templates?where[key][equals]=${KEY}&depth=0&draft=${draft}`,
    { headers: await ownerAuth(request) },
  )
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { docs: Template[] }).docs[0]!
}

const previewPanel = (page: Page) => page.getByRole('region', { name: 'Preview' })

/**
 * Axe on the whole screen (WCAG 2.x A/AA, as tests/e2e/axe.ts holds Payload's stock screens; the
 * rich-text area, the "…" button and the tab row are named by src/components/admin/AdminA11y),
 * and our own panels held to every rule.
 */
async function expectScreenAxeClean(page: Page) {
  const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
  const describe = (
    violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[],
  ) =>
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  const screen = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(describe(screen.violations)).toEqual([])
  const ours = await new AxeBuilder({ page })
    .include('section[aria-labelledby$="-title"]')
    .withTags([...WCAG, 'best-practice'])
    .analyze()
  expect(describe(ours.violations)).toEqual([])
}

/** Elements wider than the screen, deepest first: what makes a phone scroll sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('[hidden], details:not([open])'))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(-8)
  })

test('she previews and test-sends a draft of a system e-mail without publishing it', async ({
  browser,
  request,
}) => {
  const live = await template(request, false)
  expect(live.subject).toBe(PUBLISHED_SUBJECT)
  const stamp = Date.now().toString(36)
  const draftSubject = `Your application, {{firstName}}: draft ${stamp}`
  const shownSubject = `Your application, Jane: draft ${stamp}`

  const context = await ownerContext(browser)
  const page = await context.newPage()
  await page.goto(`/admin/collections/email-templates/${live.id}`)

  // Her words, not the key: the key is folded under "Technical detail".
  await expect(page.getByText('Sent by your site: Mentorship application: declined')).toBeVisible()
  await expect(page.getByText(KEY, { exact: false })).toBeHidden()

  const subject = page.getByRole('textbox', { name: /^Subject line/ })
  await hydrated(subject)
  await subject.fill(draftSubject)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/draft saved/i).first()).toBeVisible()

  const panel = previewPanel(page)
  await expect(panel.getByText(shownSubject)).toBeVisible({ timeout: 15_000 })
  await expect(panel.getByText('Sample: Jane')).toBeVisible()
  await expect(panel.locator('iframe')).toHaveAttribute('srcdoc', /Dear Jane Doe/)
  await expect(panel.locator('iframe')).toHaveAttribute('sandbox', '')

  // The plain text, by keyboard: the tabs follow the arrow keys.
  const htmlTab = panel.getByRole('tab', { name: 'As she sees it' })
  await htmlTab.focus()
  await page.keyboard.press('ArrowRight')
  const textTab = panel.getByRole('tab', { name: 'Plain text' })
  await expect(textTab).toHaveAttribute('aria-selected', 'true')
  await expect(textTab).toBeFocused()
  await expect(panel.getByRole('tabpanel')).toContainText('Dear Jane Doe')

  await expectScreenAxeClean(page)

  // Send me a test: to her own address, marked [Test].
  await panel.getByRole('button', { name: 'Send me a test' }).click()
  await expect(panel.getByText(/is on its way to/)).toBeVisible()
  await waitForMail(process.env.ADMIN_EMAIL!, `[Test] ${shownSubject}`)

  // Nothing was published: people still receive the published words.
  expect((await template(request, false)).subject).toBe(PUBLISHED_SUBJECT)
  expect((await template(request, true)).subject).toBe(draftSubject)

  // Its menu offers no Delete and no Unpublish (it does offer Create New: the menu is open).
  await page.locator('.doc-controls__popup .popup-button').click()
  await expect(page.locator('#action-create')).toBeVisible()
  await expect(page.locator('#action-delete')).toHaveCount(0)
  await expect(page.locator('#action-unpublish')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await context.close()
})

test('on a 390 px phone the preview fits and nothing scrolls sideways', async ({
  browser,
  request,
}) => {
  const live = await template(request, false)
  const context = await ownerContext(browser, { viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`/admin/collections/email-templates/${live.id}`)
  const panel = previewPanel(page)
  await expect(panel.locator('iframe')).toHaveAttribute('srcdoc', /Dear Jane Doe/, {
    timeout: 15_000,
  })
  await panel.getByRole('button', { name: 'Send me a test' }).scrollIntoViewIfNeeded()
  await expect(panel.getByRole('button', { name: 'Send me a test' })).toBeInViewport()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, (await overflowing(page)).join('\n')).toBeLessThanOrEqual(0)
  await context.close()
})
