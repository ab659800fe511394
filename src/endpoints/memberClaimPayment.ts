import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

import { withSessionCookie } from './utilities/sessionCookie'

/**
 * POST /api/member/claim-payment {paymentIntentId, clientSecret}: the browser Stripe sent back to
 * /watch has its payment recorded (claimPayment) and is signed in when paying may.
 */
export const memberClaimPaymentEndpoint = operationEndpoint(
  catalogue.claimPayment,
  ROUTES.claimPayment,
  {
    limits: () => [{ rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' }],
    respond: withSessionCookie,
  },
)
