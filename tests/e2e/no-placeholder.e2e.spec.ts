import type { Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../scripts/lib/public-routes.mjs'
import { pdfText } from '../support/pdfText'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/** What a visitor reads, hears from a screen reader, or loads: text, labels, titles, addresses. */
async function visitorFacing(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = [`title: ${document.title}`, `text: ${document.body.innerText}`]
    for (const element of document.querySelectorAll('*')) {
      for (const name of ['alt', 'title', 'aria-label', 'src', 'srcset', 'href', 'poster']) {
        const value = element.getAttribute(name)
        if (value) seen.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`)
      }
    }
    for (const meta of document.querySelectorAll('meta[content]')) {
      seen.push(`meta: ${meta.getAttribute('content')}`)
    }
    return seen
  })
}

test.describe('nothing labelled "placeholder" reaches a visitor', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route}: no "placeholder" in its text, labels or addresses`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200)
      await page.waitForLoadState('networkidle')
      const seen = await visitorFacing(page)
      // The page rendered something to check, not an empty shell.
      expect(seen.find((line) => line.startsWith('text: '))!.length).toBeGreaterThan(50)
      expect(seen.filter((line) => /placeholder/i.test(line))).toEqual([])
    })
  }
})

test.describe('nothing labelled "placeholder" reaches a buyer', () => {
  test('the Integration Guide on /watch and the ebook on /course are real documents', async ({
    page,
  }) => {
    const email = uniqueEmail('no-placeholder')
    await buyInBrowser(page, { email, bonus: false })

    await page.goto(`/watch?email=${encodeURIComponent(email)}`)
    const guideLink = page
      .getByRole('region', { name: 'Integration Guide' })
      .getByRole('link', { name: 'Download PDF' })
    const guide = await page.request.get((await guideLink.getAttribute('href'))!)
    expect(guide.status()).toBe(200)
    expect(guide.headers()['content-type']).toContain('application/pdf')
    const guideText = pdfText(await guide.body())
    expect(guideText.text).toContain('Integration Guide')
    expect(guideText.text).toContain('Journaling prompts')
    expect(`${guideText.text} ${guideText.metadata}`).not.toMatch(/placeholder/i)
    expect((await guide.body()).toString('latin1')).not.toMatch(/placeholder/i)

    await page.goto(`/course?email=${encodeURIComponent(email)}`)
    const ebookLink = page.getByRole('link', { name: /Emotional Power Ebook/ })
    const ebook = await page.request.get((await ebookLink.getAttribute('href'))!)
    expect(ebook.status()).toBe(200)
    expect(ebook.headers()['content-type']).toContain('application/pdf')
    const ebookText = pdfText(await ebook.body())
    expect(ebookText.text).toContain('Emotional Power')
    expect(ebookText.text).toContain('The People-Pleaser')
    expect(`${ebookText.text} ${ebookText.metadata}`).not.toMatch(/placeholder/i)
    expect((await ebook.body()).toString('latin1')).not.toMatch(/placeholder/i)
  })
})
