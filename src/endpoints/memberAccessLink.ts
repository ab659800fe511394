import type { Endpoint } from 'payload'

import { queueAccessLinkEmail } from '@/commerce/emails'
import { entitlementsFor } from '@/commerce/entitlements'
import { sameOriginPath } from '@/commerce/redirects'
import { accessLinkSchema } from '@/commerce/schema'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

export const ACCESS_LINK_SENT =
  'If this address bought the masterclass, an access link is on its way. It works once, within 60 minutes.'

/**
 * POST /api/member/access-link {email, redirectTo?}: e-mails a single-use sign-in link to a
 * buyer. The answer is the same whether or not the address bought anything; an address and a
 * client each get a few per quarter hour, wherever they claim to come from.
 */
export const memberAccessLinkEndpoint: Endpoint = {
  path: '/member/access-link',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, accessLinkSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.accessLinkPerAddress, subject: data.email },
      { rule: RATE_RULES.accessLinkPerClient, subject: 'client' },
    ])
    if (refused) return refused
    const { hasAccess } = await entitlementsFor(req.payload, data.email)
    if (hasAccess) {
      await queueAccessLinkEmail(req.payload, {
        email: data.email,
        // The schema let only same-origin paths through; this is the normalised form.
        redirectTo: data.redirectTo ? (sameOriginPath(data.redirectTo) ?? undefined) : undefined,
      })
    }
    return Response.json({ message: ACCESS_LINK_SENT })
  },
}
