import type { Endpoint } from 'payload'

import { refundPurchase } from '@/commerce/operations/refundPurchase'
import { AppError } from '@/core/errors'
import { handled } from '@/core/operation'

/** POST /api/purchases/:id/refund: the admin's Refund button; the owner's access decides. */
export const refundPurchaseEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: handled(async (req) => {
    if (!req.user) throw new AppError('unauthorized', 'Please sign in first.')
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) throw new AppError('bad_request', 'Unknown purchase.')
    const { purchase, refunded } = await refundPurchase(req, { purchase: { id } })
    return Response.json({ refunded, status: purchase.status, refundedAt: purchase.refundedAt })
  }),
}
