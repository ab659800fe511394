import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { addDays } from '@/analytics/day'
import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import type { EmailMessage } from '@/payload-types'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { type OwnerTimeZone, wallTimeToIso } from '@/settings/timeZone'
import { queryRows } from '@/utilities/sql'

export type SentMessage = {
  id: number
  to: string
  subject: string
  template: string | null
  status: EmailMessage['status']
  attempts: number
  error: string | null
  sentAt: string | null
  createdAt: string
}

export type SentMail = {
  /** The latest messages, or with `day` every message queued that day on her clock. */
  recent: SentMessage[]
  /** The day asked for (YYYY-MM-DD, her calendar), or null for the latest. */
  day: string | null
  /** Her zone, to write the times in. */
  zone: OwnerTimeZone
  /** Failed after the last retry: no job will try them again unless she retries. */
  failed: SentMessage[]
  failedCount: number
}

/** How many of the latest messages the Settings tab lists. */
const RECENT_MESSAGES = 20
/** How many messages of one day it lists at most (newest first). */
const DAY_MESSAGES = 500

/*
 * A message fails for good when the sendEmail job gives up (src/jobs/sendEmail.ts: each failed
 * attempt marks the message 'failed' and the queue retries it with growing pauses, 13 tries over
 * about a day). So "failed after its last retry" is a failed message that no unfinished job will
 * send: its job ended with an error, or is gone. A failed message whose job is still waiting for
 * its next attempt is not listed: it will be retried anyway.
 */
export const PENDING_SEND = sql`exists (
  select 1 from payload_jobs j
   where j.task_slug = 'sendEmail' and j.completed_at is null and j.has_error is not true
     and (j.input ->> 'messageId')::int = m.id)`

const COLUMNS = sql`m.id, m."to", m.subject, m.template, m.status, m.attempts, m.error,
  m.sent_at, m.created_at`

type Row = {
  id: number
  to: string
  subject: string
  template: string | null
  status: EmailMessage['status']
  attempts: string | null
  error: string | null
  sent_at: string | null
  created_at: string
}

const toMessage = (row: Row): SentMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: Number(row.attempts ?? 0),
  error: row.error,
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
})

/**
 * Settings → Sent mail: the latest messages (or one day's: her day, midnight to midnight on her
 * clock, not the server's), and those that failed for good, with a count.
 */
export async function loadSentMail(
  req: PayloadRequest,
  { day }: { day?: string } = {},
): Promise<SentMail> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  const from = day ? wallTimeToIso(day, zone) : null
  const to = day ? wallTimeToIso(addDays(day, 1), zone) : null
  if (day && (!from || !to)) throw new AppError('bad_request', 'Pick a day from the calendar.')
  const [recent, failed, [total]] = await Promise.all([
    queryRows<Row>(
      req.payload,
      from && to
        ? sql`select ${COLUMNS} from email_messages m
               where m.created_at >= ${from}::timestamptz and m.created_at < ${to}::timestamptz
               order by m.created_at desc, m.id desc limit ${DAY_MESSAGES}`
        : sql`select ${COLUMNS} from email_messages m
               order by m.created_at desc, m.id desc limit ${RECENT_MESSAGES}`,
    ),
    queryRows<Row>(
      req.payload,
      sql`select ${COLUMNS} from email_messages m
           where m.status = 'failed' and not ${PENDING_SEND}
           order by m.created_at desc, m.id desc limit ${RECENT_MESSAGES}`,
    ),
    queryRows<{ failed: string }>(
      req.payload,
      sql`select count(*) as failed from email_messages m
           where m.status = 'failed' and not ${PENDING_SEND}`,
    ),
  ])
  return {
    recent: recent.map(toMessage),
    day: day ?? null,
    zone,
    failed: failed.map(toMessage),
    failedCount: Number(total?.failed ?? 0),
  }
}
