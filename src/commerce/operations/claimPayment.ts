import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { AppError } from '@/core/errors'

import { confirmedPaymentFromIntent } from '../checkout'
import { type Entitlements, entitlementsFor } from '../entitlements'
import { signInAfterPayment } from '../memberSession'
import type { claimPaymentSchema } from '../schema'
import { getStripe } from '../stripe'
import { fulfilPayment } from './fulfilPayment'

export type PaymentClaimed = Entitlements & { email: string; signedIn: boolean; setCookie?: string }

/**
 * The browser Stripe sent back to /watch proves it paid with the intent's client secret, which
 * only it holds. Stripe is asked first, outside any transaction (a network call must not hold
 * one open); fulfilPayment then records the payment once, whether the webhook came first or not,
 * so a repeated claim changes nothing.
 */
export async function claimPayment(
  req: PayloadRequest,
  input: z.output<typeof claimPaymentSchema>,
): Promise<PaymentClaimed> {
  const stripe = getStripe()
  if (!stripe) {
    throw new AppError('conflict', 'Card payments are not configured on this server.')
  }
  const intent = await stripe.paymentIntents.retrieve(input.paymentIntentId).catch(() => null)
  if (!intent) throw new AppError('not_found', 'This payment was not found.')
  if (intent.client_secret !== input.clientSecret) {
    throw new AppError('forbidden', 'This payment belongs to another checkout.')
  }
  if (intent.status !== 'succeeded') {
    throw new AppError(
      'conflict',
      'The payment has not gone through yet. Please wait a moment and reload.',
    )
  }
  const payment = confirmedPaymentFromIntent(intent)
  if (!payment) throw new AppError('bad_request', 'This payment is not a course order.')
  const { purchase } = await fulfilPayment(req, payment)
  const { signedIn, cookie } = await signInAfterPayment(req, purchase)
  return {
    email: purchase.email,
    signedIn,
    ...(await entitlementsFor(req.payload, purchase.email)),
    setCookie: cookie,
  }
}
