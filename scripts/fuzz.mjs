#!/usr/bin/env node
// npm run fuzz: malformed bodies and addresses against every public endpoint of a production
// build, and malformed queries against Payload's REST and GraphQL for every collection and global
// and its admin server functions, signed out and as a buyer (a demo purchase signs one in). Counts
// the answers per status and exits 1 on any 5xx (GraphQL's inside a 200 too), if the server stops
// answering, or on a GraphQL "Did you mean" (the schema, spelled out while introspection is off).
//   node scripts/fuzz.mjs --url http://localhost:3101   a running server (npm test does this)
//   node scripts/fuzz.mjs                               its own throw-away database, build and server
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'
import { promisify } from 'node:util'

import { buildIsCurrent, migrateAndSeed, nextBuild } from './lib/build.mjs'
import { typescriptCommand } from './lib/bundle.mjs'
import { startDatabase } from './lib/database.mjs'
import { start } from './lib/run.mjs'

const urlFlag = process.argv.indexOf('--url')
const given = urlFlag > -1 ? process.argv[urlFlag + 1] : undefined

/** Public POST endpoints and a plausible body for each; every mutation below starts from these. */
const POSTS = {
  '/api/leads': { email: 'fuzz@example.com', name: 'Fuzz', source: 'meditation-download' },
  '/api/waitlist': { email: 'fuzz@example.com', name: 'Fuzz', program: 'radiant-alchemy' },
  '/api/contact': { email: 'fuzz@example.com', name: 'Fuzz', message: 'Hello there, a question.' },
  '/api/applications': { email: 'fuzz@example.com', name: 'Fuzz', phone: '555 0100' },
  '/api/create-payment-intent': { email: 'fuzz@example.com', amount: 44 },
  '/api/demo-payments/confirm': {
    clientSecret: 'demo_pi_x_secret_y',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  },
  '/api/member/access-link': { email: 'fuzz@example.com', redirectTo: '/watch' },
  '/api/member/claim-payment': { paymentIntentId: 'pi_x', clientSecret: 'pi_x_secret_y' },
  '/api/member/sign-in': { token: 'not-a-token' },
  '/api/member/sign-out': {},
  '/api/course/progress': { moduleId: 'main-masterclass', completed: true },
  '/api/workshop/holy-mess/register': { email: 'fuzz@example.com', name: 'Fuzz' },
  '/api/workshop/test-checkout/confirm': { sessionId: 'demo_cs_0123456789abcdef' },
  '/api/stripe/webhook': { id: 'evt_x', type: 'payment_intent.succeeded' },
  '/api/generate-voice': { text: 'Hello', voiceId: 'voice' },
  '/api/text-to-speech': { text: 'Hello' },
  '/api/unsubscribe': { token: 'x' },
  '/api/event': { n: 'pageview', u: 'http://localhost/about', r: '', w: 390 },
  '/api/resubscribe': { token: 'x' },
  '/api/users/login': { email: 'fuzz@example.com', password: 'wrong-password' },
  '/api/users/forgot-password': { email: 'fuzz@example.com' },
  '/api/admin/request-magic-link': { email: 'fuzz@example.com' },
  '/api/admin/verify-magic-link': { token: 'not-a-token' },
  '/api/admin/sign-out': { everywhere: true },
  '/api/admin/applications/1/decision': { decision: 'accept' },
  '/api/admin/courses': { title: 'Fuzz', price: 10 },
  '/api/testimonials': { name: 'Fuzz', text: 'Hi', stars: 5 },
  '/api/graphql': { query: '{ Pages { docs { title } } }' },
}

const MB = 'x'.repeat(1024 * 1024)
const deep = (levels) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const replaceStrings = (body, value) =>
  Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? value(v) : v]),
  )

/** [label, raw body, content type] for one endpoint. */
function malformedBodies(base) {
  const json = (value) => JSON.stringify(value)
  const bodies = [
    ['empty', '', 'application/json'],
    ['not JSON', 'not json at all', 'application/json'],
    ['truncated JSON', json(base).slice(0, -3), 'application/json'],
    ['array', '[1,2,3]', 'application/json'],
    ['string', '"hello"', 'application/json'],
    ['number', '42', 'application/json'],
    ['null', 'null', 'application/json'],
    [
      'wrong types',
      json(Object.fromEntries(Object.keys(base).map((k) => [k, { nested: [1] }]))),
      'application/json',
    ],
    [
      'numbers for strings',
      json(Object.fromEntries(Object.keys(base).map((k) => [k, 1e308]))),
      'application/json',
    ],
    ['huge number', '{"email":1e999,"amount":-1e999}', 'application/json'],
    ['NUL in every string', json(replaceStrings(base, (v) => `${v}\u0000`)), 'application/json'],
    ['escaped NUL', json(base).replace(/"(,|})/, '\\u0000"$1'), 'application/json'],
    ['lone high surrogate', json(base).replace(/"(,|})/, '\\ud800"$1'), 'application/json'],
    ['lone low surrogate', json(replaceStrings(base, (v) => `\udc00${v}`)), 'application/json'],
    ['NUL in a key', '{"e\\u0000mail":"fuzz@example.com"}', 'application/json'],
    ['1 MB string', json(replaceStrings(base, () => MB)), 'application/json'],
    ['60 KB string', json(replaceStrings(base, () => 'y'.repeat(60_000))), 'application/json'],
    ['deep nesting', deep(5000), 'application/json'],
    ['__proto__', `{"__proto__":{"polluted":true},${json(base).slice(1)}`, 'application/json'],
    [
      'constructor.prototype',
      '{"constructor":{"prototype":{"polluted":true}}}',
      'application/json',
    ],
    ['text/plain', json(base), 'text/plain'],
    ['form-encoded', new URLSearchParams(base).toString(), 'application/x-www-form-urlencoded'],
    [
      'multipart garbage',
      '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{',
      'multipart/form-data; boundary=x',
    ],
    ['binary', randomBytes(512), 'application/octet-stream'],
    [
      'control characters',
      json(replaceStrings(base, (v) => `${v}\u0001\u001f\u007f`)),
      'application/json',
    ],
  ]
  return bodies
}

const MALFORMED_PATHS = [
  '/%zz',
  '/%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%ED%A0%80',
  '/%00',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/../../etc/passwd',
  '/api/verify-purchase/%zz',
  '/api/verify-purchase/%00',
  '/api/verify-purchase/%ED%A0%80',
  `/api/verify-purchase/${'a'.repeat(5000)}@example.com`,
  '/api/verify-purchase/',
  '/api/download/%zz',
  '/api/download/..%2f..%2fpackage.json',
  '/api/download/%00.pdf',
  '/api/unsubscribe?token=%00',
  '/api/unsubscribe?token=%zz',
  `/api/unsubscribe?token=${'t'.repeat(10_000)}`,
  '/api/member/sign-in?token=%00',
  '/api/member/sign-in?token=%zz',
  '/api/course?x=%ff',
  '/course/%zz',
  '/course/%00',
  '/workshop/%zz',
  '/workshop/%00',
  `/workshop/${'w'.repeat(3000)}`,
  '/watch?email=%zz',
  '/watch?email=%00',
  '/checkout?addon=%zz&email=%ff',
  '/quiz?result=%00',
  '/api/pages?where[slug][equals]=%00',
  '/api/pages?where[slug][equals]=%zz',
  '/api/pages?where[slug][like]=%ED%A0%80',
  '/api/pages?depth=999999',
  '/api/pages?limit=-1',
  '/api/pages?sort=%00',
  '/api/pages?where[__proto__][x]=1',
  '/api/globals/site-settings?depth=%zz',
  '/api/media/file/%zz',
  '/api/media/file/%00',
  '/api/media/file/..%2F..%2Fpayload.config.ts',
  '/api/graphql?query=%00',
  '/api/leads/%zz',
  '/api/leads/999999999999999999999',
  '/admin/%zz',
  '/admin/collections/%00',
  '/sitemap.xml?%zz',
  '/robots.txt%00',
  '/_next/%zz',
  '/api/health/%zz',
  '/api/workshop/%zz/register',
  '/api/workshop/%00/register',
]

function send(origin, { method, path: requestPath, body, type, headers: extra = {} }) {
  const url = new URL(origin)
  return new Promise((resolve) => {
    let answer
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        headers: {
          ...extra,
          ...(body === undefined
            ? {}
            : { 'content-type': type, 'content-length': Buffer.byteLength(body) }),
        },
        timeout: 20_000,
      },
      (res) => {
        answer = { status: res.statusCode ?? 0, text: '', headers: res.headers }
        res.on('data', (chunk) => (answer.text += chunk))
        res.on('end', () => resolve(answer))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    // A server that refuses a large body answers before it is all sent, then closes: the answer
    // is what counts, not the broken pipe that follows.
    req.on('error', (error) => resolve(answer ?? { status: 0, text: error.message }))
    if (body !== undefined) req.write(body)
    req.end()
  })
}

// ── Payload's own routes ──────────────────────────────────────────────────────────────────────

/** Collections, globals and GraphQL operations of the built config (scripts/payload-surface.ts). */
async function payloadSurface() {
  const [command, args] = await typescriptCommand('scripts/payload-surface.ts')
  const { stdout } = await promisify(execFile)(command, args, { maxBuffer: 64 * 1024 * 1024 })
  return JSON.parse(stdout.trim().split('\n').at(-1))
}

/**
 * A buyer's session, as any stranger gets one: a demo purchase for a brand-new address signs the
 * paying browser in (member_session). Done first, before the body fuzz spends this client's
 * checkout budget.
 */
async function buyerCookie(origin) {
  const email = `fuzz-buyer-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`
  const post = (path, data) =>
    send(origin, { method: 'POST', path, body: JSON.stringify(data), type: 'application/json' })
  const intent = await post('/api/create-payment-intent', { amount: 44, email })
  if (intent.status !== 200)
    throw new Error(`no buyer session: create-payment-intent ${intent.status} ${intent.text}`)
  const confirm = await post('/api/demo-payments/confirm', {
    clientSecret: JSON.parse(intent.text).clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  })
  const cookie = [confirm.headers?.['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('member_session='))
  if (confirm.status !== 200 || !cookie)
    throw new Error(`no buyer session: demo confirm ${confirm.status} ${confirm.text}`)
  return cookie
}

/** The ids of the admin's server actions, from the sign-in page, as anyone can read them. */
async function serverActionIds(origin) {
  const page = await send(origin, { method: 'GET', path: '/admin/login' })
  const ids = new Set()
  for (const match of page.text.matchAll(/\\?"id\\?":\\?"([0-9a-f]{40,})\\?",\\?"bound\\?"/g))
    ids.add(match[1])
  return [...ids]
}

const DEEP_WHERE = `where${'[and][0]'.repeat(60)}[id][equals]=1`

/** Malformed list queries every collection gets. */
const LIST_QUERIES = [
  'where=abc',
  'where={',
  'where=null',
  'where[id][in]=1,abc',
  'where[id][equals]=abc',
  'where[id][equals]=1e10',
  'where[id][equals]=99999999999999999999',
  'where[id][greater_than]=-1e999',
  'where[id][near]=1,2',
  'where[id][within]=abc',
  'where[id][like]=1',
  'where[id][bogus]=1',
  'where[id][exists]=maybe',
  'where[nonexistent][equals]=1',
  'where[or][0][id][equals]=abc',
  'where[and]=abc',
  DEEP_WHERE,
  'sort=nonexistent',
  'sort=id,,-',
  'sort[]=id',
  'limit=-1',
  'limit=abc',
  'limit=99999999999999999999',
  'page=-5',
  'page=0',
  'page=1e10',
  'page=99999999999999999999',
  'page[]=1',
  'depth=-1',
  'depth=abc',
  'depth=1000',
  'select[id]=maybe',
  'select=abc',
  'select[a][b][c][d]=true',
  'populate=abc',
  'populate[x][y]=true',
  'joins[x][limit]=-1',
  'draft=true',
  'draft=abc',
  'locale=xx&fallback-locale=yy',
  'pagination=abc',
  'trash=true',
]

/** Queries that are wrong for one type of field (a word for a relationship's id, `near` on a number). */
const TYPED_QUERIES = {
  number: (f) => [`where[${f}][near]=1,2`, `where[${f}][within]=abc`, `where[${f}][equals]=abc`],
  relationship: (f) => [`where[${f}][equals]=word`, `where[${f}][in]=a,b`],
  upload: (f) => [`where[${f}][equals]=word`],
  date: (f) => [`where[${f}][greater_than]=not-a-date`, `where[${f}][equals]=99999-99-99`],
  select: (f) => [`where[${f}][equals]=not-an-option`, `where[${f}][in]=x,y`],
  radio: (f) => [`where[${f}][equals]=not-an-option`],
  checkbox: (f) => [`where[${f}][equals]=maybe`],
  text: (f) => [`where[${f}][like]=%25_%5C`, `where[${f}][near]=1,2`],
  email: (f) => [`where[${f}][in]=a,b`],
  json: (f) => [`where[${f}][equals]=x`],
  array: (f) => [`where[${f}][equals]=x`],
}

const IDS = ['abc', '1e10', '99999999999999999999', '-1', '0', '1.5', '2147483648', '%20', '1;']

const json = (value) => ({ body: JSON.stringify(value), type: 'application/json' })

/** [method, path, extra] for one collection. */
function collectionRequests(collection) {
  const base = `/api/${collection.slug}`
  const requests = LIST_QUERIES.map((query) => ['GET', `${base}?${query}`])
  for (const [type, paths] of Object.entries(collection.fields)) {
    const queries = TYPED_QUERIES[type]
    if (queries && paths[0]) requests.push(...queries(paths[0]).map((q) => ['GET', `${base}?${q}`]))
  }
  for (const id of IDS.slice(0, 7)) requests.push(['GET', `${base}/${id}`])
  requests.push(
    ['GET', `${base}/${IDS[7]}`],
    ['GET', `${base}/1?depth=abc&draft=abc&select=abc`],
    ['GET', `${base}/versions`],
    ['GET', `${base}/versions?where=abc&page=-5`],
    ['GET', `${base}/versions?where[parent][equals]=abc`],
    ['GET', `${base}/versions/abc`],
    ['GET', `${base}/versions/99999999999999999999`],
    ['GET', `${base}/versions/1`],
    ['POST', `${base}/versions/abc`],
    ['GET', `${base}/count?where=abc`],
    ['GET', `${base}/count?where[id][equals]=abc`],
    ['DELETE', `${base}/abc`],
    ['DELETE', `${base}/1`],
    ['DELETE', `${base}?where=abc`],
    ['DELETE', `${base}?where[id][equals]=99999999999999999999`],
    ['PATCH', `${base}/abc`, json({})],
    ['PATCH', `${base}?where[id][equals]=abc`, json({})],
    ['POST', base, json({})],
    ['POST', `${base}/abc/duplicate`, json({})],
    [
      'POST',
      base,
      { body: 'not json', type: 'application/json', headers: { 'x-http-method-override': 'GET' } },
    ],
    [
      'POST',
      base,
      {
        body: 'where=abc&page=-5',
        type: 'application/x-www-form-urlencoded',
        headers: { 'x-http-method-override': 'GET' },
      },
    ],
  )
  if (collection.auth) {
    requests.push(
      ['GET', `${base}/me`],
      ['GET', `${base}/init`],
      ['POST', `${base}/refresh-token`],
      ['POST', `${base}/logout`],
      ['POST', `${base}/login`, json({ email: 'abc', password: ['x'] })],
      ['POST', `${base}/forgot-password`, json({ email: { $gt: '' } })],
      ['POST', `${base}/reset-password`, json({ token: 'abc', password: 'x' })],
      ['POST', `${base}/verify/abc`],
      ['POST', `${base}/unlock`, json({ email: 'abc' })],
    )
  }
  if (collection.upload)
    requests.push(['GET', `${base}/file/%00`], ['GET', `${base}/paste-url/1?src=x`])
  return requests
}

function globalRequests(global) {
  const base = `/api/globals/${global.slug}`
  return [
    ['GET', base],
    ['GET', `${base}?depth=abc`],
    ['GET', `${base}?depth=-1`],
    ['GET', `${base}?draft=true`],
    ['GET', `${base}?draft=abc`],
    ['GET', `${base}?locale=xx`],
    ['GET', `${base}?select=abc`],
    ['GET', `${base}?select[a][b]=maybe`],
    ['GET', `${base}?populate=abc`],
    ['GET', `${base}/versions`],
    ['GET', `${base}/versions?where=abc&page=-5`],
    ['GET', `${base}/versions/abc`],
    ['GET', `${base}/versions/99999999999999999999`],
    ['POST', `${base}/versions/abc`],
    ['POST', base, json({})],
    ['GET', `${base}/access`],
  ]
}

/** GraphQL documents: each query and mutation with wrong arguments, and near-misses of names. */
function graphqlRequests({ queries, mutations }) {
  const documents = []
  const call = (kind, op, args, variables) => {
    const list = Object.entries(args)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')
    const selection = op.leaf ? '' : ' { __typename }'
    const declared = variables ? `(${variables.declare})` : ''
    documents.push({
      query: `${kind}${declared} { ${op.name}${list ? `(${list})` : ''}${selection} }`,
      ...(variables ? { variables: variables.values } : {}),
    })
  }
  const has = (op, name) => op.args.find((arg) => arg.name === name)
  for (const op of queries) {
    const required = Object.fromEntries(
      op.args.filter((arg) => arg.type.endsWith('!')).map((arg) => [arg.name, '-1']),
    )
    call('query', op, required)
    if (has(op, 'id')) {
      call('query', op, { ...required, id: '2147483647' })
      call('query', op, { ...required, id: '0' })
    }
    if (has(op, 'draft')) call('query', op, { ...required, draft: 'true' })
    if (has(op, 'limit')) call('query', op, { ...required, limit: '-1' })
    if (has(op, 'page')) {
      call('query', op, { ...required, page: '-5' })
      call('query', op, { ...required, page: '2147483647', limit: '2147483647' })
    }
    if (has(op, 'sort')) {
      call('query', op, { ...required, sort: '"-nonexistent"' })
      call('query', op, { ...required, sort: '"%%,,-"' })
    }
    const where = has(op, 'where')
    for (const value of op.wheres ?? []) {
      call(
        'query',
        op,
        { ...required, where: '$where' },
        { declare: `$where: ${where.type}`, values: { where: value } },
      )
    }
  }
  for (const op of mutations) {
    const args = {}
    for (const arg of op.args) {
      if (arg.name === 'id') args.id = '2147483647'
      else if (arg.name === 'data') args.data = '{}'
      else if (arg.type.endsWith('!')) args[arg.name] = arg.type.startsWith('String') ? '"x"' : '1'
    }
    call('mutation', op, args)
  }
  // Misspelled names: graphql-js would answer "Did you mean …?", naming what exists.
  for (const op of queries.slice(0, 6)) {
    documents.push({ query: `{ ${op.name}x { __typename } }` })
    documents.push({ query: `{ ${op.name}(wher: {}) { __typename } }` })
  }
  documents.push({ query: '{ __schema { types { name } } }' })
  documents.push({ query: 'query ($x: Int) { __typename }', variables: { x: 'abc' } })
  return documents.map((document) => ['POST', '/api/graphql', json(document)])
}

/** Posts to the admin's server actions: Payload's server functions, as Next's client calls them. */
function serverActionRequests(ids) {
  const text = (body) => ({ body, type: 'text/plain;charset=UTF-8' })
  const bodies = [
    text(JSON.stringify([{ name: 'form-state', args: { collectionSlug: 'pages' } }])),
    text(JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'contacts' } }])),
    text(
      JSON.stringify([{ name: 'render-document', args: { collectionSlug: 'users', docID: 1 } }]),
    ),
    text(JSON.stringify([{ name: 'table-state', args: { collectionSlug: 'leads' } }])),
    text(JSON.stringify([{ name: 'slugify', args: { valueToSlugify: 'x' } }])),
    text(JSON.stringify([{ name: 'no-such-function', args: {} }])),
    text(JSON.stringify([])),
    text(JSON.stringify([null])),
    text(JSON.stringify(['$@x'])),
    text('garbage'),
    {
      body: '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n{',
      type: 'multipart/form-data; boundary=x',
    },
    { ...text('[]'), headers: { origin: 'http://evil.example' } },
  ]
  const requests = []
  for (const id of ids) {
    for (const body of bodies) {
      requests.push([
        'POST',
        '/admin',
        { ...body, headers: { 'next-action': id, accept: 'text/x-component', ...body.headers } },
      ])
    }
  }
  requests.push(['POST', '/admin', { ...text('[]'), headers: { 'next-action': 'f'.repeat(42) } }])
  requests.push(['POST', '/admin', { ...text('[]'), headers: { 'next-action': '%00' } }])
  return requests
}

/**
 * Writes a buyer tried on the records Payload adds itself: the job schedule's last runs set to
 * 2999 froze every scheduled task. Each must be refused (a 2xx is a failure, like a 5xx).
 */
const FAR_FUTURE = '2999-01-01T00:00:00.000Z'
function systemRecordWrites(surface, cookie) {
  const frozen = {
    stats: {
      scheduledRuns: {
        queues: {
          housekeeping: {
            tasks: Object.fromEntries(
              ['housekeeping', 'sumTraffic', 'demoBilling'].map((task) => [
                task,
                { lastScheduledRun: FAR_FUTURE },
              ]),
            ),
          },
        },
      },
    },
  }
  const writes = [
    ...surface.globals
      .filter((global) => global.system)
      .map((global) => ['POST', `/api/globals/${global.slug}`, json(frozen)]),
    ...surface.collections
      .filter((collection) => collection.system)
      .flatMap((collection) => [
        [
          'POST',
          `/api/${collection.slug}`,
          json({
            key: 'x',
            value: { a: 1 },
            name: 'x',
            batch: 1,
            taskSlug: 'housekeeping',
            waitUntil: FAR_FUTURE,
          }),
        ],
        [
          'PATCH',
          `/api/${collection.slug}?where[id][exists]=true`,
          json({ waitUntil: FAR_FUTURE }),
        ],
        ['DELETE', `/api/${collection.slug}?where[id][exists]=true`],
      ]),
  ]
  const mutations = surface.graphQL.mutations
    .filter((op) =>
      /^update(PayloadJobsStat|PayloadPreference|PayloadLockedDocument|PayloadKv)/.test(op.name),
    )
    .map((op) => ({
      method: 'POST',
      path: '/api/graphql',
      ...json({
        query: `mutation { ${op.name}(${op.args.some((a) => a.name === 'id') ? 'id: 1, ' : ''}data: {}) { __typename } }`,
      }),
    }))
  return [
    ...writes.map(([method, path, { body, type } = {}]) => ({ method, path, body, type })),
    ...mutations,
  ].map((request) => ({
    ...request,
    headers: { cookie },
    label: "Payload's own records, buyer",
    mustRefuse: true,
  }))
}

/** A refused GraphQL write answers 200 with its errors and no data. */
function accepted(result) {
  if (result.status < 200 || result.status >= 300) return false
  if (result.path !== '/api/graphql') return true
  try {
    const { data, errors } = JSON.parse(result.text)
    return !errors?.length && Object.values(data ?? {}).some(Boolean)
  } catch {
    return true
  }
}

/** Every request above, as `identity` (a label and a cookie, or none). */
function payloadCases(surface, actionIds, identity) {
  const requests = [
    ...surface.collections.flatMap((collection) =>
      collectionRequests(collection).map((request) => ['REST', ...request]),
    ),
    ...surface.globals.flatMap((global) =>
      globalRequests(global).map((request) => ['REST', ...request]),
    ),
    ['REST', 'GET', '/api/no-such-collection'],
    ['REST', 'GET', '/api/no-such-collection/versions'],
    ['REST', 'GET', '/api/globals/no-such-global'],
    ...graphqlRequests(surface.graphQL).map((request) => ['GraphQL', ...request]),
    ...serverActionRequests(actionIds).map((request) => ['server functions', ...request]),
  ]
  return requests.map(([group, method, path, { body, type, headers = {} } = {}]) => ({
    method,
    path,
    body,
    type,
    headers: { ...headers, ...(identity.cookie ? { cookie: identity.cookie } : {}) },
    label: `${group}, ${identity.label}`,
  }))
}

/** A GraphQL answer that suggests names is a failure too: introspection is off for a reason. */
const suggestsNames = (result) =>
  result.path === '/api/graphql' && /Did you mean/i.test(result.text)

/** GraphQL answers 200 with its errors inside: one whose status is 5xx is a server fault too. */
function graphqlServerError(result) {
  if (result.path !== '/api/graphql') return false
  try {
    const { errors } = JSON.parse(result.text)
    return (errors ?? []).some((error) => (error?.extensions?.statusCode ?? 0) >= 500)
  } catch {
    return false
  }
}

async function fuzz(origin) {
  // First: the buyer's session (a demo purchase), before the body fuzz spends the checkout budget.
  const buyer = await buyerCookie(origin)
  const [surface, actionIds] = await Promise.all([payloadSurface(), serverActionIds(origin)])
  if (actionIds.length === 0) throw new Error('no server action ids found on /admin/login')
  const cases = []
  for (const [endpoint, base] of Object.entries(POSTS)) {
    for (const [label, body, type] of malformedBodies(base)) {
      cases.push({ method: 'POST', path: endpoint, body, type, label })
    }
  }
  for (const malformed of MALFORMED_PATHS)
    cases.push({ method: 'GET', path: malformed, label: 'path' })
  cases.push(...payloadCases(surface, actionIds, { label: 'signed out' }))
  cases.push(...payloadCases(surface, actionIds, { label: 'buyer', cookie: buyer }))
  cases.push(...systemRecordWrites(surface, buyer))

  const started = Date.now()
  const results = []
  // A few at a time: enough to finish in well under a minute without queueing up the server.
  const queue = [...cases]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.push({ ...next, ...(await send(origin, next)) })
      }
    }),
  )
  const alive = await send(origin, { method: 'GET', path: '/api/health' })

  const byStatus = new Map()
  const byEndpoint = new Map()
  for (const result of results) {
    byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1)
    const key =
      result.label === 'path'
        ? '(malformed paths)'
        : result.label.includes(',')
          ? `(${result.label})`
          : result.path
    const counts = byEndpoint.get(key) ?? {}
    counts[result.status] = (counts[result.status] ?? 0) + 1
    byEndpoint.set(key, counts)
  }
  const bodies = results.filter((r) => r.label !== 'path' && !r.label.includes(',')).length
  const payload = results.filter((r) => r.label.includes(',')).length
  console.log(
    `\n━━ Fuzz: ${bodies} malformed bodies to ${Object.keys(POSTS).length} endpoints, ${MALFORMED_PATHS.length} malformed paths, ` +
      `${payload} requests to Payload's REST, GraphQL and server functions for ${surface.collections.length} collections and ${surface.globals.length} globals (signed out and as a buyer), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  console.log(
    'answers per status: ' +
      [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s || 'no answer'}: ${n}`)
        .join(', '),
  )
  for (const [endpoint, counts] of byEndpoint) {
    console.log(
      `  ${endpoint.padEnd(38)} ${Object.entries(counts)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    )
  }
  const failures = results.filter(
    (r) =>
      r.status >= 500 ||
      r.status === 0 ||
      suggestsNames(r) ||
      graphqlServerError(r) ||
      (r.mustRefuse && accepted(r)),
  )
  const systemWrites = results.filter((r) => r.mustRefuse)
  console.log(
    `${systemWrites.length} buyer writes to Payload's own collections and globals, ${systemWrites.filter(accepted).length} accepted`,
  )
  for (const failure of failures) {
    console.log(
      `✗ ${failure.status || 'no answer'} ${failure.method} ${failure.path.slice(0, 120)} [${failure.label}]${failure.body && failure.label.includes(',') ? ` ${String(failure.body).slice(0, 160)}` : ''}: ${failure.text.replace(/\s+/g, ' ').slice(0, 200)}`,
    )
  }
  if (alive.status !== 200)
    console.log(`✗ the server no longer answers /api/health (${alive.status})`)
  console.log(
    `\nFuzz: ${results.length} requests, ${failures.length} answered 5xx (GraphQL's inside a 200 too), not at all, with a GraphQL suggestion, or accepted a buyer's write to Payload's own records`,
  )
  return failures.length === 0 && alive.status === 200
}

async function ownServer() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'somatic-fuzz-'))
  const db = await startDatabase({ databases: ['app_fuzz'], ephemeral: true, fresh: true })
  const port = Number(process.env.FUZZ_PORT || 3500)
  const env = {
    ...process.env,
    DATABASE_URL: db.urlFor('app_fuzz'),
    DATABASE_IDENTITY: db.identityFor('app_fuzz'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    MEDIA_DIR: path.join(scratch, 'media'),
    NEXT_DIST_DIR: '.next-fuzz',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // Configured as a live site would be, so the webhook checks signatures instead of saying 503.
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
    // The labelled demo checkout, through which the fuzzer becomes a buyer (as npm test's build).
    ALLOW_DEMO_PAYMENTS: '1',
  }
  for (const key of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'TRUST_PROXY', 'OPENAI_API_KEY'])
    delete env[key]
  let server
  try {
    await migrateAndSeed(env)
    if (!buildIsCurrent(env)) await nextBuild(env)
    server = start(process.execPath, ['server/serve.mjs', '--port', String(port)], { env })
    const origin = `http://localhost:${port}`
    for (
      let waited = 0;
      (await send(origin, { method: 'GET', path: '/api/health' })).status !== 200;
      waited += 500
    ) {
      if (waited > 60_000 || server.child.exitCode !== null)
        throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return await fuzz(origin)
  } finally {
    if (server) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await db.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

const ok = given ? await fuzz(given) : await ownServer()
process.exit(ok ? 0 : 1)
