import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { APPLICATION_QUESTIONS } from '@/applications/schema'
import { requireOwner } from '@/auth/requireOwner'
import { CONTACT_STATUS_LABELS, type ContactStatus } from '@/contacts/constants'
import { leadFilterFrom, leadFilterParams } from '@/contacts/leadFilter'
import { leadRowsWhere } from '@/contacts/leadFilterSql'
import { AppError } from '@/core/errors'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDateTime, zoneWords } from '@/settings/timeZone'
import { BOM, csvLine } from './csvCells'
import { queryRows } from './sql'

import {
  APPLICATION_COLUMNS,
  applicationSearch,
  type DbApplication,
  toApplicationRow,
} from '@/reports/applications'
import { quizResultLabel, sourceLabel } from '@/reports/labels'
import { LEAD_COLUMNS, toLeadRow } from '@/reports/leads'
import { normaliseListQuery, type SQL } from './list'
import { quizAnswerLines } from '@/reports/person'

/** Rows per statement: big enough to be quick, small enough that memory stays flat at any size. */
export const CSV_BATCH_SIZE = 2_000

type Batch<Row> = (after: { createdAt: string | Date; id: number } | null) => Promise<Row[]>

/**
 * A CSV as a stream: the BOM and header first, then one batch of rows per read, each batch the
 * rows after the previous one in (created_at, id) order (keyset paging: every statement is an
 * index range, however deep into the table), so 100,000 rows never sit in memory together.
 */
export function csvStream<Row extends { created_at: string | Date; id: number }>(
  header: string[],
  nextBatch: Batch<Row>,
  toCells: (row: Row) => unknown[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let after: { createdAt: string | Date; id: number } | null = null
  let done = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + csvLine(header)))
      },
      async pull(controller) {
        if (done) return
        const rows = await nextBatch(after)
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(rows.map((row) => csvLine(toCells(row))).join('')))
          const last = rows[rows.length - 1]!
          after = { createdAt: last.created_at, id: last.id }
        }
        if (rows.length < CSV_BATCH_SIZE) {
          done = true
          controller.close()
        }
      },
    },
    // One batch ahead at most: the stream reads on only as fast as the client downloads.
    { highWaterMark: 1 },
  )
}

/** Newest first, and after the last row sent: `(created_at, id) < (last)` in descending order. */
export const afterCondition = (after: { createdAt: string | Date; id: number } | null): SQL =>
  after
    ? sql`("created_at", "id") < (${new Date(after.createdAt).toISOString()}::timestamptz, ${after.id})`
    : sql`true`

/** The file name a download gets, dated so two exports never overwrite each other. */
export const csvFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`

/** The filters the CSV takes, as the address gives them (each checked here). */
export type LeadsCsvQuery = Partial<
  Record<'q' | 'source' | 'status' | 'tag' | 'subscribed', unknown>
>

/**
 * Exactly the leads the list shows for its search and filters (every page), as CSV: each
 * sign-up with her status, tags, whether she is subscribed, the day and time on the owner's clock
 * (the zone named in the header) and her quiz answers as "question → answer" lines.
 */
export async function leadsCsv(
  req: PayloadRequest,
  query: LeadsCsvQuery,
): Promise<ReadableStream<Uint8Array>> {
  requireOwner(req)
  const { q } = normaliseListQuery({ q: typeof query.q === 'string' ? query.q : undefined })
  const given = (name: string) => {
    const value = (query as Record<string, unknown>)[name]
    return value === undefined || value === '' ? undefined : String(value)
  }
  const filter = { ...leadFilterFrom(given), q }
  const kept = leadFilterParams(filter)
  for (const name of ['source', 'status', 'tag', 'subscribed'] as const) {
    if (given(name) !== undefined && kept[name] === undefined) {
      throw new AppError('bad_request', `Unknown ${name}.`)
    }
  }
  const where = leadRowsWhere(filter)
  const [zone, questions] = await Promise.all([
    readOwnerTimeZone(req.payload, req),
    req.payload.find({
      collection: 'quiz-questions',
      req,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'order',
    }),
  ])
  const quizQuestions = questions.docs as unknown as Parameters<typeof quizAnswerLines>[1]
  type Row = Parameters<typeof toLeadRow>[0] & {
    status: ContactStatus | null
    subscribed: boolean | null
    tags: string[] | null
  }
  return csvStream(
    [
      'Email',
      'Name',
      'Source',
      'Source label',
      'Status',
      'Tags',
      'Subscribed',
      'Quiz Result',
      'Quiz Answers',
      `Signed up (${zoneWords(zone)})`,
      'Id',
    ],
    // One statement a batch: the batch's sign-ups (an index range), then her contact and tags.
    (after) =>
      queryRows<Row>(
        req.payload,
        sql`select b.*, c.status, case when c.id is null then null else c.subscribed is true end as subscribed,
                   (select array_agg(t.name order by lower(t.name))
                      from contacts_rels r join tags t on t.id = r.tags_id
                     where r.parent_id = c.id and r.path = 'tags') as tags
              from (select ${LEAD_COLUMNS} from "leads" where (${where}) and ${afterCondition(after)}
                     order by "created_at" desc, "id" desc limit ${CSV_BATCH_SIZE}) as b
              left join contacts c on c.id = b.contact_id
             order by b.created_at desc, b.id desc`,
      ),
    (row) => {
      const lead = toLeadRow(row)
      const { status, subscribed } = row
      const tags = row.tags ?? []
      return [
        lead.email,
        lead.name,
        lead.source,
        sourceLabel(lead.source),
        status ? CONTACT_STATUS_LABELS[status] : '',
        tags.join(', '),
        subscribed === null ? '' : subscribed ? 'Yes' : 'No',
        lead.quizResult ? quizResultLabel(lead.quizResult) : '',
        quizAnswerLines(lead.quizAnswers, quizQuestions)
          .map(({ question, answer }) => `${question} → ${answer}`)
          .join('\n'),
        formatOwnerDateTime(lead.createdAt, zone),
        lead.id,
      ]
    },
  )
}

/**
 * Exactly the applications the list shows for `q`, every answer, as CSV; the day, decision and
 * call on the owner's clock, the zone named in the header.
 */
export async function applicationsCsv(
  req: PayloadRequest,
  query: { q?: string },
): Promise<ReadableStream<Uint8Array>> {
  requireOwner(req)
  const { q } = normaliseListQuery({ q: query.q })
  const where = applicationSearch(q)
  const zone = await readOwnerTimeZone(req.payload, req)
  const onHerClock = (iso: string | null) => (iso ? formatOwnerDateTime(iso, zone) : '')
  return csvStream(
    [
      'Name',
      'Email',
      'Phone',
      'Status',
      `Applied (${zoneWords(zone)})`,
      ...APPLICATION_QUESTIONS.map(({ label }) => label),
      `Decided (${zoneWords(zone)})`,
      `Call (${zoneWords(zone)})`,
      'Id',
    ],
    (after) =>
      queryRows<DbApplication>(
        req.payload,
        sql`select ${APPLICATION_COLUMNS} from "applications" where (${where}) and ${afterCondition(after)}
            order by "created_at" desc, "id" desc limit ${CSV_BATCH_SIZE}`,
      ),
    (row) => {
      const application = toApplicationRow(row)
      return [
        application.name,
        application.email,
        application.phone,
        application.status,
        onHerClock(application.createdAt),
        ...APPLICATION_QUESTIONS.map(({ name }) => application.answers[name]),
        onHerClock(application.decidedAt),
        onHerClock(application.callAt),
        application.id,
      ]
    },
  )
}
