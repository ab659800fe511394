import { APIError, AuthenticationError, type CollectionConfig } from 'payload'

import { clientAddress } from './clientAddress'
import { hit, hitsSoFar, RATE_RULES } from './rateLimit'

const rule = RATE_RULES.adminLoginFailuresPerClient

/**
 * Password sign-in is locked per client, never per account: locking the account let a stranger
 * lock the only admin out, and its "locked" answer told which addresses have accounts. A client
 * that failed five times in ten minutes gets the same 429 for every address, existing or not.
 * (The magic-link sign-in of the Admin Center replaces passwords; this holds until then.)
 */
export const lockLoginPerClient: NonNullable<CollectionConfig['hooks']> = {
  beforeOperation: [
    async ({ operation, req }) => {
      if (operation !== 'login') return
      if ((await hitsSoFar(req.payload, rule, clientAddress(req))) >= rule.limit) {
        const locked = new APIError(rule.message, 429, null, true)
        // Payload shows an error's message only when it has a name; the production bundle's
        // minified class names may have none.
        locked.name = 'TooManySignInAttempts'
        throw locked
      }
    },
  ],
  afterError: [
    async ({ error, req }) => {
      const isLogin = req.pathname?.endsWith('/login') ?? false
      if (isLogin && error instanceof AuthenticationError) {
        await hit(req.payload, rule, clientAddress(req))
      }
    },
  ],
}
