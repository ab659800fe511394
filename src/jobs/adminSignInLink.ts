import type { TaskConfig } from 'payload'

import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { serverOwnRequest } from '@/core/operation'

const SIGN_IN_LINK_TASK = 'adminSignInLink'

/**
 * The work behind a request for an admin sign-in link, done after the answer so that every
 * address gets the same answer in the same time (the catalogue's sendOwnerSignInLink). Its input
 * is an address someone typed; the job row is deleted once it has run.
 */
export const adminSignInLinkTask: TaskConfig<'adminSignInLink'> = {
  slug: SIGN_IN_LINK_TASK,
  // A link a minute late is still wanted; one an hour late is not (she asks again).
  retries: { attempts: 3, backoff: { type: 'fixed', delay: 5_000 } },
  inputSchema: [{ name: 'email', type: 'email', required: true }],
  outputSchema: [],
  handler: async ({ input, req }) => {
    await invoke(catalogue.sendOwnerSignInLink, serverOwnRequest(req, 'adminSignIn'), {
      email: input.email,
    })
    return { output: {} }
  },
}
