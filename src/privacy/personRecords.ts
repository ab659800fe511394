import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import { normaliseEmail } from '@/contacts/emailAddress'
import { queryRows } from '@/utilities/sql'

import { PERSONAL_DATA, type Person, type PersonalRecord } from './personalData'

/** One place's rows of hers, as the export gives them. */
export type RecordRows = {
  table: string
  label: string
  erase: PersonalRecord['erase']
  rows: Record<string, unknown>[]
}

/**
 * The person a contact id names, for an export or an erasure, as the owner (her access). Her
 * address as stored is what every other row is matched on.
 */
export async function personOf(
  req: PayloadRequest,
  id: number,
): Promise<Person & { name: string | null }> {
  const contact = await req.payload
    .findByID({
      collection: 'contacts',
      id,
      req,
      depth: 0,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
  if (!contact) throw new AppError('not_found', 'No such person.')
  return { contactId: contact.id, email: normaliseEmail(contact.email), name: contact.name ?? null }
}

/** The export's columns of a row: all but the secrets and the code's own (`omit`). */
const withoutOmitted = (record: PersonalRecord) =>
  (record.omit ?? []).length
    ? sql.raw(` - array[${record.omit!.map((name) => `'${name}'`).join(', ')}]::text[]`)
    : sql``

/** Every row of hers in every place the list declares, one statement at a time. */
export async function readPersonRecords(req: PayloadRequest, person: Person) {
  const found: RecordRows[] = []
  for (const record of PERSONAL_DATA) {
    const rows = await queryRows<{ row: Record<string, unknown> }>(
      req.payload,
      sql`select to_jsonb(t)${withoutOmitted(record)} as row
            from ${sql.identifier(record.table)} t
           where ${record.where(person)}
           order by t.id`,
      req,
    )
    found.push({
      table: record.table,
      label: record.label,
      erase: record.erase,
      rows: rows.map(({ row }) => row),
    })
  }
  return found
}
