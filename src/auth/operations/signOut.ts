import type { PayloadRequest } from 'payload'

import { inOperation } from '@/core/operation'

import { requireOwner } from '../requireOwner'
import { clearedAdminCookie, endAdminSessions } from '../session'

/**
 * Ends the owner's session in this browser, or in every browser ("Sign out everywhere"). Returns
 * the Set-Cookie header that clears this browser's cookie.
 */
export async function signOut(
  req: PayloadRequest,
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<{ cookie: string; ended: number }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const ended = await endAdminSessions(req, { everywhere })
    return { cookie: clearedAdminCookie(), ended }
  })
}
