import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The same verdict for less CPU: axe is a large part of a browser test's work. Only
 * violations are read: axe then builds a selector for one node of each passed or inapplicable
 * rule instead of every node. A page without frames is checked in one pass (axe.run); the default
 * path, made for frames, runs a partial pass and then opens a second, blank page, injects axe
 * there too and merges the results in it. That path still checks any page with a frame (one pass
 * would leave a srcdoc frame's content unchecked), and a page that grew a frame meanwhile is
 * checked again that way.
 */
async function analyze(page: Page, scope: 'all' | 'wcag') {
  const builder = () =>
    // options() replaces axe's whole options object, the tags' runOnly with it: options first.
    new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(scope === 'all' ? [...WCAG, 'best-practice'] : WCAG)
  if (page.frames().length > 1) return builder().analyze()
  const results = await builder().setLegacyMode().analyze()
  return page.frames().length > 1 ? builder().analyze() : results
}

/**
 * Fails with a readable list when axe-core finds a violation. Our pages are held to WCAG 2.x A/AA
 * and axe's best practices. Payload's stock admin screens (`scope: 'wcag'`) are held to WCAG only:
 * their template has no <main> or <h1>, which we cannot change without replacing Payload's views.
 */
export async function expectNoAxeViolations(page: Page, scope: 'all' | 'wcag' = 'all') {
  // Colours are checked as they settle: mid fade-in, a toast's text is still half transparent and
  // axe would measure that. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
  const results = await analyze(page, scope)
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}
