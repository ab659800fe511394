#!/usr/bin/env node
// npm run bench:pages: every public route's HTML under autocannon (loopback, 20 connections) on a
// production build with a throw-away database, then a bare node:http server (its own process)
// sending each route the very bytes and headers the app sent, as the ceiling. Per route: status,
// bytes, the Cache-Control it got, whether Next served it from its cache (x-nextjs-cache), req/s,
// p50/p99, the server's CPU milliseconds per request, and app ÷ bare. Then the same for the
// built files a first visit to /about downloads (its largest script and its two faces), asked for
// as Chrome asks (brotli), once the server holds them (server/asset-cache.mjs).
// `--seconds <n>` (5) per route and target, `--connections <n>` (20), `--routes /a,/b`,
// `--no-build`, `--push`; BENCH_PORT (3440), BENCH_DIST_DIR (.next-bench), BENCH_PROFILE=<dir>.
// Exits 1 when a route answers other than it should (200, or 404 for the missing page) or
// autocannon saw errors. It uses nothing of the app but its routes, so it runs on older builds.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { projectRoot } from '../lib/project.mjs'
import { CACHED_ROUTES } from '../lib/public-routes.mjs'
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

const DATABASE = 'app_bench_pages'
/** The public routes everyone gets the same copy of (the 404's too); a course's is added later. */
const ROUTES = CACHED_ROUTES
const MISSING = '/no-such-page'

// --routes is this bench's own; the rest are the usual bench arguments.
const argv = process.argv.slice(2)
let chosenRoutes = null
for (let i = argv.length - 1; i >= 0; i--) {
  const [flag, inline] = argv[i].split('=', 2)
  if (flag !== '--routes') continue
  const value = inline ?? argv[i + 1]
  argv.splice(i, inline === undefined ? 2 : 1)
  chosenRoutes = String(value ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`))
}
process.argv.splice(2, process.argv.length, ...argv)
const options = readOptions(benchOptions({ seconds: 5, connections: 20, build: true, push: false }))

const port = Number(process.env.BENCH_PORT || 3440)
const resultsFile = path.join(projectRoot, 'bench-results', 'pages.json')

let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-pages-',
  stopping: 'the servers and the database',
  stopFirst: async (attempt) => {
    if (bare && bare.exitCode === null) await attempt('stop the bare server', () => bare.kill())
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })
if (process.env.BENCH_DIST_DIR) env.NEXT_DIST_DIR = process.env.BENCH_DIST_DIR

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

const TICKS_PER_SECOND = 100 // Linux USER_HZ
/** A process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // After "pid (comm) ": state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** Headers a replay must not copy: Node sets them itself for the bytes it sends. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** What Chrome sends for a script or a font. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** One GET, as a visitor without cookies: status, headers and the body's bytes as sent. */
const fetchOnce = (origin, route, headers = {}) => rawOnce(origin, route, headers)

/** One GET's status, headers and body exactly as sent (not decoded, redirects not followed). */
function rawOnce(origin, route, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(origin + route, { headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const kept = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (!HOP.has(name)) kept[name] = value
          }
          resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/** The largest script and the fonts a page references. */
async function builtFilesOf(origin, route) {
  const html = await (await fetch(origin + route)).text()
  const files = [...new Set(html.match(/\/_next\/static\/[^\s"'<>)\\]+/g) || [])]
  const fonts = files.filter((file) => file.endsWith('.woff2'))
  let largest = null
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const size = (await fetchOnce(origin, file)).body.length
    if (!largest || size > largest.size) largest = { file, size }
  }
  return [...(largest ? [largest.file] : []), ...fonts]
}

function load(url, label, headers = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}`)
  })
}

const summary = (result) => ({
  reqPerSec: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  errors: result.errors + result.timeouts,
  statuses: Object.keys(result.statusCodeStats ?? {}).join(' '),
})

/**
 * The ceiling, in a process of its own (as the app is): for each route, the status, headers and
 * bytes the app answered it with. Resolves with the process and its port.
 */
async function startBare(replies) {
  const file = path.join(harness.scratch, 'bare-replies.json')
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(replies).map(([route, reply]) => [
          route,
          { status: reply.status, headers: reply.headers, body: reply.body.toString('base64') },
        ]),
      ),
    ),
  )
  const code = `
    import http from 'node:http'
    import { readFileSync } from 'node:fs'
    const replies = JSON.parse(readFileSync(process.argv[1], 'utf8'))
    for (const reply of Object.values(replies)) reply.body = Buffer.from(reply.body, 'base64')
    const server = http.createServer((request, response) => {
      const reply = replies[request.url]
      if (!reply) { response.writeHead(404); return response.end() }
      response.writeHead(reply.status, reply.headers)
      response.end(reply.body)
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const barePort = await new Promise((resolve, reject) => {
    child.once('exit', (exitCode) => reject(new Error(`the bare server exited (${exitCode})`)))
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())))
  })
  return { child, port: barePort }
}

/** A published course's public page, when the build has one (the seed's masterclass). */
async function courseRoute() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select slug from courses where is_published order by id limit 1',
    )
    return rows[0] ? `/courses/${rows[0].slug}` : null
  } catch {
    return null // an older schema without courses
  } finally {
    await client.end()
  }
}

const short = (value, width) =>
  !value ? '-' : value.length > width ? `${value.slice(0, width - 1)}…` : value

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  await harness.prepare({ env, database: DATABASE, build: options.build })

  const origin = `http://127.0.0.1:${port}`
  await harness.startServer({ env, port, origin, hostname: '127.0.0.1' })
  const pid = serverPid(port)

  let routes = chosenRoutes ?? [...ROUTES]
  if (!chosenRoutes) {
    const course = await courseRoute()
    if (course) routes.splice(routes.indexOf(MISSING), 0, course)
  }
  routes = [...new Set(routes)]

  const rows = []
  const replies = {}
  for (const route of routes) {
    // The first visit may render (or find the build's copy stale and regenerate it in the
    // background); visitors then get the cached page: wait for it (at most 10 s).
    let reply = await fetchOnce(origin, route)
    for (
      let tries = 0;
      tries < 40 && /STALE|MISS/.test(reply.headers['x-nextjs-cache'] ?? '');
      tries++
    ) {
      await sleep(250)
      reply = await fetchOnce(origin, route)
    }
    replies[route] = reply
    const before = cpuMs(pid)
    const app = summary(await load(origin + route, `app ${route}`))
    const spent = cpuMs(pid) - before
    rows.push({
      route,
      status: reply.status,
      bytes: reply.body.length,
      cacheControl: reply.headers['cache-control'] ?? '',
      nextCache: reply.headers['x-nextjs-cache'] ?? '',
      app,
      cpuPerRequest: app.total ? spent / app.total : 0,
    })
  }

  // Built files: the first request is compressed per request while the server makes its held
  // copy in the background (a second or so for the largest script here); visitors after that get
  // the copy. Its Content-Length says so: per-request compression streams without one.
  const fileRows = []
  for (const file of await builtFilesOf(origin, '/about')) {
    let reply = await fetchOnce(origin, file, BROWSER_ENCODINGS)
    for (let tries = 0; tries < 40 && reply.headers['content-length'] === undefined; tries++) {
      await sleep(250)
      reply = await fetchOnce(origin, file, BROWSER_ENCODINGS)
    }
    replies[file] = reply
    const before = cpuMs(pid)
    const app = summary(await load(origin + file, `app ${file}`, BROWSER_ENCODINGS))
    const spent = cpuMs(pid) - before
    fileRows.push({
      route: file,
      status: reply.status,
      bytes: reply.body.length,
      plainBytes: Number(reply.headers['content-length'] ?? reply.body.length),
      encoding: reply.headers['content-encoding'] ?? 'none',
      app,
      cpuPerRequest: app.total ? spent / app.total : 0,
    })
  }

  // The ceiling is measured with the app stopped, so it has the machine to itself.
  await harness.stopServer()
  const started = await startBare(replies)
  bare = started.child
  for (const row of rows) {
    row.bare = summary(
      await load(`http://127.0.0.1:${started.port}${row.route}`, `bare ${row.route}`),
    )
  }
  for (const row of fileRows) {
    row.bare = summary(
      await load(
        `http://127.0.0.1:${started.port}${row.route}`,
        `bare ${row.route}`,
        BROWSER_ENCODINGS,
      ),
    )
  }
  bare.kill()

  const failures = []
  for (const row of rows) {
    const expected = row.route === MISSING ? 404 : 200
    if (row.status !== expected)
      failures.push(`${row.route}: answered ${row.status}, not ${expected}`)
    if (row.app.statuses !== String(expected)) {
      failures.push(`${row.route}: statuses under load ${row.app.statuses}, not only ${expected}`)
    }
    if (row.app.errors)
      failures.push(`${row.route}: ${row.app.errors} errors or timeouts under load`)
  }
  for (const row of fileRows) {
    if (row.status !== 200 || row.app.statuses !== '200' || row.app.errors) {
      failures.push(
        `${row.route}: ${row.status}, under load ${row.app.statuses}, ${row.app.errors} errors`,
      )
    }
  }

  const columns = [
    ['route', 'Route', 'left'],
    ['status', 'Status', 'right'],
    ['bytes', 'Bytes', 'right'],
    ['cacheControl', 'Cache-Control', 'left'],
    ['nextCache', 'Next cache', 'left'],
    ['rps', 'req/s', 'right'],
    ['p50', 'p50 ms', 'right'],
    ['p99', 'p99 ms', 'right'],
    ['cpu', 'CPU ms/req', 'right'],
    ['bareRps', 'bare req/s', 'right'],
    ['bareP99', 'bare p99', 'right'],
    ['ratio', 'app ÷ bare', 'right'],
  ]
  const ms = (value) => (value < 1 ? '<1' : String(value))
  const cells = rows.map((row) => ({
    route: row.route,
    status: String(row.status),
    bytes: String(row.bytes),
    cacheControl: short(row.cacheControl, 44),
    nextCache: row.nextCache || '-',
    rps: row.app.reqPerSec.toFixed(0),
    p50: ms(row.app.p50),
    p99: ms(row.app.p99),
    cpu: row.cpuPerRequest.toFixed(2),
    bareRps: row.bare.reqPerSec.toFixed(0),
    bareP99: ms(row.bare.p99),
    ratio: row.bare.reqPerSec ? (row.app.reqPerSec / row.bare.reqPerSec).toFixed(3) : '-',
  }))
  console.log(
    `\n━━ Public pages' HTML, ${options.connections} connections, ${options.seconds} s each ` +
      `(autocannon, loopback; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  console.log(formatTable(columns, cells))
  console.log(
    `\n━━ Built files a first visit to /about downloads, asked for as Chrome asks ` +
      `(Accept-Encoding: ${BROWSER_ENCODINGS['accept-encoding']})\n`,
  )
  console.log(
    formatTable(
      [
        ['route', 'File', 'left'],
        ['encoding', 'Encoding', 'left'],
        ['bytes', 'Bytes sent', 'right'],
        ['rps', 'req/s', 'right'],
        ['p50', 'p50 ms', 'right'],
        ['p99', 'p99 ms', 'right'],
        ['cpu', 'CPU ms/req', 'right'],
        ['bareRps', 'bare req/s', 'right'],
        ['ratio', 'app ÷ bare', 'right'],
      ],
      fileRows.map((row) => ({
        route: short(row.route, 60),
        encoding: row.encoding,
        bytes: String(row.bytes),
        rps: row.app.reqPerSec.toFixed(0),
        p50: ms(row.app.p50),
        p99: ms(row.app.p99),
        cpu: row.cpuPerRequest.toFixed(2),
        bareRps: row.bare.reqPerSec.toFixed(0),
        ratio: row.bare.reqPerSec ? (row.app.reqPerSec / row.bare.reqPerSec).toFixed(3) : '-',
      })),
    ),
  )
  console.log(
    '\nbare = a node:http process sending the same status, headers and bytes; CPU ms/req = the' +
      '\nserver process’s CPU time (user + system) during the route’s load ÷ its requests;' +
      '\nNext cache = x-nextjs-cache on a visitor’s second request (HIT: served from the cache).',
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
        load: os.loadavg(),
        rows,
        builtFiles: fileRows,
        failures,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`Raw results: ${path.relative(projectRoot, resultsFile)}`)
  if (failures.length) {
    console.error(`\n[bench] ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`)
    return 1
  }
  return 0
})
