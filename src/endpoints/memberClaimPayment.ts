import type { Endpoint } from 'payload'

import { confirmedPaymentFromIntent } from '@/commerce/checkout'
import { entitlementsFor } from '@/commerce/entitlements'
import { fulfilPayment } from '@/commerce/fulfilment'
import { signInAfterPayment } from '@/commerce/memberSession'
import { claimPaymentSchema } from '@/commerce/schema'
import { getStripe } from '@/commerce/stripe'
import { AppError, handled } from '@/core/operation'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/member/claim-payment {paymentIntentId, clientSecret}: the browser Stripe sent back to
 * /watch proves it paid with the intent's client secret, which only it holds. The server asks
 * Stripe whether that payment succeeded, fulfils it if the webhook has not yet, and signs the
 * browser in when paying may (signInAfterPayment).
 */
export const memberClaimPaymentEndpoint: Endpoint = {
  path: '/member/claim-payment',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, claimPaymentSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' },
    ])
    if (refused) return refused
    const stripe = getStripe()
    if (!stripe) {
      throw new AppError('conflict', 'Card payments are not configured on this server.')
    }

    let intent
    try {
      intent = await stripe.paymentIntents.retrieve(data.paymentIntentId)
    } catch {
      throw new AppError('not_found', 'This payment was not found.')
    }
    if (intent.client_secret !== data.clientSecret) {
      throw new AppError('forbidden', 'This payment belongs to another checkout.')
    }
    if (intent.status !== 'succeeded') {
      throw new AppError(
        'conflict',
        'The payment has not gone through yet. Please wait a moment and reload.',
      )
    }
    const payment = confirmedPaymentFromIntent(intent)
    if (!payment) {
      throw new AppError('bad_request', 'This payment is not a course order.')
    }
    const { purchase } = await fulfilPayment(req.payload, payment)
    const { signedIn, cookie } = await signInAfterPayment(req, purchase)
    return Response.json(
      { email: purchase.email, signedIn, ...(await entitlementsFor(req.payload, purchase.email)) },
      { headers: cookie ? { 'Set-Cookie': cookie } : {} },
    )
  }),
}
