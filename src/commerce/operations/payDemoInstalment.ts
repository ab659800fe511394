import type { PayloadRequest } from 'payload'

import { AppError, errorForStatus } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'

import { billingTermsOf, recordRenewal } from '../billing/events'
import { addIntervals } from '../billing/interval'
import { ownBillingOrder } from '../billing/portal'
import { checkDemoCard, demoCardBehaviour } from '../demoCard'
import { requireDemoPayments } from './confirmDemoPayment'
import { demoInvoiceId } from './runDemoBilling'

/**
 * Demo mode's customer portal: she pays a failed instalment or renewal with another test card.
 * The same payment the demo billing run tried (same id), now paid: access open again, as when
 * Stripe reports the invoice paid; the new card is how later payments behave.
 */
export async function payDemoInstalment(
  req: PayloadRequest,
  input: { order: number; cardNumber: string; expiry: string; cvc: string },
): Promise<{ status: string; paidUntil: string | null }> {
  requireDemoPayments()
  const order = await ownBillingOrder(req, input.order)
  if (order.mode !== 'demo') throw new AppError('conflict', 'This is not a demo payment.')
  if (order.status !== 'past_due') {
    throw new AppError('conflict', 'Nothing is owed on this one: no payment has failed.')
  }
  const card = checkDemoCard(input)
  if (!card.ok) throw errorForStatus(card.status, card.message)

  return inOperation(req, async (req) => {
    const { interval } = await billingTermsOf(req, order, 'demoBilling')
    const from = order.currentPeriodEnd ? new Date(order.currentPeriodEnd) : new Date()
    const provider = { ...order.provider, demoCard: demoCardBehaviour(input.cardNumber) }
    await req.payload.update({
      collection: 'orders',
      id: order.id,
      data: { provider },
      depth: 0,
      req,
      ...asSystem('demoBilling'),
    })
    const { order: paid } = await recordRenewal(req, {
      order: { ...order, provider },
      providerId: demoInvoiceId(order, (order.installmentsPaid ?? 1) + 1),
      amountInCents: order.amountInCents,
      periodEnd: addIntervals(from, interval, 1).toISOString(),
      system: 'demoBilling',
    })
    return { status: paid.status, paidUntil: paid.currentPeriodEnd ?? null }
  })
}
