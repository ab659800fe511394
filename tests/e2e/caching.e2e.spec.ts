import { type ChildProcess, spawn } from 'node:child_process'

import type { APIRequestContext } from '@playwright/test'

import { CACHED_ROUTES } from '../../scripts/lib/public-routes.mjs'

import { ownerAuth, ownerCookie } from './admin-api'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/*
 * Public pages are prerendered and cached, with a Cache-Control a CDN may hold; per-person pages
 * are rendered per request and private; an edit in the CMS shows on the public pages at once, in
 * every web process (src/content/revalidate.ts, src/content/cacheHandler.mjs).
 */

/** Every public page with the same copy for everyone (the missing page's 404 is asked below). */
const PUBLIC = CACHED_ROUTES.filter((route) => route !== '/no-such-page')

/** Her own answers: never stored by a shared cache. */
const PER_PERSON = [
  '/checkout',
  '/watch',
  '/watch/billing',
  '/course',
  '/sign-in?token=not-a-real-token',
  '/affiliate?token=not-a-real-token',
  '/workshop/holy-mess?registration=confirmed&session_id=demo_cs_not_real',
  '/admin',
]

const cacheable = (value: string | undefined) =>
  /(^|,\s*)s-maxage=\d+/.test(value ?? '') &&
  /stale-while-revalidate=\d+/.test(value ?? '') &&
  !/private|no-store|no-cache/.test(value ?? '')

const personal = (value: string | undefined) => /private|no-store/.test(value ?? '')

async function publishedCourse(request: APIRequestContext) {
  const found = await request.get('/api/courses?where[isPublished][equals]=true&depth=0&limit=1', {
    headers: await ownerAuth(),
  })
  const { docs } = (await found.json()) as { docs: { slug: string }[] }
  return docs[0]?.slug
}

test('every public page is sent with a Cache-Control a CDN can hold, and every per-person page private', async ({
  request,
}) => {
  const course = await publishedCourse(request)
  expect(course).toBeTruthy()
  for (const route of [...PUBLIC, `/courses/${course}`]) {
    const response = await request.get(route, { maxRedirects: 0 })
    expect(response.status(), route).toBe(200)
    expect(
      cacheable(response.headers()['cache-control']),
      `${route}: ${response.headers()['cache-control']}`,
    ).toBe(true)
  }
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expect(cacheable(missing.headers()['cache-control']), missing.headers()['cache-control']).toBe(
    true,
  )

  for (const route of PER_PERSON) {
    const response = await request.get(route, { maxRedirects: 0 })
    expect(response.status(), route).toBeLessThan(500)
    expect(
      personal(response.headers()['cache-control']),
      `${route}: ${response.headers()['cache-control']}`,
    ).toBe(true)
  }
})

test("a signed-in owner's or buyer's cookie never makes a cacheable page hers", async ({
  page,
  playwright,
  request,
}) => {
  const owner = ownerCookie()
  // A real buyer: the demo checkout signs this browser in as her.
  const buyer = uniqueEmail('caching')
  await buyInBrowser(page, { email: buyer, bonus: false })
  const member = (await page.context().cookies())
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ')
  expect(member).toContain('member_session=')
  const cookies = [owner, member, `${owner}; __prerender_bypass=forged`]
  const course = await publishedCourse(request)
  // Pages no other test of this run edits, so a regeneration in between changes no byte.
  for (const route of ['/quiz', '/privacy', '/link-in-bio', `/courses/${course}`]) {
    const anonymous = await (await request.get(route)).text()
    for (const cookie of cookies) {
      const response = await request.get(route, { headers: { Cookie: cookie } })
      const cacheControl = response.headers()['cache-control']
      // Either the shared page, the very bytes everyone gets, or a private answer.
      if (cacheable(cacheControl)) {
        const body = await response.text()
        expect(body, route).not.toContain('owner@example.com')
        expect(body, route).not.toContain(buyer)
        expect(body === anonymous, `${route} with ${cookie.split('=')[0]}`).toBe(true)
      } else {
        expect(personal(cacheControl), `${route}: ${cacheControl}`).toBe(true)
      }
    }
  }

  // Her draft preview is rendered for her alone, and private.
  const context = await playwright.request.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT || 3100}`,
    extraHTTPHeaders: { Cookie: owner },
  })
  try {
    const preview = await context.get('/next/preview?path=/about', { maxRedirects: 0 })
    expect(preview.status()).toBeLessThan(400)
    const bypass = preview
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'set-cookie')
      .map(({ value }) => value.split(';')[0])
      .find((cookie) => cookie?.startsWith('__prerender_bypass='))
    expect(bypass).toBeTruthy()
    const drafted = await context.get('/about', { headers: { Cookie: `${owner}; ${bypass}` } })
    expect(drafted.status()).toBe(200)
    expect(personal(drafted.headers()['cache-control']), drafted.headers()['cache-control']).toBe(
      true,
    )
  } finally {
    await context.dispose()
  }
})

/** A second web process on the same build and database, as behind a load balancer. */
async function secondServer(port: number) {
  const child = spawn(process.execPath, ['server/serve.mjs', '--port', String(port)], {
    env: { ...process.env, JOBS_AUTORUN: '0', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the second server exited (${child.exitCode})`)
        return fetch(`${origin}/api/health`).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200)
  return { child, origin }
}

const pageText = (origin: string, route: string) =>
  fetch(origin + route).then((response) => response.text())

test('a published page and site settings show on the public pages within seconds, in both web processes', async ({
  request,
}) => {
  test.slow() // a second server starts
  const headers = await ownerAuth()
  let second: { child: ChildProcess; origin: string } | undefined
  const found = await request.get('/api/pages?where[slug][equals]=work-with-me&depth=0', {
    headers,
  })
  const page = ((await found.json()) as { docs: { id: number; meta?: { description?: string } }[] })
    .docs[0]!
  const settings = (await (
    await request.get('/api/globals/site-settings?depth=0', { headers })
  ).json()) as { tagline?: string }
  const mark = Date.now()
  const description = `Cached, then refreshed ${mark}`
  const tagline = `A tagline published at ${mark}`
  try {
    second = await secondServer(Number(process.env.E2E_PORT || 3100) + 50)
    const origins = [`http://localhost:${process.env.E2E_PORT || 3100}`, second.origin]
    // Both processes hold the pages in their caches first, fresh: the second process's copies
    // were rendered just now, so for their `revalidate` (60 s) only a revalidation from elsewhere
    // can change them — the published words reach it through Postgres or not at all.
    for (const origin of origins) {
      for (const route of ['/work-with-me', '/email-header-test']) {
        await expect
          .poll(async () => (await fetch(origin + route)).headers.get('x-nextjs-cache'))
          .toBe('HIT')
      }
    }

    // Published through the first process only.
    const published = await request.patch(`/api/pages/${page.id}`, {
      headers,
      data: { meta: { ...page.meta, description }, _status: 'published' },
    })
    expect(published.ok(), await published.text()).toBe(true)
    const saved = await request.post('/api/globals/site-settings', {
      headers,
      data: { tagline },
    })
    expect(saved.ok(), await saved.text()).toBe(true)

    for (const origin of origins) {
      await expect
        .poll(async () => (await pageText(origin, '/work-with-me')).includes(description))
        .toBe(true)
      await expect
        .poll(async () => (await pageText(origin, '/email-header-test')).includes(tagline))
        .toBe(true)
    }
  } finally {
    await request.patch(`/api/pages/${page.id}`, {
      headers,
      data: { meta: page.meta ?? {}, _status: 'published' },
    })
    await request.post('/api/globals/site-settings', {
      headers,
      data: { tagline: settings.tagline ?? null },
    })
    if (second && second.child.exitCode === null) {
      const exited = new Promise((resolve) => second!.child.once('exit', resolve))
      second.child.kill('SIGTERM')
      await exited
    }
  }
})
