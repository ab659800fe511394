import type { APIRequestContext, APIResponse } from '@playwright/test'

import { ownerCookie } from './admin-api'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/**
 * Payload's malformed requests, over HTTP against the production build: its routes answered 500
 * (and logged a stack trace) to malformed queries, ids that cannot exist, a buyer's versions of
 * collections that keep none, `payload-migrations` (501), and Payload's admin server actions
 * posted by anyone. Each request, signed out and as a buyer, must get a 4xx with a JSON message.
 * (The one-line log is shown by tests/int/payload-malformed-requests.int.spec.ts, which reads it.)
 */

const origin = `http://localhost:${process.env.E2E_PORT || 3100}`

/** The report's requests: [method, path]. */
const REQUESTS: [string, string][] = [
  ['GET', '/api/pages?where=abc'],
  ['GET', '/api/pages?page=-5'],
  ['GET', '/api/pages?where[id][in]=1,abc'],
  ['GET', '/api/pages/abc'],
  ['GET', '/api/pages/1e10'],
  ['GET', '/api/pages/99999999999999999999'],
  ['GET', '/api/testimonials?where[stars][near]=1,2'],
  ['GET', '/api/testimonials?where[stars][within]=abc'],
  ['GET', '/api/courses?where[product][equals]=word'],
  ['GET', '/api/payload-migrations'],
  ['POST', '/api/payload-migrations'],
  ['GET', '/api/lessons/versions'],
  ['GET', '/api/contacts/versions'],
  ['GET', '/api/leads/versions/1'],
  ['GET', '/api/pages/versions?where=abc'],
  ['DELETE', '/api/payload-preferences/nav'],
  ['DELETE', '/api/payload-preferences/1'],
]

async function send(request: APIRequestContext, method: string, path: string) {
  return request.fetch(path, { method, failOnStatusCode: false, maxRedirects: 0 })
}

/** A 4xx whose body is JSON with a message. */
async function expectClientError(response: APIResponse, label: string) {
  const text = await response.text()
  expect(response.status(), `${label}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(response.status(), `${label}: ${text.slice(0, 300)}`).toBeLessThan(500)
  let body: { message?: unknown } = {}
  try {
    body = JSON.parse(text)
  } catch {}
  expect(typeof body.message, `${label}: a JSON message, got ${text.slice(0, 200)}`).toBe('string')
}

/** The admin's server-action ids, as anyone reads them in the sign-in page. */
async function serverActionIds(request: APIRequestContext) {
  const html = await (await request.get('/admin/login')).text()
  const ids = [...html.matchAll(/\\?"id\\?":\\?"([0-9a-f]{40,})\\?",\\?"bound\\?"/g)].map(
    (match) => match[1]!,
  )
  expect(ids.length, 'the sign-in page names the server actions').toBeGreaterThan(0)
  return [...new Set(ids)]
}

const callBody = (name: string, args: Record<string, unknown>) => JSON.stringify([{ name, args }])

/** [label, body, content type, extra headers] of posts to a server action. */
const ACTION_POSTS: [string, string, string, Record<string, string>?][] = [
  ['form state', callBody('form-state', { collectionSlug: 'pages' }), 'text/plain;charset=UTF-8'],
  ['a list', callBody('render-list', { collectionSlug: 'contacts' }), 'text/plain;charset=UTF-8'],
  [
    'a document',
    callBody('render-document', { collectionSlug: 'users', docID: 1 }),
    'text/plain;charset=UTF-8',
  ],
  ['no such function', callBody('no-such-function', {}), 'text/plain;charset=UTF-8'],
  ['no arguments', '[]', 'text/plain;charset=UTF-8'],
  ['not JSON', 'garbage', 'text/plain;charset=UTF-8'],
  [
    'broken multipart',
    '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n{',
    'multipart/form-data; boundary=x',
  ],
  ['from another site', '[]', 'text/plain;charset=UTF-8', { origin: 'http://evil.example' }],
]

const visitors = [
  { who: 'signed out', buyer: false },
  { who: 'a buyer', buyer: true },
]

for (const { who, buyer } of visitors) {
  test.describe(`Payload's routes, ${who}`, () => {
    test.beforeEach(async ({ page }) => {
      if (buyer) {
        const { signedIn } = await buyInBrowser(page, {
          email: uniqueEmail('payload500'),
          bonus: false,
        })
        expect(signedIn).toBe(true)
      }
    })

    test('malformed queries, impossible ids and routes that do not exist: 4xx with a message', async ({
      page,
    }) => {
      for (const [method, path] of REQUESTS) {
        await expectClientError(await send(page.request, method, path), `${method} ${path}`)
      }
    })

    test("Payload's admin server actions: 4xx, whatever is posted", async ({ page }) => {
      for (const id of await serverActionIds(page.request)) {
        for (const [label, data, type, headers = {}] of ACTION_POSTS) {
          const response = await page.request.post('/admin', {
            data,
            headers: {
              'content-type': type,
              'next-action': id,
              accept: 'text/x-component',
              ...headers,
            },
            failOnStatusCode: false,
            maxRedirects: 0,
          })
          const status = response.status()
          expect(
            status,
            `${id} ${label}: ${(await response.text()).slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(400)
          expect(status, `${id} ${label}`).toBeLessThan(500)
        }
      }
    })
  })
}

test("the owner's own server function still runs (the refusals are not a blanket)", async ({
  request,
}) => {
  // One of the page's actions is the layout's (src/app/(payload)/layout.tsx): it builds her form.
  const answers = []
  for (const actionId of await serverActionIds(request)) {
    const response = await request.post('/admin', {
      data: callBody('form-state', {
        collectionSlug: 'pages',
        operation: 'create',
        schemaPath: 'pages',
      }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'next-action': actionId,
        accept: 'text/x-component',
        origin,
        cookie: ownerCookie(),
      },
      failOnStatusCode: false,
      maxRedirects: 0,
    })
    answers.push({ actionId, status: response.status(), text: await response.text() })
  }
  const formState = answers.find((answer) => answer.status === 200 && /"title"/.test(answer.text))
  expect(
    formState,
    JSON.stringify(answers.map((a) => [a.status, a.text.slice(0, 200)])),
  ).toBeTruthy()
})
