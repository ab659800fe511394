import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

import { HOUSEKEEPING_QUEUE } from './housekeeping'
import { selfRepairingSchedule } from './schedule'

/** Every night at 03:30 (the server's clock), when her site is quietest. */
const NIGHTLY_BACKUP_CRON = '0 30 3 * * *'

/** The catalogue's makeBackup, scheduled nightly in the housekeeping queue; BACKUP_NIGHTLY=0 stops it. */
export const nightlyBackupTask: TaskConfig<'nightlyBackup'> = {
  slug: 'nightlyBackup',
  schedule:
    process.env.BACKUP_NIGHTLY === '0'
      ? []
      : [selfRepairingSchedule(NIGHTLY_BACKUP_CRON, HOUSEKEEPING_QUEUE)],
  retries: 0,
  outputSchema: [
    { name: 'status', type: 'text' },
    { name: 'fileName', type: 'text' },
    { name: 'bytes', type: 'number' },
    { name: 'deleted', type: 'number' },
    { name: 'error', type: 'text' },
  ],
  handler: async ({ req }) => ({
    output: await invoke(catalogue.makeBackup, serverOwnRequest(req, 'housekeeping'), {}),
  }),
}
