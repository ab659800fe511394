import type { Payload, PayloadRequest } from 'payload'

import { normaliseEmail } from './schema'
import { asSystem } from '@/core/operation'

export type Entitlements = { hasAccess: boolean; hasReturnToBodyAddon: boolean }

/**
 * What an address has paid for and kept: the masterclass, and the bonus (bought with it or
 * later). A refunded purchase grants nothing — the 30-day guarantee takes access away.
 */
export async function entitlementsFor(
  payload: Payload,
  rawEmail: string,
  req?: PayloadRequest,
): Promise<Entitlements> {
  const { docs } = await payload.find({
    collection: 'purchases',
    where: {
      and: [{ email: { equals: normaliseEmail(rawEmail) } }, { status: { equals: 'paid' } }],
    },
    limit: 100,
    pagination: false,
    ...asSystem('memberCourse'),
    select: { includesMasterclass: true, hasReturnToBodyAddon: true },
    req,
  })
  const hasAccess = docs.some((purchase) => purchase.includesMasterclass !== false)
  return {
    hasAccess,
    // The bonus builds on the masterclass: without the masterclass there is nothing to unlock.
    hasReturnToBodyAddon: hasAccess && docs.some((purchase) => purchase.hasReturnToBodyAddon),
  }
}
