import { APIError, AuthenticationError, type CollectionConfig } from 'payload'

import { clientAddress } from './clientAddress'
import { hit, hitsSoFar, RATE_RULES } from './rateLimit'

const rule = RATE_RULES.adminLoginFailuresPerClient

/** Payload shows an error's message only when it has a name; minified class names may have none. */
function tooMany(message: string) {
  const error = new APIError(message, 429, null, true)
  error.name = 'TooManyRequests'
  return error
}

/**
 * Password sign-in is locked per client, never per account: locking the account let a stranger
 * lock the only admin out, and its "locked" answer told which addresses have accounts. A client
 * that failed five times in ten minutes gets the same 429 for every address, existing or not.
 * "Forgot password" (it e-mails the owner) has a per-client budget too. (The magic-link sign-in
 * of the Admin Center replaces passwords; this holds until then.)
 */
export const limitPasswordAuthPerClient: NonNullable<CollectionConfig['hooks']> = {
  beforeOperation: [
    async ({ operation, req }) => {
      if (operation === 'forgotPassword') {
        const reset = RATE_RULES.passwordResetPerClient
        const { allowed } = await hit(req.payload, reset, clientAddress(req))
        if (!allowed) throw tooMany(reset.message)
      }
      if (operation !== 'login') return
      if ((await hitsSoFar(req.payload, rule, clientAddress(req))) >= rule.limit) {
        throw tooMany(rule.message)
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
