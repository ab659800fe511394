import type { Endpoint } from 'payload'

import { clearedSessionCookie, endMemberSession } from '@/commerce/memberSession'

/** POST /api/member/sign-out: ends this browser's member session (a shared computer). */
export const memberSignOutEndpoint: Endpoint = {
  path: '/member/sign-out',
  method: 'post',
  handler: async (req) => {
    await endMemberSession(req)
    return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } })
  },
}
