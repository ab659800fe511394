import { catalogue } from '@/catalogue'
import { normaliseEmail } from '@/contacts/emailAddress'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

const decoded = (value: unknown) => {
  try {
    return normaliseEmail(decodeURIComponent(String(value ?? '')))
  } catch {
    return ''
  }
}

/**
 * GET /api/verify-purchase/<address>: {hasAccess, hasReturnToBodyAddon} as the spec's client
 * reads it, plus `signedIn`. Each client gets a few dozen look-ups per ten minutes
 * (RATE_RULES.verifyPurchasePerClient), so who bought cannot be enumerated.
 */
export const verifyPurchaseEndpoint = operationEndpoint(
  catalogue.lookUpPurchase,
  ROUTES.lookUpPurchase,
  {
    input: (req) => ({ email: decoded(req.routeParams?.email) }),
    limits: () => [{ rule: RATE_RULES.verifyPurchasePerClient, subject: 'client' }],
    respond: (result) =>
      Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } }),
  },
)
