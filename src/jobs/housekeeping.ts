import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

import { selfRepairingSchedule } from './schedule'

/** Its own queue, run every minute by the web server's job runner (payload.config.ts). */
export const HOUSEKEEPING_QUEUE = 'housekeeping'
export const HOUSEKEEPING_CRON = '0 * * * * *'

/** The catalogue's cleanUp, scheduled every minute. */
export const housekeepingTask: TaskConfig<'housekeeping'> = {
  slug: 'housekeeping',
  schedule: [selfRepairingSchedule(HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE)],
  retries: 0,
  outputSchema: [
    { name: 'releasedHolds', type: 'number' },
    { name: 'deletedRateLimits', type: 'number' },
    { name: 'deletedSessions', type: 'number' },
    { name: 'deletedLinks', type: 'number' },
    { name: 'resumedCampaigns', type: 'number' },
    { name: 'resumedSteps', type: 'number' },
    { name: 'resumedSends', type: 'number' },
    { name: 'resumedImports', type: 'number' },
    { name: 'deletedImportFiles', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: await invoke(catalogue.cleanUp, serverOwnRequest(req, 'housekeeping'), {}),
  }),
}
