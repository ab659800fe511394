import type { Endpoint } from 'payload'

import { confirmedPaymentFromIntent } from '@/commerce/checkout'
import { entitlementsFor } from '@/commerce/entitlements'
import { fulfilPayment } from '@/commerce/fulfilment'
import { signInAfterPayment } from '@/commerce/memberSession'
import { claimPaymentSchema } from '@/commerce/schema'
import { getStripe } from '@/commerce/stripe'
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
  handler: async (req) => {
    const { data, error } = await readJson(req, claimPaymentSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' },
    ])
    if (refused) return refused
    const stripe = getStripe()
    if (!stripe) {
      return Response.json(
        { message: 'Card payments are not configured on this server.' },
        { status: 409 },
      )
    }

    let intent
    try {
      intent = await stripe.paymentIntents.retrieve(data.paymentIntentId)
    } catch {
      return Response.json({ message: 'This payment was not found.' }, { status: 404 })
    }
    if (intent.client_secret !== data.clientSecret) {
      return Response.json(
        { message: 'This payment belongs to another checkout.' },
        { status: 403 },
      )
    }
    if (intent.status !== 'succeeded') {
      return Response.json(
        { message: 'The payment has not gone through yet. Please wait a moment and reload.' },
        { status: 409 },
      )
    }
    const payment = confirmedPaymentFromIntent(intent)
    if (!payment) {
      return Response.json({ message: 'This payment is not a course order.' }, { status: 400 })
    }
    const { purchase } = await fulfilPayment(req.payload, payment)
    const { signedIn, cookie } = await signInAfterPayment(req, purchase)
    return Response.json(
      { email: purchase.email, signedIn, ...(await entitlementsFor(req.payload, purchase.email)) },
      { headers: cookie ? { 'Set-Cookie': cookie } : {} },
    )
  },
}
