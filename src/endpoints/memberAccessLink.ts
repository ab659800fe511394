import type { Endpoint } from 'payload'

import { queueAccessLinkEmail } from '@/commerce/emails'
import { entitlementsFor } from '@/commerce/entitlements'
import { accessLinkSchema } from '@/commerce/schema'
import { safeRedirectPath } from '@/commerce/tokens'
import { clientKey, createRateLimiter } from '@/utilities/rateLimit'

import { readJson } from './utilities/readJson'

export const ACCESS_LINK_SENT =
  'If this address bought the masterclass, an access link is on its way. It works once, within 60 minutes.'

// Enough for typos and a second try, too few to flood someone's inbox.
const allowRequest = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })

/**
 * POST /api/member/access-link {email}: e-mails a single-use sign-in link to a buyer. The answer
 * is the same whether or not the address bought anything.
 */
export const memberAccessLinkEndpoint: Endpoint = {
  path: '/member/access-link',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, accessLinkSchema)
    if (error) return error
    if (!allowRequest(`${clientKey(req.headers)}:${data.email}`)) {
      return Response.json(
        { message: 'Too many requests for this address. Please try again in 10 minutes.' },
        { status: 429 },
      )
    }
    const { hasAccess } = await entitlementsFor(req.payload, data.email)
    if (hasAccess) {
      await queueAccessLinkEmail(req.payload, {
        email: data.email,
        redirectTo: data.redirectTo ? safeRedirectPath(data.redirectTo, '/watch') : undefined,
      })
    }
    return Response.json({ message: ACCESS_LINK_SENT })
  },
}
