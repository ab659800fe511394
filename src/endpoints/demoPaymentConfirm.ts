import type { Endpoint } from 'payload'

import { demoIntentFromSecret } from '@/commerce/checkout'
import { checkDemoCard } from '@/commerce/demoCard'
import { fulfilPayment } from '@/commerce/fulfilment'
import { signInAfterPayment } from '@/commerce/memberSession'
import { safeRedirectPath } from '@/commerce/redirects'
import { demoConfirmSchema } from '@/commerce/schema'
import { demoPaymentsAllowed, paymentMode, paymentsUnavailable } from '@/commerce/stripe'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'
import { AppError, errorForStatus } from '@/core/errors'
import { asSystem, handled } from '@/core/operation'

/**
 * POST /api/demo-payments/confirm: the test-mode card form of a machine without Stripe keys. It
 * runs the same fulfilment as Stripe's webhook and signs this browser in when a real return from
 * Stripe would (signInAfterPayment).
 */
export const demoPaymentConfirmEndpoint: Endpoint = {
  path: '/demo-payments/confirm',
  method: 'post',
  handler: handled(async (req) => {
    if (!demoPaymentsAllowed()) {
      if (paymentMode() === 'unavailable') return paymentsUnavailable()
      throw new AppError('forbidden', 'Demo payments are switched off on this server.')
    }
    const { data, error } = await readJson(req, demoConfirmSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const paymentIntentId = demoIntentFromSecret(data.clientSecret)
    const order = paymentIntentId
      ? (
          await req.payload.find({
            collection: 'course-orders',
            where: { paymentIntentId: { equals: paymentIntentId } },
            limit: 1,
            ...asSystem('paymentWebhook'),
          })
        ).docs[0]
      : undefined
    if (!order) {
      throw new AppError('not_found', 'This checkout was not found. Please start again.')
    }
    if (order.status !== 'pending') {
      throw new AppError('conflict', 'This checkout is already paid.')
    }

    const card = checkDemoCard(data)
    if (!card.ok) throw errorForStatus(card.status, card.message)

    const { purchase } = await fulfilPayment(req.payload, {
      paymentIntentId: order.paymentIntentId,
      email: order.email,
      amountInCents: order.amountInCents,
      purchase: order.kind,
      hasReturnToBodyAddon: Boolean(order.hasReturnToBodyAddon),
      mode: 'demo',
    })
    const { signedIn, cookie } = await signInAfterPayment(req, purchase)
    // Not signed in: /watch says the access link is in her inbox (the receipt carries one).
    return Response.json(
      {
        redirectTo: safeRedirectPath(`/watch?email=${encodeURIComponent(order.email)}`, '/watch'),
        signedIn,
      },
      { headers: cookie ? { 'Set-Cookie': cookie } : {} },
    )
  }),
}
