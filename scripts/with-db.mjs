#!/usr/bin/env node
// Runs a command with DATABASE_URL and PAYLOAD_SECRET set, starting the embedded Postgres when
// DATABASE_URL is not configured. Used by npm start, dev, build and the Payload CLI.
//   node scripts/with-db.mjs --database app -- <command> [args...]
import { spawn } from 'node:child_process'
import { startDatabase } from './lib/database.mjs'
import { loadEnv } from './lib/project.mjs'
import { ensurePayloadSecret } from './lib/secret.mjs'

const separator = process.argv.indexOf('--')
const options = process.argv.slice(2, separator === -1 ? undefined : separator)
const command = separator === -1 ? [] : process.argv.slice(separator + 1)
const databaseFlag = options.indexOf('--database')
const database = databaseFlag === -1 ? 'app' : options[databaseFlag + 1]
if (!command.length || !database) {
  console.error('usage: node scripts/with-db.mjs [--database NAME] -- <command> [args...]')
  process.exit(2)
}

loadEnv()
ensurePayloadSecret()
const db = await startDatabase({ databases: [database] })
const env = { ...process.env, DATABASE_URL: db.urlFor(database) }
if (!db.embedded) console.log('[db] using DATABASE_URL; no embedded cluster started')

const child = spawn(command[0], command.slice(1), { env, stdio: 'inherit', shell: false })
// Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to us alone
// (a process manager, a test harness) is passed on so the app can close its connections first.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.exitCode === null && child.kill(signal))
}
const code = await new Promise((resolve) => {
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + 1 : 1)))
  child.on('error', (error) => {
    console.error(`could not run ${command[0]}: ${error.message}`)
    resolve(127)
  })
})
await db.stop()
process.exit(code)
