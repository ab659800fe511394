import type { Locator, Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** What a tap at the middle of `target` lands on: true when it is the target or inside it. */
const tapReaches = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !!hit && (hit === element || element.contains(hit))
  })

test('a validation toast is replaced by the success toast: one toast at a time', async ({
  page,
}) => {
  await page.goto('/about')
  const form = page.getByRole('form', { name: 'Contact form' })
  const region = notifications(page)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(region.getByRole('alert')).toContainText('Required Fields')
  await expect(region.locator('.toast')).toHaveCount(1)

  await form.getByLabel('Name').fill('Dana Toast')
  await form.getByLabel('Email').fill(`dana-toast+${Date.now()}@example.com`)
  await form.getByLabel('Message').fill('Checking that one notification replaces the other.')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(region.getByRole('status')).toContainText('Message Sent!')
  await expect(region.getByRole('alert')).toHaveCount(0)
  await expect(region.locator('.toast')).toHaveCount(1)
  await expect(page.getByText('Required Fields', { exact: true })).toHaveCount(0)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the empty notification region takes no tap from the button at the bottom of the screen', async ({
    page,
  }) => {
    await page.goto('/free-meditation')
    const send = page.getByRole('button', { name: 'Send Me the Meditation' })
    await expect(send).toBeVisible()
    // The button at the very bottom of the screen, where the region sat.
    await send.evaluate((element) => {
      const box = element.getBoundingClientRect()
      window.scrollBy({ top: box.bottom - window.innerHeight + 8, behavior: 'instant' })
    })
    const viewport = page.locator('.toast-viewport')
    const [regionBox, sendBox] = [(await viewport.boundingBox())!, (await send.boundingBox())!]
    expect(sendBox.y + sendBox.height).toBeGreaterThan(844 - 60)
    expect(await tapReaches(send)).toBe(true)
    // The region is still there for screen readers and F8, just transparent to taps.
    expect(regionBox.width).toBeGreaterThan(0)
    expect(await viewport.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe(
      'none',
    )
  })

  test('a toast comes in at the top, clear of the button she tapped, and can itself be tapped', async ({
    page,
  }) => {
    await page.goto('/about')
    const form = page.getByRole('form', { name: 'Contact form' })
    const send = form.getByRole('button', { name: 'Send Message' })
    await send.scrollIntoViewIfNeeded()
    await send.tap()
    const toast = notifications(page).getByRole('alert')
    await expect(toast).toContainText('Required Fields')
    // Focus holds a toast (as it does for a keyboard or screen-reader user), so it stays for
    // the checks below however long they take on a busy machine.
    const close = toast.getByRole('button', { name: 'Dismiss notification' })
    await close.focus()
    const [toastBox, sendBox] = [(await toast.boundingBox())!, (await send.boundingBox())!]
    expect(toastBox.y).toBeLessThan(844 / 2)
    expect(overlaps(toastBox, sendBox)).toBe(false)
    expect(await tapReaches(send)).toBe(true)
    await expectNoAxeViolations(page)

    expect(await tapReaches(close)).toBe(true)
    await close.tap()
    await expect(notifications(page).locator('.toast')).toHaveCount(0)
  })
})
