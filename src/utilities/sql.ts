import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Runs one SQL statement on Payload's pool and returns its rows. For the few writes whose
 * correctness needs a single statement (check-and-set under concurrency), which Payload's
 * find-then-update cannot give.
 */
export async function queryRows<Row>(
  payload: Payload,
  statement: Parameters<PostgresAdapter['drizzle']['execute']>[0],
): Promise<Row[]> {
  const result = await (payload.db as unknown as PostgresAdapter).drizzle.execute(statement)
  return result.rows as Row[]
}
