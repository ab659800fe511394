import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { writeAsSystem } from '@/utilities/sql'

/*
 * How long personal leftovers are kept (Site settings → How long personal details are kept), and
 * the housekeeping that deletes them once that time is over. The rows that say what happened
 * stay (an e-mail was sent, an import brought in 40 people); only the personal part goes.
 */

/** The e-mail log's bodies: what each e-mail said. Its subject, address and status stay. */
export const DEFAULT_EMAIL_BODY_DAYS = 90
/** An import's preview of her file and the lines it could not bring in (with every cell). */
export const DEFAULT_IMPORT_LEFTOVER_DAYS = 30
/** The assistant's history: her commands and its answers, which can name people. */
export const DEFAULT_ASSISTANT_HISTORY_DAYS = 365

export type RetentionSettings = {
  emailBodyDays?: number | null
  importLeftoverDays?: number | null
  assistantHistoryDays?: number | null
}

/** At most this many rows a part per run: the job runs every minute, so a backlog drains soon. */
const BATCH = 1_000

const days = (value: number | null | undefined, fallback: number) =>
  Math.max(1, Math.round(Number(value ?? fallback) || fallback))

export type RetentionResult = {
  clearedEmailBodies: number
  clearedImportLeftovers: number
  deletedAssistantCommands: number
}

/** Clears what is older than she keeps it, one bounded statement each. */
export async function deleteExpiredLeftovers(
  req: PayloadRequest,
  settings: RetentionSettings | null | undefined,
  now = new Date(),
): Promise<RetentionResult> {
  const { payload } = req
  const before = (kept: number) =>
    sql`(${now.toISOString()}::timestamptz - make_interval(days => ${kept}))`
  const emailBefore = before(days(settings?.emailBodyDays, DEFAULT_EMAIL_BODY_DAYS))
  const bodies = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`update email_messages set html = null, text = null, calendar = null, links = null
         where id in (select id from email_messages
                       where created_at < ${emailBefore} and status <> 'queued'
                         and (html is not null or text is not null or calendar is not null
                              or links is not null)
                       limit ${BATCH})
     returning id`,
  )
  const importBefore = before(days(settings?.importLeftoverDays, DEFAULT_IMPORT_LEFTOVER_DAYS))
  const problems = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`delete from import_problems
         where id in (select id from import_problems
                       where created_at < ${importBefore}
                         and import_id in (select i.id from imports i where i.status in ('done', 'failed'))
                       limit ${BATCH})
     returning id`,
  )
  const previews = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`update imports set preview = null
         where preview is not null and updated_at < ${importBefore}
           and status in ('done', 'failed')
     returning id`,
  )
  const assistantBefore = before(
    days(settings?.assistantHistoryDays, DEFAULT_ASSISTANT_HISTORY_DAYS),
  )
  const commands = await writeAsSystem<{ id: number }>(
    'housekeeping',
    payload,
    sql`delete from assistant_commands
         where id in (select id from assistant_commands
                       where created_at < ${assistantBefore} and status <> 'proposed'
                       limit ${BATCH})
     returning id`,
  )
  return {
    clearedEmailBodies: bodies.length,
    clearedImportLeftovers: problems.length + previews.length,
    deletedAssistantCommands: commands.length,
  }
}
