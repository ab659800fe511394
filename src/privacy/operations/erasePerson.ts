import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { normaliseEmail } from '@/contacts/emailAddress'
import { suppress } from '@/contacts/suppression'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { writeAsSystem } from '@/utilities/sql'

import { ACCOUNTING_YEARS } from '../constants'
import { PERSONAL_DATA, type PersonalRecord } from '../personalData'
import { personOf } from '../personRecords'

const ADDRESS_MISMATCH =
  'The address you typed is not this person’s. Type her address exactly as her page shows it.'

/** Why her orders stay, in the owner's words (the operation's answer and the owner's guide). */
const WHY_ORDERS_STAY = `Her orders and payments stay, without her name or address, because tax law asks you to keep your sales records (about ${ACCOUNTING_YEARS} years). After that you may delete them.`

export type ErasureResult = {
  /** Rows deleted, by place. */
  deleted: Record<string, number>
  /** Rows kept with nothing of hers in them (accounting records, counted figures), by place. */
  anonymised: Record<string, number>
  keptBecause: string
}

/** What one place's erasure runs: the rows it deletes or anonymises, by id. */
function erasure(record: PersonalRecord, where: ReturnType<PersonalRecord['where']>) {
  const table = sql.identifier(record.table)
  if (record.erase === 'delete' || record.erase === 'cascade') {
    return sql`delete from ${table} t where ${where} returning t.id`
  }
  if (!record.anonymise) return sql`select t.id from ${table} t where ${where}`
  return sql`update ${table} t set ${record.anonymise} where ${where} returning t.id`
}

/**
 * Erases one person on her request: every place the list declares, in reverse order (what is
 * found through another row goes before that row, her contact last), in one transaction. Her
 * address is then suppressed for good ('erased'), and the erasure recorded without it.
 */
export async function erasePerson(
  req: PayloadRequest,
  { id, email }: { id: number; email: string },
): Promise<ErasureResult> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const person = await personOf(req, id)
    if (normaliseEmail(email) !== person.email) throw new AppError('bad_request', ADDRESS_MISMATCH)
    // Her own ask to be erased, if she made one, is answered by this erasure.
    await writeAsSystem(
      'personalData',
      req.payload,
      sql`update privacy_requests set status = 'done', closed_at = now(), contact_id = null
           where kind = 'erasure-asked' and status = 'pending' and contact_id = ${person.contactId}
       returning id`,
      req,
    )
    const deleted: Record<string, number> = {}
    const anonymised: Record<string, number> = {}
    for (const record of [...PERSONAL_DATA].reverse()) {
      const rows = await writeAsSystem<{ id: number }>(
        'personalData',
        req.payload,
        erasure(record, record.where(person)),
        req,
      )
      if (!rows.length) continue
      const counts = record.erase === 'delete' || record.erase === 'cascade' ? deleted : anonymised
      counts[record.table] = rows.length
    }
    // She is never mailed again, whoever types her address into a form or an import later.
    await suppress(req, person.email, 'erased')
    await req.payload.create({
      collection: 'privacy-requests',
      data: { kind: 'erasure', doneBy: owner.email, counts: { deleted, anonymised } },
      req,
      depth: 0,
      ...asSystem('personalData'),
    })
    return { deleted, anonymised, keptBecause: WHY_ORDERS_STAY }
  })
}
