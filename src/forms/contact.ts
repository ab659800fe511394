import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { normaliseEmail } from '@/contacts/record'
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
  )
  return row!
}

/** Payload's id for an array row (an ObjectId's 24 hex digits). */
export const arrayRowId = () => randomBytes(12).toString('hex')

/**
 * The contact of a submission as CTEs of the caller's statement, `contact (id, created)`: what
 * recordContact (src/contacts/record.ts, run by the contact field's hook) does for a new row, in
 * one statement. A new address gets her contact (subscribed, her unsubscribe token, status "new"
 * with its history row, as the contacts hook writes it); a known one is seen now, under the name
 * she gave, and gains this source. Run it under the address's lock (lockAddressReading), as
 * recordContact runs under lockAddress: no other writer of her rows is between its reads and writes.
 */
export function contactCtes({
  email,
  name,
  source,
  now,
}: {
  email: string
  name?: string | null
  source: string
  now: string
}): SQL {
  const address = normaliseEmail(email)
  const token = randomBytes(24).toString('base64url')
  return sql`contact as (
      insert into contacts (email, name, status, first_seen_at, last_seen_at, subscribed,
                            subscription_changed_at, subscription_changed_via, unsubscribe_token,
                            created_at, updated_at)
      values (${address}, ${name || null}, 'new', ${now}, ${now}, true, ${now}, 'sign-up', ${token},
              ${now}, ${now})
      on conflict (email) do update
        set last_seen_at = excluded.last_seen_at,
            name = coalesce(excluded.name, contacts.name),
            updated_at = excluded.updated_at
      returning id, (xmax = 0) as created
    ), contact_source as (
      insert into contacts_texts ("order", parent_id, path, text)
      select coalesce((select max(t."order") from contacts_texts t
                        where t.parent_id = contact.id and t.path = 'sources'), 0) + 1,
             contact.id, 'sources', ${source}
        from contact
       where not exists (select 1 from contacts_texts t
                          where t.parent_id = contact.id and t.path = 'sources'
                            and t.text = ${source})
      returning 1
    ), contact_history as (
      insert into contacts_status_history (_order, _parent_id, id, status, changed_by, changed_at)
      select 1, contact.id, ${arrayRowId()}, 'new', 'system', ${now} from contact where created
      returning 1
    )`
}
