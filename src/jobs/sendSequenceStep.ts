import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

/**
 * One sequence step for one member (the catalogue's runSequenceStep), on the bulk queue at its
 * time (`waitUntil`). A failed send is retried as the sendEmail job's are; the delivery row makes
 * every retry, duplicate job or restart send the step at most once.
 */
export const sendSequenceStepTask: TaskConfig<'sendSequenceStep'> = {
  slug: 'sendSequenceStep',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'enrollmentId', type: 'number', required: true },
    { name: 'step', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({
    output: await invoke(catalogue.runSequenceStep, serverOwnRequest(req, 'emailSequence'), {
      enrollmentId: input.enrollmentId,
      step: input.step,
    }),
  }),
}
