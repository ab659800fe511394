import { Writable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'

import { Forbidden, logError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as graphqlRoute from '@/app/(payload)/api/graphql/route'
import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import { signInWithAccessLink } from '@/auth/memberSession'
import { leadsEndpoint } from '@/endpoints/leads'
import { createLogger } from '@/security/logger'
import { seed } from '@/seed'

import { callEndpoint } from './callEndpoint'

/**
 * Payload's own routes answered 500 to a malformed query, a word for an id, a negative page, an
 * operator a field has no use for, a buyer's versions of 30 collections, and logged a stack trace
 * for each (and for each 403); its GraphQL spelled out its schema ("Did you mean …?"). These
 * are the attacker's requests, sent through the app's own route handlers
 * (src/app/(payload)/api) as Next would call them, signed out and as a buyer: each must answer
 * 4xx with a JSON message, and leave one line in the log. A fault of ours still logs in full.
 */

let payload: Payload
let buyerCookie = ''
const logged: string[] = []

const visitors = () => [
  { who: 'signed out', cookie: '' },
  { who: 'a buyer', cookie: buyerCookie },
]

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH'

async function rest(method: Method, path: string, cookie: string, body?: unknown) {
  const url = new URL(`http://localhost:3000${path}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const handler = restRoute[method]
  const response = await handler(
    new Request(url, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  let json: { message?: unknown; errors?: unknown } = {}
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, text, json }
}

async function graphql(query: string, cookie: string, variables?: Record<string, unknown>) {
  const response = await graphqlRoute.POST(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
    {} as never,
  )
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: JSON.parse(text) as {
      errors?: { message: string; extensions?: { statusCode?: number } }[]
    },
  }
}

type Entry = { level: number; msg?: string; err?: { stack?: string } }

/** Runs `request` and returns the log entries it wrote (one JSON line each), beside its answer. */
async function withLog<T>(request: () => Promise<T>) {
  const before = logged.length
  const answer = await request()
  await new Promise((resolve) => setImmediate(resolve))
  const entries = logged
    .slice(before)
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry)
  return { answer, entries }
}

/** A 4xx with a `message` (and Payload's `errors` list, where there is one). */
function expectClientError(
  label: string,
  answer: { status: number; json: { message?: unknown; errors?: unknown }; text: string },
  status?: number,
) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  if (status) expect(answer.status, label).toBe(status)
  expect(typeof answer.json.message, `${label}: ${answer.text.slice(0, 300)}`).toBe('string')
  expect((answer.json.message as string).length, label).toBeGreaterThan(0)
  // Payload's answers list their errors too; our own endpoints' (AppError) may have no list.
  if (answer.json.errors !== undefined) expect(Array.isArray(answer.json.errors), label).toBe(true)
}

/**
 * At most one entry, and that one a line of information: no error object, no stack, no line
 * break (pino-pretty, the server's format, prints such an entry on one line).
 */
function expectOneLine(label: string, entries: Entry[]) {
  const shown = `${label} logged:\n${JSON.stringify(entries, null, 1).slice(0, 2000)}`
  expect(entries.length, shown).toBeLessThanOrEqual(1)
  for (const entry of entries) {
    expect(entry.err, shown).toBeUndefined()
    expect(entry.msg ?? '', shown).not.toContain('\n')
    expect(entry.level, shown).toBeLessThanOrEqual(30)
  }
}

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
  // Payload logs through payload.logger: ours (src/security/logger.ts), writing where we read.
  payload.logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk))
        done()
      },
    }),
  )
  const email = `payload500-buyer-${Date.now()}@example.com`
  const lead = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name: 'Query Fuzzer', source: 'meditation-download' },
  })
  expect(lead.status).toBeLessThan(300)
  buyerCookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
  expect(buyerCookie).toMatch(/^member_session=/)
})

/** The requests of the report: [path, status (when it must be exactly that)]. */
const MALFORMED: [string, number?][] = [
  ['/api/pages?where=abc', 400],
  ['/api/pages?page=-5', 400],
  ['/api/pages?where[id][in]=1,abc', 400],
  ['/api/pages?where[id][equals]=99999999999999999999', 400],
  ['/api/pages/abc', 404],
  ['/api/pages/1e10', 404],
  ['/api/pages/99999999999999999999', 404],
  ['/api/testimonials?where[stars][near]=1,2', 400],
  ['/api/testimonials?where[stars][within]=abc', 400],
  ['/api/courses?where[product][equals]=word', 400],
  ['/api/pages?where[meta.image][equals]=word', 400],
  ['/api/payload-migrations', 404],
  ['/api/no-such-collection', 404],
]

describe("Payload's REST routes answer a malformed request 4xx, and log one line", () => {
  for (const [path, status] of MALFORMED) {
    it(`GET ${path}`, async () => {
      for (const { who, cookie } of visitors()) {
        const { answer, entries } = await withLog(() => rest('GET', path, cookie))
        expectClientError(`${who}: GET ${path}`, answer, status)
        expectOneLine(`${who}: GET ${path}`, entries)
      }
    })
  }

  it('a query that reads nothing a visitor may not see still works (the requests are right)', async () => {
    const answer = await rest('GET', '/api/testimonials?where[stars][greater_than]=0&limit=1', '')
    expect(answer.status).toBe(200)
  })

  it("a buyer's versions of every collection without versions: 404, not a 500", async () => {
    const unversioned = payload.config.collections.filter((each) => !each.versions)
    expect(unversioned.length).toBeGreaterThanOrEqual(25)
    for (const { slug } of unversioned) {
      for (const path of [`/api/${slug}/versions`, `/api/${slug}/versions/1`]) {
        const { answer, entries } = await withLog(() => rest('GET', path, buyerCookie))
        expectClientError(`a buyer: GET ${path}`, answer, 404)
        expectOneLine(`a buyer: GET ${path}`, entries)
      }
    }
  })

  it("versions of a collection or global that keeps them: refused (the owner's alone)", async () => {
    const versioned = [
      ...payload.config.collections.filter((each) => each.versions).map((c) => `/api/${c.slug}`),
      ...payload.config.globals
        .filter((each) => each.versions)
        .map((g) => `/api/globals/${g.slug}`),
    ]
    expect(versioned.length).toBeGreaterThan(0)
    for (const { who, cookie } of visitors()) {
      for (const base of versioned) {
        for (const path of [`${base}/versions`, `${base}/versions/abc`]) {
          const { answer, entries } = await withLog(() => rest('GET', path, cookie))
          expectClientError(`${who}: GET ${path}`, answer)
          expectOneLine(`${who}: GET ${path}`, entries)
        }
      }
    }
  })

  it("a buyer's DELETE of a preference, and writes by anyone: 4xx, one line", async () => {
    for (const { who, cookie } of visitors()) {
      for (const [method, path] of [
        ['DELETE', '/api/payload-preferences/nav'],
        ['DELETE', '/api/payload-preferences/1'],
        ['DELETE', '/api/pages?where=abc'],
        ['PATCH', '/api/pages/abc'],
        ['DELETE', '/api/leads/99999999999999999999'],
      ] as [Method, string][]) {
        const { answer, entries } = await withLog(() =>
          rest(method, path, cookie, method === 'PATCH' ? {} : undefined),
        )
        expectClientError(`${who}: ${method} ${path}`, answer)
        expectOneLine(`${who}: ${method} ${path}`, entries)
      }
    }
  })

  it('an anonymous 403 logs one line, not a stack trace', async () => {
    const { answer, entries } = await withLog(() => rest('GET', '/api/leads', ''))
    expectClientError('GET /api/leads', answer, 403)
    expect(entries).toHaveLength(1)
    expectOneLine('GET /api/leads', entries)
  })

  it('as the build names it (class names minified), a 403 logs one line, not a stack trace', async () => {
    // The production bundle renames Forbidden to a letter, so Payload's own "log 403s as info"
    // (by class name) never applied there: each refusal was a stack trace.
    const refusal = new Forbidden()
    Object.defineProperty(refusal, 'name', { value: 'o' })
    const { entries } = await withLog(async () => logError({ err: refusal, payload }))
    expect(entries).toHaveLength(1)
    expectOneLine('a minified Forbidden', entries)
  })

  it('a write of ours that Postgres refuses is still logged whole (not taken for a client fault)', async () => {
    let failure: unknown
    try {
      // A value missing from an enum, as a task without its migration would write: class 22,
      // like a word for an id, but in an insert the server built.
      await payload.db.drizzle.execute(
        sql`insert into payload_jobs (task_slug, queue) values ('no-such-task', 'default')`,
      )
    } catch (error) {
      failure = error
    }
    expect(String((failure as Error)?.message)).toMatch(/^Failed query: insert/)
    const { entries } = await withLog(async () =>
      payload.logger.error({ err: failure, msg: 'Job failed' }),
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]!.level).toBe(50)
    expect(entries[0]!.err?.stack).toMatch(/\n\s+at /)
  })

  it('a fault of ours is still logged whole (the classification is not a blanket)', async () => {
    const { entries } = await withLog(async () => {
      payload.logger.error({ err: new Error('the disk is full'), msg: 'Upload failed' })
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]!.level).toBe(50)
    expect(entries[0]!.err?.stack).toMatch(/the disk is full\n\s+at /)
  })
})

describe('GraphQL answers a malformed query with a message, and logs one line', () => {
  it('a negative page, a wrong id, a relationship equal to a word: no "Something went wrong"', async () => {
    for (const { who, cookie } of visitors()) {
      for (const [query, variables] of [
        ['{ Pages(page: -5) { totalDocs } }'],
        ['{ Courses(where: { product: { equals: "word" } }) { totalDocs } }'],
        [
          'query ($w: Course_where) { Courses(where: $w) { totalDocs } }',
          { w: { updatedAt: { equals: 'not-a-date' } } },
        ],
      ] as [string, Record<string, unknown>?][]) {
        const { answer, entries } = await withLog(() => graphql(query, cookie, variables))
        expect(answer.status, `${who}: ${query}`).toBeLessThan(500)
        const errors = answer.json.errors ?? []
        expect(errors.length, `${who}: ${query}: ${answer.text}`).toBeGreaterThan(0)
        for (const error of errors) {
          expect(error.message, `${who}: ${query}`).not.toBe('Something went wrong.')
          expect(error.extensions?.statusCode ?? 400, `${who}: ${query}`).toBeLessThan(500)
        }
        expectOneLine(`${who}: ${query}`, entries)
      }
    }
  })
})

describe("GraphQL's access queries of the globals answer (Payload's resolver failed for anyone)", () => {
  it('docAccess of every global, signed out and as a buyer: no error', async () => {
    const names = ['Header', 'Footer', 'SiteSetting', 'AlternateHome', 'Meditation', 'QuizSetting']
    for (const { who, cookie } of visitors()) {
      for (const name of names) {
        const query = `{ docAccess${name} { update { permission } } }`
        const { answer, entries } = await withLog(() => graphql(query, cookie))
        expect(answer.json.errors, `${who}: ${query}: ${answer.text}`).toBeUndefined()
        expect(answer.text, `${who}: ${query}`).toContain(`"docAccess${name}":{`)
        expect(entries, `${who}: ${query}`).toEqual([])
      }
    }
  })
})

describe('GraphQL does not spell out its schema ("Did you mean …?")', () => {
  const misses: [string, Record<string, unknown>?][] = [
    ['{ Pagez { docs { id } } }'],
    ['{ Pages { docs { titl } } }'],
    ['{ Pages(wher: {}) { totalDocs } }'],
    [
      'query ($w: Page_where) { Pages(where: $w) { totalDocs } }',
      { w: { titel: { equals: 'x' } } },
    ],
    ['{ Archetypes(where: { key: { equals: people_pleasr } }) { totalDocs } }'],
  ]
  for (const [query, variables] of misses) {
    it(query, async () => {
      for (const { who, cookie } of visitors()) {
        const answer = await graphql(query, cookie, variables)
        expect(answer.status, who).toBeLessThan(500)
        // Still an error that says what is wrong with the request…
        expect(answer.json.errors?.length, `${who}: ${answer.text}`).toBeGreaterThan(0)
        // …but no list of the names that do exist.
        expect(answer.text, who).not.toMatch(/did you mean/i)
      }
    })
  }
})

describe("the job queue's routes are the owner's", () => {
  it('a buyer (and a stranger) cannot run, queue or cancel jobs through /api/payload-jobs', async () => {
    for (const { who, cookie } of visitors()) {
      for (const [method, path] of [
        ['GET', '/api/payload-jobs/run?allQueues=true'],
        ['POST', '/api/payload-jobs/run'],
        ['POST', '/api/payload-jobs/handle-schedules'],
      ] as const) {
        const answer = await rest(method, path, cookie, method === 'POST' ? {} : undefined)
        expect([401, 403, 404], `${who}: ${method} ${path} → ${answer.status}`).toContain(
          answer.status,
        )
      }
    }
  })
})
