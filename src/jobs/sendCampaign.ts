import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

/**
 * One run of a campaign's send (the catalogue's runCampaign), on the bulk queue: queued at its
 * time with `waitUntil` when scheduled. A run sends for a while and queues the next; a run that
 * dies is resumed by housekeeping. No retries here: the delivery rows say what is left.
 */
export const sendCampaignTask: TaskConfig<'sendCampaign'> = {
  slug: 'sendCampaign',
  retries: 0,
  inputSchema: [{ name: 'campaignId', type: 'number', required: true }],
  outputSchema: [
    { name: 'outcome', type: 'text' },
    { name: 'sent', type: 'number' },
    { name: 'skipped', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ input, req }) => ({
    output: await invoke(catalogue.runCampaign, serverOwnRequest(req, 'emailCampaign'), {
      campaignId: input.campaignId,
    }),
  }),
}
