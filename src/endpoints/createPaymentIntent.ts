import type { Endpoint } from 'payload'

import { startCheckout } from '@/commerce/operations/startCheckout'
import { handled } from '@/core/operation'
import { createPaymentIntentSchema } from '@/commerce/schema'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/create-payment-intent {amount, email, hasReturnToBodyAddon}: starts (or updates) the
 * checkout and answers {clientSecret}. The amount charged is the catalogue's; a browser's
 * `amount` that disagrees is logged and ignored.
 */
export const createPaymentIntentEndpoint: Endpoint = {
  path: '/create-payment-intent',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, createPaymentIntentSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.checkoutPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const checkout = await startCheckout(req, {
      email: data.email,
      purchase: data.purchase ?? 'masterclass',
      hasReturnToBodyAddon: data.hasReturnToBodyAddon ?? false,
      paymentIntentId: data.paymentIntentId,
    })

    const claimed = typeof data.amount === 'number' ? Math.round(data.amount * 100) : undefined
    if (claimed !== undefined && claimed !== checkout.amountInCents) {
      req.payload.logger.warn(
        `create-payment-intent: browser sent amount ${String(data.amount)}; charging the catalogue's ${checkout.amountInCents} cents`,
      )
    }
    return Response.json(checkout)
  }),
}
