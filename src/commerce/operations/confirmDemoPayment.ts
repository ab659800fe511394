import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError, errorForStatus } from '@/core/errors'
import { asSystem } from '@/core/operation'

import { demoIntentFromSecret } from '../checkout'
import { checkDemoCard } from '../demoCard'
import { signInAfterPayment } from '../memberSession'
import { safeRedirectPath } from '../redirects'
import type { demoConfirmSchema } from '../schema'
import { demoPaymentsAllowed, PAYMENTS_NOT_SET_UP, paymentMode } from '../stripe'
import { fulfilPayment } from './fulfilPayment'

export type PaymentConfirmed = { redirectTo: string; signedIn: boolean; setCookie?: string }

/**
 * The test-mode card form of a machine without Stripe keys: the same fulfilment as Stripe's
 * webhook, and this browser signed in when a real return from Stripe would (signInAfterPayment).
 * The checks only read; fulfilPayment is the one transaction (see there), and the sign-in after
 * it may fail alone: the purchase stands and her receipt carries a sign-in link.
 */
export async function confirmDemoPayment(
  req: PayloadRequest,
  input: z.output<typeof demoConfirmSchema>,
): Promise<PaymentConfirmed> {
  if (!demoPaymentsAllowed()) {
    if (paymentMode() === 'unavailable') throw new AppError('unavailable', PAYMENTS_NOT_SET_UP)
    throw new AppError('forbidden', 'Demo payments are switched off on this server.')
  }
  const paymentIntentId = demoIntentFromSecret(input.clientSecret)
  const order = paymentIntentId
    ? (
        await req.payload.find({
          collection: 'course-orders',
          where: { paymentIntentId: { equals: paymentIntentId } },
          limit: 1,
          ...asSystem('paymentWebhook'),
          req,
        })
      ).docs[0]
    : undefined
  if (!order) throw new AppError('not_found', 'This checkout was not found. Please start again.')
  if (order.status !== 'pending') throw new AppError('conflict', 'This checkout is already paid.')

  const card = checkDemoCard(input)
  if (!card.ok) throw errorForStatus(card.status, card.message)

  const { purchase } = await fulfilPayment(req, {
    paymentIntentId: order.paymentIntentId,
    email: order.email,
    amountInCents: order.amountInCents,
    purchase: order.kind,
    hasReturnToBodyAddon: Boolean(order.hasReturnToBodyAddon),
    mode: 'demo',
  })
  const { signedIn, cookie } = await signInAfterPayment(req, purchase)
  // Not signed in: /watch says the access link is in her inbox (the receipt carries one).
  return {
    redirectTo: safeRedirectPath(`/watch?email=${encodeURIComponent(order.email)}`, '/watch'),
    signedIn,
    setCookie: cookie,
  }
}
