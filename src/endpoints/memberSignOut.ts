import type { Endpoint } from 'payload'

import { clearedSessionCookie, endMemberSession } from '@/commerce/memberSession'
import { foreignOriginRefused, isForeignRequest, trustedOrigins } from '@/security/origin'

/** POST /api/member/sign-out: ends this browser's member session (a shared computer). */
export const memberSignOutEndpoint: Endpoint = {
  path: '/member/sign-out',
  method: 'post',
  handler: async (req) => {
    // Another site's page may not sign her out (logout CSRF), as it may not sign her in.
    const trusted = trustedOrigins(req.payload.config.csrf)
    if (isForeignRequest({ headers: req.headers, method: req.method, trusted })) {
      return foreignOriginRefused()
    }
    await endMemberSession(req)
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } })
  },
}
