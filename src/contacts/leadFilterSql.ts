import { sql } from '@payloadcms/db-postgres'

import { searchCondition } from '@/utilities/list'

import type { LeadFilter } from './leadFilter'

type SQL = ReturnType<typeof sql>

/** Every one of the conditions (true for none). */
export const and = (parts: SQL[]): SQL =>
  parts.length
    ? sql.join(
        parts.map((part) => sql`(${part})`),
        sql` and `,
      )
    : sql`true`

/**
 * What the filter asks of a sign-up itself, on unqualified columns of "leads" (§5 "Admin search":
 * e-mail, name or source contain the search; the trigram indexes serve it, the source index the
 * source).
 */
function ownConditions(filter: LeadFilter): SQL[] {
  const parts: SQL[] = []
  if (filter.q) parts.push(searchCondition(filter.q, [sql`"email"`, sql`"name"`, sql`"source"`]))
  if (filter.source) parts.push(sql`"source" = ${filter.source}`)
  return parts
}

/** What the filter asks of her contact `c`: her status, a tag, her subscription. */
function contactConditions(filter: LeadFilter): SQL[] {
  const parts: SQL[] = []
  if (filter.status) parts.push(sql`c.status = ${filter.status}`)
  if (filter.tag !== null) {
    parts.push(sql`exists (select 1 from contacts_rels r
                   where r.parent_id = c.id and r.path = 'tags' and r.tags_id = ${filter.tag})`)
  }
  if (filter.subscribed) parts.push(sql`c.subscribed = ${filter.subscribed === 'yes'}`)
  return parts
}

/** Whether the filter asks anything at all (a blank one lists every sign-up). */
export const leadFilterNarrows = (filter: LeadFilter) =>
  ownConditions(filter).length + contactConditions(filter).length > 0

/**
 * `where` for the sign-ups ("leads" rows, unqualified columns, so it also applies to a subquery
 * of them) the filter lists.
 */
export function leadRowsWhere(filter: LeadFilter): SQL {
  const own = ownConditions(filter)
  const contact = contactConditions(filter)
  if (contact.length) {
    own.push(sql`"contact_id" in (select c.id from contacts c where ${and(contact)})`)
  }
  return and(own)
}

/**
 * `where` on contacts `c` for the people behind those sign-ups: each person once, however many
 * times she signed up. The list's people count, its subscribed count and the campaign audience
 * "people from your Leads list" all use it, so the numbers agree.
 */
export function leadPeopleWhere(filter: LeadFilter): SQL {
  return and([
    sql`c.id in (select "contact_id" from "leads" where ${and(ownConditions(filter))})`,
    ...contactConditions(filter),
  ])
}
