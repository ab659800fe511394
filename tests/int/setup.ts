import { randomBytes } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, expect, vi } from 'vitest'

import { watchOverlappingQueries } from '../support/overlappingQueries'

/*
 * The files of a worker share its process (vitest.config.mts: isolate false), so Node loads
 * Payload, Lexical, drizzle and the rest of node_modules once per worker instead of once per file.
 * What one file could leave to the next is undone here, before each file: the environment is the
 * worker's first one again, every module of ours is evaluated afresh (the config then reads this
 * file's environment and database), and the previous file's Payload has left getPayload's cache
 * (its crons stopped, its pool closed) in the afterAll below.
 */
type PayloadCache = Map<string, { payload: Payload | null; promise: Promise<Payload> | null }>
const worker = globalThis as typeof globalThis & {
  __intWorkerEnv?: Record<string, string | undefined>
  _payload?: PayloadCache
}
if (worker.__intWorkerEnv) {
  const first = worker.__intWorkerEnv
  for (const key of Object.keys(process.env)) if (!(key in first)) delete process.env[key]
  Object.assign(process.env, first)
} else {
  worker.__intWorkerEnv = { ...process.env }
}
vi.resetModules()

// Two statements at once on one connection interleave a transaction's work: each file fails on
// any it made (see tests/support/overlappingQueries.ts), naming where the second one came from.
const overlapping = watchOverlappingQueries()
const overlapsBefore = overlapping.length
afterAll(() => {
  const made = overlapping.slice(overlapsBefore)
  const shown = made.map((entry) => `${entry.sql}\n${entry.stack}`).join('\n\n')
  expect(made, `statements sent while another ran on the same connection:\n${shown}`).toEqual([])
})

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
afterAll(async () => {
  await admin.end()
  const cached = worker._payload?.get('default')
  worker._payload?.delete('default')
  const payload = cached?.payload ?? (await cached?.promise?.catch(() => null))
  if (!payload) return
  await payload.destroy()
  // destroy() leaves drizzle's pool open. A connection a test left checked out would hold end()
  // for ever: it is given a moment, and the worker's exit closes what is left.
  const pool = (payload.db as { pool?: pg.Pool }).pool
  if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2000))])
})
