import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { queryRows } from './sql'

/**
 * Runs `work` in one database transaction: every Payload call and SQL statement given the `req`
 * it receives commits together, or (when `work` throws) none does.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Holds a lock named `key` until `req`'s transaction ends: transactions asking for the same key
 * run one after another, so a check and the write it allows cannot interleave with another's.
 */
export const lockUntilCommit = (payload: Payload, key: string, req: PayloadRequest) =>
  queryRows(payload, sql`select pg_advisory_xact_lock(hashtext(${key}))`, req)
