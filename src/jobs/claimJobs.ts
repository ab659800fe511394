import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { writeAsSystem } from '@/utilities/sql'

/** Which of the queue's jobs a round takes: one queue, or every queue but one. */
export type Round = { queue: string; limit: number } | { exceptQueue: string; limit: number }

/**
 * One round of `npm run jobs`: takes up to `limit` runnable jobs for this worker in ONE statement
 * (`for update skip locked`), then runs each by its id. Payload's own runner finds jobs and then
 * marks them processing in a second step, so two workers could both start one job; here a job
 * another worker took is skipped, never shared, so any number of workers can run side by side.
 * (Messages are also claimed one by one when sent, src/email/operations/deliverMessage.ts, which
 * covers a web process's autorun beside a worker.) Same order and rules as Payload's runner:
 * oldest first; not completed, not given up, not waiting.
 */
export async function runClaimedJobs(payload: Payload, round: Round): Promise<number> {
  const queue = 'queue' in round ? sql`queue = ${round.queue}` : sql`queue <> ${round.exceptQueue}`
  const claimed = await writeAsSystem<{ id: number }>(
    'jobRunner',
    payload,
    sql`update payload_jobs set processing = true, updated_at = now()
         where id in (
           select id from payload_jobs
            where completed_at is null and has_error is not true and processing = false
              and (wait_until is null or wait_until < now()) and ${queue}
            order by created_at
            limit ${round.limit}
            for update skip locked)
     returning id`,
  )
  // As Payload runs a round: side by side, each job's failure recorded on its own row.
  await Promise.all(claimed.map(({ id }) => payload.jobs.runByID({ id, silent: true })))
  return claimed.length
}
