import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { queryRows } from './sql'

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
