import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

/**
 * One run of an import (the catalogue's runImport), on the bulk queue: a run imports for a while
 * and queues the next; a run that dies is resumed by housekeeping. No retries here: the import
 * says how far it has come.
 */
export const runImportTask: TaskConfig<'runImport'> = {
  slug: 'runImport',
  retries: 0,
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [
    { name: 'outcome', type: 'text' },
    { name: 'processed', type: 'number' },
  ],
  handler: async ({ input, req }) => ({
    output: await invoke(catalogue.runImport, serverOwnRequest(req, 'importPeople'), {
      importId: input.importId,
    }),
  }),
}
