import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'

const tokenOf = (req: PayloadRequest) => (req.searchParams.get('token') ?? '').slice(0, 200)

/** GET /api/confirm-subscription?token=…: whether her yes still waits (it changes nothing). */
const lookUp = operationEndpoint(catalogue.lookUpConfirmation, ROUTES.lookUpConfirmation, {
  input: (req) => ({ token: tokenOf(req) }),
  headers: { ...NO_STORE, 'Referrer-Policy': 'no-referrer' },
})

/**
 * POST /api/confirm-subscription?token=…: the confirmation page's button (a form, so it works
 * without script): she joins the list, then the page says so (303 back to it).
 */
const confirm = operationEndpoint(catalogue.confirmSubscription, ROUTES.confirmSubscription, {
  readBody: async () => ({}),
  input: (req) => ({ token: tokenOf(req) }),
  respond: (_result, req) =>
    new Response(null, {
      status: 303,
      headers: {
        Location: `/confirm-subscription?token=${encodeURIComponent(tokenOf(req))}`,
        ...NO_STORE,
        'Referrer-Policy': 'no-referrer',
      },
    }),
})

export const confirmSubscriptionEndpoints: Endpoint[] = [lookUp, confirm]
