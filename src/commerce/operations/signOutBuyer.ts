import type { PayloadRequest } from 'payload'

import { clearedSessionCookie, endMemberSession } from '@/auth/memberSession'

/** Ends this browser's member session, if it has one (a shared computer). */
export async function signOutBuyer(req: PayloadRequest) {
  await endMemberSession(req)
  return { ok: true as const, setCookie: clearedSessionCookie() }
}
