import type { Payload } from 'payload'

import { readOwnerTimeZone } from './readTimeZone'
import type { OwnerTimeZone } from './timeZone'

/**
 * Her zone for the busiest paths (every visit beacon files its event under her day): read from
 * Site settings at most once a minute per process, and at once after she changes it here.
 */
const KEEP_MS = 60_000
let cached: { zone: OwnerTimeZone; until: number } | null = null

export async function cachedOwnerTimeZone(payload: Payload): Promise<OwnerTimeZone> {
  const now = Date.now()
  if (cached && cached.until > now) return cached.zone
  const zone = await readOwnerTimeZone(payload)
  cached = { zone, until: now + KEEP_MS }
  return zone
}

/** Site settings' afterChange: the next read sees her new zone. */
export const forgetOwnerTimeZone = () => {
  cached = null
}
