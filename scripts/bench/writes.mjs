#!/usr/bin/env node
// npm run bench:writes: the public writes of a launch — POST /api/leads, /api/waitlist,
// /api/applications and /api/create-payment-intent (demo payments) — each under autocannon from
// distinct visitors (one X-Forwarded-For and one e-mail per request, TRUST_PROXY=1), on a
// production build served from a throw-away database, beside a bare node:http server on the same
// machine (the ceiling), and beside the floor of the stack: a bare Next app's POST handler, alone
// and with one prepared insert (scripts/bench/bare-next.mjs). For each route: req/s, p50/p99,
// statuses, the server's CPU time per request, rows stored (counted by Postgres) against 2xx
// answers, and the queued e-mails per 2xx.
// Exits non-zero when rows ≠ 2xx, on any 5xx, or when a 2xx has no queued e-mail.
//
// "Queued" means on its way and on record: a message in email-messages (any status) to that
// address, or a job that will send her one (a sequence step of a welcome). The server runs with
// JOBS_AUTORUN=0 (as a web process beside a separate worker does, docs/production.md: Deploying
// at scale), so no job sends or deletes anything while we count. create-payment-intent sends no
// e-mail (her receipt goes when she pays): for it, what must exist for each 2xx is her order row
// (pending, with its payment's client secret), and the e-mail check does not apply.
//
// It only speaks HTTP and reads tables every build with offers and orders has, so it runs
// against an older checkout too (copy this file and harness.mjs there).
//
//   --routes a,b       leads, waitlist, applications, create-payment-intent (default: all four)
//   --seconds <n>      how long each load lasts (default 10)
//   --warmup <n>       seconds of the same load before each, not measured (default 3)
//   --connections <n>  concurrent connections (default 20)
//   --no-build         reuse .next-bench (shared with the other benches) when it holds a build
//   --push             give the database its schema by push (collections without a migration)
//   BENCH_PORT         port of the production server (default 3410)
//   BENCH_DIST_DIR     its build folder (harness.mjs; default .next-bench)
//   BENCH_PROFILE=dir  the server writes a V8 CPU profile there when it stops
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { projectRoot } from '../lib/project.mjs'
import { BARE_NEXT_ROUTES, startBareNext } from './bare-next.mjs'
import {
  assertPortFree,
  benchEnv,
  benchOptions,
  createHarness,
  formatTable,
  log,
  readOptions,
  serverPid,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_writes'
// Room for the connections to finish the requests they have sent when the time is up.
const DRAIN_LIMIT_S = 30

const APPLICATION_ANSWERS = {
  experience: 'Ten years of yoga and a little breathwork.',
  whatDrawsYou: 'Your writing about the good girl in all of us.',
  hopeToExplore: 'Pleasure without apology, and my own rhythm.',
  challenges: 'I freeze whenever I want something for myself.',
  support: 'Steady, warm accountability between sessions.',
  longToExperience: 'Feeling at home in my own body again.',
  afraidToExpress: 'Anger, and desire, and needing anything.',
  desireFromGuide: 'Honesty and patience, and no rescuing.',
}

/**
 * Each route: its path, a valid body for a new visitor (spec §7, the shapes the site's forms
 * send), and what Postgres must hold for each address answered 2xx. `prefix` keeps each route's
 * addresses apart.
 */
const ROUTES = {
  leads: {
    path: '/api/leads',
    prefix: 'bench+lead-',
    body: (email, n) => ({ email, name: `Bench ${n}`, source: 'meditation-download' }),
    rowsSql: 'select count(*)::int as count from leads where email like $1',
    mail: true,
  },
  waitlist: {
    path: '/api/waitlist',
    prefix: 'bench+wait-',
    body: (email, n) => ({
      email,
      name: `Bench ${n}`,
      program: 'radiant-alchemy',
      source: 'instagram',
    }),
    rowsSql: 'select count(*)::int as count from waitlist_entries where email like $1',
    mail: true,
  },
  applications: {
    path: '/api/applications',
    prefix: 'bench+apply-',
    body: (email, n) => ({
      name: `Bench ${n}`,
      email,
      phone: '+1 555 0100',
      ...APPLICATION_ANSWERS,
    }),
    rowsSql: 'select count(*)::int as count from applications where email like $1',
    mail: true,
  },
  'create-payment-intent': {
    path: '/api/create-payment-intent',
    prefix: 'bench+pay-',
    body: (email) => ({ amount: 44, email, hasReturnToBodyAddon: false }),
    rowsSql: 'select count(*)::int as count from orders where email like $1',
    mail: false,
  },
}

function parseArgs(argv) {
  const rest = []
  let routes = Object.keys(ROUTES)
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--routes' || arg.startsWith('--routes=')) {
      const value = arg === '--routes' ? argv[++i] : arg.slice('--routes='.length)
      routes = (value ?? '')
        .split(',')
        .map((route) => route.trim().replace(/^\/?(api\/)?/, ''))
        .filter(Boolean)
      const unknown = routes.filter((route) => !ROUTES[route])
      if (!routes.length || unknown.length) {
        throw new Error(
          `--routes takes some of ${Object.keys(ROUTES).join(', ')}; got ${value ?? 'nothing'}`,
        )
      }
    } else rest.push(arg)
  }
  return {
    routes,
    ...benchOptions({ seconds: 10, warmup: 3, connections: 20, build: true, push: false })(rest),
  }
}

const FLOOR_LABELS = {
  handler: 'bare Next: POST handler',
  insert: 'bare Next: handler + 1 insert',
}

const options = readOptions(parseArgs)
const port = Number(process.env.BENCH_PORT || 3410)
const resultsFile = path.join(projectRoot, 'bench-results', 'writes.json')

let db
let bare
let bareNext
const harness = createHarness({
  scratchPrefix: 'somatic-bench-writes-',
  stopping: 'the servers and the database',
  stopFirst: async (attempt) => {
    if (bareNext) await attempt('stop the bare Next server', () => bareNext.stop())
    if (bare?.listening) {
      await attempt('stop the bare server', async () => {
        bare.closeAllConnections()
        await new Promise((resolve) => bare.close(resolve))
      })
    }
  },
})
// A web process beside a separate worker: nothing is sent (or its job deleted) while we count.
const env = {
  ...benchEnv({ port, scratch: harness.scratch, push: options.push }),
  JOBS_AUTORUN: '0',
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

/** The ceiling: what this machine and autocannon manage with no application behind the socket. */
async function startBareServer() {
  const instance = http.createServer((request, response) => {
    // Read the body as the app must, so both runs move the same bytes.
    request.resume()
    request.on('end', () => {
      response.writeHead(request.method === 'POST' ? 201 : 405, {
        'Content-Type': 'application/json',
      })
      response.end('{"ok":true,"id":1,"created":true}')
    })
  })
  await new Promise((resolve, reject) => {
    instance.once('error', reject)
    instance.listen(0, '127.0.0.1', resolve)
  })
  return instance
}

/** The server process's CPU time so far (user + system), in milliseconds. */
function cpuMs(pid) {
  if (!pid) return 0
  // Fields after the command's name (which may hold spaces): utime is the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
}

/**
 * The CPU time so far (ms) of this bench's Postgres: every `postgres` process descended from this
 * one (the embedded cluster's postmaster and its backends; the pool's connections live through a
 * load, so none of their time is lost to an exit).
 */
function postgresCpuMs() {
  const parentOf = new Map()
  const stats = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const close = stat.lastIndexOf(') ')
      const fields = stat.slice(close + 2).split(' ')
      parentOf.set(Number(entry), Number(fields[1]))
      stats.set(Number(entry), { name: stat.slice(stat.indexOf('(') + 1, close), fields })
    } catch {
      // a process that ended while we looked
    }
  }
  const descends = (pid) => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; at = parentOf.get(at) ?? 0, hops++) {
      if (at === process.pid) return true
    }
    return false
  }
  let ticks = 0
  for (const [pid, { name, fields }] of stats) {
    if (name === 'postgres' && descends(pid)) ticks += Number(fields[11]) + Number(fields[12])
  }
  return (ticks * 1000) / 100
}

/** This process's CPU time so far (ms): autocannon's, the load's client. */
const clientCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

// Every request of the run gets its own visitor and address, across routes.
let visitor = 0

/**
 * POSTs distinct valid bodies to `route` for `seconds`, then lets every connection finish the
 * request it has in flight before stopping (autocannon's own `duration` drops those, so the
 * server could store rows whose answers were never counted). Records each 2xx's address.
 */
function load(url, label, route, runId, seconds = options.seconds) {
  const clients = []
  const answered = new Set()
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: seconds + DRAIN_LIMIT_S,
        requests: [
          {
            method: 'POST',
            path: route.path,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request, context) => {
              visitor += 1
              const email = `${route.prefix}${runId}-${visitor}@example.com`
              context.email = email
              return {
                ...request,
                // One visitor per request (see benchEnv's TRUST_PROXY).
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
                },
                body: JSON.stringify(route.body(email, visitor)),
              }
            },
            onResponse: (status, _body, context) => {
              if (status >= 200 && status < 300) answered.add(context.email)
            },
          },
        ],
        setupClient: (client) => clients.push(client),
      },
      (error, result) => (error ? reject(error) : resolve({ result, answered })),
    )
    // autocannon's `amount` stops a client the same way: it ends once it has made responseMax
    // requests, after the answer to the last one.
    setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade)
    }, seconds * 1000)
    log(`${label}: ${options.connections} connections for ${seconds} s → ${url}${route.path}`)
    instance.on('error', reject)
  })
}

async function withClient(work) {
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Rows of this route's run, counted by Postgres rather than by the app. */
const storedRows = (route, runId) =>
  withClient(async (client) => {
    const { rows } = await client.query(route.rowsSql, [`${route.prefix}${runId}-%`])
    return rows[0].count
  })

/**
 * Warms `route` up (its code loaded, compiled and optimised, on addresses of its own), then loads
 * it and measures the CPU that the server process `pid`, Postgres and autocannon spent on it.
 */
async function measure(origin, label, route, runId, pid) {
  await load(origin, `warm-up ${label}`, route, `warm${runId}`, options.warmup)
  const cpuBefore = cpuMs(pid)
  const databaseBefore = postgresCpuMs()
  const clientBefore = clientCpuMs()
  const { result, answered } = await load(origin, label, route, runId)
  const app = summary(result)
  const per = (spent) => (app.total ? spent / app.total : NaN)
  return {
    app,
    answered,
    cpu: per(cpuMs(pid) - cpuBefore),
    databaseCpu: per(postgresCpuMs() - databaseBefore),
    clientCpu: per(clientCpuMs() - clientBefore),
  }
}

/** Settles when the count stops moving: a timed-out request may still be finishing in the app. */
async function settledRows(route, runId) {
  let previous = await storedRows(route, runId)
  for (let i = 0; i < 20; i++) {
    await sleep(250)
    const current = await storedRows(route, runId)
    if (current === previous) return current
    previous = current
  }
  return previous
}

/**
 * How many of `addresses` have an e-mail on its way: a logged message to them, or a pending
 * sequence step (a welcome a seeded sequence sends as its first step) for their contact.
 */
const queuedMail = (addresses) =>
  withClient(async (client) => {
    const { rows } = await client.query(
      `with answered as (select unnest($1::text[]) as email)
       select count(*)::int as count from answered a
        where exists (select 1 from email_messages m where lower(m."to") = a.email)
           or exists (
             select 1 from payload_jobs j
               join sequence_enrollments e on e.id = (j.input->>'enrollmentId')::int
               join contacts c on c.id = e.contact_id
              where j.task_slug::text = 'sendSequenceStep' and c.email = a.email)`,
      [[...addresses]],
    )
    return rows[0].count
  })

// ── formatting ──────────────────────────────────────────────────────────────────────────────────

function summary(result) {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result['2xx'] + result.non2xx,
    ok: result['2xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    fiveXx: result['5xx'] ?? 0,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  }
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '–')

function table(rows) {
  const columns = [
    ['target', 'Target', 'left'],
    ['reqPerSec', 'req/s', 'right'],
    ['p50', 'p50 ms', 'right'],
    ['p99', 'p99 ms', 'right'],
    ['ratio', '÷ bare', 'right'],
    ['cpu', 'CPU ms/req', 'right'],
    ['databaseCpu', 'Postgres ms/req', 'right'],
    ['clientCpu', 'client ms/req', 'right'],
    ['ceiling', 'CPU ceiling', 'right'],
    ['total', 'Requests', 'right'],
    ['ok', '2xx', 'right'],
    ['rows', 'Rows', 'right'],
    ['mail', 'Queued/2xx', 'right'],
    ['errors', 'Errors', 'right'],
    ['statuses', 'Statuses', 'left'],
    ['check', 'Check', 'left'],
  ]
  const cells = rows.map((row) => ({
    ...Object.fromEntries(columns.map(([key]) => [key, String(row[key] ?? '')])),
    reqPerSec: fixed(row.reqPerSec, 1),
    // autocannon counts whole milliseconds.
    p50: row.p50 < 1 ? '<1' : String(row.p50),
    p99: row.p99 < 1 ? '<1' : String(row.p99),
    ratio: row.ratio === undefined ? '' : fixed(row.ratio, 3),
    cpu: row.cpu === undefined ? '' : fixed(row.cpu, 2),
    databaseCpu: row.databaseCpu === undefined ? '' : fixed(row.databaseCpu, 2),
    clientCpu: row.clientCpu === undefined ? '' : fixed(row.clientCpu, 2),
    ceiling: row.ceiling === undefined ? '' : fixed(row.ceiling, 0),
    rows: row.rows === undefined ? '' : String(row.rows),
    mail: row.mail === undefined ? '' : row.mail,
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
  let pid = 0
  try {
    pid = serverPid(port)
  } catch {
    log('the server process was not found: no CPU figures')
  }

  const results = []
  for (const name of options.routes) {
    const route = ROUTES[name]
    const runId = `app${Date.now().toString(36)}`
    const measured = await measure(appOrigin, `app ${name}`, route, runId, pid)
    const { app, answered } = measured
    const rows = await settledRows(route, runId)
    const queued = route.mail ? await queuedMail(answered) : null
    const problems = [
      rows !== app.ok && `rows ${rows} ≠ 2xx ${app.ok}`,
      app.fiveXx > 0 && `${app.fiveXx} × 5xx`,
      queued !== null && queued !== answered.size && `${answered.size - queued} 2xx without e-mail`,
      answered.size !== app.ok && `2xx addresses ${answered.size} ≠ 2xx ${app.ok}`,
      app.ok === 0 && 'no 2xx at all',
    ].filter(Boolean)
    results.push({ name, route, ...measured, rows, queued, problems })
  }

  // The floors are measured on a machine the app no longer keeps busy: the same Next with nothing
  // of ours (a handler; a handler and one insert), then no Next at all (bare node:http).
  await harness.stopServer()
  bareNext = await startBareNext({
    scratch: harness.scratch,
    port: port + 1,
    databaseUrl: db.urlFor(DATABASE),
  })
  const floors = []
  for (const [name, floorPath] of Object.entries(BARE_NEXT_ROUTES)) {
    const route = { ...ROUTES.leads, path: floorPath, prefix: `bench+floor-${name}-` }
    const runId = `floor${Date.now().toString(36)}`
    const measured = await measure(bareNext.origin, `bare Next ${name}`, route, runId, bareNext.pid)
    const rows =
      name === 'insert' ? await bareNext.countRows(`${route.prefix}${runId}-`) : undefined
    floors.push({ name, route, ...measured, rows })
  }
  await bareNext.stop()
  bare = await startBareServer()
  const bareUrl = `http://127.0.0.1:${bare.address().port}`
  const bareResult = summary((await load(bareUrl, 'bare node:http', ROUTES.leads, 'bare')).result)

  console.log(
    `\n━━ Public writes, ${options.connections} connections, ${options.seconds} s each, distinct ` +
      `visitors (autocannon, loopback; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  const withCeiling = ({ app, cpu, databaseCpu, clientCpu }) => ({
    ...app,
    ratio: bareResult.reqPerSec ? app.reqPerSec / bareResult.reqPerSec : 0,
    cpu,
    databaseCpu,
    clientCpu,
    ceiling: (os.cpus().length * 1000) / (cpu + databaseCpu + clientCpu),
  })
  console.log(
    table([
      ...results.map((result) => ({
        target: `POST ${result.route.path}`,
        ...withCeiling(result),
        rows: result.rows,
        mail: result.route.mail ? `${result.queued}/${result.app.ok}` : 'n/a (order row)',
        check: result.problems.length ? `FAIL: ${result.problems.join('; ')}` : 'OK',
      })),
      ...floors.map((floor) => ({
        target: FLOOR_LABELS[floor.name],
        ...withCeiling(floor),
        rows: floor.rows,
      })),
      { target: 'bare node:http', ...bareResult },
    ]),
  )
  console.log(
    '\nreq/s = mean of per-second samples; latencies over every answer, 2xx or not; each load' +
      '\nends when its time is up and the requests in flight are answered. CPU ms/req = the' +
      '\nserver process’s CPU time (/proc) during the load ÷ requests answered; Postgres ms/req the' +
      '\nsame for the database’s processes, client ms/req for autocannon’s (this process). CPU' +
      '\nceiling = cores × 1000 ÷ the three: the most this machine could answer, all cores busy.' +
      '\nThe floors: a bare Next app built by the same Next (scripts/bench/bare-next.mjs), its' +
      '\nPOST handler answering 201 with nothing else, and with one prepared insert first; then' +
      '\nbare node:http, with no Next at all.' +
      '\nRows = what' +
      '\nPostgres holds for the run’s addresses (leads, waitlist_entries, applications, orders);' +
      '\nQueued/2xx = answered addresses with a logged message or a pending sequence step' +
      '\n(create-payment-intent: the order row is what is checked; its e-mail comes on payment).',
  )
  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: options.connections,
        seconds: options.seconds,
        cores: os.cpus().length,
        routes: results.map(
          ({ name, app, cpu, databaseCpu, clientCpu, rows, queued, problems }) => ({
            name,
            ...app,
            cpuMsPerRequest: cpu,
            postgresCpuMsPerRequest: databaseCpu,
            clientCpuMsPerRequest: clientCpu,
            ratio: bareResult.reqPerSec ? app.reqPerSec / bareResult.reqPerSec : 0,
            storedRows: rows,
            queuedEmails: queued,
            problems,
          }),
        ),
        floors: floors.map(({ name, app, cpu, databaseCpu, clientCpu, rows }) => ({
          name,
          path: BARE_NEXT_ROUTES[name],
          ...app,
          cpuMsPerRequest: cpu,
          postgresCpuMsPerRequest: databaseCpu,
          clientCpuMsPerRequest: clientCpu,
          storedRows: rows,
        })),
        bare: bareResult,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`Raw results: ${path.relative(projectRoot, resultsFile)}`)
  const failed = results.filter((result) => result.problems.length)
  for (const { name, problems } of failed) log(`${name}: ${problems.join('; ')}`)
  return failed.length ? 1 : 0
})
