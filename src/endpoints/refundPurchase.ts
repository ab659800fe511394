import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'

/**
 * POST /api/purchases/:id/refund {confirm: true}: the admin's Refund button, after she confirms
 * (refundPurchase: it cannot be undone, so the body says she did).
 */
export const refundPurchaseEndpoint = operationEndpoint(catalogue.refundPurchase, {
  path: '/:id/refund',
  method: 'post',
  respond: ({ purchase, refunded }) =>
    Response.json({ refunded, status: purchase.status, refundedAt: purchase.refundedAt }),
})
