// What bench:lighthouse and bench:leads share: a throw-away database migrated and seeded, the
// .next-bench build, the production server (server/serve.mjs) on a fixed port, and a cleanup that runs on success, failure and
// Ctrl-C alike. Each bench keeps its own flags, measurements and report.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { buildIsCurrent, distDir, migrateAndSeed, nextBuild } from '../lib/build.mjs'
import { startDatabase } from '../lib/database.mjs'
import { start } from '../lib/run.mjs'

const HEALTH_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 15_000

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** @param {string} line */
export const log = (line) => console.log(`[bench] ${line}`)

/** The production server's process: this process's child running server/serve.mjs on `port`. */
export function serverPid(port) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const status = readFileSync(`/proc/${entry}/status`, 'utf8')
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1])
      if (
        parent === process.pid &&
        cmdline.some((arg) => arg.endsWith('server/serve.mjs')) &&
        cmdline.includes(String(port))
      ) {
        return Number(entry)
      }
    } catch {
      // a process that ended while we looked
    }
  }
  throw new Error('could not find the server process in /proc')
}

/** The owner's session, as a magic link would have started it: only the token's hash is stored. */
export async function ownerCookie(client) {
  const token = randomBytes(32).toString('base64url')
  const { rows } = await client.query(
    `insert into admin_sessions (user_id, email, token_hash, expires_at, last_seen_at)
     select id, email, $1, now() + interval '1 day', now() from users where role = 'admin' order by id limit 1
     returning email`,
    [createHash('sha256').update(token).digest('hex')],
  )
  if (!rows[0]) throw new Error('the seed made no owner account')
  log(`signed in as ${rows[0].email} (session minted in admin_sessions)`)
  return `admin_session=${token}`
}

/** A process's resident memory, in kB. */
export const rssKb = (pid) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

/**
 * Parses the command line with `parse`; a bad argument ends the process with code 2 before any
 * database or server exists.
 * @template T
 * @param {(argv: string[]) => T} parse throws an Error whose message is the whole complaint
 * @returns {T}
 */
export function readOptions(parse) {
  try {
    return parse(process.argv.slice(2))
  } catch (error) {
    console.error(`[bench] ${error.message}`)
    process.exit(2)
  }
}

/**
 * A parser for the benches' usual arguments, from their defaults: each number becomes
 * `--<name> <n>` (or `--<name>=<n>`, a whole number of at least 1), `build: true` gives
 * `--no-build` and `push: false` gives `--push`.
 * @template {Record<string, number | boolean>} T
 * @param {T} defaults
 * @returns {(argv: string[]) => T}
 */
export function benchOptions(defaults) {
  const numbers = Object.keys(defaults).filter((key) => typeof defaults[key] === 'number')
  const known = [
    ...numbers.map((key) => `--${key} <n>`),
    ...('build' in defaults ? ['--no-build'] : []),
    ...('push' in defaults ? ['--push'] : []),
  ].join(', ')
  return (argv) => {
    const options = { ...defaults }
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]
      const [flag, inline] = arg.split('=', 2)
      const name = flag.slice(2)
      if (arg === '--no-build' && 'build' in defaults) options.build = false
      else if (arg === '--push' && 'push' in defaults) options.push = true
      else if (flag.startsWith('--') && numbers.includes(name)) {
        const given = inline ?? argv[++i]
        const value = Number(given)
        if (!Number.isInteger(value) || value < 1) {
          throw new Error(`${flag} needs a whole number of at least 1, got ${given ?? 'nothing'}`)
        }
        options[name] = value
      } else throw new Error(`unknown argument ${arg} (known: ${known})`)
    }
    return options
  }
}

/**
 * The arguments of the benches that walk routes in a browser (bench:lighthouse, screenshots):
 * `--routes /a,/b` (null when not given: the caller's default), `--no-build`, `--push`.
 * @param {string[]} argv
 * @returns {{ routes: string[] | null, build: boolean, push: boolean }}
 */
export function parseRouteOptions(argv) {
  const options = { routes: null, build: true, push: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--push') options.push = true
    else if (arg === '--routes' || arg.startsWith('--routes=')) {
      const value = arg === '--routes' ? argv[++i] : arg.slice('--routes='.length)
      if (!value) throw new Error('--routes needs a value, e.g. --routes /,/about')
      options.routes = value
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
        .map((route) => (route.startsWith('/') ? route : `/${route}`))
    } else throw new Error(`unknown argument ${arg} (known: --routes /a,/b, --no-build, --push)`)
  }
  return options
}

/**
 * Resolves whether `port` can be listened on. With `host` it probes that address only: a server
 * on another interface does not count.
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host }, () => probe.close(() => resolve(true)))
  })
}

/**
 * Throws when `port` is taken, naming BENCH_PORT as the way out.
 * @param {number} port
 * @param {string} [host] see portIsFree
 */
export async function assertPortFree(port, host) {
  if (!(await portIsFree(port, host))) {
    throw new Error(`port ${port} is in use; pick another with BENCH_PORT=<port>`)
  }
}

/**
 * The environment the benches build .next-bench and run the production server (server/serve.mjs) with; the same in both, so
 * they can share one build. Like npm test, nothing comes from the developer's shell: no SMTP
 * server, database or secret.
 * @param {{ port: number, scratch: string, push: boolean }} options `push` gives the database its
 *   schema by push (PAYLOAD_DB_PUSH) instead of by migration
 * @returns {NodeJS.ProcessEnv}
 */
export function benchEnv({ port, scratch, push }) {
  const env = { ...process.env }
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'OPENAI_API_KEY']) {
    delete env[key]
  }
  Object.assign(env, {
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_EMAIL: 'owner@example.com',
    MEDIA_DIR: path.join(scratch, 'media'),
    // BENCH_DIST_DIR: a build of one's own, when several people bench one checkout at once.
    NEXT_DIST_DIR: process.env.BENCH_DIST_DIR || '.next-bench',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // Load comes from one machine but stands for many visitors, each named in X-Forwarded-For as
    // a reverse proxy would: the per-client rate limits then apply per visitor.
    TRUST_PROXY: '1',
    ...(push ? { PAYLOAD_DB_PUSH: '1' } : {}),
  })
  return env
}

/**
 * Lays out rows as a plain-text table: a header, a rule of dashes, one line per row, columns two
 * spaces apart and no trailing blanks.
 * @param {Array<[key: string, title: string, align: 'left' | 'right']>} columns
 * @param {Array<Record<string, string>>} rows every column's key holds a string
 * @returns {string}
 */
export function formatTable(columns, rows) {
  const widths = columns.map(([key, title]) =>
    Math.max(title.length, ...rows.map((row) => row[key].length)),
  )
  const line = (values) =>
    values
      .map((value, i) =>
        columns[i][2] === 'left' ? value.padEnd(widths[i]) : value.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd()
  return [
    line(columns.map(([, title]) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map(([key]) => row[key]))),
  ].join('\n')
}

/**
 * @typedef {Awaited<ReturnType<typeof startDatabase>>} Database
 * @typedef {object} Harness
 * @property {string} scratch temporary folder of this run (media uploads), removed by cleanup
 * @property {(options: { env: NodeJS.ProcessEnv, database: string, build: boolean }) => Promise<Database>} prepare
 *   starts the throw-away database (into env.DATABASE_URL), migrates and seeds it, then builds
 *   .next-bench unless `build` is false and a build is there
 * @property {(options: { env: NodeJS.ProcessEnv, port: number, origin: string, hostname?: string }) => Promise<void>} startServer
 *   runs the production server (server/serve.mjs) and resolves once `origin`/api/health answers 200
 * @property {() => Promise<void>} stopServer SIGTERM to the production server (server/serve.mjs), SIGKILL after 15 s
 * @property {() => Promise<void>} cleanup stops everything and removes scratch; safe to call twice
 * @property {(main: () => Promise<number | void>) => Promise<never>} run runs `main`, cleans up
 *   and exits with the code `main` returns, or 1 (or the failed command's code) when it throws
 */

/**
 * Makes the scratch folder and installs the handlers that clean up on an uncaught error and on
 * SIGINT, SIGTERM and SIGHUP; call it before starting anything.
 * @param {object} options
 * @param {string} options.scratchPrefix prefix of the scratch folder's name in the temp folder
 * @param {string} options.stopping what a signal's log line says is being stopped
 * @param {(attempt: (what: string, action: () => unknown) => Promise<void>) => Promise<void>} [options.stopFirst]
 *   stops the bench's own processes (browser, extra servers) before the production server (server/serve.mjs) and the
 *   database; each step goes through `attempt`, which logs a failure and carries on
 * @returns {Harness}
 */
export function createHarness({ scratchPrefix, stopping, stopFirst = async () => {} }) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), scratchPrefix))
  let db
  let server
  let cleaning

  async function stopServer() {
    if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
    server.child.kill('SIGTERM')
    const stopped = await Promise.race([server.exited.then(() => true), sleep(STOP_GRACE_MS)])
    if (!stopped) {
      log(`the server ignored SIGTERM for ${STOP_GRACE_MS / 1000} s; killing it`)
      server.child.kill('SIGKILL')
      await server.exited
    }
  }

  function cleanup() {
    // Each step on its own: a failing one must not leave the next process running.
    const attempt = async (what, action) => {
      try {
        await action()
      } catch (error) {
        console.error(`[bench] could not ${what}: ${error.message}`)
      }
    }
    cleaning ??= (async () => {
      await stopFirst(attempt)
      await attempt('stop the server', stopServer)
      if (db) await attempt('stop the database', () => db.stop())
      rmSync(scratch, { recursive: true, force: true })
    })()
    return cleaning
  }

  // A throw in an event handler would otherwise leave the server running with no parent.
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (error) => {
      console.error(`[bench] failed: ${error?.stack || error}`)
      cleanup().finally(() => process.exit(1))
    })
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      log(`${signal}: stopping ${stopping}`)
      cleanup().finally(() => process.exit(130))
    })
  }

  async function prepare({ env, database, build }) {
    db = await startDatabase({ databases: [database], ephemeral: true, fresh: true })
    env.DATABASE_URL = db.urlFor(database)
    mkdirSync(env.MEDIA_DIR, { recursive: true })
    log(`migrating and seeding ${database}`)
    await migrateAndSeed(env)

    const hasBuild = existsSync(path.join(distDir(env), 'BUILD_ID'))
    if (build || !hasBuild) {
      if (!build) log('--no-build, but .next-bench holds no build: building')
      await nextBuild(env)
    } else if (!buildIsCurrent(env)) {
      log('--no-build: .next-bench is older than the sources (or was built for another port)')
    } else {
      log('--no-build: reusing .next-bench')
    }
    return db
  }

  async function waitForHealth(origin) {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`the server exited (code ${server.child.exitCode}) before it was healthy`)
      }
      try {
        const response = await fetch(`${origin}/api/health`)
        if (response.status === 200) return
      } catch {
        // not listening yet
      }
      await sleep(250)
    }
    throw new Error(`${origin}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`)
  }

  async function startServer({ env, port, origin, hostname }) {
    // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in
    // Chrome's DevTools), to see where a request's time goes.
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
      : []
    server = start(process.execPath, [...profile, 'server/serve.mjs', '--port', String(port)], {
      env: { ...env, ...(hostname ? { LISTEN_ADDRESS: hostname } : {}) },
    })
    await waitForHealth(origin)
    log(`server healthy at ${origin}`)
  }

  async function run(main) {
    let exitCode = 0
    try {
      exitCode = (await main()) || 0
    } catch (error) {
      console.error(`[bench] failed: ${error.message}`)
      exitCode = error.exitCode || 1
    } finally {
      await cleanup()
    }
    process.exit(exitCode)
  }

  return { scratch, prepare, startServer, stopServer, cleanup, run }
}
