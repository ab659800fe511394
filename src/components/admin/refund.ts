import { callOwner } from './center/ownerApi'

/**
 * Refunds an order after the owner confirms, through the one refund operation (POST
 * /api/orders/:id/refund, the same code as Stripe's refund webhook). Returns false when she
 * cancels; throws with the server's message when the refund fails.
 */
export async function confirmAndRefund(orderId: number | string, mode: unknown) {
  const warning =
    mode === 'stripe'
      ? 'Refund this purchase in full through Stripe? Her access ends now.'
      : 'Mark this demo purchase refunded? Her access ends now.'
  if (!window.confirm(warning)) return false
  // She has just confirmed: the operation refuses a refund nobody confirmed.
  await callOwner('refundPurchase', { id: Number(orderId), confirm: true })
  return true
}
