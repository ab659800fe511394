import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'

/**
 * POST /api/member/sign-out: ends this browser's member session. Another site's page may not sign
 * her out (logout CSRF), as it may not sign her in.
 */
export const memberSignOutEndpoint = operationEndpoint(
  catalogue.signOutBuyer,
  ROUTES.signOutBuyer,
  {
    sameOriginOnly: true,
    // Nothing to read: whatever a body holds, signing out is the same.
    readBody: async () => ({}),
    respond: ({ ok, setCookie }) => Response.json({ ok }, { headers: { 'Set-Cookie': setCookie } }),
  },
)
