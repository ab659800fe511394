#!/usr/bin/env node
// npm test: type check, lint, unit tests, Local-API integration tests on a throw-away database,
// then one production build shared by every browser test in Debian's Chromium.
// The throw-away cluster lives in a temporary folder; the developer's .data is never touched.
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { distDir, migrateAndSeed, nextBuild } from './lib/build.mjs'
import { copyDatabase, ensurePostgresClient, startDatabase } from './lib/database.mjs'
import { startMailSink } from './lib/mail-sink.mjs'
import { projectRoot } from './lib/project.mjs'
import { bin, run, start } from './lib/run.mjs'
import { ensureChromium, ensureSpamAssassin } from './ensure-chromium.mjs'

// Flags for working on part of the app (CI runs plain `npm test`):
//   --e2e-only [filter...]  skip type check, lint, unit and integration tests; filters go to playwright
//   --int-only [filter...]  only the integration tests; filters go to vitest
//   --push                  give the browser-test (and integration) database its schema by push, for collections that
//                           have no migration yet (never in CI: migrations are what ship)
// TEST_RESULTS_DIR, E2E_DIST_DIR and E2E_PORT let two runs share a checkout.
const argv = process.argv.slice(2)
const e2eOnly = argv.includes('--e2e-only')
const intOnly = argv.includes('--int-only')
const push = argv.includes('--push')
const playwrightFilters = argv.filter((arg) => !arg.startsWith('--'))
const results = path.resolve(projectRoot, process.env.TEST_RESULTS_DIR || 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const scratch = mkdtempSync(path.join(os.tmpdir(), 'somatic-test-'))

// Tests see only what they set: no SMTP server, database or secret from the developer's shell.
const baseEnv = { ...process.env }
for (const key of [
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ALLOW_DEMO_PAYMENTS',
  'OPENAI_API_KEY',
  'TRUST_PROXY',
  'SERVER_CACHES',
  'BEHIND_CDN',
  'NEXT_PUBLIC_SERVER_URL',
]) {
  delete baseEnv[key]
}
Object.assign(baseEnv, {
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: 'owner@example.com',
  NEXT_TELEMETRY_DISABLED: '1',
})

/** Serves the build on `port` and runs scripts/fuzz.mjs against it, both writing to `output`. */
async function fuzzBuild(env, port, output) {
  const origin = `http://localhost:${port}`
  const server = start(process.execPath, ['server/serve.mjs', '--port', String(port)], {
    env: { ...env, PORT: String(port) },
    output,
  })
  try {
    for (let waited = 0; ; waited += 250) {
      if (server.child.exitCode !== null) throw new Error('the fuzz server exited')
      if (waited > 60_000) throw new Error(`${origin} did not answer within 60 s`)
      const healthy = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (healthy) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await run(process.execPath, ['scripts/fuzz.mjs', '--url', origin], { env, output })
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}

const steps = []
async function step(name, action) {
  const started = Date.now()
  console.log(`\n━━ ${name}`)
  try {
    await action()
    steps.push({ name, ok: true, seconds: (Date.now() - started) / 1000 })
    return true
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`)
    steps.push({ name, ok: false, seconds: (Date.now() - started) / 1000 })
    return false
  }
}

const vitest = (project, env, filters = [], output = undefined) =>
  run(
    bin('vitest'),
    [
      'run',
      ...filters,
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, `${project}.json`)}`,
    ],
    { env, output },
  )

// Installing Chromium, SpamAssassin and Postgres's client (when missing) overlaps the stages that
// do not need them; one after the other, as apt-get holds dpkg's lock.
const chromium = ensureChromium()
const spamassassin = chromium.then(() => ensureSpamAssassin())
const postgresClient = spamassassin.then(() => ensurePostgresClient())

const runStarted = Date.now()

// The integration tests' two template databases: the migrations applied, and the seeded site.
// Each test file copies one (CREATE DATABASE ... TEMPLATE) instead of migrating and seeding its
// own: one seed per run instead of one per file (tests/int/payload.ts).
const INT_TEMPLATES = { migrated: 'app_int_migrated', seeded: 'app_int_seeded' }
const intEnv = (urlFor) => ({
  ...baseEnv,
  DATABASE_URL: urlFor('app_int'),
  MEDIA_DIR: path.join(scratch, 'media-int'),
  ...(push ? { PAYLOAD_DB_PUSH: '1' } : {}),
  INT_MIGRATED_TEMPLATE: INT_TEMPLATES.migrated,
  INT_SEEDED_TEMPLATE: INT_TEMPLATES.seeded,
})

let db
const dbReady = await step('Throw-away Postgres', async () => {
  db = await startDatabase({
    databases: ['app_int', 'app_e2e', ...(e2eOnly ? [] : Object.values(INT_TEMPLATES))],
    ephemeral: true,
    fresh: true,
  })
})

// Made beside the type check, lint and unit tests (they leave a core idle part of the time).
const templatesLog = path.join(results, 'int-templates.log')
const templates =
  dbReady && !e2eOnly
    ? step('Integration test templates (migrate; migrate and seed)', async () => {
        const output = openSync(templatesLog, 'w')
        try {
          await Promise.all(
            Object.entries(INT_TEMPLATES).map(([kind, database]) =>
              migrateAndSeed(
                { ...intEnv(db.urlFor), DATABASE_URL: db.urlFor(database) },
                { output, seed: kind === 'seeded' },
              ),
            ),
          )
        } catch (error) {
          console.error(readFileSync(templatesLog, 'utf8').split('\n').slice(-40).join('\n'))
          throw error
        } finally {
          closeSync(output)
        }
      })
    : Promise.resolve(false)

// The run's longest chain is the browser tests' build and then the browser tests: the build starts
// at once (below), and the type check and lint, which have no time limit, yield the CPU to it
// (nice): they fill what it leaves instead of delaying it.
const nice = (command, args) => ['nice', ['-n', '10', command, ...args]]
const checks = async () => {
  if (e2eOnly || intOnly) return
  // Each is mostly one process on one core: side by side, the two cores stay busy (the unit
  // tests wait on their own files and fill the gaps of the other two).
  await Promise.all([
    step('Type check (tsc --noEmit)', () =>
      run(...nice(bin('tsc'), ['--noEmit']), { env: baseEnv }),
    ),
    step('Lint (eslint)', () =>
      run(...nice(bin('eslint'), ['.', '--max-warnings', '0']), { env: baseEnv }),
    ),
    step('Unit tests (vitest)', () => vitest('unit', baseEnv)),
  ])
}
if (!dbReady) await checks()

if (dbReady) {
  const port = process.env.E2E_PORT || '3100'
  let mailSink
  let e2eEnv
  let building = Promise.resolve(false)
  let fuzzing = Promise.resolve()
  if (!intOnly) {
    // The browser tests' server sends real SMTP to a peer the tests can read.
    mailSink = await startMailSink()
    e2eEnv = {
      ...baseEnv,
      DATABASE_URL: db.urlFor('app_e2e'),
      MEDIA_DIR: path.join(scratch, 'media-e2e'),
      NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
      TEST_RESULTS_DIR: results,
      ...(push ? { PAYLOAD_DB_PUSH: '1' } : {}),
      NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
      E2E_PORT: port,
      SMTP_URL: mailSink.smtpUrl,
      E2E_MAILBOX_URL: mailSink.mailboxUrl,
      // The tests stand in for one reverse proxy: each test reports its own client address in
      // X-Forwarded-For (tests/e2e/fixtures.ts), so per-client rate limits apply per test.
      TRUST_PROXY: '1',
      // No Stripe key here, so checkout runs in its labelled demo mode; a production build refuses
      // that unless told. Webhooks are still verified, with a secret only this run knows.
      ALLOW_DEMO_PAYMENTS: '1',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
    }
    // The build runs from the start, beside the type check, lint and unit and then the integration
    // tests, into its own log so the outputs do not interleave.
    const beside = !e2eOnly
    const buildLog = path.join(results, 'build.log')
    // Turbopack's build cache only pays when this folder is built again: a browser-test-only run
    // is usually followed by another; a whole run in a fresh clone (CI) never is. A cache already
    // there is used either way.
    const buildCache = e2eOnly || existsSync(path.join(distDir(e2eEnv), 'cache', 'turbopack'))
    building = step('Production build for browser tests (migrate, seed, next build)', async () => {
      const output = beside ? openSync(buildLog, 'w') : undefined
      try {
        await migrateAndSeed(e2eEnv, { output })
        // The fuzz server's own copy of the seeded site, so its writes (a demo purchase, sign-in
        // attempts) never meet the browser tests it now runs beside.
        if (!e2eOnly) await copyDatabase(db.urlFor, 'app_e2e', 'app_fuzz')
        await nextBuild(e2eEnv, { output, cache: buildCache })
      } catch (error) {
        if (beside) {
          const log = readFileSync(buildLog, 'utf8').split('\n')
          console.error(`The build's last lines (${path.relative(projectRoot, buildLog)}):`)
          console.error(log.slice(-60).join('\n'))
        }
        throw error
      } finally {
        if (output !== undefined) closeSync(output)
      }
    })
    // The fuzzer starts as soon as the build is there, beside the end of the integration tests and
    // the start of the browser tests: its server and client leave a core idle when run alone. It
    // has its own database (above), server (port + 1) and mail sink, so the two never meet.
    if (!e2eOnly) {
      fuzzing = building.then(async (built) => {
        if (!built) return
        const fuzzSink = await startMailSink()
        // Its own log, as the build's: the other runners write to the terminal meanwhile.
        const fuzzLog = path.join(results, 'fuzz.log')
        const output = openSync(fuzzLog, 'w')
        try {
          await step('Fuzz (npm run fuzz against the production build)', () =>
            fuzzBuild(
              {
                ...e2eEnv,
                DATABASE_URL: db.urlFor('app_fuzz'),
                SMTP_URL: fuzzSink.smtpUrl,
                E2E_MAILBOX_URL: fuzzSink.mailboxUrl,
                TRUST_PROXY: '',
              },
              Number(port) + 1,
              output,
            ),
          )
        } finally {
          closeSync(output)
          await fuzzSink.stop()
          // What it sent, every request it faulted (✗) and its verdict; all of it is in fuzz.log.
          const lines = readFileSync(fuzzLog, 'utf8').split('\n')
          console.log(`\n━━ Fuzz's report (${path.relative(projectRoot, fuzzLog)})`)
          console.log(
            lines
              .filter((line) => /^(━━ Fuzz|✗|Fuzz:)/.test(line))
              .slice(0, 60)
              .join('\n'),
          )
        }
      })
    }
  }

  // Beside the build: started together with it, the integration tests doubled its time (and the
  // browser tests wait for it), so they start once the checks are done.
  await checks()

  let integration = Promise.resolve()
  if (!e2eOnly) {
    integration = templates.then(async (ready) => {
      if (!ready) return
      // Without it the deliverability tests fail, and say why.
      await step('SpamAssassin', async () => {
        if (!(await spamassassin)) throw new Error("Debian's spamassassin is not available")
      })
      // The backup tests run pg_dump and pg_restore.
      await step('Postgres client (pg_dump)', async () => {
        if (!(await postgresClient)) throw new Error("Debian's postgresql-client is not available")
      })
      // In a whole run the browser tests start beside their end (below), so their output goes to
      // a log of its own, as the build's does; the end of it is printed when they are done.
      const intLog = path.join(results, 'int.log')
      const output = intOnly ? undefined : openSync(intLog, 'w')
      const ok = await step('Integration tests (vitest, Payload Local API)', () =>
        vitest('int', intEnv(db.urlFor), intOnly ? playwrightFilters : [], output),
      )
      if (output === undefined) return
      closeSync(output)
      // Vitest ends with its failures in full (from "Failed Suites" or "Failed Tests"), then counts.
      const lines = readFileSync(intLog, 'utf8').trimEnd().split('\n')
      const failures = lines.findIndex((line) =>
        /Failed (Tests|Suites) \d+/.test(line.replace(/\x1b\[[0-9;]*m/g, '')),
      )
      console.log(`\n━━ Integration tests' report (${path.relative(projectRoot, intLog)})`)
      console.log(
        lines
          .slice(ok || failures < 0 ? -8 : failures)
          .slice(-300)
          .join('\n'),
      )
    })
  }

  if (intOnly) {
    await integration
    await db.stop()
    rmSync(scratch, { recursive: true, force: true })
    process.exit(steps.every((s) => s.ok) ? 0 : 1)
  }
  // The browser tests start once the build is there, beside the integration tests' last files:
  // those wait on Postgres and their SMTP peers more than they use the CPU.
  const built = await building
  const browserReady = await step('Chromium', async () => {
    if (!(await chromium)) throw new Error('Debian Chromium is not available')
  })
  if (built && browserReady) {
    await step('Browser tests (playwright, axe-core)', () =>
      run(bin('playwright'), ['test', ...playwrightFilters], { env: e2eEnv }),
    )
  }
  await integration
  // The same build, served as in production (no trusted proxy), to a stream of malformed input.
  await fuzzing
  await db.stop()
  await mailSink.stop()
}
rmSync(scratch, { recursive: true, force: true })

// Totals across runners, from their JSON reports, and the names of what failed (CI keeps only the
// end of the output, so the names are printed last).
let passed = 0
let failed = 0
const failedNames = []
const flakyNames = []
for (const file of ['unit.json', 'int.json']) {
  const report = path.join(results, file)
  if (!existsSync(report)) continue
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests
  failed += json.numFailedTests
  for (const suite of json.testResults) {
    const where = path.relative(projectRoot, suite.name)
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failedNames.push(`${where} › ${test.fullName}`)
      // Vitest keeps the errors of a failed attempt on a test that then passed on its retry.
      if (test.status === 'passed' && test.failureMessages.length) {
        const reason = test.failureMessages[0].split('\n')[0].slice(0, 200)
        flakyNames.push(`${where} › ${test.fullName}: ${reason}`)
      }
    }
    // A file that failed to load has no assertion results, only its message.
    if (suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed')) {
      failedNames.push(`${where}: ${String(suite.message).split('\n')[0]}`)
    }
  }
}
const e2eReport = path.join(results, 'e2e.json')
if (existsSync(e2eReport)) {
  const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${spec.file}:${spec.line} › ${[...titles.slice(1), spec.title].join(' › ')}`
        const firstError = test.results.find((r) => r.error)?.error?.message ?? ''
        const reason = firstError
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')[0]
          .slice(0, 200)
        if (test.status === 'unexpected') failedNames.push(`${name}: ${reason}`)
        if (test.status === 'flaky') flakyNames.push(`${name}: ${reason}`)
      }
    }
  }
  for (const suite of suites) walk(suite, [suite.title])
}

console.log('\n━━ Summary')
for (const { name, ok, seconds } of steps) {
  console.log(`${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`)
}
for (const name of flakyNames) console.log(`flaky (failed, then passed on its retry): ${name}`)
for (const name of failedNames) console.log(`failed: ${name}`)
// Steps that ran side by side overlap: the whole run is shorter than their sum.
console.log(`\nnpm test took ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all`)
const failedSteps = steps.filter((s) => !s.ok).length
console.log(`\nTests: ${passed} passed (${flakyNames.length} on a retry), ${failed} failed`)
process.exit(failedSteps || failed ? 1 : 0)
