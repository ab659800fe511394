import { sql } from '@payloadcms/db-postgres'
import type { TaskConfig } from 'payload'

import { deleteExpiredRateLimits } from '@/security/rateLimit'
import { writeAsSystem } from '@/utilities/sql'
import { releaseExpiredHoldsAndCheckouts } from '@/workshops/checkout'

/** Its own queue, run every minute by the web server's job runner (payload.config.ts). */
export const HOUSEKEEPING_QUEUE = 'housekeeping'
export const HOUSEKEEPING_CRON = '0 * * * * *'

/**
 * What no visitor's request should have to do: give back the spots of unpaid workshop holds whose
 * time is up (closing their Stripe checkout pages), and delete ended rate-limit windows, expired
 * member sessions, and sign-in links expired or used a day ago. Scheduled every minute; each part
 * is one statement, safe to run twice.
 */
export const housekeepingTask: TaskConfig<'housekeeping'> = {
  slug: 'housekeeping',
  schedule: [{ cron: HOUSEKEEPING_CRON, queue: HOUSEKEEPING_QUEUE }],
  retries: 0,
  outputSchema: [
    { name: 'releasedHolds', type: 'number' },
    { name: 'deletedRateLimits', type: 'number' },
    { name: 'deletedSessions', type: 'number' },
    { name: 'deletedLinks', type: 'number' },
  ],
  handler: async ({ req }) => {
    const { payload } = req
    const released = await releaseExpiredHoldsAndCheckouts(payload)
    const deletedRateLimits = await deleteExpiredRateLimits(payload)
    const sessions = await writeAsSystem(
      'housekeeping',
      payload,
      sql`delete from member_sessions where expires_at <= now() returning id`,
    )
    const links = await writeAsSystem(
      'housekeeping',
      payload,
      sql`delete from access_links
          where expires_at <= now() - interval '1 day' or used_at <= now() - interval '1 day'
          returning id`,
    )
    return {
      output: {
        releasedHolds: released.length,
        deletedRateLimits,
        deletedSessions: sessions.length,
        deletedLinks: links.length,
      },
    }
  },
}
