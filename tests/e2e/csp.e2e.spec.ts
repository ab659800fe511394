// The Content-Security-Policy without a nonce (server/csp.mjs), from the attacker's side: a
// `<script>` she gets into the CMS, or into the HTML itself, does not run; the page's own scripts
// (Next's inline ones, allowed by hash, and its chunks) do, so the page works.
import { type Page } from '@playwright/test'

import { ownerAuth } from './admin-api'
import { hydrated } from './hydrated'
import { expect, test } from './fixtures'

const PROBE = '<script>window.__pwned=1</script>'

/** What the browser blocked, as its securitypolicyviolation events report it. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

const pwned = (page: Page) => page.evaluate(() => String((window as { __pwned?: unknown }).__pwned))

/** The rich text a content block stores: one paragraph holding `text`. */
const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [
          { mode: 'normal', text, type: 'text', style: '', detail: 0, format: 0, version: 1 },
        ],
      },
    ],
  },
})

test('a <script> written into a page in the CMS is shown as text and never runs', async ({
  page,
  request,
}) => {
  const headers = await ownerAuth(request)
  const slug = `csp-probe-${Date.now()}`
  const created = await request.post('/api/pages', {
    headers,
    data: {
      title: `Probe ${PROBE}`,
      slug,
      _status: 'published',
      layout: [
        { blockType: 'hero', variant: 'banner', heading: `Heading ${PROBE}`, tagline: PROBE },
        { blockType: 'content', heading: 'Story', body: richText(`Rich text ${PROBE}`) },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = await created.json()
  try {
    const violations = await recordViolations(page)
    const response = await page.goto(`/${slug}`)
    expect(response!.status()).toBe(200)
    // React escaped it: the words are on the page, no element was made of them.
    await expect(page.getByText(`Rich text ${PROBE}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: `Heading ${PROBE}` })).toBeVisible()
    expect(await response!.text()).not.toContain(PROBE)
    expect(await pwned(page)).toBe('undefined')
    expect(response!.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test("a <script> injected into the served HTML is blocked by the page's own policy, while the page's scripts run", async ({
  page,
}) => {
  const violations = await recordViolations(page)
  let policy = ''
  // The real answer, headers and all, with markup a stored XSS would have put in it: a plain
  // script, and one that starts like Next's own flight data but carries code.
  await page.route('**/quiz', async (route) => {
    const response = await route.fetch()
    policy = response.headers()['content-security-policy'] ?? ''
    const body = (await response.text()).replace(
      '</body>',
      `${PROBE}<script>self.__next_f.push([1,""]);window.__pwned=2</script></body>`,
    )
    await route.fulfill({ response, body })
  })
  await page.goto('/quiz')
  expect(policy).toMatch(/script-src [^;]*'sha256-/)
  expect(policy).not.toMatch(/script-src[^;]*('unsafe-inline'|'nonce-)/)
  await expect.poll(async () => (await violations()).length).toBe(2)
  for (const violation of await violations()) expect(violation).toBe('script-src-elem inline')
  expect(await pwned(page)).toBe('undefined')

  // Hydrated: the quiz's first card turns when she draws it.
  const draw = page.getByRole('button', { name: /Draw Your Card/ })
  await hydrated(draw)
  await draw.click()
  await expect(page.getByRole('heading', { level: 2, name: /Card 1 of/ })).toBeVisible()
  expect(await pwned(page)).toBe('undefined')
})
