import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { writeAsSystem } from '@/utilities/sql'

import {
  type ContactSighting,
  contactUpsertCtes,
  type UpsertedContact,
  upsertedContactOf,
} from './contactSql'
import { lockAddress } from './record'

/** A statement or a part of one, as drizzle's `sql` builds it. */
type SQL = ReturnType<typeof sql>

type SignUpTable = 'leads' | 'waitlist_entries'

type Value = string | number | boolean | null | undefined

/**
 * One row per address and list (a lead per source, a waitlist entry per program): a repeat
 * sign-up refreshes her row, and her contact, instead of adding one. Runs under the address's
 * lock in the caller's transaction, so simultaneous sign-ups end up on the same row, and writes
 * her contact, her row and the row's welcome stamp in ONE statement (this used to be about twenty
 * through Payload's find/create/update). What the collections' hooks did is done here: the
 * `contact` relationship field's hook (src/fields/contact.ts) records her contact from the row's
 * address (contactUpsertCtes, with the contacts hook's status history); there are no others on
 * leads and waitlist-entries. The tables' unique pairs (email+source, email+program) make the
 * upsert exact.
 *
 * `claimable` is the welcome rule (welcomeClaimable in src/email/welcome.ts) or null for a
 * row that sends no welcome: when it holds, the row's `welcomed_at` is stamped now, and `claimed`
 * says so.
 */
export async function refreshOrCreateSignUp<Row>(
  req: PayloadRequest,
  {
    table,
    email,
    contactSource,
    name,
    key,
    create,
    refresh,
    claimable,
    also,
    consent,
  }: {
    table: SignUpTable
    email: string
    /** The contact's source for this list. */
    contactSource: string
    /** Her yes to marketing e-mail the form records (see contactUpsertCtes). */
    consent?: ContactSighting['consent']
    name?: string | null
    /** The columns of the table's unique pair besides email, and their values. */
    key: Record<string, string>
    /** Columns only a new row gets. */
    create: Record<string, Value>
    /** Columns written on a new row and refreshed on a repeat (undefined: left as it is). */
    refresh: Record<string, Value>
    claimable: SQL | null
    /**
     * What the same statement writes besides (her sequences, the counted event): CTEs that may
     * read `contact`, `claim` and `upserted`, and the columns that report on them (a CTE that
     * only selects runs only when a column reads it).
     */
    also?: { ctes: SQL[]; columns: SQL[] }
  },
): Promise<{
  row: Row
  created: boolean
  claimed: boolean
  contact: UpsertedContact
  also: Record<string, unknown>
}> {
  await lockAddress(req, email)
  const given = Object.entries(refresh).filter(([, value]) => value !== undefined)
  const inserted = Object.entries({ ...create, ...key, ...Object.fromEntries(given) }).filter(
    ([, value]) => value !== undefined,
  )
  const columns = [...inserted.map(([column]) => column), 'email']
  const values = [...inserted.map(([, value]) => sql`${value}`), sql`${email}`]
  const conflict = ['email', ...Object.keys(key)].map((column) => sql.identifier(column))
  const refreshed = given.map(
    ([column]) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`,
  )
  const [result] = await writeAsSystem<{
    row: Record<string, unknown>
    created: boolean
    claimed: boolean
    id: number
    email: string
    subscribed: boolean | null
    unsubscribe_token: string
    marketing_status: string
  }>(
    'publicSignUp',
    req.payload,
    sql`with ${contactUpsertCtes({ email, name, source: contactSource, consent })},
        claim as (select ${claimable ?? sql`false`} as ok),
        upserted as (
          insert into ${sql.identifier(table)}
            (${sql.join(
              columns.map((column) => sql.identifier(column)),
              sql`, `,
            )}, contact_id, welcomed_at, updated_at, created_at)
          values (${sql.join(values, sql`, `)}, (select id from contact),
                  case when (select ok from claim) then now() end, now(), now())
          on conflict (${sql.join(conflict, sql`, `)}) do update set
            ${sql.join([...refreshed, sql``], sql`, `)}
            contact_id = excluded.contact_id,
            welcomed_at = coalesce(${sql.identifier(table)}.welcomed_at, excluded.welcomed_at),
            updated_at = excluded.updated_at
          returning *, (xmax = 0) as created
        )${sql.join(
          (also?.ctes ?? []).map((cte) => sql`, ${cte}`),
          sql``,
        )}
        select to_jsonb(upserted) as row, upserted.created, claim.ok as claimed,
               contact.id, contact.email, contact.subscribed, contact.unsubscribe_token,
               contact.marketing_status::text as marketing_status
               ${sql.join(
                 (also?.columns ?? []).map((column) => sql`, ${column}`),
                 sql``,
               )}
          from upserted, claim, contact`,
    req,
    { prepare: true },
  )
  if (!result) throw new Error(`The sign-up upsert into ${table} returned no row`)
  const {
    row,
    created,
    claimed,
    id,
    email: address,
    subscribed,
    unsubscribe_token,
    marketing_status,
    ...rest
  } = result
  return {
    row: camelRow(row) as Row,
    created: Boolean(created),
    claimed: Boolean(claimed),
    contact: upsertedContactOf({
      id,
      email: address,
      subscribed,
      unsubscribe_token,
      marketing_status,
      created: false,
    }),
    also: rest,
  }
}

/** A row as Payload's local API returns it (depth 0): camelCase fields, `contact` as its id. */
function camelRow(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    if (column === 'created' || column === 'unsubscribed' || column === 'unsubscribe_token') {
      continue
    }
    const field =
      column === 'contact_id'
        ? 'contact'
        : column.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())
    // Dates as Payload gives them (ISO, UTC), not as to_jsonb writes them.
    out[field] =
      field.endsWith('At') && typeof value === 'string' ? new Date(value).toISOString() : value
  }
  return out
}
