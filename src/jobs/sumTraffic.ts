import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

import { HOUSEKEEPING_QUEUE } from './housekeeping'
import { selfRepairingSchedule } from './schedule'

/** Every ten minutes (seconds field first). */
const SUM_TRAFFIC_CRON = '0 */10 * * * *'

/**
 * The catalogue's sumTrafficDays every ten minutes, on the housekeeping queue (its runner is the
 * web server's, payload.config.ts): the Overview reads finished days from its sums.
 */
export const sumTrafficTask: TaskConfig<'sumTraffic'> = {
  slug: 'sumTraffic',
  schedule: [selfRepairingSchedule(SUM_TRAFFIC_CRON, HOUSEKEEPING_QUEUE)],
  retries: 0,
  outputSchema: [
    { name: 'summedDays', type: 'json' },
    { name: 'deletedVisits', type: 'number' },
    { name: 'deletedEvents', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: await invoke(catalogue.sumTrafficDays, serverOwnRequest(req, 'analytics'), {}),
  }),
}
