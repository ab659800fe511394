import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { SystemAction } from '@/core/operation'

type Statement = Parameters<PostgresAdapter['drizzle']['execute']>[0]
type Drizzle = PostgresAdapter['drizzle']

export type QueryOptions = {
  /**
   * Run it as a named prepared statement: each pooled connection parses and plans its text once
   * and reuses the plan. For the statements a visitor's sign-up or checkout runs every time (a
   * many-table CTE costs Postgres more to plan than to run); only for texts that come in a few
   * shapes, as each shape stays prepared on every connection.
   */
  prepare?: boolean
}

/** Drizzle's own path for `execute`, given a name (same type parsers: timestamps stay strings). */
type PreparingSession = {
  prepareQuery: (
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ) => { execute: () => Promise<{ rows: unknown[] }> }
}

/**
 * How many statement texts a process prepares at most. Each stays prepared on every pooled
 * connection for its life: a text that varied with its input would otherwise grow them without
 * end. Past it, a new text runs unprepared (and the log says so once).
 */
const MAX_PREPARED_TEXTS = 100
const preparedTexts = new Set<string>()
let warnedFull = false

async function executePrepared(db: Drizzle, statement: Statement) {
  const internals = db as unknown as {
    dialect: { sqlToQuery: (sql: Statement) => { sql: string; params: unknown[] } }
    session: PreparingSession
  }
  const query = internals.dialect.sqlToQuery(statement)
  const name = `q_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 24)}`
  if (!preparedTexts.has(name)) {
    if (preparedTexts.size >= MAX_PREPARED_TEXTS) {
      if (!warnedFull)
        console.warn(`[sql] ${MAX_PREPARED_TEXTS} texts prepared; new ones run unprepared`)
      warnedFull = true
      return db.execute(statement)
    }
    preparedTexts.add(name)
  }
  return internals.session.prepareQuery(query, undefined, name, false).execute()
}

/*
 * A transaction is one connection, and a connection runs one statement at a time. Payload runs a
 * document's field hooks and access checks side by side, and several of ours read with raw SQL:
 * in one transaction their statements would reach pg together (pg queues them, warns, and the
 * order is whoever came first). Each transaction's raw statements go one after another instead.
 */
const statementsInFlight = new Map<string, Promise<unknown>>()

async function oneAtATime<T>(transactionID: string, run: () => Promise<T>): Promise<T> {
  const before = statementsInFlight.get(transactionID) ?? Promise.resolve()
  const mine = before.then(run, run)
  statementsInFlight.set(transactionID, mine)
  try {
    return await mine
  } finally {
    if (statementsInFlight.get(transactionID) === mine) statementsInFlight.delete(transactionID)
  }
}

/**
 * Runs one SQL statement and returns its rows: inside the request's transaction when `req` has
 * one (after any other raw statement of that transaction), else on Payload's pool. For the few
 * writes whose correctness needs a single statement (check-and-set under concurrency), which
 * Payload's find-then-update cannot give.
 */
export async function queryRows<Row>(
  payload: Payload,
  statement: Statement,
  req?: Partial<PayloadRequest>,
  options: QueryOptions = {},
): Promise<Row[]> {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db =
    transactionID === undefined
      ? adapter.drizzle
      : (adapter.sessions[String(transactionID)]?.db ?? adapter.drizzle)
  const run = async () =>
    (options.prepare ? await executePrepared(db, statement) : await db.execute(statement))
      .rows as Row[]
  return transactionID === undefined ? run() : oneAtATime(String(transactionID), run)
}

/**
 * Raw SQL that changes rows, under a named system action: the SQL twin of asSystem, for the
 * single-statement writes (counters, claims, holds) that access rules cannot express. Every raw
 * write goes through here (tests/unit/code-shape.test.ts), so `grep -rn writeAsSystem src` lists
 * them with their reasons.
 */
export function writeAsSystem<Row>(
  _action: SystemAction,
  payload: Payload,
  statement: Statement,
  req?: Partial<PayloadRequest>,
  options: QueryOptions = {},
): Promise<Row[]> {
  return queryRows<Row>(payload, statement, req, options)
}
