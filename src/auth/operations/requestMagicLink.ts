import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { createAccessLink } from '@/commerce/accessLinks'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import { TRANSACTIONAL_QUEUE } from '@/jobs/mailQueues'
import { clientAddress } from '@/security/clientAddress'
import { hit, isRemembered, RATE_RULES, type RateRule, REMEMBERED } from '@/security/rateLimit'

import { knownDeviceOf } from '../knownDevice'
import { MAGIC_LINK_MINUTES } from '../session'

/** The one answer to every accepted request, whoever the address belongs to (no discovery). */
const MAGIC_LINK_REQUESTED =
  'If this address belongs to the Admin Center, a sign-in link is on its way. It works once, within 15 minutes.'

/** The subject under which the client an admin signed in from is remembered. */
export const signedInFrom = (email: string, client: string) => `${email}\n${client}`

/**
 * Accepts a request for a sign-in link. Budgets (kept in Postgres, so they hold across server
 * processes, keyed on the address our server saw, not on a header the client writes):
 * - a browser the owner signed in with before (src/auth/knownDevice.ts): 5 per 15 minutes for
 *   that browser and address, and nothing else counts;
 * - any other client: 20 per 15 minutes, 5 of them for one address, and the address's ceiling
 *   of 5 per 15 minutes shared by all unknown clients, which the client she last signed in from
 *   (within 30 days) is not counted against.
 * So a flood from elsewhere can fill the shared ceiling but cannot stop her own browser or
 * network. Every count, refusal and answer is the same whether or not the address is an admin's;
 * the request does the same work for every address (one job queued), and the job looks up the
 * account and, for an admin only, creates and e-mails the link (sendSignInLink).
 */
export async function requestMagicLink(
  req: PayloadRequest,
  { email }: { email: string },
): Promise<{ message: string }> {
  const client = clientAddress(req)
  const device = knownDeviceOf(req.payload, req.headers, email)
  const budgets: [RateRule, string][] = device
    ? [[RATE_RULES.adminLinkPerKnownDevice, `${device}\n${email}`]]
    : [
        [RATE_RULES.adminLinkPerClient, client],
        [RATE_RULES.adminLinkPerClientAndAddress, `${client}\n${email}`],
      ]
  for (const [rule, subject] of budgets) await withinBudget(req, rule, subject)
  if (
    !device &&
    !(await isRemembered(req.payload, REMEMBERED.adminSignInClient, signedInFrom(email, client)))
  ) {
    await withinBudget(req, RATE_RULES.adminLinkPerAddress, email)
  }
  return inOperation(req, async (req) => {
    await req.payload.jobs.queue({
      task: 'adminSignInLink',
      input: { email },
      queue: TRANSACTIONAL_QUEUE,
      req,
    })
    return { message: MAGIC_LINK_REQUESTED }
  })
}

async function withinBudget(req: PayloadRequest, rule: RateRule, subject: string) {
  const { allowed, retryAfterSeconds } = await hit(req.payload, rule, subject)
  if (!allowed) throw new AppError('rate_limited', rule.message, { retryAfterSeconds })
}

/**
 * The job's half of a request (src/jobs/adminSignInLink.ts): e-mails a single-use sign-in link
 * if the address is an admin's, and nothing otherwise.
 */
export async function sendSignInLink(req: PayloadRequest, { email }: { email: string }) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('adminSignIn'),
  })
  const admin = docs[0]
  if (!admin || !hasAdminRole(admin)) return { sent: false }
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
  return { sent: true }
}
