import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { RATE_RULES } from '@/security/rateLimit'

import { withSessionCookie } from './utilities/sessionCookie'

/**
 * POST /api/member/claim-payment {paymentIntentId, clientSecret}: the browser Stripe sent back to
 * /watch has its payment recorded (claimPayment) and is signed in when paying may.
 */
export const memberClaimPaymentEndpoint = operationEndpoint(catalogue.claimPayment, {
  path: '/member/claim-payment',
  method: 'post',
  limits: () => [{ rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' }],
  respond: withSessionCookie,
})
