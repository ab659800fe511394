import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { SystemAction } from '@/core/operation'

type Statement = Parameters<PostgresAdapter['drizzle']['execute']>[0]

/**
 * Runs one SQL statement and returns its rows: inside the request's transaction when `req` has
 * one, else on Payload's pool. For the few writes whose correctness needs a single statement
 * (check-and-set under concurrency), which Payload's find-then-update cannot give.
 */
export async function queryRows<Row>(
  payload: Payload,
  statement: Statement,
  req?: Partial<PayloadRequest>,
): Promise<Row[]> {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const db =
    transactionID === undefined
      ? adapter.drizzle
      : (adapter.sessions[String(transactionID)]?.db ?? adapter.drizzle)
  return (await db.execute(statement)).rows as Row[]
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
): Promise<Row[]> {
  return queryRows<Row>(payload, statement, req)
}
