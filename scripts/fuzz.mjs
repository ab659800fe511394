#!/usr/bin/env node
// npm run fuzz: malformed bodies and addresses against every public endpoint of a production
// build. Counts the answers per status and exits 1 on any 5xx (or if the server stops answering).
//   node scripts/fuzz.mjs --url http://localhost:3101   a running server (npm test does this)
//   node scripts/fuzz.mjs                               its own throw-away database, build and server
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'

import { buildIsCurrent, migrateAndSeed, nextBuild } from './lib/build.mjs'
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

function send(origin, { method, path: requestPath, body, type }) {
  const url = new URL(origin)
  return new Promise((resolve) => {
    let answer
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        headers:
          body === undefined
            ? {}
            : { 'content-type': type, 'content-length': Buffer.byteLength(body) },
        timeout: 20_000,
      },
      (res) => {
        answer = { status: res.statusCode ?? 0, text: '' }
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

async function fuzz(origin) {
  const cases = []
  for (const [endpoint, base] of Object.entries(POSTS)) {
    for (const [label, body, type] of malformedBodies(base)) {
      cases.push({ method: 'POST', path: endpoint, body, type, label })
    }
  }
  for (const malformed of MALFORMED_PATHS)
    cases.push({ method: 'GET', path: malformed, label: 'path' })

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
    const key = result.label === 'path' ? '(malformed paths)' : result.path
    const counts = byEndpoint.get(key) ?? {}
    counts[result.status] = (counts[result.status] ?? 0) + 1
    byEndpoint.set(key, counts)
  }
  const bodies = results.filter((r) => r.label !== 'path').length
  console.log(
    `\n━━ Fuzz: ${bodies} malformed bodies to ${Object.keys(POSTS).length} endpoints, ${MALFORMED_PATHS.length} malformed paths, ${((Date.now() - started) / 1000).toFixed(1)} s`,
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
  const failures = results.filter((r) => r.status >= 500 || r.status === 0)
  for (const failure of failures) {
    console.log(
      `✗ ${failure.status || 'no answer'} ${failure.method} ${failure.path.slice(0, 120)} [${failure.label}]: ${failure.text.slice(0, 200)}`,
    )
  }
  if (alive.status !== 200)
    console.log(`✗ the server no longer answers /api/health (${alive.status})`)
  console.log(`\nFuzz: ${results.length} requests, ${failures.length} answered 5xx or not at all`)
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
  }
  for (const key of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'TRUST_PROXY', 'OPENAI_API_KEY'])
    delete env[key]
  let server
  try {
    await migrateAndSeed(env)
    if (!buildIsCurrent(env)) await nextBuild(env)
    server = start(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { env })
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
