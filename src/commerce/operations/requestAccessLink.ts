import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { queueAccessLinkEmail } from '../emails'
import { courseAccessFor } from '../orders/access'
import { sameOriginPath } from '../redirects'
import { normaliseEmail } from '@/contacts/emailAddress'

const ACCESS_LINK_SENT =
  'If this address bought the masterclass, an access link is on its way. It works once, within 60 minutes.'

/**
 * Whether an address may be sent a sign-in link: she can open a course now, or she has an order
 * she paid for that is not refunded (a membership paused by a failed payment or ended: she signs
 * in to pay or to see it).
 */
async function isBuyer(req: PayloadRequest, email: string): Promise<boolean> {
  if ((await courseAccessFor(req.payload, email, req)).length > 0) return true
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: {
      and: [
        { email: { equals: normaliseEmail(email) } },
        { status: { in: ['paid', 'past_due', 'cancelled'] } },
      ],
    },
    req,
    ...asSystem('memberSignIn'),
  })
  return totalDocs > 0
}

/**
 * E-mails a single-use sign-in link to a buyer. The answer is the same whether or not the address
 * bought anything, so it tells a stranger nothing.
 */
export async function requestAccessLink(
  req: PayloadRequest,
  input: { email: string; redirectTo?: string },
): Promise<{ message: string }> {
  if (await isBuyer(req, input.email)) {
    await queueAccessLinkEmail(req.payload, {
      email: input.email,
      // The schema let only same-origin paths through; this is the normalised form.
      redirectTo: input.redirectTo ? (sameOriginPath(input.redirectTo) ?? undefined) : undefined,
    })
  }
  return { message: ACCESS_LINK_SENT }
}
