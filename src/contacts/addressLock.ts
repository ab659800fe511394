import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { normaliseEmail } from '@/contacts/emailAddress'
import { queryRows } from '@/utilities/sql'

type SQL = ReturnType<typeof sql>

/**
 * Takes the address's lock (the one lockAddress in src/contacts/record.ts takes: the same key) and
 * reads `also` in the same statement. The lock is a statement of its own: a statement reads as of
 * its start, so what is read after waiting for the lock must be read by the next one.
 */
export async function lockAddressReading<Row extends object>(
  req: PayloadRequest,
  email: string,
  also: SQL,
): Promise<Row> {
  const [row] = await queryRows<Row>(
    req.payload,
    sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${normaliseEmail(email)}`})) is null as locked, ${also}`,
    req,
    { prepare: true },
  )
  return row!
}
