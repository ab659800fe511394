import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { PAYLOAD_REFUSALS } from '@/core/errors'

/**
 * POST /api/orders/:id/refund {confirm: true}: the admin's Refund button, after she confirms
 * (refundPurchase: it cannot be undone, so the body says she did).
 */
export const refundPurchaseEndpoint = operationEndpoint(
  catalogue.refundPurchase,
  ROUTES.refundPurchase,
  {
    mountedOn: 'orders',
    // A route of the orders collection: Payload's words for a refused caller.
    refusals: PAYLOAD_REFUSALS,
    respond: ({ purchase, refunded }) =>
      Response.json({ refunded, status: purchase.status, refundedAt: purchase.refundedAt }),
  },
)
