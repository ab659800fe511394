import type { PayloadRequest } from 'payload'

import { entitlementsFor } from '../orders/access'
import { readMemberSession } from '@/auth/memberSession'

/**
 * What an address bought ({hasAccess, hasReturnToBodyAddon}, as the spec's client reads it) and
 * whether this browser is signed in as her. Knowing an address tells what it bought; videos and
 * files still need the member session that only the paying browser or the e-mailed link gives.
 */
export async function lookUpPurchase(req: PayloadRequest, { email }: { email: string }) {
  const [entitlements, session] = await Promise.all([
    entitlementsFor(req.payload, email),
    readMemberSession(req),
  ])
  return { ...entitlements, signedIn: session?.email === email }
}
