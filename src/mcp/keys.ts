import type { Payload } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { hashSecret, newSecret } from '@/security/tokens'
import { asSystem } from '@/core/operation'
import type { McpKey, User } from '@/payload-types'

/** How many of a key's first characters are kept, so she can tell her keys apart. */
const KEY_PREFIX_LENGTH = 8
export const MAX_KEY_LABEL_LENGTH = 100
/** Longer than any key we make: a longer header is not worth hashing. */
const MAX_KEY_LENGTH = 200

/** A new key (32 random bytes, URL-safe), what the database keeps of it, and its prefix. */
export function newKey() {
  const key = newSecret()
  return { key, keyHash: hashSecret(key), prefix: key.slice(0, KEY_PREFIX_LENGTH) }
}

/** The key an `Authorization: Bearer <key>` header carries, or null. */
export function bearerKey(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')
  const key = match?.[1]
  return key && key.length <= MAX_KEY_LENGTH ? key : null
}

export type ResolvedKey = { key: Pick<McpKey, 'id' | 'label'>; owner: User }

/**
 * The owner a key belongs to, or null: an unknown key, a revoked one, or one whose account is no
 * longer the owner's. Its use is recorded (lastUsedAt), which is how she sees an app is connected.
 */
export async function resolveKey(payload: Payload, key: string): Promise<ResolvedKey | null> {
  const { docs } = await payload.find({
    collection: 'mcp-keys',
    where: { and: [{ keyHash: { equals: hashSecret(key) } }, { revokedAt: { exists: false } }] },
    limit: 1,
    depth: 1,
    ...asSystem('aiAppKeys'),
  })
  const found = docs[0]
  const owner = found?.owner
  if (!found || !owner || typeof owner !== 'object' || !hasAdminRole(owner)) return null
  await payload.update({
    collection: 'mcp-keys',
    id: found.id,
    data: { lastUsedAt: new Date().toISOString() },
    depth: 0,
    ...asSystem('aiAppKeys'),
  })
  return { key: { id: found.id, label: found.label }, owner }
}
