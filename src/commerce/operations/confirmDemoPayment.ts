import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError, errorForStatus } from '@/core/errors'
import { asSystem } from '@/core/operation'
import type { Order } from '@/payload-types'

import { commerceNow } from '../billing/clock'
import { billingTermsOf, findOrder, firstPeriodEnd } from '../billing/events'
import { demoIntentFromSecret } from '../checkout'
import { checkDemoCard, demoCardBehaviour } from '../demoCard'
import { signInAfterPayment } from '@/auth/memberSession'
import { safeRedirectPath } from '../redirects'
import type { demoConfirmSchema } from '../schema'
import { demoPaymentsAllowed, PAYMENTS_NOT_SET_UP, paymentMode } from '../stripe'
import { firstPaymentInCents } from '../orders/paidLines'
import { paymentOfOrder } from './claimPayment'
import { fulfilOrder } from './fulfilOrder'

export type PaymentConfirmed = { redirectTo: string; signedIn: boolean; setCookie?: string }

/** Demo mode only, or a clear refusal (the demo clock and billing page call this too). */
export function requireDemoPayments(what?: string) {
  if (demoPaymentsAllowed()) return
  if (paymentMode() === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)
  if (what && paymentMode() === 'stripe') {
    throw new AppError(
      'forbidden',
      `${what} is for demo mode only: this site takes real payments with Stripe.`,
    )
  }
  throw new AppError('forbidden', 'Demo payments are switched off on this server.')
}

const isRecurring = (order: Order) =>
  order.priceType === 'payment-plan' || order.priceType === 'subscription'

/**
 * The test-mode card form of a machine without Stripe keys: the same fulfilment as Stripe's
 * webhook, and this browser signed in when a real return from Stripe would (signInAfterPayment).
 * For a payment plan or membership it also starts the demo subscription: paid until the demo
 * clock's now plus one interval (or the trial's end: a trial opens access without charging), and
 * the card's behaviour on later payments — Stripe's 4000 0000 0000 0341 pays now and declines
 * later, as in Stripe's test mode. The sign-in after it may fail alone: the purchase stands and
 * her receipt carries a sign-in link.
 */
export async function confirmDemoPayment(
  req: PayloadRequest,
  input: z.output<typeof demoConfirmSchema>,
): Promise<PaymentConfirmed> {
  requireDemoPayments()
  const paymentIntentId = demoIntentFromSecret(input.clientSecret)
  const found = paymentIntentId ? await findOrder(req, { paymentIntentId }, 'paymentWebhook') : null
  if (!found || !paymentIntentId) {
    throw new AppError('not_found', 'This checkout was not found. Please start again.')
  }
  if (found.status !== 'pending') throw new AppError('conflict', 'This checkout is already paid.')

  const card = checkDemoCard(input)
  if (!card.ok) throw errorForStatus(card.status, card.message)

  let periodEnd: string | null = null
  let trialDays = 0
  if (isRecurring(found)) {
    const terms = await billingTermsOf(req, found, 'paymentWebhook')
    trialDays = terms.trialDays
    const now = await commerceNow(req.payload, req)
    periodEnd = firstPeriodEnd(now, terms.interval, trialDays).toISOString()
    // How the card behaves on later payments; a write of its own before the payment (fulfilOrder
    // runs in its own transaction, never a caller's), harmless if the payment then fails.
    await req.payload.update({
      collection: 'orders',
      id: found.id,
      data: { provider: { ...found.provider, demoCard: demoCardBehaviour(input.cardNumber) } },
      depth: 0,
      req,
      ...asSystem('paymentWebhook'),
    })
  }
  const { order } = await fulfilOrder(req, {
    order: { id: found.id },
    providerPaymentId: paymentIntentId,
    amountInCents: firstPaymentInCents(found, trialDays),
    mode: 'demo',
    periodEnd,
  })
  const { signedIn, cookie } = await signInAfterPayment(req, paymentOfOrder(order))
  // Not signed in: /watch says the access link is in her inbox (the receipt carries one).
  return {
    redirectTo: safeRedirectPath(`/watch?email=${encodeURIComponent(order.email)}`, '/watch'),
    signedIn,
    setCookie: cookie,
  }
}
