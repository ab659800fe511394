import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDateTime } from '@/settings/timeZone'

/** One of her keys as the Settings tab lists it: never the key, only its first characters. */
export type McpKeyLine = {
  id: number
  label: string
  prefix: string
  /** On her clock, in words ("Nov 24, 2026, 9:41 AM"). */
  created: string
  /** When an app last used it, or null when none has yet. */
  lastUsed: string | null
  /** When she revoked it, or null while it works. */
  revoked: string | null
}

/** The most keys the list shows (newest first); nobody connects more apps than this. */
const MAX_LISTED_KEYS = 100

/** Her AI app keys, newest first, with when each was made, last used and revoked. */
export async function listMcpKeys(req: PayloadRequest): Promise<{ keys: McpKeyLine[] }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const zone = await readOwnerTimeZone(req.payload, req)
    const { docs } = await req.payload.find({
      collection: 'mcp-keys',
      where: { owner: { equals: owner.id } },
      sort: '-createdAt',
      limit: MAX_LISTED_KEYS,
      depth: 0,
      req,
      overrideAccess: false,
    })
    return {
      keys: docs.map((doc) => ({
        id: doc.id,
        label: doc.label,
        prefix: doc.prefix,
        created: formatOwnerDateTime(doc.createdAt, zone),
        lastUsed: doc.lastUsedAt ? formatOwnerDateTime(doc.lastUsedAt, zone) : null,
        revoked: doc.revokedAt ? formatOwnerDateTime(doc.revokedAt, zone) : null,
      })),
    }
  })
}
