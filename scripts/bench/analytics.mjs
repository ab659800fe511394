#!/usr/bin/env node
// npm run bench:analytics: the visit counter on a production build served from a throw-away
// database. 1) The beacon, POST /api/event, under autocannon from distinct visitors (one
// X-Forwarded-For each), beside a bare node:http server answering the same requests, and whether
// every 202 is a stored row. 2) The Overview's traffic figures (GET /api/admin/traffic and
// /api/admin/analytics) on a database holding 1,000,000 page views over 13 months, summed by the
// app's own job: p50/p95 over sequential requests, measured at the client (so server time plus
// loopback HTTP). Exits non-zero when stored rows differ from 2xx answers.
//
//   --pageviews <n>    page views seeded (default 1000000; a multiple of 5)
//   --seconds <n>      how long the beacon load lasts (default 10)
//   --connections <n>  concurrent connections for the beacon load (default 20)
//   --samples <n>      requests per Overview variant (default 40)
//   --no-build         reuse .next-bench (shared with the other benches) when it holds a build
//   BENCH_PORT         port of the production server (default 3430)
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { projectRoot } from '../lib/project.mjs'
import {
  assertPortFree,
  benchOptions,
  benchEnv,
  createHarness,
  formatTable,
  log,
  ownerCookie,
  readOptions,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_analytics'
// Room for the connections to finish the requests they have sent when the time is up.
const DRAIN_LIMIT_S = 30
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const options = readOptions((argv) => {
  const parsed = benchOptions({
    pageviews: 1_000_000,
    seconds: 10,
    connections: 20,
    samples: 40,
    build: true,
  })(argv)
  if (parsed.pageviews % 5 !== 0) throw new Error('--pageviews must be a multiple of 5')
  return parsed
})
const port = Number(process.env.BENCH_PORT || 3430)
const resultsFile = path.join(projectRoot, 'bench-results', 'analytics.json')

let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-analytics-',
  stopping: 'the servers and the database',
  stopFirst: async (attempt) => {
    if (bare?.listening) await attempt('stop the bare server', () => closeServer(bare))
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: false })

const closeServer = (server) => {
  server.closeAllConnections?.()
  return new Promise((resolve) => server.close(resolve))
}

const PAGES = [
  '/',
  '/about',
  '/quiz',
  '/free-meditation',
  '/masterclass',
  '/work-with-me',
  '/apply',
  '/waitlist',
  '/link-in-bio',
  '/checkout',
  '/holy-mess',
  '/privacy',
  '/v2-reimagined-mockup',
  '/contact',
  '/watch',
]
const SOURCES = ['Direct', 'Instagram', 'Google', 'Email', 'Facebook', 'Pinterest', 'YouTube']
const CAMPAIGNS = ['launch', 'spring', 'story-1', 'story-2', 'newsletter-12', 'holy-mess']

/**
 * `pageviews` page views in visits of 1 to 4 pages (2.5 on average), spread over the last 395
 * days (13 months), each day's visits at different times; one visit in 50 leaves her address and
 * one in 400 buys. Written by bulk SQL: the app is measured reading them, not writing them.
 */
async function fill(client) {
  const started = Date.now()
  const visits = (options.pageviews * 2) / 5
  await client.query(
    `insert into analytics_visits (id, visitor, day, started_at, last_at, entry_path, exit_path,
        pageviews, source, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os)
     select n, (random() * 9e18)::bigint, d.day, d.at, d.at + make_interval(secs => n % 600),
            ($2::text[])[1 + n % 15], ($2::text[])[1 + (n * 7) % 15], 1 + n % 4,
            ($3::text[])[1 + (n / 3) % 7], null,
            case when n % 5 = 0 then lower(($3::text[])[1 + (n / 3) % 7]) end,
            case when n % 5 = 0 then 'social' end,
            case when n % 5 = 0 then ($4::text[])[1 + (n / 5) % 6] end,
            (array['Phone', 'Desktop', 'Tablet'])[1 + n % 3],
            (array['Safari', 'Chrome', 'Instagram app', 'Firefox', 'Edge'])[1 + n % 5],
            (array['iOS', 'Android', 'Windows', 'macOS', 'Linux'])[1 + (n / 2) % 5]
       from generate_series(1, $1::int) n,
            lateral (
              select day, (day::timestamp + make_interval(secs => (n * 37) % 86000))
                            at time zone 'America/Phoenix' as at
                from (select (now() at time zone 'America/Phoenix')::date - (n % 395) as day) days
            ) d`,
    [visits, PAGES, SOURCES, CAMPAIGNS],
  )
  await client.query(
    `select setval('analytics_visits_id_seq', (select max(id) from analytics_visits))`,
  )
  await client.query(
    `insert into analytics_events (at, day, name, visit_id, path)
     select v.started_at + make_interval(secs => i * 20), v.day, 'pageview', v.id,
            ($1::text[])[1 + (v.id + i) % 15]
       from analytics_visits v, generate_series(0, v.pageviews - 1) i`,
    [PAGES],
  )
  await client.query(
    `insert into analytics_events (at, day, name, visit_id, path)
     select started_at + interval '1 minute', day, 'lead', id, '/quiz'
       from analytics_visits where id % 50 = 0
     union all
     select started_at + interval '2 minutes', day, 'purchase', id, '/checkout'
       from analytics_visits where id % 400 = 0`,
  )
  await client.query('analyze analytics_visits')
  await client.query('analyze analytics_events')
  const { rows } = await client.query(
    `select count(*)::int as views from analytics_events where name = 'pageview'`,
  )
  log(
    `${rows[0].views} page views in ${visits} visits over 395 days, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return { visits, views: rows[0].views }
}

/** The app's own job, summing every finished day (npm run analytics:sum). */
function sumDays() {
  const started = Date.now()
  const output = execFileSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/sum-traffic.ts'], {
    cwd: projectRoot,
    env,
    encoding: 'utf8',
  })
  const seconds = (Date.now() - started) / 1000
  log(`${output.trim()} (${seconds.toFixed(1)} s)`)
  return seconds
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** Sequential GETs of one Overview query: a few to warm up, then `samples` timed. */
async function timeQuery(origin, cookie, route) {
  const get = async () => {
    const started = performance.now()
    const response = await fetch(`${origin}${route}`, { headers: { cookie } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${route}: ${response.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 3; i++) await get()
  const times = []
  for (let i = 0; i < options.samples; i++) times.push(await get())
  times.sort((a, b) => a - b)
  return { route, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) }
}

/**
 * POSTs page views from distinct visitors for `seconds`, then lets every connection finish the
 * request in flight (autocannon's own `duration` would drop them mid-request, and rows would
 * not match 2xx answers).
 */
function beaconLoad(url, label, runId) {
  let sequence = 0
  const clients = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds + DRAIN_LIMIT_S,
        requests: [
          {
            method: 'POST',
            path: '/api/event',
            setupRequest: (request) => {
              sequence += 1
              return {
                ...request,
                headers: {
                  'content-type': 'text/plain;charset=UTF-8',
                  'user-agent': CHROME,
                  // One visitor per page view (see benchEnv's TRUST_PROXY).
                  'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
                },
                body: JSON.stringify({
                  n: 'pageview',
                  u: `http://localhost:${port}/bench/${runId}?utm_source=instagram&utm_campaign=bench`,
                  r: 'https://l.instagram.com/',
                  w: 390,
                }),
              }
            },
          },
        ],
        setupClient: (client) => clients.push(client),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade)
    }, options.seconds * 1000)
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}/api/event`)
    instance.on('error', reject)
  })
}

const summary = (result) => ({
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  ok: result['2xx'],
  notOk: result.non2xx,
  errors: result.errors,
  statuses: Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' '),
})

async function storedViews(db, runId) {
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select count(*)::int as count from analytics_events where name = 'pageview' and path = $1`,
      [`/bench/${runId}`],
    )
    return rows[0].count
  } finally {
    await client.end()
  }
}

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  const db = await harness.prepare({ env, database: DATABASE, build: options.build })

  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  let cookie
  let seeded
  try {
    seeded = await fill(client)
    cookie = await ownerCookie(client)
  } finally {
    await client.end()
  }
  const sumSeconds = sumDays()

  const origin = `http://127.0.0.1:${port}`
  await harness.startServer({ env, port, origin, hostname: '127.0.0.1' })
  await sleep(1_000)

  const routes = [
    '/api/admin/traffic?days=30',
    '/api/admin/traffic?days=90',
    '/api/admin/traffic?days=7',
    '/api/admin/traffic?days=30&source=Instagram',
    '/api/admin/traffic?days=90&path=%2Fabout',
    '/api/admin/traffic?days=90&campaign=launch',
    '/api/admin/analytics?days=30',
  ]
  const overview = []
  for (const route of routes) {
    const timed = await timeQuery(origin, cookie, route)
    log(`${route}: p50 ${timed.p50.toFixed(1)} ms, p95 ${timed.p95.toFixed(1)} ms`)
    overview.push(timed)
  }

  const runId = Date.now().toString(36)
  const app = summary(await beaconLoad(origin, 'app', runId))
  await sleep(500)
  const stored = await storedViews(db, runId)
  await harness.stopServer()

  bare = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(202)
      response.end()
    })
  })
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const bareResult = summary(
    await beaconLoad(`http://127.0.0.1:${bare.address().port}`, 'bare node:http', runId),
  )

  console.log(
    `\n━━ The Overview's traffic figures on ${seeded.views.toLocaleString('en-US')} page views in ` +
      `${seeded.visits.toLocaleString('en-US')} visits over 13 months (production build, ` +
      `${os.cpus().length} cores; ${options.samples} sequential requests each, timed at the client)\n`,
  )
  console.log(
    formatTable(
      [
        ['route', 'Request', 'left'],
        ['p50', 'p50 ms', 'right'],
        ['p95', 'p95 ms', 'right'],
        ['max', 'max ms', 'right'],
      ],
      overview.map((row) => ({
        route: row.route,
        p50: row.p50.toFixed(1),
        p95: row.p95.toFixed(1),
        max: row.max.toFixed(1),
      })),
    ),
  )
  const worstP95 = Math.max(...overview.map((row) => row.p95))
  console.log(
    `\nworst p95: ${worstP95.toFixed(1)} ms (target ≤ 100 ms); summing every finished day took ${sumSeconds.toFixed(1)} s`,
  )

  const columns = [
    ['target', 'Beacon POST /api/event', 'left'],
    ['reqPerSec', 'req/s', 'right'],
    ['p50', 'p50 ms', 'right'],
    ['p99', 'p99 ms', 'right'],
    ['ok', '2xx', 'right'],
    ['stored', 'Rows stored', 'right'],
    ['statuses', 'Statuses', 'left'],
  ]
  const row = (target, result, rows) => ({
    target,
    reqPerSec: result.reqPerSec.toFixed(1),
    p50: String(result.p50),
    p99: String(result.p99),
    ok: String(result.ok),
    stored: rows,
    statuses: result.statuses,
  })
  console.log(
    `\n${formatTable(columns, [row('app', app, String(stored)), row('bare node:http (202)', bareResult, '—')])}`,
  )
  const ratio = bareResult.reqPerSec ? app.reqPerSec / bareResult.reqPerSec : 0
  const exact = stored === app.ok
  console.log(
    `\napp ÷ bare req/s: ${ratio.toFixed(3)}; target ≥ 1,000 req/s at p99 ≤ 50 ms` +
      `\nrows stored = 2xx: ${exact ? 'OK' : `MISMATCH (${stored} rows, ${app.ok} answers)`}`,
  )
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: os.cpus().length,
        seeded,
        sumSeconds,
        overview,
        beacon: { app, bare: bareResult, ratio, stored },
      },
      null,
      2,
    )}\n`,
  )
  console.log(`Raw results: ${path.relative(projectRoot, resultsFile)}`)
  return exact ? 0 : 1
})
