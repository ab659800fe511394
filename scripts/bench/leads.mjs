#!/usr/bin/env node
// npm run bench:leads: how many sign-ups a second POST /api/leads takes on a production build
// served from a throw-away database, and whether every one it acknowledged was stored. The same
// load against a bare node:http server on this machine gives the ceiling to compare with.
// Exits non-zero when the bench could not run or when stored rows differ from 2xx answers.
//
//   --seconds <n>      how long each load lasts (default 10)
//   --connections <n>  concurrent connections (default 10)
//   --no-build         reuse .next-bench (shared with bench:lighthouse) when it holds a build
//   --push             give the database its schema by push, like `npm test -- --push`, while
//                      collections are being written that have no migration yet
//   BENCH_PORT         port of the production server (default 3410)
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
  readOptions,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_leads'
// Room for the connections to finish the requests they have sent when the time is up.
const DRAIN_LIMIT_S = 30

const options = readOptions(
  benchOptions({ seconds: 10, connections: 10, build: true, push: false }),
)

const port = Number(process.env.BENCH_PORT || 3410)
const resultsFile = path.join(projectRoot, 'bench-results', 'leads.json')

let db
let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-leads-',
  stopping: 'the servers and the database',
  stopFirst: async (attempt) => {
    if (bare?.listening) {
      await attempt('stop the bare server', async () => {
        bare.closeAllConnections()
        await new Promise((resolve) => bare.close(resolve))
      })
    }
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

/** The ceiling: what this machine and autocannon manage with no application behind the socket. */
async function startBareServer() {
  const instance = http.createServer((request, response) => {
    // Read the body as the app must, so both runs move the same bytes.
    request.resume()
    request.on('end', () => {
      response.writeHead(request.method === 'POST' ? 200 : 405, {
        'Content-Type': 'application/json',
      })
      response.end('{"ok":true}')
    })
  })
  await new Promise((resolve, reject) => {
    instance.once('error', reject)
    instance.listen(0, '127.0.0.1', resolve)
  })
  return instance
}

/**
 * POSTs distinct valid leads for `seconds`, then lets every connection finish the request it has
 * in flight before stopping. autocannon's own `duration` drops those connections mid-request, so
 * the server could store rows whose answers were never counted, and rows would not match 2xx.
 */
function load(url, label, runId) {
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
            path: '/api/leads',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              sequence += 1
              const n = `${runId}-${sequence}`
              return {
                ...request,
                // One visitor per lead (see benchEnv's TRUST_PROXY).
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
                },
                body: JSON.stringify({
                  email: `bench+${n}@example.com`,
                  name: `Bench ${n}`,
                  source: 'meditation-download',
                }),
              }
            },
          },
        ],
        setupClient: (client) => clients.push(client),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    // autocannon's `amount` stops a client the same way: it ends once it has made responseMax
    // requests, after the answer to the last one.
    setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade)
    }, options.seconds * 1000)
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}`)
    instance.on('error', reject)
  })
}

/** Rows of this run in the leads table, counted by Postgres rather than by the app. */
async function storedLeads() {
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as count from leads where email like 'bench+%'",
    )
    return { count: rows[0].count, note: '' }
  } catch (error) {
    // undefined_table: no migration creates leads yet and --push was not given.
    if (error.code === '42P01') {
      return { count: 0, note: 'no leads table (run with --push until its migration exists)' }
    }
    throw error
  } finally {
    await client.end()
  }
}

/** Settles when the count stops moving: a timed-out request may still be finishing in the app. */
async function settledLeads() {
  let previous = await storedLeads()
  for (let i = 0; i < 20; i++) {
    await sleep(250)
    const current = await storedLeads()
    if (current.count === previous.count) return current
    previous = current
  }
  return previous
}

// ── formatting ──────────────────────────────────────────────────────────────────────────────────

function summary(result) {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    seconds: result.duration,
  }
}

function table(rows) {
  const columns = [
    ['target', 'Target', 'left'],
    ['reqPerSec', 'req/s', 'right'],
    ['p50', 'p50 ms', 'right'],
    ['p99', 'p99 ms', 'right'],
    ['total', 'Requests', 'right'],
    ['ok', '2xx', 'right'],
    ['notOk', 'non-2xx', 'right'],
    ['errors', 'Errors', 'right'],
    ['statuses', 'Statuses', 'left'],
  ]
  const cells = rows.map((row) => ({
    ...Object.fromEntries(columns.map(([key]) => [key, String(row[key] ?? '')])),
    reqPerSec: row.reqPerSec.toFixed(1),
    // autocannon counts whole milliseconds.
    p50: row.p50 < 1 ? '<1' : String(row.p50),
    p99: row.p99 < 1 ? '<1' : String(row.p99),
    errors: row.timeouts ? `${row.errors} (${row.timeouts} timeouts)` : String(row.errors),
  }))
  return formatTable(columns, cells)
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')

  db = await harness.prepare({ env, database: DATABASE, build: options.build })

  // Loopback only: the bench must not offer the app, or take load, from the network.
  const appOrigin = `http://127.0.0.1:${port}`
  await harness.startServer({ env, port, origin: appOrigin, hostname: '127.0.0.1' })

  const before = await storedLeads()
  if (before.count) throw new Error(`${before.count} bench leads already in ${DATABASE}`)

  const app = summary(await load(appOrigin, 'app', 'app'))
  const stored = await settledLeads()
  const matches = stored.count === app.ok

  // The ceiling is measured on a machine the app no longer keeps busy (queued e-mails included).
  await harness.stopServer()
  bare = await startBareServer()
  const bareResult = summary(
    await load(`http://127.0.0.1:${bare.address().port}`, 'bare node:http', 'bare'),
  )

  console.log(
    `\n━━ POST /api/leads, ${options.connections} connections, ${options.seconds} s ` +
      `(autocannon, loopback; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  console.log(
    table([
      { target: 'app (scripts/serve.mjs)', ...app },
      { target: 'bare node:http', ...bareResult },
    ]),
  )
  const ratio = bareResult.reqPerSec ? app.reqPerSec / bareResult.reqPerSec : 0
  console.log(
    `\napp ÷ bare req/s: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of the ceiling)` +
      `\nrows stored (select count(*) from leads where email like 'bench+%'): ${stored.count}` +
      `${stored.note ? ` [${stored.note}]` : ''}` +
      `\n2xx answers: ${app.ok} → ${matches ? 'OK' : 'MISMATCH'}` +
      '\n\nreq/s = mean of per-second samples; latencies over every answer, 2xx or not;' +
      '\neach load ends when its time is up and the requests in flight are answered.',
  )
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  const output = {
    date: new Date().toISOString(),
    connections: options.connections,
    seconds: options.seconds,
    cores: os.cpus().length,
    app,
    bare: bareResult,
    ratio,
    storedRows: stored.count,
    rowsMatch2xx: matches,
  }
  writeFileSync(resultsFile, `${JSON.stringify(output, null, 2)}\n`)
  console.log(`Raw results: ${path.relative(projectRoot, resultsFile)}`)
  if (!app.ok) {
    log('the app answered no request with 2xx: is POST /api/leads in this build?')
  }
  return matches ? 0 : 1
})
