import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import type { EmailMessage } from '@/payload-types'
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
  recent: SentMessage[]
  /** Failed after the last retry: no job will try them again unless she retries. */
  failed: SentMessage[]
  failedCount: number
}

/** How many of the latest messages the Settings tab lists. */
export const RECENT_MESSAGES = 20

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

/** Settings → Sent mail: the latest messages, and those that failed for good, with a count. */
export async function loadSentMail(req: PayloadRequest): Promise<SentMail> {
  requireOwner(req)
  const [recent, failed, [total]] = await Promise.all([
    queryRows<Row>(
      req.payload,
      sql`select ${COLUMNS} from email_messages m
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
    failed: failed.map(toMessage),
    failedCount: Number(total?.failed ?? 0),
  }
}
