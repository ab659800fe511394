import { randomBytes } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'
import { afterAll } from 'vitest'

// Integration tests run against a throw-away server that `npm test` provides (app_int on an
// ephemeral cluster). Refuse anything else so a stray run can never touch the developer's data.
const base = process.env.DATABASE_URL
if (!base || !new URL(base).pathname.endsWith('_int')) {
  throw new Error(
    'Integration tests need a throw-away database whose name ends in _int: run them with `npm test`.',
  )
}
if (!process.env.MEDIA_DIR)
  throw new Error('Integration tests need MEDIA_DIR (a temporary folder).')
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'

// Each test file gets its own empty database, so files never depend on each other's data.
const database = `app_int_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: base })
await admin.connect()
await admin.query(`create database ${database}`)
// Where tests/int/payload.ts connects to copy a template database over this one.
process.env.INT_BASE_DATABASE_URL = base
const url = new URL(base)
url.pathname = `/${database}`
process.env.DATABASE_URL = url.toString()
// Files run side by side: each stores its uploads apart, as it keeps its rows apart.
process.env.MEDIA_DIR = path.join(process.env.MEDIA_DIR, database)

// The database stays until the throw-away cluster is deleted (an external TEST_DATABASE_URL has
// leftovers dropped at the start of the next run): dropping it under Payload's pool, which keeps
// a connection checked out after destroy(), would make that connection error.
afterAll(() => admin.end())
