#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse (default mobile settings, simulated throttling) against a
// production build served from a throw-away database, in Debian's Chromium. A benchmark, not a
// test: it prints figures and exits 0 whatever the scores; non-zero only when it could not measure.
//
//   --routes /a,/b   routes to measure (default: every public route, scripts/lib/public-routes.mjs)
//   --no-build       reuse .next-bench when it holds a build
//   --push           give the database its schema by push, like `npm test -- --push`, while
//                    collections are being written that have no migration yet
//   BENCH_PORT       port of the production server (default 3400)
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

const parsed = readOptions(parseRouteOptions)
const options = { ...parsed, routes: parsed.routes ?? DEFAULT_ROUTES }

const port = Number(process.env.BENCH_PORT || 3400)
const origin = `http://localhost:${port}`
const resultsDir = path.join(projectRoot, 'bench-results')

let chrome
const harness = createHarness({
  scratchPrefix: 'somatic-bench-',
  stopping: 'the server and the database',
  stopFirst: async (attempt) => {
    if (chrome) await attempt('stop Chromium', () => chrome.kill())
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })

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
  const scripts = await fetchAll(files)
  const polyfills = await fetchAll(polyfillFiles)
  agent.destroy()
  const failed = [...scripts, ...polyfills].filter((script) => script.status !== 200)
  if (failed.length) {
    throw new Error(`baseline scripts not served: ${failed.map((s) => `${s.url} ${s.status}`)}`)
  }
  const sum = (list, key) => list.reduce((total, item) => total + item[key], 0)
  return {
    source,
    transferSize: sum(scripts, 'transferSize'),
    bodyBytes: sum(scripts, 'bodyBytes'),
    scripts,
    polyfills: { transferSize: sum(polyfills, 'transferSize'), scripts: polyfills },
  }
}

const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/**
 * One request per route (and per optimised image it references) before measuring, so that
 * Lighthouse times serving, not the first ISR render or the first resize by next/image.
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
  const scripts = requests
    .filter((item) => item.resourceType === 'Script')
    .map(({ url, transferSize = 0, resourceSize = 0 }) => ({ url, transferSize, resourceSize }))
  const documentRequest = requests.find(
    (item) => item.resourceType === 'Document' && item.url === lhr.finalDisplayedUrl,
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
  }
}

// ── formatting ──────────────────────────────────────────────────────────────────────────────────

const kb = (bytes) => (bytes / KB).toFixed(1)
const signedKb = (bytes) => `${bytes < 0 ? '−' : '+'}${kb(Math.abs(bytes))} KB`
const dash = '—'

function cells(result, baseline) {
  const scores = result.scores || {}
  const jsKnown = typeof result.scriptTransferSize === 'number'
  return {
    route: result.route,
    status: String(result.status ?? dash),
    ...Object.fromEntries(CATEGORIES.map(([id]) => [id, String(scores[id] ?? dash)])),
    lcp: result.lcpMs == null ? dash : (result.lcpMs / 1000).toFixed(1),
    tbt: result.tbtMs == null ? dash : String(Math.round(result.tbtMs)),
    cls: result.cls == null ? dash : result.cls.toFixed(3),
    js: jsKnown ? kb(result.scriptTransferSize) : dash,
    delta: jsKnown ? signedKb(result.scriptTransferSize - baseline.transferSize) : dash,
    cpu: result.benchmarkIndex == null ? dash : String(Math.round(result.benchmarkIndex)),
    load: result.loadAverage == null ? dash : result.loadAverage.toFixed(1),
    note: result.error || result.runtimeError?.code || '',
  }
}

function routeLine(result, baseline) {
  const c = cells(result, baseline)
  const scores = CATEGORIES.map(([id, label]) => `${label} ${c[id]}`).join(', ')
  const js = c.js === dash ? `JS ${dash}` : `JS ${c.js} KB (${c.delta} vs bare page)`
  const note = c.note ? `  [${c.note}]` : ''
  return `${c.route} → HTTP ${c.status}: ${scores}; LCP ${c.lcp} s, TBT ${c.tbt} ms, CLS ${c.cls}, ${js}${note}`
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

  const baseline = await bareBaseline()
  log(
    `bare-page JS baseline: ${kb(baseline.transferSize)} KB ` +
      `(${baseline.scripts.length} scripts from build-manifest ${baseline.source}, ` +
      `${baseline.scripts[0]?.encoding}; nomodule polyfills, not counted: ` +
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

  const results = []
  const reports = {}
  for (const route of options.routes) {
    const url = `${origin}${route}`
    const result = {
      route,
      url,
      status: warm[route].status,
      warmUp: warm[route],
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
      reports[route] = lhr
      const measured = figures(lhr)
      Object.assign(result, measured, {
        status: measured.documentStatus ?? result.status,
        finalUrl: lhr.finalDisplayedUrl,
        lighthouseVersion: lhr.lighthouseVersion,
        runtimeError: lhr.runtimeError,
        runWarnings: lhr.runWarnings,
        // Lighthouse's own CPU benchmark of this machine at this moment: TBT scales with it.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      })
    } catch (error) {
      // Lighthouse itself failed (not the page): the row says so and the exit code will.
      result.error = error.message
      exitCode = 1
    }
    result.seconds = (Date.now() - started) / 1000
    results.push(result)
    console.log(routeLine(result, baseline))
  }

  mkdirSync(resultsDir, { recursive: true })
  // Reports of routes not measured this time would pass for current ones.
  for (const file of readdirSync(resultsDir)) {
    if (/^lighthouse-.*\.report\.json$/.test(file)) rmSync(path.join(resultsDir, file))
  }
  const slug = (route) => route.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\W+/g, '-')
  for (const [route, lhr] of Object.entries(reports)) {
    writeFileSync(
      path.join(resultsDir, `lighthouse-${slug(route)}.report.json`),
      JSON.stringify(lhr),
    )
  }
  const output = {
    date: new Date().toISOString(),
    origin,
    chromium: chromiumVersion,
    chromeFlags: CHROME_FLAGS,
    lighthouseVersion: Object.values(reports)[0]?.lighthouseVersion ?? null,
    settings: Object.values(reports)[0]?.configSettings ?? null,
    kilobyte: KB,
    baseline,
    routes: results.map((result) => ({
      ...result,
      scriptDeltaFromBaseline:
        typeof result.scriptTransferSize === 'number'
          ? result.scriptTransferSize - baseline.transferSize
          : null,
    })),
  }
  writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(output, null, 2)}\n`)

  console.log(`\n━━ Lighthouse ${output.lighthouseVersion ?? ''} (mobile, simulated throttling)`)
  console.log(`bare-page JS baseline: ${kb(baseline.transferSize)} KB\n`)
  console.log(table(results, baseline))
  const busiest = Math.max(...results.map((result) => result.loadAverage))
  if (busiest > os.cpus().length) {
    console.log(
      `\nThe machine was busy (load ${busiest.toFixed(1)} on ${os.cpus().length} cores): TBT and ` +
        'Performance are inflated by other work; compare runs made on an idle machine.',
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
