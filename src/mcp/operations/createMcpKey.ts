import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { asSystem, inOperation } from '@/core/operation'

import { newKey } from '../keys'

export type CreatedMcpKey = {
  id: number
  label: string
  /** The key itself: shown to her this once, never stored. */
  key: string
  prefix: string
}

/**
 * A new key for one of her AI apps, belonging to her: the app then acts as her, through the same
 * rules as the Admin Center. Only its hash is kept; she copies the key now or makes another.
 */
export async function createMcpKey(
  req: PayloadRequest,
  { label }: { label: string },
): Promise<CreatedMcpKey> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const { key, keyHash, prefix } = newKey()
    const created = await req.payload.create({
      collection: 'mcp-keys',
      data: { label: label.trim(), keyHash, prefix, owner: owner.id },
      depth: 0,
      req,
      ...asSystem('aiAppKeys'),
    })
    return { id: created.id, label: created.label, key, prefix }
  })
}
