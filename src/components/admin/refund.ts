/**
 * Refunds a purchase after the owner confirms, through the one refund operation (POST
 * /api/purchases/:id/refund, the same code as Stripe's refund webhook). Returns false when she
 * cancels; throws with the server's message when the refund fails.
 */
export async function confirmAndRefund(purchaseId: number | string, mode: unknown) {
  const warning =
    mode === 'stripe'
      ? 'Refund this purchase in full through Stripe? Her access ends now.'
      : 'Mark this demo purchase refunded? Her access ends now.'
  if (!window.confirm(warning)) return false
  const response = await fetch(`/api/purchases/${purchaseId}/refund`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    // She has just confirmed: the operation refuses a refund nobody confirmed.
    body: JSON.stringify({ confirm: true }),
  })
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  if (!response.ok) throw new Error(body.message || `Refund failed (${response.status})`)
  return true
}
