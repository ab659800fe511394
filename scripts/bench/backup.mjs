#!/usr/bin/env node
// npm run bench:backup: `npm run backup` on a business of 100,000 leads (each with her contact,
// by bulk SQL as bench:admin seeds them), on a production build of its own (.next-bench-backup)
// and a throw-away database, beside the running site. The real scripts/backup.ts runs as its own
// process against the bench's database, once with the site at rest (its wall time, from start to
// exit, and the file's size) and once while autocannon loads `/` with a browser's headers, until
// it ends. It prints the backup's wall time and size, the dump's, the stored files' and the
// manifest's share of the file, and `/`'s req/s and p99 without a backup and during one, beside
// bare node:http sending the same bytes. The file is unpacked and checked: every member's size
// and sha256 as the manifest says, the dump in pg_dump's custom format, the manifest's row counts
// as the database's. It exits 1 when it cannot measure: a backup that failed, a file that does
// not hold what it says, an answer other than 200. There is no goal: the figures are the result.
//
//   --leads <n>        leads seeded, each with her contact (default 100000)
//   --seconds <n>      the page measurement without a backup (default 10)
//   --connections <n>  autocannon's connections (default 20)
//   --no-build         reuse .next-bench-backup when it holds a build
//   --push             schema by push instead of migrations
//   BENCH_PORT         the web process's port (default 3460)
//   BENCH_DIST_DIR     another build folder than .next-bench-backup
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  createReadStream,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'
import { extract as extractTar } from 'tar'

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
  readOptions,
  sleep,
} from './harness.mjs'

const DATABASE = 'app_bench_backup'
const ROUTE = '/'
/** A backup that has not ended by then is stuck, not slow. */
const BACKUP_TIMEOUT_MS = 15 * 60_000
/** What a visitor's browser sends for a page (Chrome on Windows), as bench:import sends it. */
const VISITOR = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
}

const options = readOptions(
  benchOptions({ leads: 100_000, seconds: 10, connections: 20, build: true, push: false }),
)
const port = Number(process.env.BENCH_PORT || 3460)
const origin = `http://127.0.0.1:${port}`
const resultsFile = path.join(projectRoot, 'bench-results', 'backup.json')

/** The backups' output, kept after the run (the scratch folder is not) for a failed one. */
const logDir = path.join(os.tmpdir(), 'somatic-bench-backup-logs')
rmSync(logDir, { recursive: true, force: true })
mkdirSync(logDir, { recursive: true })

const backups = []
let bare
const harness = createHarness({
  scratchPrefix: 'somatic-bench-backup-',
  stopping: 'the backup, the servers and the database',
  stopFirst: async (attempt) => {
    if (bare && bare.exitCode === null) await attempt('stop the bare server', () => bare.kill())
    for (const backup of backups) {
      if (backup.child.exitCode === null && backup.child.signalCode === null) {
        await attempt('stop the backup', () => backup.child.kill('SIGKILL'))
      }
    }
  },
})
const env = benchEnv({ port, scratch: harness.scratch, push: options.push })
// Its own build folder: another bench may be building .next-bench at the same time.
env.NEXT_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench-backup'
// The narration clips the backup copies: the run's own (empty) folder, never the developer's.
env.VOICE_CACHE_DIR = path.join(harness.scratch, 'voice-cache')

// ── data ────────────────────────────────────────────────────────────────────────────────────────

/** The leads and their contacts as bench:admin seeds them: set-based SQL, a few seconds. */
async function fill(client) {
  const started = Date.now()
  await client.query('begin')
  // Spread over the last year, newest with the highest number, as a live site would have them.
  await client.query(
    `insert into contacts (email, name, status, first_seen_at, last_seen_at, subscribed, unsubscribe_token, created_at, updated_at)
     select 'lead' || i || '@example.com',
            case when i % 7 = 0 then null else (array['Anna','Maya','Joanna','Leila','Sofia','Ines'])[1 + i % 6] || ' ' || 'Bench' || i end,
            'new'::enum_contacts_status, t, t, true, md5('bench' || i), t, t
       from generate_series(1, $1::int) as i,
            lateral (select now() - ((($1::int - i)::float / $1::int) * interval '365 days') as t) as at`,
    [options.leads],
  )
  await client.query(
    `insert into leads (email, name, source, quiz_result, quiz_answers, contact_id, created_at, updated_at, last_seen_at)
     select c.email, c.name, s.source,
            case when s.source like 'quiz_%' then substr(s.source, 6)::enum_leads_quiz_result end,
            case when s.source like 'quiz_%' then '{"q1":"a","q2":"b","q3":"c","q4":"d","q5":"a","q6":"b"}' end,
            c.id, c.created_at, c.created_at, c.created_at
       from contacts c,
            lateral (select (array['meditation-download','quiz_rebel','quiz_perfectionist','quiz_people_pleaser'])[1 + c.id % 4] as source) as s
      where c.email like 'lead%@example.com'`,
  )
  await client.query('commit')
  await client.query('analyze')
  const counts = await countsOf(client)
  log(`filled in ${seconds(Date.now() - started)} s: ${JSON.stringify(counts)}`)
  return counts
}

async function countsOf(client) {
  const { rows } = await client.query(
    `select (select count(*) from leads)::int as leads, (select count(*) from contacts)::int as contacts`,
  )
  return rows[0]
}

// ── processes ───────────────────────────────────────────────────────────────────────────────────

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

/**
 * scripts/backup.ts as `npm run backup <file>` runs it, as its own process on the bench's
 * database (DATABASE_URL from the harness, so with-db.mjs would pass it through unchanged).
 * `command` is the script bundled once, before any clock starts: `npm run backup` bundles too,
 * but that is the checkout's cost, not the backup's, and it must not weigh on the loaded page.
 */
async function runBackup([command, args], name, target) {
  const file = path.join(logDir, `${name}.log`)
  const started = performance.now()
  const backup = start(command, [...args, target], { env, output: openSync(file, 'w') })
  backups.push(backup)
  log(`${name}: backing up to ${target} (log: ${file})`)
  const timer = setTimeout(() => backup.child.kill('SIGKILL'), BACKUP_TIMEOUT_MS)
  const exitCode = await backup.exited
  clearTimeout(timer)
  const wallMs = performance.now() - started
  const output = readFileSync(file, 'utf8')
  if (exitCode !== 0 || !output.includes('Backup written:')) {
    throw new Error(`${name} exited ${exitCode}:\n${output.trim()}`)
  }
  log(`${name}: ${seconds(wallMs)} s; ${output.trim().split('\n').at(-1).trim()}`)
  return { wallMs, output, bytes: statSync(target).size }
}

const sha256Of = async (file) => {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/**
 * Unpacks the file and checks it holds what its manifest says, and the rows the database has;
 * returns the manifest and each part's bytes. Each problem is a string in `failures`.
 */
async function inspect(target, counts, failures) {
  const unpacked = path.join(harness.scratch, `unpacked-${path.basename(target, '.tar')}`)
  mkdirSync(unpacked, { recursive: true })
  await extractTar({ file: target, cwd: unpacked })
  const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))
  const parts = { dump: 0, media: 0, voice: 0 }
  for (const [member, { bytes, sha256 }] of Object.entries(manifest.members)) {
    const file = path.join(unpacked, member)
    const size = statSync(file, { throwIfNoEntry: false })?.size
    if (size !== bytes) failures.push(`${member} is ${size ?? 'missing'} bytes, not ${bytes}`)
    else if ((await sha256Of(file)) !== sha256) failures.push(`${member}'s sha256 differs`)
    if (member === 'database.dump') parts.dump += bytes
    else if (member.startsWith('media/')) parts.media += bytes
    else if (member.startsWith('voice-cache/')) parts.voice += bytes
  }
  const dump = path.join(unpacked, 'database.dump')
  const magic = readFileSync(dump).subarray(0, 5).toString()
  if (magic !== 'PGDMP') failures.push(`database.dump starts with ${magic}, not pg_dump's PGDMP`)
  for (const table of ['leads', 'contacts']) {
    if (manifest.rowCounts[table] !== counts[table]) {
      failures.push(
        `the manifest counts ${manifest.rowCounts[table]} ${table}, the database ${counts[table]}`,
      )
    }
  }
  const manifestBytes = statSync(path.join(unpacked, 'manifest.json')).size
  rmSync(unpacked, { recursive: true, force: true })
  return { manifest, parts: { ...parts, manifest: manifestBytes } }
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

/**
 * The page under autocannon: for `duration` seconds, or, with `until`, from now until that
 * promise settles (the load then covers the backup and nothing else).
 */
function load(url, label, { duration = options.seconds, until } = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: until ? BACKUP_TIMEOUT_MS / 1000 : duration,
        headers: VISITOR,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
    // Stopped however the backup ends: a failed one is reported by its own promise.
    until?.then(
      () => instance.stop(),
      () => instance.stop(),
    )
    log(
      `${label}: ${options.connections} connections ${until ? 'until the backup ends' : `for ${duration} s`} → ${url}`,
    )
  })
}

const pageFigures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  total: result.requests.total,
  seconds: result.duration,
  errors: result.errors + result.timeouts,
  statuses: Object.keys(result.statusCodeStats ?? {}).join(' '),
})

const seconds = (ms) => (ms / 1000).toFixed(1)
const mb = (bytes) => (bytes / 1_048_576).toFixed(1)
const share = (part, whole) => `${((part / whole) * 100).toFixed(1)} %`
const ms = (value) => (value < 1 ? '<1' : String(value))

// ── the run ─────────────────────────────────────────────────────────────────────────────────────

await harness.run(async () => {
  await assertPortFree(port, '127.0.0.1')
  const db = await harness.prepare({ env, database: DATABASE, build: options.build })
  const client = new pg.Client({ connectionString: db.urlFor(DATABASE) })
  await client.connect()
  let counts
  try {
    counts = await fill(client)
  } finally {
    await client.end()
  }
  if (counts.leads !== options.leads) {
    throw new Error(`the database holds ${counts.leads} leads, not ${options.leads}`)
  }

  await harness.startServer({ env, port, origin, hostname: '127.0.0.1' })

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

  const failures = []
  const backupCommand = await typescriptCommand('scripts/backup.ts')

  // 1. The page with no backup running.
  const without = pageFigures(await load(origin + ROUTE, `${ROUTE} without a backup`))

  // 2. The backup with the site at rest: what `npm run backup` costs her.
  const restFile = path.join(harness.scratch, 'at-rest.tar')
  const atRest = await runBackup(backupCommand, 'backup at rest', restFile)
  const restInspected = await inspect(restFile, counts, failures)
  rmSync(restFile, { force: true })

  // 3. Another while visitors load the page, for as long as it runs.
  const loadedFile = path.join(harness.scratch, 'under-load.tar')
  const running = runBackup(backupCommand, 'backup under load', loadedFile)
  const [duringResult, underLoad] = await Promise.all([
    load(origin + ROUTE, `${ROUTE} during the backup`, { until: running }),
    running,
  ])
  const during = pageFigures(duringResult)
  const loadedInspected = await inspect(loadedFile, counts, failures)
  rmSync(loadedFile, { force: true })

  // 4. The floor, with the app at rest.
  const bareOrigin = await startBare(reply)
  const floor = pageFigures(await load(bareOrigin + ROUTE, 'bare node:http, same bytes'))
  bare.kill()

  for (const [label, figures] of [
    ['without a backup', without],
    ['during the backup', during],
    ['bare', floor],
  ]) {
    if (figures.statuses !== '200' || figures.errors) {
      failures.push(`${ROUTE} ${label}: statuses ${figures.statuses}, ${figures.errors} errors`)
    }
  }

  const { manifest, parts } = restInspected
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0)
  const storedFiles = Object.keys(manifest.members).filter((member) => member.startsWith('media/'))
  const tarBytes = atRest.bytes - parts.dump - parts.media - parts.voice - parts.manifest

  console.log(
    `\n━━ npm run backup on ${counts.leads.toLocaleString('en-US')} leads and ` +
      `${counts.contacts.toLocaleString('en-US')} contacts (${Object.keys(manifest.rowCounts).length} tables, ` +
      `${rows.toLocaleString('en-US')} rows, ${storedFiles.length} stored files; ${os.cpus().length} cores, ` +
      `load ${os.loadavg()[0].toFixed(1)})\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Backup', 'left'],
        ['value', 'Figure', 'right'],
      ],
      [
        ['wall time, site at rest (process start → exit)', `${seconds(atRest.wallMs)} s`],
        ['wall time, while `/` is loaded', `${seconds(underLoad.wallMs)} s`],
        ['file size', `${mb(atRest.bytes)} MB`],
        [
          'database.dump (pg_dump, custom format)',
          `${mb(parts.dump)} MB (${share(parts.dump, atRest.bytes)})`,
        ],
        [
          `media/ (${storedFiles.length} stored files)`,
          `${mb(parts.media)} MB (${share(parts.media, atRest.bytes)})`,
        ],
        ['voice-cache/', `${mb(parts.voice)} MB (${share(parts.voice, atRest.bytes)})`],
        [
          'manifest.json and tar headers',
          `${mb(parts.manifest + tarBytes)} MB (${share(parts.manifest + tarBytes, atRest.bytes)})`,
        ],
        ['file size, the backup under load', `${mb(underLoad.bytes)} MB`],
      ].map(([label, value]) => ({ label, value })),
    ),
  )

  console.log(
    `\n━━ ${ROUTE} as a visitor's browser asks (${reply.body.length} bytes, ` +
      `${reply.headers['content-encoding'] ?? 'identity'}), ${options.connections} connections\n`,
  )
  console.log(
    formatTable(
      [
        ['label', 'Page', 'left'],
        ['seconds', 's', 'right'],
        ['rps', 'req/s', 'right'],
        ['p50', 'p50 ms', 'right'],
        ['p99', 'p99 ms', 'right'],
        ['max', 'max ms', 'right'],
        ['ratio', 'req/s ÷ bare', 'right'],
      ],
      [
        ['app, no backup', without],
        ['app, during the backup', during],
        ['bare node:http, same bytes', floor],
      ].map(([label, figures]) => ({
        label,
        seconds: String(figures.seconds),
        rps: figures.rps.toFixed(0),
        p50: ms(figures.p50),
        p99: ms(figures.p99),
        max: ms(figures.max),
        ratio: floor.rps ? (figures.rps / floor.rps).toFixed(3) : '-',
      })),
    ),
  )
  console.log(
    `\nPage p99 during the backup: ${during.p99} ms against ${without.p99} ms without ` +
      `(${without.p99 ? (during.p99 / without.p99).toFixed(2) : '-'} ×; no goal).`,
  )

  mkdirSync(path.dirname(resultsFile), { recursive: true })
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        leads: counts.leads,
        contacts: counts.contacts,
        seconds: options.seconds,
        connections: options.connections,
        cores: os.cpus().length,
        load: os.loadavg(),
        backup: {
          atRest: { wallMs: atRest.wallMs, bytes: atRest.bytes, parts },
          underLoad: {
            wallMs: underLoad.wallMs,
            bytes: underLoad.bytes,
            parts: loadedInspected.parts,
          },
          tables: Object.keys(manifest.rowCounts).length,
          rows,
          storedFiles: storedFiles.length,
          rowCounts: manifest.rowCounts,
          postgres: manifest.postgres,
        },
        page: { route: ROUTE, bytes: reply.body.length, without, during, floor },
        failures,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nRaw results: ${path.relative(projectRoot, resultsFile)}`)
  if (failures.length) {
    console.error(`\n[bench] ${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`)
  }
  return failures.length ? 1 : 0
})
