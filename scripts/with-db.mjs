#!/usr/bin/env node
// Runs a command with DATABASE_URL and PAYLOAD_SECRET set, starting the embedded Postgres when
// DATABASE_URL is not configured. Used by npm start, dev, build and the Payload CLI.
//   node scripts/with-db.mjs --database app [--join] -- <command> [args...]
// --join: when npm start already runs the embedded cluster, use it (and leave it running).
import { startDatabase } from './lib/database.mjs'
import { loadEnv } from './lib/project.mjs'
import { start } from './lib/run.mjs'
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
let db
try {
  db = await startDatabase({ databases: [database], join: options.includes('--join') })
} catch (error) {
  console.error(`[db] ${error.message}`)
  process.exit(1)
}
const env = {
  ...process.env,
  DATABASE_URL: db.urlFor(database),
  DATABASE_IDENTITY: db.identityFor(database),
}
if (!db.embedded) console.log('[db] using DATABASE_URL; no embedded cluster started')

const code = await start(command[0], command.slice(1), { env }).exited
await db.stop()
process.exit(code)
