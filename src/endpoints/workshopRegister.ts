import type { Endpoint } from 'payload'

import { statusAnswer } from '@/core/errors'
import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'
import { confirmDemoCheckout } from '@/workshops/confirmation'
import { demoConfirmSchema } from '@/workshops/schema'

import { readJson } from './utilities/readJson'

/**
 * POST /api/workshop/<slug>/register {name, email} → {sessionUrl}: holds a spot and opens the
 * payment (spec §7). 400 for a bad body, 404 unknown workshop, 409 full or closed, 410 over,
 * 429 too many attempts, 503 when no payment method is configured.
 */
const registerEndpoint = operationEndpoint(
  catalogue.registerForWorkshop,
  ROUTES.registerForWorkshop,
  {
    limits: () => [{ rule: RATE_RULES.workshopAttemptPerClient, subject: 'client' }],
    respond: (registration) => Response.json(registration, { status: 201 }),
  },
)

/**
 * POST /api/workshop/test-checkout/confirm {sessionId} → {redirectTo}: the demo-mode stand-in for
 * paying on Stripe, refused whenever real payments are configured or demo mode is off.
 */
const confirmTestCheckoutEndpoint: Endpoint = {
  path: '/workshop/test-checkout/confirm',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, demoConfirmSchema)
    if (error) return error
    const answer = await confirmDemoCheckout(req.payload, data.sessionId)
    return statusAnswer(answer)
  },
}

export const workshopEndpoints: Endpoint[] = [registerEndpoint, confirmTestCheckoutEndpoint]
