import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import type { commissionIdsSchema } from '../schema'
import { commissionsNamed } from './approveCommissions'

/**
 * The owner has paid commissions (by PayPal or otherwise, outside the site): approved ones become
 * paid, with today's date. She approves first; ones already paid keep their date; a refunded
 * sale's commission is never paid. Conditional on `approved`, so nothing is paid twice.
 */
export async function markCommissionsPaid(
  req: PayloadRequest,
  { ids }: z.output<typeof commissionIdsSchema>,
): Promise<{ paid: number; totalInCents: number }> {
  return inOperation(req, async (req) => {
    const docs = await commissionsNamed(req, ids)
    if (docs.some((doc) => doc.status === 'reversed')) {
      throw new AppError(
        'conflict',
        'This sale was refunded, so its commission is cancelled: there is nothing to pay.',
      )
    }
    if (docs.some((doc) => doc.status === 'pending')) {
      throw new AppError('conflict', 'Approve this commission before you mark it paid.')
    }
    const { docs: paid } = await req.payload.update({
      collection: 'affiliate-commissions',
      where: { id: { in: docs.map((doc) => doc.id) }, status: { equals: 'approved' } },
      data: { status: 'paid', paidAt: new Date().toISOString() },
      depth: 0,
      req,
      overrideAccess: false,
    })
    return {
      paid: paid.length,
      totalInCents: paid.reduce((sum, doc) => sum + doc.commissionInCents, 0),
    }
  })
}
