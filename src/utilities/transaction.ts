import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { inOperation } from '@/core/operation'

import { queryRows } from './sql'

/**
 * Runs `work` in one database transaction on a request of its own (no user: system work such as
 * a webhook's fulfilment): every Payload call and SQL statement given the `req` it receives
 * commits together, or (when `work` throws) none does.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  return inOperation(await createLocalReq({}, payload), work)
}

/**
 * Holds a lock named `key` until `req`'s transaction ends: transactions asking for the same key
 * run one after another, so a check and the write it allows cannot interleave with another's.
 */
export const lockUntilCommit = (payload: Payload, key: string, req: PayloadRequest) =>
  queryRows(payload, sql`select pg_advisory_xact_lock(hashtext(${key}))`, req)

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> }

/**
 * Runs independent reads together, except inside a transaction: there they share its one
 * connection, which runs one statement at a time (pg queues the rest, and warns), so they run
 * one after another in the order given.
 */
export async function readTogether<T extends readonly unknown[]>(
  req: Pick<PayloadRequest, 'transactionID'> | undefined,
  reads: Reads<T>,
): Promise<T> {
  if (!req?.transactionID) return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}
