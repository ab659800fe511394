import type { Payload, PayloadRequest } from 'payload'

import { ownerZoneOf, type OwnerTimeZone } from './timeZone'

/**
 * Her zone from Site settings (a global anyone may read, so no caller's rights are needed).
 * Pass `req` inside an operation so the read joins its transaction.
 */
export async function readOwnerTimeZone(
  payload: Payload,
  req?: PayloadRequest,
): Promise<OwnerTimeZone> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { timeZone: true },
    // Site settings are public (anyone may read them): without a request, read as a visitor.
    ...(req ? { req } : { overrideAccess: false }),
  })
  return ownerZoneOf((settings as { timeZone?: unknown }).timeZone)
}
