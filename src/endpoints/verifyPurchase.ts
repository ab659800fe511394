import type { Endpoint } from 'payload'
import * as z from 'zod/mini'

import { entitlementsFor } from '@/commerce/entitlements'
import { readMemberSession } from '@/commerce/memberSession'
import { normaliseEmail } from '@/commerce/schema'
import { AppError, handled } from '@/core/operation'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

const address = z.email()

/**
 * GET /api/verify-purchase/<address>: {hasAccess, hasReturnToBodyAddon} as the spec's client
 * reads it, plus `signedIn`. Knowing an address tells what it bought; videos and files still need
 * the member session that only the paying browser or the e-mailed link gives. Each client gets a
 * few dozen look-ups per ten minutes (RATE_RULES.verifyPurchasePerClient), so who bought cannot
 * be enumerated.
 */
export const verifyPurchaseEndpoint: Endpoint = {
  path: '/verify-purchase/:email',
  method: 'get',
  handler: handled(async (req) => {
    // A person looks up her own address a few times; a script walking a list stops here.
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.verifyPurchasePerClient, subject: 'client' },
    ])
    if (refused) return refused
    let email: string
    try {
      email = normaliseEmail(decodeURIComponent(String(req.routeParams?.email ?? '')))
    } catch {
      email = ''
    }
    if (!z.safeParse(address, email).success) {
      throw new AppError('bad_request', 'Please enter a valid email address')
    }
    const [entitlements, session] = await Promise.all([
      entitlementsFor(req.payload, email),
      readMemberSession(req),
    ])
    return Response.json(
      { ...entitlements, signedIn: session?.email === email },
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  }),
}
