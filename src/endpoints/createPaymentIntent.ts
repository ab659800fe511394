import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/create-payment-intent {amount, email, hasReturnToBodyAddon}: starts (or updates) the
 * checkout and answers {clientSecret} (startCheckout). The amount charged is the catalogue's; a
 * browser's `amount` that disagrees is logged and ignored.
 */
export const createPaymentIntentEndpoint = operationEndpoint(
  catalogue.startCheckout,
  ROUTES.startCheckout,
  {
    limits: () => [{ rule: RATE_RULES.checkoutPerClient, subject: 'client' }],
  },
)
