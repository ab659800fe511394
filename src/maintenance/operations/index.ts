import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'

import { cleanUp } from './cleanUp'
import { makeBackup } from './makeBackup'

/** The scheduled job's housekeeping. */
export const maintenanceOperations = operations({
  /**
   * Every business action, by name: what endpoints, admin views, jobs, the AI assistant's tools
   * and MCP call. `npm run ops` prints it; tests/int/catalogue.int.spec.ts walks it.
   */
  cleanUp: {
    description:
      'Every minute: unpaid workshop holds whose time is up give their spot back; expired sessions and links go.',
    input: nothing,
    audience: 'system',
    effect: 'write',
    run: (req) => cleanUp(req),
  },

  makeBackup: {
    description:
      'Every night: a backup of the whole site (database and files), the oldest beyond what is kept deleted; a failure is e-mailed to her.',
    input: nothing,
    audience: 'system',
    effect: 'write',
    run: (req) => makeBackup(req),
  },
})
