import type { Page } from '@playwright/test'

import { ownerContext } from './admin-api'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * Settings → Your AI apps (MCP), by keyboard at 390 px and 1280 px: she names an app and
 * gets its key once, which opens /api/mcp; Revoke asks first, and the key is refused from then on.
 */

/** The page is no wider than the window. */
async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'e2e', version: '1' },
  },
}

test('she makes a key for an AI app, copies it, and revokes it, by keyboard (390 px and 1280 px)', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const owner = await ownerContext(browser, {
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await owner.newPage()
  const label = `Claude desktop ${Date.now()}`

  await page.goto('/admin?tab=settings')
  await expect(page.getByRole('heading', { name: 'Your AI apps' })).toBeVisible()
  await expect(
    page.getByText(/Connect ChatGPT, Claude or another AI app to your business/),
  ).toBeVisible()

  await page.getByLabel('Which app is this key for?').focus()
  await page.keyboard.type(label)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Your key for ${label}` })).toBeVisible()
  const key = await page.getByLabel('The key', { exact: true }).inputValue()
  expect(key).toMatch(/^[\w-]{40,}$/)

  await page.getByRole('button', { name: 'Copy', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'The key is copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)

  // Her list of keys (a toast is a list item too).
  const item = page
    .getByRole('list', { name: 'Your AI app keys' })
    .getByRole('listitem')
    .filter({ hasText: label })
  await expect(item).toContainText(`Key starting ${key.slice(0, 8)}…`)
  await expect(item).toContainText('not used yet')
  await expectNoAxeViolations(page)
  await expectNoPageScroll(page)

  const mcp = (authorization: string) =>
    page.request.post('/api/mcp', {
      headers: {
        authorization,
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
      },
      data: initialize,
    })
  expect((await mcp(`Bearer ${key}`)).status()).toBe(200)

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
  await expect(item).toContainText('last used')
  await expectNoAxeViolations(page)

  page.once('dialog', (dialog) => dialog.accept())
  await item.getByRole('button', { name: `Revoke the key for ${label}` }).focus()
  await page.keyboard.press('Enter')
  await expect(item).toContainText('Revoked')
  await expect(item.getByRole('button')).toHaveCount(0)
  expect((await mcp(`Bearer ${key}`)).status()).toBe(401)
  await owner.close()
})
