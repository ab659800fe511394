import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import type { commissionIdsSchema } from '../schema'

/** The commissions she named, as she may read them; an unknown one refuses the whole request. */
export async function commissionsNamed(req: PayloadRequest, ids: number[]) {
  const unique = [...new Set(ids)]
  const { docs } = await req.payload.find({
    collection: 'affiliate-commissions',
    where: { id: { in: unique } },
    limit: unique.length,
    depth: 0,
    select: { status: true },
    req,
    overrideAccess: false,
  })
  if (docs.length !== unique.length) throw new AppError('not_found', 'Unknown commission.')
  return docs
}

/**
 * The owner approves commissions (the sale stands: past the refund window, say): pending ones
 * become approved, ready to pay. Already approved or paid ones stay as they are; a commission a
 * refund reversed cannot be approved. The change is conditional on `pending`, so a refund landing
 * at the same moment wins.
 */
export async function approveCommissions(
  req: PayloadRequest,
  { ids }: z.output<typeof commissionIdsSchema>,
): Promise<{ approved: number }> {
  return inOperation(req, async (req) => {
    const docs = await commissionsNamed(req, ids)
    if (docs.some((doc) => doc.status === 'reversed')) {
      throw new AppError(
        'conflict',
        'This sale was refunded, so its commission is cancelled and cannot be approved.',
      )
    }
    const { docs: approved } = await req.payload.update({
      collection: 'affiliate-commissions',
      where: { id: { in: docs.map((doc) => doc.id) }, status: { equals: 'pending' } },
      data: { status: 'approved' },
      depth: 0,
      req,
      overrideAccess: false,
    })
    return { approved: approved.length }
  })
}
