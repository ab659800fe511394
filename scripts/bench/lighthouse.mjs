#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse (default mobile settings, simulated throttling) against a
// production build served from a throw-away database, in Debian's Chromium. A benchmark, not a
// test: it prints, per route, the median of several runs and marks each figure that misses the
// site's targets (TARGETS below), with a bare Next page scored in the same rounds (the floor of
// the stack on this machine: scripts/bench/bare-next.mjs); it exits 0 whatever the scores,
// non-zero only when a run could not measure (Lighthouse failed, or the page did not answer 2xx).
//
//   --routes /a,/b   routes to measure (default: every public route, scripts/lib/public-routes.mjs)
//   --runs N         Lighthouse runs per route (default 3); the table shows each figure's median
//   --no-build       reuse .next-bench when it holds a build
//   --push           give the database its schema by push, like `npm test -- --push`, while
//                    collections are being written that have no migration yet
//   BENCH_PORT       port of the production server (default 3400)
//   BENCH_DIST_DIR   build folder (default .next-bench)
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// No exports map in lighthouse 12: the deep import is the only way to its emulated user agent.
import { userAgents } from 'lighthouse/core/config/constants.js'

import { distDir } from '../lib/build.mjs'
import { projectRoot } from '../lib/project.mjs'
import { PUBLIC_ROUTES } from '../lib/public-routes.mjs'
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../ensure-chromium.mjs'
import { BARE_NEXT_PAGE, startBareNext } from './bare-next.mjs'
import {
  assertPortFree,
  benchEnv,
  createHarness,
  formatTable,
  log,
  parseRouteOptions,
  readOptions,
} from './harness.mjs'

// Every public route but the not-found page, whose 404 Lighthouse scores as an error.
const DEFAULT_ROUTES = PUBLIC_ROUTES.filter((route) => route !== '/no-such-page')
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
]
// Lighthouse's report counts KiB; so do we, so the figures can be compared with its HTML report.
const KB = 1024

// The site's targets: a figure that misses its target is marked in the table.
const TARGETS = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 }
const LCP_TARGET_MS = 1500
const TBT_TARGET_MS = 100
const JS_OVER_BARE_TARGET = 15 * 1024
const MISS = '✗'

/** `--runs N` on top of the route options every browser bench takes. */
function parseOptions(argv) {
  const rest = []
  let runs = 3
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const given = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length)
      runs = Number(given)
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error(`--runs needs a whole number of at least 1, got ${given ?? 'nothing'}`)
      }
    } else rest.push(arg)
  }
  return { ...parseRouteOptions(rest), runs }
}

const parsed = readOptions(parseOptions)
const options = { ...parsed, routes: parsed.routes ?? DEFAULT_ROUTES }

const port = Number(process.env.BENCH_PORT || 3400)
const origin = `http://localhost:${port}`
const resultsDir = path.join(projectRoot, 'bench-results')

// The floor (scripts/bench/bare-next.mjs): a bare Next page, scored in the same rounds as the
// site's routes. What it misses, no page of the site can meet on this machine.
const FLOOR = 'bare Next page (floor)'

let chrome
let bareNext
const harness = createHarness({
  scratchPrefix: 'somatic-bench-',
  stopping: 'the server and the database',
  stopFirst: async (attempt) => {
    if (chrome) await attempt('stop Chromium', () => chrome.kill())
    if (bareNext) await attempt('stop the bare Next server', () => bareNext.stop())
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })
// BENCH_DIST_DIR: a build folder of one's own, when other benches may be building .next-bench
// (set here too, for the older harness.mjs of a worktree measuring the 'before' build).
if (process.env.BENCH_DIST_DIR) env.NEXT_DIST_DIR = process.env.BENCH_DIST_DIR

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Bytes a browser receives for one URL, as Chrome's transferSize (what Lighthouse sums) counts
 * them: response head, compressed body and chunked-encoding framing. fetch() hands back only the
 * decompressed body, so this reads the socket's byte counter instead. One keep-alive socket,
 * requests in turn: the counter's growth during a request is that response, as in the browser.
 */
function transferOf(url, headers, agent) {
  return new Promise((resolve, reject) => {
    let socket
    let before = 0
    const request = http.get(url, { headers, agent }, (response) => {
      let body = 0
      response.on('data', (chunk) => (body += chunk.length))
      // The agent takes the socket back on 'end', after which response.socket is null.
      response.on('end', () =>
        resolve({
          url,
          status: response.statusCode,
          encoding: response.headers['content-encoding'] || 'identity',
          // Per-request compression streams without one; a held copy (asset-cache.mjs) has it.
          held: response.headers['content-length'] !== undefined,
          bodyBytes: body,
          transferSize: socket.bytesRead - before,
        }),
      )
      response.on('error', reject)
    })
    request.on('socket', (assigned) => {
      socket = assigned
      before = assigned.bytesRead
    })
    request.on('error', reject)
  })
}

/**
 * The JS every App Router page of this build loads before any of its own code. Next 16.4 builds
 * (Turbopack) write `rootMainFiles` (runtime, React, the router) and `polyfillFiles`; the renderer
 * (next/dist/server/app-render/required-scripts.js) emits `rootMainFilesTree[page]` when a build
 * splits its roots per page, else `rootMainFiles`. Polyfills are emitted `nomodule`, so the modern
 * Chromium Lighthouse drives never downloads them: counting them would shift every route's
 * difference by their size. They are fetched and reported, but left out of the baseline.
 */
async function bareBaseline() {
  const manifestFile = path.join(distDir(env), 'build-manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const treeRoots = Object.values(manifest.rootMainFilesTree || {})
  let source = 'rootMainFiles'
  let files = manifest.rootMainFiles || []
  if (treeRoots.length) {
    // Per-page roots: the bare page gets what every page shares.
    source = 'files common to every rootMainFilesTree entry'
    files = treeRoots.reduce((common, list) => common.filter((file) => list.includes(file)))
  }
  if (!files.length) {
    // Webpack builds of older Nexts: a page's bootstrap is in pages['/_app'].
    source = "pages['/_app']"
    files = manifest.pages?.['/_app'] || []
  }
  files = files.filter((file) => file.endsWith('.js'))
  if (!files.length) throw new Error(`no root scripts found in ${manifestFile}`)
  const polyfillFiles = (manifest.polyfillFiles || []).filter(
    (file) => file.endsWith('.js') && !file.endsWith('.module.js'),
  )

  const headers = { 'Accept-Encoding': 'gzip, br', Accept: '*/*' }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const fetchAll = async (list) => {
    const responses = []
    for (const file of list) {
      responses.push(await transferOf(`${origin}/_next/${file}`, headers, agent))
    }
    return responses
  }
  const framework = frameworkChunks(files)
  // The server compresses a built file per request until it holds it at brotli's best, made in
  // the background after its first request (server/asset-cache.mjs): the baseline is what it
  // sends once it holds them all, as the routes' runs get after their warm-up.
  let scripts = await fetchAll([...files, ...framework.files])
  for (let tries = 0; tries < 40 && !scripts.every((script) => script.held); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    scripts = await fetchAll([...files, ...framework.files])
  }
  const polyfills = await fetchAll(polyfillFiles)
  agent.destroy()
  const failed = [...scripts, ...polyfills].filter((script) => script.status !== 200)
  if (failed.length) {
    throw new Error(`baseline scripts not served: ${failed.map((s) => `${s.url} ${s.status}`)}`)
  }
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)
  const frameworkScripts = scripts.filter((script) =>
    framework.files.some((file) => script.url.endsWith(`/_next/${file}`)),
  )
  return {
    source: framework.files.length ? `${source} + ${framework.source}` : source,
    frameworkTransferSize: sum(frameworkScripts, 'transferSize'),
    transferSize: sum(scripts, 'transferSize'),
    bodyBytes: sum(scripts, 'bodyBytes'),
    scripts,
    polyfills: { transferSize: sum(polyfills, 'transferSize'), scripts: polyfills },
  }
}

/**
 * Next's own client components, which every App Router page loads however bare (its layout
 * router, template and page wrappers, not-found boundary, metadata marker): the RSC payload of any
 * page references them, so their chunks are fetched after the root scripts. Read from one page's
 * client reference manifest (Turbopack builds); none found, the baseline is the root scripts alone.
 */
function frameworkChunks(rootFiles) {
  const appDir = path.join(distDir(env), 'server', 'app')
  let manifestFile = null
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (manifestFile) return
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page_client-reference-manifest.js') manifestFile = full
    }
  }
  try {
    walk(appDir)
  } catch {
    return { files: [], source: '' }
  }
  if (!manifestFile) return { files: [], source: '' }
  const text = readFileSync(manifestFile, 'utf8')
  const json = text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, '')
  let modules = {}
  try {
    modules = JSON.parse(json).clientModules || {}
  } catch {
    return { files: [], source: '' }
  }
  const builtin =
    /node_modules\/next\/dist\/(esm\/)?(client\/components|lib\/framework|lib\/metadata)\//
  const files = new Set()
  for (const [key, entry] of Object.entries(modules)) {
    if (!builtin.test(key)) continue
    for (const chunk of entry.chunks || []) {
      const file = chunk.replace(/^\/_next\//, '')
      if (file.endsWith('.js') && !rootFiles.includes(file)) files.add(file)
    }
  }
  return {
    files: [...files],
    source: "Next's own client components (layout router, page and boundary wrappers)",
  }
}

const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/**
 * One request per route (and per optimised image and built file it references) before measuring,
 * so that Lighthouse times serving, not the first ISR render, the first resize by next/image or
 * the first, per-request compression of a script (server/asset-cache.mjs then holds it at
 * brotli's best, as it does for every visitor after the first).
 */
async function warmUp(route) {
  const response = await fetch(`${origin}${route}`, {
    headers: { 'User-Agent': userAgents.mobile, Accept: 'text/html' },
  })
  const html = await response.text()
  const images = new Set(
    (html.match(/\/_next\/image\?[^\s"',]+/g) || []).map((src) => src.replaceAll('&amp;', '&')),
  )
  await Promise.all(
    [...images].slice(0, 40).map((src) =>
      fetch(`${origin}${src}`, { headers: { Accept: IMAGE_ACCEPT } })
        .then((image) => image.arrayBuffer())
        .catch(() => {}),
    ),
  )
  const builtFiles = new Set(html.match(/\/_next\/static\/[^\s"'<>)\\]+/g) || [])
  await Promise.all(
    [...builtFiles].map((file) =>
      fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
        .then((answer) => answer.arrayBuffer())
        .catch(() => {}),
    ),
  )
  return {
    status: response.status,
    finalUrl: response.url,
    redirected: response.redirected,
    images: images.size,
  }
}

function figures(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map(([id]) => {
      const score = lhr.categories[id]?.score
      return [id, typeof score === 'number' ? Math.round(score * 100) : null]
    }),
  )
  const numeric = (id) => {
    const value = lhr.audits[id]?.numericValue
    return typeof value === 'number' ? value : null
  }
  const requests = lhr.audits['network-requests']?.details?.items || []
  const scriptRequests = requests.filter((item) => item.resourceType === 'Script')
  const scripts = scriptRequests.map(({ url, transferSize = 0, resourceSize = 0 }) => ({
    url,
    transferSize,
    resourceSize,
  }))
  const documentRequest = requests.find(
    (item) => item.resourceType === 'Document' && item.url === lhr.finalDisplayedUrl,
  )
  // Why the figures are what they are: the LCP element and its phases, what blocked rendering,
  // the longest main-thread tasks and the audits that cost a category its 100.
  const lcpTables = lhr.audits['largest-contentful-paint-element']?.details?.items || []
  const lcpNode = lcpTables[0]?.items?.[0]?.node
  const lcpPhases = Object.fromEntries(
    (lcpTables[1]?.items || []).map((item) => [item.phase, Math.round(item.timing)]),
  )
  // Lighthouse simulates the LCP from the load it saw (here, on loopback): every request that had
  // finished, and every script that had started running, before the largest paint it observed
  // counts as needed for that paint. The earlier the observed paint, the fewer scripts are in.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const observedLcpMs = observed.observedLargestContentfulPaint ?? null
  const observedFcpMs = observed.observedFirstContentfulPaint ?? null
  const scriptsBeforeLcp =
    observedLcpMs === null
      ? null
      : scriptRequests.filter((item) => item.networkEndTime <= observedLcpMs).length
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items || []).map(
    (item) => item.url,
  )
  const longTasks = (lhr.audits['long-tasks']?.details?.items || []).map((task) => ({
    url: task.url,
    startTime: Math.round(task.startTime),
    duration: Math.round(task.duration),
  }))
  const failedAudits = Object.fromEntries(
    CATEGORIES.map(([id]) => [
      id,
      (lhr.categories[id]?.auditRefs || [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ]),
  )
  return {
    documentStatus: documentRequest?.statusCode ?? null,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptTransferSize: requests.length
      ? scripts.reduce((total, script) => total + script.transferSize, 0)
      : null,
    scripts,
    lcpElement: lcpNode ? { snippet: lcpNode.snippet, label: lcpNode.nodeLabel } : null,
    lcpPhases,
    observedFcpMs,
    observedLcpMs,
    scriptsBeforeLcp,
    scriptCount: scriptRequests.length,
    renderBlocking,
    longTasks,
    failedAudits,
  }
}

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (!known.length) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2
}

/**
 * One route's row: the median of each figure over its runs, and the diagnostics of the run whose
 * LCP is the median one (the run the figures most resemble).
 */
function summarise(route, runs) {
  const measured = runs.filter((run) => !run.error)
  const scores = Object.fromEntries(
    CATEGORIES.map(([id]) => [id, median(measured.map((run) => run.scores?.[id]))]),
  )
  const lcpMs = median(measured.map((run) => run.lcpMs))
  const byLcp = [...measured].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))
  const typical = byLcp[Math.floor((byLcp.length - 1) / 2)] || runs[0]
  return {
    route,
    url: runs[0].url,
    status: typical.status,
    runs: runs.length,
    failedRuns: runs.length - measured.length,
    scores,
    lcpMs,
    tbtMs: median(measured.map((run) => run.tbtMs)),
    fcpMs: median(measured.map((run) => run.fcpMs)),
    cls: median(measured.map((run) => run.cls)),
    speedIndexMs: median(measured.map((run) => run.speedIndexMs)),
    scriptTransferSize: median(measured.map((run) => run.scriptTransferSize)),
    benchmarkIndex: median(measured.map((run) => run.benchmarkIndex)),
    loadAverage: median(runs.map((run) => run.loadAverage)),
    error: runs.find((run) => run.error)?.error,
    runtimeError: runs.find((run) => run.runtimeError)?.runtimeError,
    typical: {
      scripts: typical.scripts,
      lcpElement: typical.lcpElement,
      lcpPhases: typical.lcpPhases,
      observedFcpMs: typical.observedFcpMs,
      observedLcpMs: typical.observedLcpMs,
      scriptsBeforeLcp: typical.scriptsBeforeLcp,
      scriptCount: typical.scriptCount,
      renderBlocking: typical.renderBlocking,
      longTasks: typical.longTasks,
      failedAudits: typical.failedAudits,
    },
  }
}

// ── formatting ──────────────────────────────────────────────────────────────────────────────────

const kb = (bytes) => (bytes / KB).toFixed(1)
const signedKb = (bytes) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))} KB`
const dash = '—'
const mark = (text, missed) => (missed ? `${text} ${MISS}` : text)

function cells(result, baseline) {
  const scores = result.scores || {}
  const jsKnown = typeof result.scriptTransferSize === 'number'
  const overBare = jsKnown ? result.scriptTransferSize - baseline.transferSize : null
  return {
    route: result.route,
    status: String(result.status ?? dash),
    ...Object.fromEntries(
      CATEGORIES.map(([id]) => {
        const score = scores[id]
        return [id, score == null ? dash : mark(String(Math.round(score)), score < TARGETS[id])]
      }),
    ),
    lcp:
      result.lcpMs == null
        ? dash
        : mark((result.lcpMs / 1000).toFixed(2), result.lcpMs > LCP_TARGET_MS),
    tbt:
      result.tbtMs == null
        ? dash
        : mark(String(Math.round(result.tbtMs)), result.tbtMs > TBT_TARGET_MS),
    cls: result.cls == null ? dash : result.cls.toFixed(3),
    js: jsKnown ? kb(result.scriptTransferSize) : dash,
    // The floor is its own app behind Next's own server (gzip per request), not a route of ours.
    delta:
      jsKnown && result.route !== FLOOR
        ? mark(signedKb(overBare), overBare > JS_OVER_BARE_TARGET)
        : dash,
    cpu: result.benchmarkIndex == null ? dash : String(Math.round(result.benchmarkIndex)),
    load: result.loadAverage == null ? dash : result.loadAverage.toFixed(1),
    note: [
      result.failedRuns ? `${result.failedRuns} of ${result.runs} runs failed` : '',
      result.error || result.runtimeError?.code || '',
    ]
      .filter(Boolean)
      .join('; '),
  }
}

function runLine(run, index, baseline) {
  const c = cells(run, baseline)
  const scores = CATEGORIES.map(([id, label]) => `${label} ${c[id]}`).join(', ')
  const js = c.js === dash ? `JS ${dash}` : `JS ${c.js} KB (${c.delta} vs bare page)`
  const note = c.note ? `  [${c.note}]` : ''
  return `${c.route} run ${index} → HTTP ${c.status}: ${scores}; LCP ${c.lcp} s, TBT ${c.tbt} ms, CLS ${c.cls}, ${js}${note}`
}

function table(results, baseline) {
  const columns = [
    ['route', 'Route', 'left'],
    ['status', 'HTTP', 'right'],
    ...CATEGORIES.map(([id, label]) => [id, label, 'right']),
    ['lcp', 'LCP s', 'right'],
    ['tbt', 'TBT ms', 'right'],
    ['cls', 'CLS', 'right'],
    ['js', 'JS KB', 'right'],
    ['delta', 'vs bare', 'right'],
    ['cpu', 'CPU idx', 'right'],
    ['load', 'Load', 'right'],
    ['note', 'Note', 'left'],
  ]
  const rows = results.map((result) => cells(result, baseline))
  return formatTable(columns, rows)
}

/** What set each route's LCP and TBT, from its typical run: structure, not load. */
function diagnostics(result) {
  const t = result.typical
  if (!t?.lcpElement && !t?.longTasks?.length) return `${result.route}: no diagnostics`
  const phases = Object.entries(t.lcpPhases || {})
    .map(([phase, ms]) => `${phase} ${ms}`)
    .join(', ')
  const label = (t.lcpElement?.label || '').replace(/\s+/g, ' ').slice(0, 50)
  const tasks = (t.longTasks || [])
    .slice(0, 3)
    .map((task) => `${task.duration} ms ${task.url.split('/').pop() || task.url}`)
    .join(', ')
  const failed = Object.entries(t.failedAudits || {})
    .filter(([, ids]) => ids.length)
    .map(([category, ids]) => `${category}: ${ids.join(', ')}`)
    .join('; ')
  return [
    `${result.route}`,
    `    LCP element ${t.lcpElement?.snippet ?? dash} "${label}" — ${phases || 'no phases'} (ms)`,
    ...(typeof t.observedLcpMs === 'number'
      ? [
          `    observed (loopback): FCP ${Math.round(t.observedFcpMs)}, LCP ` +
            `${Math.round(t.observedLcpMs)} ms; ${t.scriptsBeforeLcp} of ${t.scriptCount} ` +
            'scripts in by the LCP (each counts in the simulated LCP)',
        ]
      : []),
    `    render-blocking: ${t.renderBlocking?.length ? t.renderBlocking.join(', ') : 'none'}`,
    `    long tasks: ${tasks || 'none'}`,
    ...(failed ? [`    audits below 100: ${failed}`] : []),
  ].join('\n')
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  let exitCode = 0
  await assertPortFree(port)
  const chromium = ensureChromium()

  await harness.prepare({ env, database: 'app_bench', build: options.build })
  await harness.startServer({ env, port, origin })

  const warm = {}
  for (const route of options.routes) {
    warm[route] = await warmUp(route)
    log(`warm-up ${route}: HTTP ${warm[route].status}, ${warm[route].images} optimised images`)
  }
  bareNext = await startBareNext({
    scratch: harness.scratch,
    port: port + 1,
    databaseUrl: env.DATABASE_URL,
  })
  warm[FLOOR] = { status: 200 }
  const measured = [...options.routes, FLOOR]
  const urlOf = (route) =>
    route === FLOOR ? `${bareNext.origin}${BARE_NEXT_PAGE}` : `${origin}${route}`

  const baseline = await bareBaseline()
  log(
    `bare-page JS baseline: ${kb(baseline.transferSize)} KB ` +
      `(${baseline.scripts.length} scripts from build-manifest ${baseline.source}, ` +
      `${baseline.scripts[0]?.encoding}; of which Next's own client components ` +
      `${kb(baseline.frameworkTransferSize)} KB; nomodule polyfills, not counted: ` +
      `${kb(baseline.polyfills.transferSize)} KB)`,
  )

  if (!(await chromium)) throw new Error(`Chromium is not available at ${CHROMIUM}`)
  // Debian's launcher script complains on stderr about its own arithmetic; only stdout matters.
  const chromiumVersion = execFileSync(CHROMIUM, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim()
  // handleSIGINT: chrome-launcher's own Ctrl-C handler exits at once, before our cleanup.
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  })
  log(`${chromiumVersion}, Lighthouse default mobile settings (simulated throttling)`)

  const runs = Object.fromEntries(measured.map((route) => [route, []]))
  const reports = {}
  // Round after round over every route, so a burst of load elsewhere on the machine spoils one
  // run of several routes rather than every run of one.
  for (let round = 1; round <= options.runs; round++) {
    for (const route of measured) {
      const url = urlOf(route)
      const run = {
        route,
        url,
        status: warm[route].status,
        loadAverage: os.loadavg()[0],
      }
      const started = Date.now()
      try {
        const runnerResult = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        })
        const { lhr } = runnerResult
        const measured = figures(lhr)
        Object.assign(run, measured, {
          status: measured.documentStatus ?? run.status,
          finalUrl: lhr.finalDisplayedUrl,
          lighthouseVersion: lhr.lighthouseVersion,
          runtimeError: lhr.runtimeError,
          runWarnings: lhr.runWarnings,
          // Lighthouse's own CPU benchmark of this machine at this moment: TBT scales with it.
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        })
        if (lhr.runtimeError || !(run.status >= 200 && run.status < 300)) {
          run.error = lhr.runtimeError?.message || `HTTP ${run.status}`
        }
        reports[route] ??= []
        reports[route].push(lhr)
      } catch (error) {
        // Lighthouse itself failed (not the page): the row says so and the exit code will.
        run.error = error.message
      }
      if (run.error) exitCode = 1
      run.seconds = (Date.now() - started) / 1000
      runs[route].push(run)
      console.log(runLine(run, round, baseline))
    }
  }
  const results = measured.map((route) => summarise(route, runs[route]))

  mkdirSync(resultsDir, { recursive: true })
  // Reports of routes not measured this time would pass for current ones.
  for (const file of readdirSync(resultsDir)) {
    if (/^lighthouse-.*\.report\.json$/.test(file)) rmSync(path.join(resultsDir, file))
  }
  const slug = (route) => route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\W+/g, '-')
  // One report per route, of its typical run (the median LCP), to open in Lighthouse's viewer.
  for (const [route, lhrs] of Object.entries(reports)) {
    const byLcp = [...lhrs].sort(
      (a, b) =>
        (a.audits['largest-contentful-paint']?.numericValue ?? 0) -
        (b.audits['largest-contentful-paint']?.numericValue ?? 0),
    )
    writeFileSync(
      path.join(resultsDir, `lighthouse-${slug(route)}.report.json`),
      JSON.stringify(byLcp[Math.floor((byLcp.length - 1) / 2)]),
    )
  }
  const firstReport = Object.values(reports)[0]?.[0]
  const output = {
    date: new Date().toISOString(),
    origin,
    chromium: chromiumVersion,
    chromeFlags: CHROME_FLAGS,
    lighthouseVersion: firstReport?.lighthouseVersion ?? null,
    settings: firstReport?.configSettings ?? null,
    kilobyte: KB,
    runsPerRoute: options.runs,
    targets: {
      scores: TARGETS,
      lcpMs: LCP_TARGET_MS,
      tbtMs: TBT_TARGET_MS,
      jsOverBareBytes: JS_OVER_BARE_TARGET,
    },
    baseline,
    routes: results.map((result) => ({
      ...result,
      scriptDeltaFromBaseline:
        typeof result.scriptTransferSize === 'number'
          ? result.scriptTransferSize - baseline.transferSize
          : null,
      allRuns: runs[result.route],
    })),
  }
  writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(output, null, 2)}\n`)

  console.log(
    `\n━━ Lighthouse ${output.lighthouseVersion ?? ''} (mobile, simulated throttling), ` +
      `median of ${options.runs} run${options.runs === 1 ? '' : 's'} per route`,
  )
  console.log(
    `bare-page JS baseline: ${kb(baseline.transferSize)} KB ` +
      `(root scripts ${kb(baseline.transferSize - baseline.frameworkTransferSize)} KB + ` +
      `Next's own client components ${kb(baseline.frameworkTransferSize)} KB)\n`,
  )
  console.log(table(results, baseline))
  console.log(
    `\n${MISS} misses its target: Perf ≥ ${TARGETS.performance}, A11y/BP/SEO ${TARGETS.seo}, ` +
      `LCP ≤ ${LCP_TARGET_MS / 1000} s, TBT ≤ ${TBT_TARGET_MS} ms, ` +
      `JS ≤ bare page + ${JS_OVER_BARE_TARGET / KB} KB.`,
  )
  console.log('\nWhat set the figures (typical run of each route):')
  for (const result of results) console.log(diagnostics(result))
  const busiest = Math.max(...results.map((result) => result.loadAverage ?? 0))
  if (busiest > os.cpus().length) {
    console.log(
      `\nThe machine was busy (load ${busiest.toFixed(1)} on ${os.cpus().length} cores): TBT, LCP ` +
        'and Performance are inflated by other work; compare runs made on an idle machine.',
    )
  }
  console.log(
    `\nScores 0–100; JS = transferred Script bytes (1 KB = ${KB} B); "vs bare" = JS − baseline.` +
      "\nCPU idx = Lighthouse's benchmarkIndex; " +
      `Load = 1-minute load average (${os.cpus().length} cores).` +
      `\nRaw results: ${path.relative(projectRoot, path.join(resultsDir, 'lighthouse.json'))}`,
  )
  return exitCode
})
