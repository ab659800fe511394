import type { Payload, PayloadRequest } from 'payload'

import { readOwnerTimeZone } from './readTimeZone'
import type { OwnerTimeZone } from './timeZone'

/**
 * Her zone for the busiest paths (every visit beacon files its event under her day): read from
 * Site settings at most once a minute per process, and at once after she changes it here.
 */
const KEEP_MS = 60_000
let cached: { zone: OwnerTimeZone; until: number } | null = null

/**
 * Pass the caller's `req` inside an operation: the read then joins its transaction instead of
 * waiting for another pooled connection (under load, a transaction that holds a lock and waits
 * for a free connection while every connection waits for its lock never finishes).
 */
export async function cachedOwnerTimeZone(
  payload: Payload,
  req?: PayloadRequest,
): Promise<OwnerTimeZone> {
  const now = Date.now()
  if (cached && cached.until > now) return cached.zone
  const zone = await readOwnerTimeZone(payload, req)
  cached = { zone, until: now + KEEP_MS }
  return zone
}

/** Site settings' afterChange: the next read sees her new zone. */
export const forgetOwnerTimeZone = () => {
  cached = null
}
