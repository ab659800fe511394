#!/usr/bin/env node
// npm run bench:import: the Leads tab's CSV import of a Kit export of 50,000 people, on a
// production build (.next-bench-import) and a throw-away database, laid out as a deployment at
// scale runs it: the web process (server/serve.mjs, JOBS_AUTORUN=0) answers the owner and the
// visitors, `npm run jobs` (scripts/jobs.ts, the only worker) runs the import job, so the memory
// sampled is the import's own process. The file is made here, in memory (Kit's columns, unique
// addresses, mostly active, some inactive and bounced, a few tags and invalid rows), then uploaded,
// checked and started through the owner's API, as the Import screens do.
// It prints the import's time (finishedAt − startedAt, and from the start request to done), rows/s,
// the worker's resident memory (VmRSS every 100 ms: before the start, peak, growth), what the
// import did, its progress over time (each batch commits processed_rows), and a public page's
// req/s and p99 under autocannon (a browser's headers) without an import and while one runs, beside
// bare node:http sending the same bytes. Goals: 50,000 rows in at most 60 s (the same rows/s for
// another --rows), memory growth under 150 MB; it exits 1 when one is missed, after a second import
// with the worker under --cpu-prof shows where the time goes (its top self-time functions, and the
// statements Postgres was running, sampled from pg_stat_activity). It also exits 1 when it cannot
// measure: an answer other than expected, an import that failed, counts other than the file's, an
// upload refused (then the file is stored by SQL as the upload would, so the import is measured).
//
//   --rows <n>         rows of the file (default 50000)
//   --seconds <n>      each page measurement (default 10)
//   --connections <n>  autocannon's connections (default 20)
//   --no-build         reuse .next-bench-import when it holds a build
//   --push             schema by push instead of migrations
//   BENCH_PORT         the web process's port (default 3450)
//   BENCH_DIST_DIR     another build folder than .next-bench-import
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { SourceMap } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'
import pg from 'pg'

import { typescriptCommand } from '../lib/bundle.mjs'
import { projectRoot } from '../lib/project.mjs'
import { start } from '../lib/run.mjs'
import {
  assertPortFree,
  benchEnv,
  benchOptions,
  createHarness,
  formatTable,
  log,
  ownerCookie,
  readOptions,
  rssKb,
  serverPid,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_import'
const ROUTE = '/'
/** The goal: 50,000 rows in 60 s, i.e. this many rows a second for any --rows. */
const GOAL_ROWS = 50_000
const GOAL_SECONDS = 60
const GOAL_GROWTH_MB = 150
const SAMPLE_MS = 100
const FINISHED = new Set(['done', 'failed'])
/** How often the bench asks for the import's view, as a progress screen would. */
const POLL_MS = 1_000
/** A pause in progress this long is reported (the worker's rounds are 5 s apart). */
const GAP_MS = 2_000
const IMPORT_TIMEOUT_MS = 15 * 60_000
/** The tables a batch writes or looks up: when Postgres last analysed each is watched. */
const WRITTEN_TABLES = [
  'contacts',
  'contacts_texts',
  'contacts_rels',
  'contacts_status_history',
  'suppressions',
]
/** What a visitor's browser sends for a page (Chrome on Windows). */
const VISITOR = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
}

const options = readOptions(
  benchOptions({ rows: 50_000, seconds: 10, connections: 20, build: true, push: false }),
)
const port = Number(process.env.BENCH_PORT || 3450)
const origin = `http://127.0.0.1:${port}`
const resultsFile = path.join(projectRoot, 'bench-results', 'import.json')
const profileFile = path.join(projectRoot, 'bench-results', 'import-worker.cpuprofile')

/** The worker's output, kept after the run (the scratch folder is not) for a failed import. */
const logDir = path.join(os.tmpdir(), 'somatic-bench-import-logs')
rmSync(logDir, { recursive: true, force: true })
mkdirSync(logDir, { recursive: true })

const workers = []
const clients = []
let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-import-',
  stopping: 'the worker, the servers and the database',
  stopFirst: async (attempt) => {
    if (bare && bare.exitCode === null) await attempt('stop the bare server', () => bare.kill())
    for (const worker of workers) await attempt('stop the worker', () => stopWorker(worker))
    for (const client of clients) await attempt('close a database client', () => client.end())
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })
// Its own build folder: another bench may be building .next-bench at the same time.
env.NEXT_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench-import'
// The web process leaves every job to the worker, so the import runs in a process we can watch.
env.JOBS_AUTORUN = '0'

// ── the file ────────────────────────────────────────────────────────────────────────────────────

const FIRST_NAMES = ['Amélie', 'Jo', 'Priya', 'Marcus', 'Dana', 'Björn', 'Chloé', 'Ngozi']
const MORE_FIRST_NAMES = ['Sam', 'Leila', 'Maya', 'Sofia', 'Inès', 'Hana', 'Zoë', 'Anna']
const FIRST = [...FIRST_NAMES, ...MORE_FIRST_NAMES]
const LAST = ['Durand', 'Ramirez', 'Nair', 'Lee', 'Whit', 'Lindqvist', 'Martin', 'Okafor']
const MORE_LAST = ['Taylor', 'Haddad', 'Costa', 'Novak', 'Ito', 'Müller', 'Ó Briain', 'Park']
const LASTS = [...LAST, ...MORE_LAST]
const DOMAINS = ['example.com', 'example.org', 'example.net']

/** A deterministic generator (mulberry32): the same file on every run. */
function seeded(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ascii = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')

const cell = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

const two = (n) => String(n).padStart(2, '0')
/** Kit's own date format, "2023-02-14 09:12:45 UTC". */
const kitDate = (date) =>
  `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} ` +
  `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`

/**
 * A Kit subscribers export of `rows` people, as tests/support/exports/kit-subscribers.csv: every
 * address its own (`tag` keeps two files apart), 1 in 37 in capitals, 5 % inactive and 2 %
 * bounced (refusals: suppressed, never on her list), tags on about half, names with accents and
 * now and then a comma, a few ISO dates, and one row in 5,000 without a usable address.
 */
function kitExport(rows, tag) {
  const random = seeded(rows + tag.length)
  const start = Date.UTC(2020, 0, 1)
  const span = Date.UTC(2025, 0, 1) - start
  const lines = ['first_name,email_address,state,created_at,last_name,tags']
  const expected = { subscribed: 0, refused: 0, invalid: 0 }
  for (let i = 0; i < rows; i++) {
    const first = i % 101 === 0 ? 'Jo, RN' : FIRST[i % FIRST.length]
    const last = LASTS[Math.floor(i / FIRST.length) % LASTS.length]
    let email = `${ascii(first)}.${ascii(last)}.${tag}${i}@${DOMAINS[i % DOMAINS.length]}`
    if (i % 37 === 0) email = email.toUpperCase()
    const state = i % 20 === 7 ? 'inactive' : i % 50 === 13 ? 'bounced' : 'active'
    if (i % 5000 === 4999) {
      email = i % 10000 === 9999 ? '' : `${ascii(first)}.${tag}${i}@example`
      expected.invalid += 1
    } else if (state === 'active') expected.subscribed += 1
    else expected.refused += 1
    const at = new Date(start + Math.floor(random() * span))
    const created = i % 500 === 250 ? at.toISOString() : kitDate(at)
    const tags =
      i % 7 === 0
        ? 'Newsletter, Quiz: Rebel'
        : i % 11 === 0
          ? 'Quiz: Rebel,VIP'
          : i % 13 === 0
            ? 'Newsletter, Workshop 2023'
            : i % 3 === 0
              ? 'Newsletter'
              : ''
    lines.push([first, email, state, created, last, tags].map(cell).join(','))
  }
  return { csv: `${lines.join('\n')}\n`, expected }
}

// ── processes ───────────────────────────────────────────────────────────────────────────────────

const TICKS_PER_SECOND = 100 // Linux USER_HZ

/** Every process's parent, name and CPU ticks, from /proc. */
function processTable() {
  const table = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const close = stat.lastIndexOf(') ')
      const fields = stat.slice(close + 2).split(' ')
      table.set(Number(entry), {
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf('(') + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // a process that ended while we looked
    }
  }
  return table
}

const descendsFrom = (table, pid, ancestor) => {
  for (let at = pid, hops = 0; at > 1 && hops < 12; at = table.get(at)?.parent ?? 0, hops++) {
    if (at === ancestor) return true
  }
  return false
}

/** A process's CPU time so far (user + system), in ms. */
const cpuMs = (pid) => ((processTable().get(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND

/** This bench's Postgres's CPU time so far (ms): its postmaster and every backend. */
function postgresCpuMs() {
  const table = processTable()
  let ticks = 0
  for (const [pid, { name, ticks: own }] of table) {
    if (name === 'postgres' && descendsFrom(table, pid, process.pid)) ticks += own
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}

/**
 * The node process that runs scripts/jobs.ts under `root`: `root` itself when we started node
 * directly, its descendant when a wrapper (npm, with-db) started it.
 */
function jobRunnerPid(root) {
  const table = processTable()
  const candidates = [root, ...[...table.keys()].filter((pid) => descendsFrom(table, pid, root))]
  for (const pid of candidates) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (args.some((arg) => /(^|\/)jobs\.(mjs|ts)$/.test(arg))) return pid
    } catch {
      // ended while we looked
    }
  }
  throw new Error(`no process running scripts/jobs.ts under ${root}`)
}

/** `npm run jobs` as a deployment runs it, its output in `logDir`; `flags` go to node. */
async function startWorker(name, flags = []) {
  const file = path.join(logDir, `${name}.log`)
  const [command, args] = await typescriptCommand('scripts/jobs.ts')
  const worker = start(command, [...flags, ...args], { env, output: openSync(file, 'a') })
  workers.push(worker)
  await sleep(200)
  worker.pid = jobRunnerPid(worker.child.pid)
  log(`${name} started, pid ${worker.pid} (log: ${file})`)
  return { ...worker, bundle: args.at(-1), file }
}

/** SIGTERM: it ends after its current rounds (an import run hands over within 20 s). */
async function stopWorker(worker) {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return
  worker.child.kill('SIGTERM')
  const stopped = await Promise.race([worker.exited.then(() => true), sleep(40_000)])
  if (!stopped) {
    log('the worker ignored SIGTERM for 40 s; killing it')
    worker.child.kill('SIGKILL')
    await worker.exited
  }
}

/** The floor: a node:http process of its own sending the page's status, headers and bytes. */
async function startBare(reply) {
  const file = path.join(harness.scratch, 'bare-reply.json')
  writeFileSync(
    file,
    JSON.stringify({
      status: reply.status,
      headers: reply.headers,
      body: reply.body.toString('base64'),
    }),
  )
  const code = `
    import http from 'node:http'
    import { readFileSync } from 'node:fs'
    const reply = JSON.parse(readFileSync(process.argv[1], 'utf8'))
    const body = Buffer.from(reply.body, 'base64')
    const server = http.createServer((request, response) => {
      request.resume()
      response.writeHead(reply.status, reply.headers)
      response.end(body)
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))
  `
  bare = spawn(process.execPath, ['--input-type=module', '-e', code, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    bare.once('exit', (exitCode) => reject(new Error(`the bare server exited (${exitCode})`)))
    bare.stdout.once('data', (chunk) => resolve(`http://127.0.0.1:${Number(String(chunk).trim())}`))
  })
}

// ── requests ────────────────────────────────────────────────────────────────────────────────────

/** Headers a replay must not copy: Node sets them itself for the bytes it sends. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** One GET as a visitor's browser: status, headers and the body's bytes as sent. */
function visit(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: VISITOR }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const headers = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (!HOP.has(name)) headers[name] = value
          }
          resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/** The page under autocannon for --seconds. */
function load(url, label) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.seconds, headers: VISITOR },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
    log(`${label}: ${options.connections} connections for ${options.seconds} s → ${url}`)
  })
}

const pageFigures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  total: result.requests.total,
  errors: result.errors + result.timeouts,
  statuses: Object.keys(result.statusCodeStats ?? {}).join(' '),
})

let cookie

/** One call of the owner's API, as the Import screens make it. */
async function api(method, route, { body, type = 'application/json' } = {}) {
  const response = await fetch(`${origin}/api${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': type }) },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, json, text }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(
      `${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 400)}`,
    )
  }
  return answer.json
}

/** A refusal of the upload for its size by a field's limit (not the 50 MB the import allows). */
const FIELD_LIMIT = /max length of [\d,]+ characters/

/**
 * Upload and check, as the owner does before she starts: the view after the check, and timings.
 * When the upload is refused by a field's length limit, that is reported (`refused`) and, so the
 * import can still be measured, the file's first lines are uploaded and the whole file is put in
 * their place in import_files by SQL, as the upload would have stored it.
 */
async function uploadAndCheck(csv, fileName, client) {
  const address = `/admin/imports?fileName=${encodeURIComponent(fileName)}`
  let began = performance.now()
  let answer = await api('POST', address, { body: csv, type: 'text/csv' })
  let uploadMs = performance.now() - began
  let refused = null
  if (answer.status === 400 && FIELD_LIMIT.test(answer.text)) {
    refused = `${answer.status} ${answer.text.slice(0, 300)}`
    log(`the upload was refused (${refused}); storing the file by SQL to measure the import`)
    answer = await api('POST', address, {
      body: csv.slice(0, csv.lastIndexOf('\n', 30_000) + 1),
      type: 'text/csv',
    })
    uploadMs = NaN
  }
  const uploaded = expectStatus(answer, 201, 'the upload')
  if (uploaded.platform !== 'kit') throw new Error(`the file was read as ${uploaded.platform}`)
  if (refused) {
    await client.query('update import_files set content = $1 where import_id = $2', [
      csv,
      uploaded.id,
    ])
    await client.query('update imports set byte_length = $1, content_hash = $2 where id = $3', [
      Buffer.byteLength(csv),
      createHash('sha256').update(csv).digest('hex'),
      uploaded.id,
    ])
  }
  began = performance.now()
  const checked = expectStatus(
    await api('POST', `/admin/imports/${uploaded.id}/check`, {
      body: { mapping: uploaded.mapping },
    }),
    200,
    'the check',
  )
  return {
    id: uploaded.id,
    preview: checked.preview,
    uploadMs,
    checkMs: performance.now() - began,
    refused,
  }
}

const START_OPTIONS = { options: { tags: [], sequence: null, products: [], agreed: false } }

// ── watching an import ──────────────────────────────────────────────────────────────────────────

/** A statement's text as one bucket: its first words, whitespace folded. */
const statementOf = (query) => query.replace(/\s+/g, ' ').trim().slice(0, 90)

/**
 * From the start request to done: the worker's and the web process's VmRSS every SAMPLE_MS, the
 * import's committed progress and the statements Postgres is running (pg_stat_activity) as often
 * as a round trip allows, and the view by GET every POLL_MS.
 */
async function watchImport({ importId, worker, webPid, client, whileRunning }) {
  const rss = []
  const progress = []
  const statements = new Map()
  const analysed = []
  let lastAnalysed = null
  let activitySamples = 0
  let status = 'queued'
  let finishedAt = null
  const began = performance.now()
  const cpuBefore = { worker: cpuMs(worker.pid), web: cpuMs(webPid), postgres: postgresCpuMs() }
  const rssTimer = setInterval(() => {
    try {
      rss.push({ t: performance.now() - began, worker: rssKb(worker.pid), web: rssKb(webPid) })
    } catch {
      // a process that ended: the poll below says why
    }
  }, SAMPLE_MS)
  const startedAnswer = expectStatus(
    await api('POST', `/admin/imports/${importId}/start`, { body: START_OPTIONS }),
    200,
    'the start',
  )
  if (startedAnswer.status !== 'queued') throw new Error(`started as ${startedAnswer.status}`)

  // Sampled from the start's answer on: before it, the import still reads 'previewed'.
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const at = performance.now() - began
      const { rows } = await client.query(
        `select i.status, i.processed_rows,
                coalesce((select json_agg(a.query) from pg_stat_activity a
                           where a.state = 'active' and a.pid <> pg_backend_pid()
                             and a.datname = current_database()), '[]') as active,
                (select json_object_agg(t.relname, greatest(t.last_analyze, t.last_autoanalyze))
                   from pg_stat_user_tables t where t.relname = any($2)) as analysed
           from imports i where i.id = $1`,
        [importId, WRITTEN_TABLES],
      )
      const [row] = rows
      if (!row) throw new Error(`import ${importId} is gone`)
      // A table analysed since the last look: from then on its statements are planned anew.
      for (const [table, when] of Object.entries(row.analysed ?? {})) {
        if (lastAnalysed && when && when !== lastAnalysed[table]) analysed.push({ t: at, table })
      }
      lastAnalysed = row.analysed ?? {}
      if (!FINISHED.has(status)) {
        status = row.status
        if (FINISHED.has(status)) finishedAt = at
      }
      progress.push({ t: at, processed: Number(row.processed_rows), status: row.status })
      if (!FINISHED.has(row.status)) {
        activitySamples += 1
        for (const query of row.active) {
          const key = statementOf(query)
          statements.set(key, (statements.get(key) ?? 0) + 1)
        }
      }
      await sleep(SAMPLE_MS)
    }
  })()
  // Its failure (and the page load's) is thrown where it is awaited, not as an unhandled one.
  sampler.catch(() => {})

  // The page is measured once the worker has taken the import, so the window is the import's.
  let duringLoad = null
  const running = (async () => {
    while (status === 'queued') await sleep(20)
    if (!whileRunning) return
    const from = performance.now() - began
    const result = await whileRunning()
    duringLoad = { from, to: performance.now() - began, result }
  })()
  running.catch(() => {})

  let view
  const deadline = Date.now() + IMPORT_TIMEOUT_MS
  for (;;) {
    view = expectStatus(await api('GET', `/admin/imports/${importId}`), 200, 'the progress')
    if (view.status === 'done' || view.status === 'failed') break
    if (worker.child.exitCode !== null) throw new Error(`the worker exited; see ${worker.file}`)
    await Promise.race([sampler, sleep(0)])
    if (Date.now() > deadline) {
      throw new Error(
        `the import did not finish in ${IMPORT_TIMEOUT_MS / 60_000} minutes (${view.processedRows} of ${view.totalRows} rows)`,
      )
    }
    await sleep(POLL_MS)
  }
  const wallMs = finishedAt ?? performance.now() - began
  const cpu = {
    worker: cpuMs(worker.pid) - cpuBefore.worker,
    web: cpuMs(webPid) - cpuBefore.web,
    postgres: postgresCpuMs() - cpuBefore.postgres,
  }
  await running
  // A last look at memory after the end: a peak in the final batch is kept.
  await sleep(500)
  clearInterval(rssTimer)
  sampling = false
  await sampler
  return { view, wallMs, cpu, rss, progress, statements, activitySamples, duringLoad, analysed }
}

/** The moments a batch committed (processed_rows grew), and the pauses between them. */
function batchesOf(progress) {
  const commits = []
  let last = 0
  for (const sample of progress) {
    if (sample.processed > last) {
      commits.push({ t: sample.t, rows: sample.processed - last, processed: sample.processed })
      last = sample.processed
    }
  }
  const durations = commits.slice(1).map((commit, i) => commit.t - commits[i].t)
  const firstRunning = progress.find((sample) => sample.status !== 'queued')?.t ?? 0
  const gaps = commits
    .slice(1)
    .map((commit, i) => ({ at: commits[i].t, ms: commit.t - commits[i].t }))
    .filter((gap) => gap.ms >= GAP_MS)
  return { commits, durations, firstRunning, gaps }
}

const sortedOf = (values) => [...values].sort((a, b) => a - b)
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : 0

// ── where the time goes: the worker's CPU profile ───────────────────────────────────────────────

/** Where a profiled function is: our sources through the bundle's source map, packages by path. */
function locator(bundleFile) {
  const text = readFileSync(bundleFile, 'utf8')
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(text)
  const map = inline
    ? new SourceMap(JSON.parse(Buffer.from(inline[1], 'base64').toString('utf8')))
    : null
  const bundleUrl = `file://${bundleFile}`
  const modules = `${path.join(projectRoot, 'node_modules')}/`
  return ({ url, lineNumber, columnNumber }) => {
    if (!url) return { file: '', line: 0, owner: '' }
    if (url === bundleUrl && map) {
      const entry = map.findEntry(lineNumber, columnNumber)
      if (entry?.originalSource) {
        const source = entry.originalSource.startsWith('file:')
          ? fileURLToPath(entry.originalSource)
          : path.resolve(path.dirname(bundleFile), entry.originalSource)
        const file = path.relative(projectRoot, source)
        return { file, line: entry.originalLine + 1, owner: file }
      }
    }
    const file = url.startsWith('file:') ? fileURLToPath(url) : url
    if (file.startsWith(modules)) {
      const inside = file.slice(modules.length)
      const parts = inside.split('/')
      return {
        file: inside,
        line: lineNumber + 1,
        owner: parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0],
      }
    }
    return { file, line: lineNumber + 1, owner: file.startsWith('node:') ? 'node' : file }
  }
}

/**
 * Self time by function and by package or source file, over the part of the profile where the
 * import ran: from the first to the last sample with one of src/imports' functions on its stack.
 */
function selfTimes(profile, bundleFile) {
  const where = locator(bundleFile)
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const place = new Map(profile.nodes.map((node) => [node.id, where(node.callFrame)]))
  const inImport = new Map()
  const importing = (id) => {
    if (inImport.has(id)) return inImport.get(id)
    const own = place.get(id).file.startsWith('src/imports/')
    const answer = own || (parent.has(id) ? importing(parent.get(id)) : false)
    inImport.set(id, answer)
    return answer
  }
  const times = []
  let t = profile.startTime
  for (const delta of profile.timeDeltas) times.push((t += delta))
  const marked = profile.samples.map((id, i) => (importing(id) ? i : -1)).filter((i) => i >= 0)
  if (!marked.length) return null
  const [from, to] = [marked[0], marked.at(-1)]
  const byFunction = new Map()
  const byOwner = new Map()
  let total = 0
  for (let i = from; i <= to; i++) {
    const us = (times[i + 1] ?? times[i]) - times[i]
    const node = nodes.get(profile.samples[i])
    const { file, line, owner } = place.get(node.id)
    const name = node.callFrame.functionName || '(anonymous)'
    const key = `${name}\n${file ? `${file}:${line}` : ''}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + us)
    const group = owner || name
    byOwner.set(group, (byOwner.get(group) ?? 0) + us)
    total += us
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => ({ key, ms: us / 1000, share: us / total }))
  return { windowMs: total / 1000, functions: top(byFunction, 20), owners: top(byOwner, 12) }
}

/** A second import, of another file of the same size, with the worker under --cpu-prof. */
async function profiledImport({ worker, webPid, client }) {
  log('a goal was missed: importing another file with the worker under --cpu-prof')
  await stopWorker(worker)
  const dir = path.join(harness.scratch, 'profile')
  mkdirSync(dir, { recursive: true })
  const profiled = await startWorker('worker-profiled', ['--cpu-prof', `--cpu-prof-dir=${dir}`])
  const { csv } = kitExport(options.rows, 'p')
  const checked = await uploadAndCheck(csv, 'kit-subscribers-profiled.csv', client)
  const watched = await watchImport({ importId: checked.id, worker: profiled, webPid, client })
  await stopWorker(profiled)
  const written = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))
  if (!written.length) throw new Error('the profiled worker wrote no CPU profile')
  const profile = JSON.parse(readFileSync(path.join(dir, written[0]), 'utf8'))
  mkdirSync(path.dirname(profileFile), { recursive: true })
  writeFileSync(profileFile, JSON.stringify(profile))
  return { watched, self: selfTimes(profile, profiled.bundle) }
}

// ── the report ──────────────────────────────────────────────────────────────────────────────────

const mb = (kb) => kb / 1024
const seconds = (ms) => (ms / 1000).toFixed(1)
const ms = (value) => (value < 1 ? '<1' : String(value))

function timelineTable(watched) {
  const { progress, rss } = watched
  const step = Math.max(2_000, watched.wallMs / 15)
  const rows = []
  let previous = { t: 0, processed: 0 }
  for (let at = step; ; at += step) {
    const sample = progress.findLast((entry) => entry.t <= at) ?? previous
    const memory = rss.filter((entry) => entry.t > previous.t && entry.t <= at)
    const peak = Math.max(0, ...memory.map((entry) => entry.worker))
    rows.push({
      t: seconds(Math.min(at, sample.t)),
      processed: String(sample.processed),
      rate: (
        ((sample.processed - previous.processed) * 1000) /
        Math.max(1, sample.t - previous.t)
      ).toFixed(0),
      rss: peak ? mb(peak).toFixed(0) : '-',
      status: sample.status,
    })
    previous = sample
    if (at >= watched.wallMs || sample.status === 'done' || sample.status === 'failed') break
  }
  return formatTable(
    [
      ['t', 's after start', 'right'],
      ['processed', 'processed rows', 'right'],
      ['rate', 'rows/s since last', 'right'],
      ['rss', 'worker RSS peak MB', 'right'],
      ['status', 'status', 'left'],
    ],
    rows,
  )
}

function statementsTable(watched) {
  const total = watched.activitySamples || 1
  return formatTable(
    [
      ['share', 'share of samples', 'right'],
      ['statement', 'statement running in Postgres (pg_stat_activity)', 'left'],
    ],
    [...watched.statements.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([statement, count]) => ({
        share: `${((100 * count) / total).toFixed(0)} %`,
        statement,
      })),
  )
}

/**
 * How the batches went: time between commits, the longest pauses, and when Postgres analysed the
 * tables a batch writes (its plans before that were made for the tables as they were at the start).
 */
function batchSummary(watched) {
  const batches = batchesOf(watched.progress)
  const sorted = sortedOf(batches.durations)
  const lines = [
    `Batches: ${batches.commits.length} commits; between commits p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
      `p90 ${percentile(sorted, 0.9).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms ` +
      `(sampled every ${SAMPLE_MS} ms); first commit ` +
      `${seconds((batches.commits[0]?.t ?? 0) - batches.firstRunning)} s after the worker took it.`,
  ]
  if (batches.gaps.length) {
    const longest = [...batches.gaps].sort((a, b) => b.ms - a.ms).slice(0, 6)
    lines.push(
      `${batches.gaps.length} pauses of ${GAP_MS / 1000} s or more between commits; the longest: ` +
        longest
          .sort((a, b) => a.at - b.at)
          .map((gap) => `${seconds(gap.ms)} s from ${seconds(gap.at)} s`)
          .join(', ') +
        '.',
    )
  }
  const rowsAt = (t) => watched.progress.findLast((sample) => sample.t <= t)?.processed ?? 0
  const total = watched.view.processedRows
  const end = watched.progress.find((sample) => sample.processed >= total)?.t ?? watched.wallMs
  for (const { t, table } of watched.analysed) {
    const before = rowsAt(t)
    lines.push(
      `Postgres analysed ${table} at ${seconds(t)} s (${before} rows in): ` +
        `${((before * 1000) / Math.max(1, t - batches.firstRunning)).toFixed(0)} rows/s before, ` +
        `${(((total - before) * 1000) / Math.max(1, end - t)).toFixed(0)} rows/s after.`,
    )
  }
  if (!watched.analysed.length) lines.push(`None of ${WRITTEN_TABLES.join(', ')} was analysed.`)
  return lines.join('\n')
}

/** The worker's memory from its rest before the start to its peak while the import ran. */
function memoryOf(watched, baselineKb) {
  const during = watched.rss.filter((entry) => entry.t <= watched.wallMs + 1_000)
  const peakKb = Math.max(baselineKb, ...during.map((entry) => entry.worker))
  const peakAt = during.find((entry) => entry.worker === peakKb)?.t ?? 0
  return { baselineKb, peakKb, growthMb: mb(peakKb - baselineKb), peakAt }
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  const db = await harness.prepare({ env, database: DATABASE, build: options.build })
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  clients.push(client)
  const sampler = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await sampler.connect()
  clients.push(sampler)
  cookie = await ownerCookie(client)

  await harness.startServer({ env, port, origin, hostname: '127.0.0.1' })
  const webPid = serverPid(port)
  const worker = await startWorker('worker')

  // The first visit may render; visitors then get the cached page (at most 10 s).
  let reply = await visit(origin + ROUTE)
  for (
    let tries = 0;
    tries < 40 && /STALE|MISS/.test(reply.headers['x-nextjs-cache'] ?? '');
    tries++
  ) {
    await sleep(250)
    reply = await visit(origin + ROUTE)
  }
  if (reply.status !== 200) throw new Error(`${ROUTE} answered ${reply.status}`)

  const made = performance.now()
  const { csv, expected } = kitExport(options.rows, 'k')
  log(
    `made a Kit export of ${options.rows} rows (${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB) in ${(performance.now() - made).toFixed(0)} ms`,
  )

  // 1. The page with nothing imported.
  const without = pageFigures(await load(origin + ROUTE, `${ROUTE} without an import`))

  // 2. Upload and check in the web process, as the owner does.
  const webBeforeKb = rssKb(webPid)
  const checked = await uploadAndCheck(csv, 'kit-subscribers.csv', client)
  const webAfterCheckKb = rssKb(webPid)
  log(
    `${checked.refused ? 'stored' : `uploaded in ${checked.uploadMs.toFixed(0)} ms`}, checked in ${checked.checkMs.toFixed(0)} ms: ` +
      `${checked.preview.newPeople} new, ${checked.preview.invalid} invalid, ` +
      `${checked.preview.unsubscribed + checked.preview.bounced} refusals`,
  )

  // 3. The worker at rest (it has run its rounds since it started), then the import.
  await sleep(2_000)
  const restKb = []
  for (let i = 0; i < 5; i++) {
    restKb.push(rssKb(worker.pid))
    await sleep(200)
  }
  const baselineKb = Math.round(restKb.reduce((sum, kb) => sum + kb, 0) / restKb.length)
  const watched = await watchImport({
    importId: checked.id,
    worker,
    webPid,
    client: sampler,
    whileRunning: () => load(origin + ROUTE, `${ROUTE} during the import`),
  })
  const during = pageFigures(watched.duringLoad.result)
  const { view } = watched
  if (view.status !== 'done') throw new Error(`the import ${view.status}: ${view.error}`)

  // 4. The floor, with the app at rest.
  const bareOrigin = await startBare(reply)
  const floor = pageFigures(await load(bareOrigin + ROUTE, 'bare node:http, same bytes'))
  bare.kill()

  // ── figures ──
  const importMs = Date.parse(view.finishedAt) - Date.parse(view.startedAt)
  const rowsPerSecond = (options.rows * 1000) / importMs
  const memory = memoryOf(watched, baselineKb)
  const batches = batchesOf(watched.progress)
  const loadWindow = watched.duringLoad
  const rowsAt = (t) => watched.progress.findLast((sample) => sample.t <= t)?.processed ?? 0
  const loadedRows = rowsAt(loadWindow.to) - rowsAt(loadWindow.from)
  const afterEnd =
    watched.progress.find((sample) => sample.processed === options.rows)?.t ?? loadWindow.to
  const unloadedRows = options.rows - rowsAt(loadWindow.to)
  const webPeakKb = Math.max(...watched.rss.map((entry) => entry.web))

  const failures = []
  for (const [label, figures] of [
    ['without an import', without],
    ['during the import', during],
    ['bare', floor],
  ]) {
    if (figures.statuses !== '200' || figures.errors) {
      failures.push(`${ROUTE} ${label}: statuses ${figures.statuses}, ${figures.errors} errors`)
    }
  }
  const result = view.result ?? {}
  const wanted = {
    created: expected.subscribed,
    subscribed: expected.subscribed,
    suppressed: expected.refused,
    problems: expected.invalid,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
  }
  for (const [key, value] of Object.entries(wanted)) {
    if (result[key] !== value)
      failures.push(`result.${key} is ${result[key]}, the file says ${value}`)
  }
  if (checked.refused) {
    failures.push(
      `the upload of the ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB file was refused: ${checked.refused}`,
    )
  }
  if (view.processedRows !== options.rows) {
    failures.push(`processedRows is ${view.processedRows}, not ${options.rows}`)
  }

  const goalSeconds = (GOAL_SECONDS * options.rows) / GOAL_ROWS
  const goals = [
    {
      name: `import of ${options.rows.toLocaleString('en-US')} rows ≤ ${goalSeconds.toFixed(goalSeconds % 1 ? 1 : 0)} s (${(GOAL_ROWS / GOAL_SECONDS).toFixed(0)} rows/s)`,
      ok: importMs <= goalSeconds * 1000,
      detail: `${seconds(importMs)} s, ${rowsPerSecond.toFixed(0)} rows/s`,
    },
    {
      name: `worker memory growth < ${GOAL_GROWTH_MB} MB`,
      ok: memory.growthMb < GOAL_GROWTH_MB,
      detail: `+${memory.growthMb.toFixed(1)} MB (${mb(memory.baselineKb).toFixed(0)} → ${mb(memory.peakKb).toFixed(0)} MB)`,
    },
  ]

  console.log(
    `\n━━ Import of a Kit export, ${options.rows.toLocaleString('en-US')} rows ` +
      `(${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB), by one \`npm run jobs\` worker ` +
      `(${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Import', 'left'],
        ['value', 'Figure', 'right'],
      ],
      [
        [
          'upload (POST /api/admin/imports)',
          checked.refused ? 'refused' : `${seconds(checked.uploadMs)} s`,
        ],
        ['check (POST …/check, preview)', `${seconds(checked.checkMs)} s`],
        ['start request → worker took it', `${seconds(batches.firstRunning)} s`],
        ['import (finishedAt − startedAt)', `${seconds(importMs)} s`],
        ['start request → done (wall)', `${seconds(watched.wallMs)} s`],
        ['rows/s (rows ÷ import time)', rowsPerSecond.toFixed(0)],
        [
          `rows/s while the page was loaded (${seconds(loadWindow.to - loadWindow.from)} s)`,
          ((loadedRows * 1000) / Math.max(1, loadWindow.to - loadWindow.from)).toFixed(0),
        ],
        [
          'rows/s after the page load',
          unloadedRows > 0
            ? ((unloadedRows * 1000) / Math.max(1, afterEnd - loadWindow.to)).toFixed(0)
            : '-',
        ],
        ['worker RSS before the start', `${mb(memory.baselineKb).toFixed(1)} MB`],
        [`worker RSS peak (at ${seconds(memory.peakAt)} s)`, `${mb(memory.peakKb).toFixed(1)} MB`],
        ['worker RSS growth', `${memory.growthMb.toFixed(1)} MB`],
        [
          'web RSS: before upload → after check → peak during import',
          `${mb(webBeforeKb).toFixed(0)} → ${mb(webAfterCheckKb).toFixed(0)} → ${mb(webPeakKb).toFixed(0)} MB`,
        ],
        [
          'CPU during the import: worker / Postgres / web',
          `${seconds(watched.cpu.worker)} / ${seconds(watched.cpu.postgres)} / ${seconds(watched.cpu.web)} s`,
        ],
      ].map(([label, value]) => ({ label, value })),
    ),
  )
  console.log(
    `\nResult: ${Object.entries(result)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}` +
      `\nThe file: ${expected.subscribed} active (new, subscribed), ${expected.refused} inactive or bounced ` +
      `(suppressed), ${expected.invalid} invalid; preview: ${checked.preview.newPeople} new, ` +
      `${checked.preview.subscribedNew} joining her list, ${checked.preview.invalid} invalid`,
  )

  console.log(
    `\n━━ ${ROUTE} as a visitor's browser asks (${reply.body.length} bytes, ` +
      `${reply.headers['content-encoding'] ?? 'identity'}), ${options.connections} connections, ${options.seconds} s each\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Page', 'left'],
        ['rps', 'req/s', 'right'],
        ['p50', 'p50 ms', 'right'],
        ['p99', 'p99 ms', 'right'],
        ['max', 'max ms', 'right'],
        ['ratio', 'req/s ÷ bare', 'right'],
      ],
      [
        ['app, no import', without],
        ['app, during the import', during],
        ['bare node:http, same bytes', floor],
      ].map(([label, figures]) => ({
        label,
        rps: figures.rps.toFixed(0),
        p50: ms(figures.p50),
        p99: ms(figures.p99),
        max: ms(figures.max),
        ratio: floor.rps ? (figures.rps / floor.rps).toFixed(3) : '-',
      })),
    ),
  )
  console.log(
    `\nPage p99 during the import: ${during.p99} ms against ${without.p99} ms without ` +
      `(${without.p99 ? (during.p99 / without.p99).toFixed(2) : '-'} ×; no goal). The page load ran ` +
      `${seconds(loadWindow.from)}–${seconds(loadWindow.to)} s after the start request, the import ` +
      `${seconds(batches.firstRunning)}–${seconds(watched.wallMs)} s.`,
  )

  console.log('\n━━ Progress (processed_rows commits with each batch)\n')
  console.log(timelineTable(watched))
  console.log(`\n${batchSummary(watched)}`)

  console.log('\n━━ Goals\n')
  console.log(
    formatTable(
      [
        ['result', 'Result', 'left'],
        ['name', 'Goal', 'left'],
        ['detail', 'Measured', 'left'],
      ],
      goals.map((goal) => ({
        result: goal.ok ? 'pass' : 'FAIL',
        name: goal.name,
        detail: goal.detail,
      })),
    ),
  )

  let profiled = null
  if (goals.some((goal) => !goal.ok)) {
    console.log('\n━━ Where the import spends its time (first import)\n')
    console.log(statementsTable(watched))
    profiled = await profiledImport({ worker, webPid, client: sampler })
    const { watched: again, self } = profiled
    const againMs = Date.parse(again.view.finishedAt) - Date.parse(again.view.startedAt)
    console.log(
      `\n━━ The profiled import (another file of ${options.rows} rows, no page load): ${seconds(againMs)} s, ` +
        `worker CPU ${seconds(again.cpu.worker)} s, Postgres CPU ${seconds(again.cpu.postgres)} s\n`,
    )
    console.log(statementsTable(again))
    console.log(`\n${batchSummary(again)}`)
    if (self) {
      console.log(
        `\nThe worker's self time over the ${seconds(self.windowMs)} s its profile spent importing ` +
          `((idle) is waiting, mostly for Postgres):\n`,
      )
      console.log(
        formatTable(
          [
            ['ms', 'self ms', 'right'],
            ['share', 'share', 'right'],
            ['name', 'function', 'left'],
            ['where', 'where', 'left'],
          ],
          self.functions.map(({ key, ms: spent, share }) => {
            const [name, where] = key.split('\n')
            return {
              ms: spent.toFixed(0),
              share: `${(share * 100).toFixed(1)} %`,
              name,
              where,
            }
          }),
        ),
      )
      console.log('\nBy package or source file:\n')
      console.log(
        formatTable(
          [
            ['ms', 'self ms', 'right'],
            ['share', 'share', 'right'],
            ['key', 'package, file or category', 'left'],
          ],
          self.owners.map(({ key, ms: spent, share }) => ({
            ms: spent.toFixed(0),
            share: `${(share * 100).toFixed(1)} %`,
            key,
          })),
        ),
      )
      console.log(
        `\nThe profile: ${path.relative(projectRoot, profileFile)} (open it in Chrome DevTools → Performance)`,
      )
    } else console.log('\nThe profile holds no sample of src/imports.')
  }

  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        rows: options.rows,
        bytes: Buffer.byteLength(csv),
        seconds: options.seconds,
        connections: options.connections,
        cores: os.cpus().length,
        load: os.loadavg(),
        uploadMs: checked.uploadMs,
        checkMs: checked.checkMs,
        importMs,
        wallMs: watched.wallMs,
        rowsPerSecond,
        memory,
        cpu: watched.cpu,
        result,
        expected: wanted,
        page: { route: ROUTE, bytes: reply.body.length, without, during, floor },
        batches: { commits: batches.commits, gaps: batches.gaps },
        goals,
        failures,
        profiled: profiled && {
          importMs:
            Date.parse(profiled.watched.view.finishedAt) -
            Date.parse(profiled.watched.view.startedAt),
          self: profiled.self,
        },
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nRaw results: ${path.relative(projectRoot, resultsFile)}`)
  if (failures.length) {
    console.error(`\n[bench] ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`)
  }
  const missed = goals.filter((goal) => !goal.ok).length
  if (missed) console.log(`\n${missed} goal(s) missed`)
  return failures.length || missed ? 1 : 0
})
