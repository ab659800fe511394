import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/** GET /api/member/billing: her payment plans and memberships (the Manage billing link, the page). */
const myBillingEndpoint = operationEndpoint(catalogue.listMyBilling, ROUTES.listMyBilling)

/**
 * POST /api/member/billing-portal {order?}: a signed-in buyer's "Manage billing" → {url} of
 * Stripe's customer portal for her own customer (demo mode: the demo billing page).
 */
const billingPortalEndpoint = operationEndpoint(
  catalogue.openBillingPortal,
  ROUTES.openBillingPortal,
  {
    sameOriginOnly: true,
  },
)

/** POST /api/member/demo-billing/cancel {order, resume?}: demo mode's cancel at period end. */
const demoBillingCancelEndpoint = operationEndpoint(
  catalogue.cancelDemoMembership,
  ROUTES.cancelDemoMembership,
  {
    sameOriginOnly: true,
  },
)

/** POST /api/member/demo-billing/pay {order, cardNumber, expiry, cvc}: pays a failed payment. */
const demoBillingPayEndpoint = operationEndpoint(
  catalogue.payDemoInstalment,
  ROUTES.payDemoInstalment,
  {
    sameOriginOnly: true,
    limits: () => [{ rule: RATE_RULES.paymentConfirmPerClient, subject: 'client' }],
  },
)

export const billingEndpoints = [
  myBillingEndpoint,
  billingPortalEndpoint,
  demoBillingCancelEndpoint,
  demoBillingPayEndpoint,
]
