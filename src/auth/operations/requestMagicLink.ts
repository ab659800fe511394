import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { createAccessLink } from '@/commerce/accessLinks'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import { clientAddress } from '@/security/clientAddress'
import { hit, RATE_RULES } from '@/security/rateLimit'

import { MAGIC_LINK_MINUTES } from '../session'

/** The one answer to every accepted request, whoever the address belongs to (no discovery). */
export const MAGIC_LINK_REQUESTED =
  'If this address belongs to the Admin Center, a sign-in link is on its way. It works once, within 15 minutes.'

/**
 * E-mails a single-use sign-in link to an admin. Every address and every client has a budget
 * (kept in Postgres, so it holds across server processes, keyed on the address our server saw,
 * not on a header the client writes); the answer is the same whether or not the address is an
 * admin's.
 */
export async function requestMagicLink(
  req: PayloadRequest,
  { email }: { email: string },
): Promise<{ message: string }> {
  for (const [rule, subject] of [
    [RATE_RULES.adminLinkPerAddress, email],
    [RATE_RULES.adminLinkPerClient, clientAddress(req)],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hit(req.payload, rule, subject)
    if (!allowed) throw new AppError('rate_limited', rule.message, { retryAfterSeconds })
  }
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      req,
      ...asSystem('adminSignIn'),
    })
    const admin = docs[0]
    if (admin && hasAdminRole(admin)) {
      const signInLink = await createAccessLink(
        req.payload,
        { email: admin.email, purpose: 'admin', validForMinutes: MAGIC_LINK_MINUTES },
        req,
      )
      await sendTemplate(
        req.payload,
        {
          template: 'admin-sign-in',
          to: admin.email,
          data: { signInLink, validMinutes: String(MAGIC_LINK_MINUTES) },
        },
        req,
      )
    }
    return { message: MAGIC_LINK_REQUESTED }
  })
}
