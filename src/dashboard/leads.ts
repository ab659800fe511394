import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'

import {
  isoDate,
  type ListPage,
  type ListQuery,
  normaliseListQuery,
  searchCondition,
  searchPage,
} from './list'

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

/** §5 "Admin search": leads match on e-mail, name or source. */
export const leadSearch = (q: string) =>
  searchCondition(q, [sql`"email"`, sql`"name"`, sql`"source"`])

export const LEAD_COLUMNS = sql`"id", "email", "name", "source", "quiz_result", "quiz_answers", "created_at", "contact_id"`

/**
 * One page of leads, newest first, and how many match: indexed statements (the trigram indexes
 * serve the search, the created_at index the order; see searchPage), never every row in Node.
 */
export async function listLeads(req: PayloadRequest, query: ListQuery): Promise<ListPage<LeadRow>> {
  requireOwner(req)
  const { q, limit, page } = normaliseListQuery(query)
  const { rows, total } = await searchPage<DbLead>(req.payload, {
    table: 'leads',
    columns: LEAD_COLUMNS,
    where: leadSearch(q),
    searching: Boolean(q),
    limit,
    page,
  })
  return { rows: rows.map(toLeadRow), total, page, limit }
}
