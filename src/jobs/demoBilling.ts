import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'
import { demoPaymentsAllowed } from '@/commerce/stripe'

import { HOUSEKEEPING_QUEUE } from './housekeeping'
import { selfRepairingSchedule } from './schedule'

/** Every hour, on the housekeeping queue (run every minute by the web server). */
const DEMO_BILLING_CRON = '0 17 * * * *'

/**
 * The catalogue's runDemoBilling, scheduled: demo payment plans and memberships are charged as
 * the demo clock passes their paid period. With Stripe (or no demo payments) it does nothing:
 * Stripe bills real subscriptions itself.
 */
export const demoBillingTask: TaskConfig<'demoBilling'> = {
  slug: 'demoBilling',
  schedule: [selfRepairingSchedule(DEMO_BILLING_CRON, HOUSEKEEPING_QUEUE)],
  retries: 0,
  outputSchema: [
    { name: 'charged', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'ended', type: 'number' },
  ],
  handler: async ({ req }) => ({
    output: demoPaymentsAllowed()
      ? await invoke(catalogue.runDemoBilling, serverOwnRequest(req, 'demoBilling'), {})
      : { charged: 0, failed: 0, ended: 0 },
  }),
}
