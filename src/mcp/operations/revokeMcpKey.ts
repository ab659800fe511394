import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'

export const NO_SUCH_KEY = 'There is no such key.'

/**
 * Revokes one of her keys: the app that holds it is refused from its next request on. Revoking
 * a revoked key changes nothing (a second click, another tab).
 */
export async function revokeMcpKey(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ id: number; revoked: true }> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'mcp-keys',
      where: { and: [{ id: { equals: id } }, { owner: { equals: owner.id } }] },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: false,
    })
    const found = docs[0]
    if (!found) throw new AppError('not_found', NO_SUCH_KEY)
    if (!found.revokedAt) {
      await req.payload.update({
        collection: 'mcp-keys',
        id,
        data: { revokedAt: new Date().toISOString() },
        depth: 0,
        req,
        ...asSystem('aiAppKeys'),
      })
    }
    return { id, revoked: true }
  })
}
