import { type APIRequestContext, type Page } from '@playwright/test'

import { buyElsewhere, buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

// The seeded lessons' Vimeo ids (src/seed/course.ts) and a sentence from the seeded ebook.
const VIDEO_IDS = ['907311455', '907311612', '907311788', '907311934']
const ADDON_IDS = VIDEO_IDS.slice(1)
const EBOOK_TEXT = 'Practice one: name it.'

const leaks = (body: string, secrets = VIDEO_IDS) => [
  ...secrets.filter((id) => body.includes(id)),
  ...(body.includes(EBOOK_TEXT) || body.startsWith('%PDF') ? ['ebook bytes'] : []),
]

/** Every response body the page receives while it loads and settles. */
async function bodiesWhileVisiting(page: Page, path: string) {
  const bodies: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    try {
      bodies.push({ url: response.url(), body: (await response.body()).toString('latin1') })
    } catch {
      // Redirects and aborted requests have no body.
    }
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return bodies
}

async function apiBodies(request: APIRequestContext, email: string) {
  const address = encodeURIComponent(email)
  const paths = [
    '/api/lessons?depth=2&limit=100',
    '/api/sections?depth=3&limit=100',
    '/api/courses?depth=3&limit=100',
    '/api/media?limit=100',
    '/api/media/file/emotional-power-ebook.pdf',
    '/api/media/file/integration-guide.pdf',
    `/api/download/emotional-power-ebook.pdf?email=${address}`,
    `/api/download/integration-guide.pdf?email=${address}`,
    '/api/course',
    `/api/verify-purchase/${address}`,
    '/api/purchases',
    '/api/course-orders',
    '/api/member-sessions',
    '/api/access-links',
  ]
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path)
      return {
        url: path,
        status: response.status(),
        body: (await response.body()).toString('latin1'),
      }
    }),
  )
  const graphql = await request.post('/api/graphql', {
    data: {
      query: '{ Lessons { docs { moduleId videoHostId } } Courses { docs { ebook { url } } } }',
    },
  })
  answers.push({
    url: '/api/graphql',
    status: graphql.status(),
    body: (await graphql.body()).toString('latin1'),
  })
  return answers
}

test.describe('buyer content without a member session', () => {
  test('no response anywhere carries a video id or the ebook to someone who only knows the e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('known-address')
    await buyElsewhere({ email, bonus: true })

    for (const answer of await apiBodies(request, email)) {
      expect(leaks(answer.body), `${answer.url} (${answer.status})`).toEqual([])
    }
    expect((await request.get('/api/course')).status()).toBe(401)
    expect(
      (
        await request.get(
          `/api/download/emotional-power-ebook.pdf?email=${encodeURIComponent(email)}`,
        )
      ).status(),
    ).toBe(401)
    expect(
      (await request.get('/api/media/file/emotional-power-ebook.pdf')).status(),
    ).toBeGreaterThanOrEqual(400)

    const address = encodeURIComponent(email)
    for (const path of [
      `/watch?email=${address}`,
      `/course?email=${address}`,
      `/course/main-masterclass?email=${address}`,
      `/course/eros-activation?email=${address}`,
      '/masterclass',
      '/checkout',
      '/',
    ]) {
      for (const { url, body } of await bodiesWhileVisiting(page, path)) {
        expect(leaks(body), `${path} → ${url}`).toEqual([])
      }
    }
    await expect(page.locator('iframe[src*="vimeo"]')).toHaveCount(0)
  })

  test('a main-only buyer, signed in, receives the main video id but never an add-on id', async ({
    page,
  }) => {
    const email = uniqueEmail('main-only-secure')
    await buyInBrowser(page, { email, bonus: false })

    const course = await page.request.get('/api/course')
    const body = await course.text()
    expect(body).toContain(VIDEO_IDS[0])
    expect(leaks(body, ADDON_IDS)).toEqual([])

    const address = encodeURIComponent(email)
    for (const path of [`/course/boundary-tapping?email=${address}`, `/watch?email=${address}`]) {
      for (const { url, body: seen } of await bodiesWhileVisiting(page, path)) {
        expect(leaks(seen, ADDON_IDS), `${path} → ${url}`).toEqual([])
      }
    }
  })

  test('the ebook downloads for the signed-in buyer only', async ({ page, request }) => {
    const email = uniqueEmail('ebook')
    await buyInBrowser(page, { email, bonus: false })
    const path = `/api/download/emotional-power-ebook.pdf?email=${encodeURIComponent(email)}`
    const own = await page.request.get(path)
    expect(own.status()).toBe(200)
    expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // The same address from another browser (no cookie) gets a message, not the file.
    const other = await request.get(path)
    expect(other.status()).toBe(401)
    expect((await other.json()).message).toEqual(expect.any(String))
  })
})
