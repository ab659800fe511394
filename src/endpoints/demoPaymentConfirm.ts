import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

import { withSessionCookie } from './utilities/sessionCookie'

/** POST /api/demo-payments/confirm: the test-mode card form's payment (confirmDemoPayment). */
export const demoPaymentConfirmEndpoint = operationEndpoint(
  catalogue.confirmDemoPayment,
  ROUTES.confirmDemoPayment,
  {
    limits: () => [{ rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' }],
    respond: withSessionCookie,
  },
)
