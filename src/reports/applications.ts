import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { APPLICATION_QUESTIONS, type QuestionName } from '@/applications/schema'
import { requireOwner } from '@/auth/requireOwner'
import { queryRows } from '@/utilities/sql'

import type { ApplicationStatus } from './labels'
import {
  isoDate,
  type ListPage,
  type ListQuery,
  normaliseListQuery,
  searchCondition,
  searchPage,
} from '@/utilities/list'

/** An e-mail in the message log, as far as the owner needs to see what was sent. */
export type SentEmail = {
  id: number
  subject: string
  status: string
  template: string | null
  sentAt: string | null
  createdAt: string
}

/**
 * An application as the Admin Center and GET /api/admin/applications show it: the spec's client
 * view (§3: id, name, email, phone, createdAt, experience, intentions, challenges, support), every
 * answer for "View Full Details", and the decision with the e-mails it sent.
 */
export type ApplicationRow = {
  id: number
  name: string
  email: string
  phone: string | null
  createdAt: string
  /** §2 "Experience with Embodiment". */
  experience: string
  /** §2 "Intentions": what she hopes to explore or transform. */
  intentions: string
  /** §2 "Current Challenges". */
  challenges: string
  /** §2 "Support Needed". */
  support: string
  status: ApplicationStatus
  decidedAt: string | null
  decidedBy: string | null
  callAt: string | null
  contactId: number | null
  /** The eight answers, by question (src/applications/schema.ts APPLICATION_QUESTIONS). */
  answers: Record<QuestionName, string>
  decisionEmails: SentEmail[]
}

/** Stored column of each question (Payload's snake_case of the field name). */
const column = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

type DbApplication = {
  id: number
  name: string
  email: string
  phone: string | null
  status: ApplicationStatus
  decided_at: string | Date | null
  decided_by: string | null
  call_at: string | Date | null
  created_at: string | Date
  contact_id: number | null
} & Record<string, string>

export const APPLICATION_COLUMNS = sql.raw(
  [
    'id',
    'name',
    'email',
    'phone',
    'status',
    'decided_at',
    'decided_by',
    'call_at',
    'created_at',
    'contact_id',
    ...APPLICATION_QUESTIONS.map(({ name }) => column(name)),
  ]
    .map((name) => `"${name}"`)
    .join(', '),
)

export function toApplicationRow(row: DbApplication, emails: SentEmail[] = []): ApplicationRow {
  const answers = Object.fromEntries(
    APPLICATION_QUESTIONS.map(({ name }) => [name, row[column(name)] ?? '']),
  ) as Record<QuestionName, string>
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    createdAt: isoDate(row.created_at)!,
    experience: answers.experience,
    intentions: answers.hopeToExplore,
    challenges: answers.challenges,
    support: answers.support,
    status: row.status,
    decidedAt: isoDate(row.decided_at),
    decidedBy: row.decided_by,
    callAt: isoDate(row.call_at),
    contactId: row.contact_id,
    answers,
    decisionEmails: emails,
  }
}

/** §5 "Admin search": applications match on e-mail or name. */
export const applicationSearch = (q: string) => searchCondition(q, [sql`"email"`, sql`"name"`])

/** The decision e-mails of these applications, from the message log, oldest first. */
async function decisionEmailsOf(
  req: PayloadRequest,
  ids: number[],
): Promise<Map<number, SentEmail[]>> {
  const byApplication = new Map<number, SentEmail[]>()
  if (ids.length === 0) return byApplication
  const rows = await queryRows<{
    parent_id: number
    id: number
    subject: string
    status: string
    template: string | null
    sent_at: string | Date | null
    created_at: string | Date
  }>(
    req.payload,
    sql`select r."parent_id", m."id", m."subject", m."status", m."template", m."sent_at", m."created_at"
        from "applications_rels" r join "email_messages" m on m."id" = r."email_messages_id"
        where r."path" = 'decisionEmails'
          and r."parent_id" in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by r."parent_id", r."order"`,
  )
  for (const row of rows) {
    const list = byApplication.get(row.parent_id) ?? []
    list.push({
      id: row.id,
      subject: row.subject,
      status: row.status,
      template: row.template,
      sentAt: isoDate(row.sent_at),
      createdAt: isoDate(row.created_at)!,
    })
    byApplication.set(row.parent_id, list)
  }
  return byApplication
}

/** Applications whose rows came from SQL, with their decision e-mails. */
export async function withDecisionEmails(
  req: PayloadRequest,
  rows: DbApplication[],
): Promise<ApplicationRow[]> {
  const emails = await decisionEmailsOf(
    req,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toApplicationRow(row, emails.get(row.id)))
}

/** One page of applications, newest first, and how many match (indexed SQL). */
export async function listApplications(
  req: PayloadRequest,
  query: ListQuery,
): Promise<ListPage<ApplicationRow>> {
  requireOwner(req)
  const { q, limit, page } = normaliseListQuery(query)
  const { rows, total } = await searchPage<DbApplication>(req.payload, {
    table: 'applications',
    columns: APPLICATION_COLUMNS,
    where: applicationSearch(q),
    searching: Boolean(q),
    limit,
    page,
  })
  return { rows: await withDecisionEmails(req, rows), total, page, limit }
}

/** One application by id, as the list shows it; null when there is none. */
export async function getApplication(
  req: PayloadRequest,
  id: number,
): Promise<ApplicationRow | null> {
  requireOwner(req)
  const rows = await queryRows<DbApplication>(
    req.payload,
    sql`select ${APPLICATION_COLUMNS} from "applications" where "id" = ${id}`,
    req,
  )
  return rows[0] ? (await withDecisionEmails(req, rows))[0]! : null
}

export type { DbApplication }
