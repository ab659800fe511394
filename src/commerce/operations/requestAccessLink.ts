import type { PayloadRequest } from 'payload'

import { queueAccessLinkEmail } from '../emails'
import { entitlementsFor } from '../entitlements'
import { sameOriginPath } from '../redirects'

export const ACCESS_LINK_SENT =
  'If this address bought the masterclass, an access link is on its way. It works once, within 60 minutes.'

/**
 * E-mails a single-use sign-in link to a buyer. The answer is the same whether or not the address
 * bought anything, so it tells a stranger nothing.
 */
export async function requestAccessLink(
  req: PayloadRequest,
  input: { email: string; redirectTo?: string },
): Promise<{ message: string }> {
  const { hasAccess } = await entitlementsFor(req.payload, input.email)
  if (hasAccess) {
    await queueAccessLinkEmail(req.payload, {
      email: input.email,
      // The schema let only same-origin paths through; this is the normalised form.
      redirectTo: input.redirectTo ? (sameOriginPath(input.redirectTo) ?? undefined) : undefined,
    })
  }
  return { message: ACCESS_LINK_SENT }
}
