import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import type { ContactStatus } from '@/contacts/constants'
import type { LeadFilter } from '@/contacts/leadFilter'
import { leadFilterNarrows, leadRowsWhere } from '@/contacts/leadFilterSql'
import { queryRows } from '@/utilities/sql'

import { sourceLabel } from './labels'
import { loadLeadFigures } from './leadFigures'
import {
  isoDate,
  type ListPage,
  type ListQuery,
  normaliseListQuery,
  searchPage,
} from '@/utilities/list'

/** A lead as the Admin Center and GET /api/admin/leads show it (spec §3 "Lead (client view)"). */
export type LeadRow = {
  id: number
  email: string
  name: string | null
  source: string
  quizResult: string | null
  /** As stored: a JSON string of question id → chosen value. */
  quizAnswers: string | null
  createdAt: string
  /** Her contact, for the person page. */
  contactId: number | null
}

type DbLead = {
  id: number
  email: string
  name: string | null
  source: string
  quiz_result: string | null
  quiz_answers: string | null
  created_at: string | Date
  contact_id: number | null
}

export const toLeadRow = (row: DbLead): LeadRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  source: row.source,
  quizResult: row.quiz_result,
  quizAnswers: row.quiz_answers,
  createdAt: isoDate(row.created_at)!,
  contactId: row.contact_id,
})

export const LEAD_COLUMNS = sql`"id", "email", "name", "source", "quiz_result", "quiz_answers", "created_at", "contact_id"`

/** What the list and the CSV show of her contact beside each sign-up. */
export type LeadContactFacts = {
  status: ContactStatus | null
  subscribed: boolean | null
  /** Her tags' names, A to Z. */
  tags: string[]
}

/** A row of the Leads list: the sign-up and her contact's status, tags and subscription. */
export type LeadListRow = LeadRow & LeadContactFacts

/** The filters a caller may ask for beside the search (checked by the catalogue's schema). */
export type LeadListQuery = ListQuery & {
  source?: string
  status?: ContactStatus
  tag?: number
  subscribed?: 'yes' | 'no'
}

export type LeadList = ListPage<LeadListRow> & {
  /** The people behind the matching sign-ups (each once), and how many of them are subscribed. */
  people: number
  subscribed: number
  /** What the filters offer: every source a sign-up has, every tag. */
  choices: { sources: { value: string; label: string }[]; tags: { id: number; name: string }[] }
}

/** The filter a list query names, its search checked as every list's is. */
function leadFilterOf(query: LeadListQuery): { filter: LeadFilter } & Required<ListQuery> {
  const { q, limit, page } = normaliseListQuery(query)
  return {
    q,
    limit,
    page,
    filter: {
      q,
      source: query.source ?? '',
      status: query.status ?? '',
      tag: query.tag ?? null,
      subscribed: query.subscribed ?? '',
    },
  }
}

/** Status, subscription and tag names of the given contacts, in one statement. */
async function contactFacts(
  payload: Payload,
  contactIds: (number | null)[],
): Promise<Map<number, LeadContactFacts>> {
  const ids = [...new Set(contactIds.filter((id): id is number => id !== null))]
  if (!ids.length) return new Map()
  const rows = await queryRows<{
    id: number
    status: ContactStatus
    subscribed: boolean | null
    tags: string[] | null
  }>(
    payload,
    sql`select c.id, c.status, c.subscribed,
               array_remove(array_agg(t.name order by lower(t.name)), null) as tags
          from contacts c
          left join contacts_rels r on r.parent_id = c.id and r.path = 'tags'
          left join tags t on t.id = r.tags_id
         where c.id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         group by c.id`,
  )
  return new Map(
    rows.map((row) => [
      row.id,
      { status: row.status, subscribed: row.subscribed === true, tags: row.tags ?? [] },
    ]),
  )
}

const NO_FACTS: LeadContactFacts = { status: null, subscribed: null, tags: [] }

/** Each distinct source, by hopping down the source index (no scan of every sign-up). */
const DISTINCT_SOURCES = sql`with recursive s as (
    (select "source" from "leads" order by "source" limit 1)
    union all
    select (select l."source" from "leads" l where l."source" > s."source" order by l."source" limit 1)
      from s where s."source" is not null
  ) select "source" from s where "source" is not null limit 200`

/**
 * One page of leads, newest first, how many match, and the people behind them: indexed
 * statements (the trigram indexes serve the search, the created_at index the order; see
 * searchPage), never every row in Node. The filters on her contact (status, tag, subscribed) are
 * SQL too (src/contacts/leadFilterSql.ts), the same the campaign audience uses.
 */
export async function listLeads(req: PayloadRequest, query: LeadListQuery): Promise<LeadList> {
  requireOwner(req)
  const { limit, page, filter } = leadFilterOf(query)
  const narrows = leadFilterNarrows(filter)
  const where = leadRowsWhere(filter)
  type Counts = { total: number; people: number; subscribed: number }
  const [{ rows, total, counts }, figures, sources, tags] = await Promise.all([
    searchPage<DbLead, Counts>(req.payload, {
      table: 'leads',
      columns: LEAD_COLUMNS,
      where,
      searching: narrows,
      limit,
      page,
      // A filter counts its sign-ups, the people behind them (each once) and how many of those
      // are subscribed in one pass over the matches; the campaign audience of the same filter
      // (leadPeopleWhere) holds exactly these subscribed people.
      ...(narrows
        ? {
            counting: sql`select count(*)::int as "total",
                  count(distinct m.contact_id)::int as "people",
                  (count(distinct m.contact_id) filter (where c.subscribed))::int as "subscribed"
                from (select "contact_id" from "leads" where ${where}) as m
                left join contacts c on c.id = m.contact_id`,
          }
        : {}),
    }),
    // With no filter these are the Overview's own figures (counted once, kept while nothing
    // changes): the same people, each once.
    narrows ? null : loadLeadFigures(req.payload),
    queryRows<{ source: string }>(req.payload, DISTINCT_SOURCES),
    queryRows<{ id: number; name: string }>(
      req.payload,
      sql`select "id", "name" from "tags" order by lower("name") limit 500`,
    ),
  ])
  const facts = await contactFacts(
    req.payload,
    rows.map((row) => row.contact_id),
  )
  return {
    rows: rows.map((row) => ({
      ...toLeadRow(row),
      ...((row.contact_id !== null && facts.get(row.contact_id)) || NO_FACTS),
    })),
    total,
    page,
    limit,
    people: figures ? figures.leadPeople : (counts.people ?? 0),
    subscribed: figures ? figures.subscribed : (counts.subscribed ?? 0),
    choices: {
      sources: sources.map(({ source }) => ({ value: source, label: sourceLabel(source) })),
      tags,
    },
  }
}
