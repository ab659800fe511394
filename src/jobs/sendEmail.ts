import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

/**
 * Sends one logged message (the catalogue's deliverMessage). E-mail goes through the jobs queue:
 * the visitor's request never waits on the mail server, and a failed send is retried (with
 * growing pauses, for about a day) instead of lost; each attempt is recorded on the message.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'skipped', type: 'checkbox' }],
  handler: async ({ input, req }) => ({
    output: await invoke(catalogue.deliverMessage, serverOwnRequest(req, 'emailDelivery'), {
      messageId: input.messageId,
    }),
  }),
}
