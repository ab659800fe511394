import type { Page } from '@playwright/test'

import { BUYER_ROUTES, PUBLIC_ROUTES } from '../../scripts/lib/public-routes.mjs'

import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

// A 390 × 844 phone (iPhone 12 to 15) held upright, with touch.
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
})

type Covered = { control: string; at: string; coveredBy: string }

/**
 * Every control a visitor can tap (links, buttons, fields, anything focusable), looked at where
 * she would tap it: first on the screen the page opens on, then each control scrolled to the
 * middle of the screen (or as far as the page lets it go, for the last ones). At five points
 * across each control, `elementFromPoint` must return the control itself or something inside it
 * (or, for a field, its own label); anything else on top takes her tap. Points a control's
 * scrolling or clipping ancestors hide are not part of what she sees, so they are not sampled.
 */
async function coveredControls(page: Page, where: 'whole page' | 'this screen' = 'whole page') {
  return page.evaluate((where): Covered[] => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',')
    // Fractions of the control's visible box; inside the corners, which a rounded control's hit
    // area does not cover.
    const POINTS: Array<[number, number]> = [
      [0.5, 0.5],
      [0.25, 0.35],
      [0.75, 0.35],
      [0.25, 0.65],
      [0.75, 0.65],
    ]

    const describe = (element: Element | null): string => {
      if (!element) return 'nothing'
      const id = element.id ? `#${element.id}` : ''
      const classes =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : ''
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? ''
      return `<${element.tagName.toLowerCase()}${id}${classes}> ${label || text}`.trim()
    }

    /** The part of the control not cut off by the viewport or an ancestor that clips. */
    const visibleBox = (element: Element, box: DOMRect) => {
      let left = Math.max(box.left, 0)
      let top = Math.max(box.top, 0)
      let right = Math.min(box.right, window.innerWidth)
      let bottom = Math.min(box.bottom, window.innerHeight)
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = parent.getBoundingClientRect()
          left = Math.max(left, clip.left)
          top = Math.max(top, clip.top)
          right = Math.min(right, clip.right)
          bottom = Math.min(bottom, clip.bottom)
        }
      }
      return right - left >= 4 && bottom - top >= 4 ? { left, top, right, bottom } : null
    }

    const visibleControls = () =>
      [...document.querySelectorAll(SELECTOR)].filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
          !element.closest('[inert], [aria-hidden="true"]') &&
          !(element as HTMLElement).matches(':disabled'),
      )

    const hits = (control: Element, target: Element | null) => {
      if (!target) return false
      if (control === target || control.contains(target)) return true
      // A tap on a field's own label focuses the field.
      const labels = (control as HTMLInputElement).labels
      return Boolean(labels && [...labels].some((label) => label.contains(target)))
    }

    const problems = new Map<Element, Covered>()
    /** Where to tap: across the box, or the middle of each line of a link that wraps. */
    const tapPoints = (control: Element) => {
      const lines = [...control.getClientRects()]
      if (lines.length > 1) {
        return lines
          .map((line) => visibleBox(control, line))
          .filter((box) => box !== null)
          .map((box) => [(box.left + box.right) / 2, (box.top + box.bottom) / 2])
      }
      const box = visibleBox(control, control.getBoundingClientRect())
      if (!box) return []
      return POINTS.map(([fx, fy]) => [
        box.left + (box.right - box.left) * fx,
        box.top + (box.bottom - box.top) * fy,
      ])
    }

    const check = (control: Element, where: string) => {
      for (const [x, y] of tapPoints(control)) {
        const target = document.elementFromPoint(x, y)
        if (!hits(control, target)) {
          problems.set(control, {
            control: describe(control),
            at: `${where} (${Math.round(x)}, ${Math.round(y)})`,
            coveredBy: describe(target),
          })
          return
        }
      }
    }

    const root = document.scrollingElement ?? document.documentElement
    if (where === 'this screen') {
      for (const control of visibleControls()) check(control, `at ${Math.round(root.scrollTop)} px`)
      return [...problems.values()]
    }
    root.scrollTo({ top: 0, behavior: 'instant' })
    for (const control of visibleControls()) check(control, 'first screen')
    for (const control of visibleControls()) {
      if (problems.has(control)) continue
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
      check(control, `scrolled to ${Math.round(root.scrollTop)} px`)
    }
    root.scrollTo({ top: 0, behavior: 'instant' })
    return [...problems.values()]
  }, where)
}

async function openSettled(page: Page, route: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.describe('on a 390 × 844 phone, nothing covers a control she can tap', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route}`, async ({ page }) => {
      await openSettled(page, route)
      // The page is as wide as the phone: nothing makes her scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
      expect(await coveredControls(page)).toEqual([])
    })
  }

  test('the course portal of a buyer, on a module and on a locked one', async ({ page }) => {
    await buyInBrowser(page, { email: uniqueEmail('phone'), bonus: false })
    for (const route of BUYER_ROUTES) {
      await openSettled(page, route)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await coveredControls(page), route).toEqual([])
    }
  })

  test('the empty notification region takes no tap from the control at the bottom of the screen', async ({
    page,
  }) => {
    await openSettled(page, '/free-meditation')
    const send = page.getByRole('button', { name: 'Send Me the Meditation' })
    // Scrolled so that the button sits in the bottom strip that the notification region spans.
    await send.evaluate((button) => {
      const box = button.getBoundingClientRect()
      window.scrollBy({ top: box.bottom - window.innerHeight + 4, behavior: 'instant' })
    })
    const box = (await send.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(844 - 8)
    expect(await coveredControls(page, 'this screen')).toEqual([])
  })
})
