import type { PayloadRequest } from 'payload'

import { countBusinessEvent } from '@/analytics/count'
import { inOperation } from '@/core/operation'
import { sendWelcomeOnce } from '@/email/welcome'
import type { WaitlistInput } from '@/leads/schema'
import type { WaitlistEntry } from '@/payload-types'

import { CONTACT_SOURCES } from '../constants'
import { refreshOrCreateSignUp } from '../signUpRow'

/**
 * POST /api/waitlist: one entry per e-mail and program, refreshed on a repeat, her contact
 * records the program, and the confirmation is queued once (src/email/welcome.ts).
 */
export async function joinWaitlist(
  req: PayloadRequest,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    const { row: entry, created } = await refreshOrCreateSignUp(req, {
      collection: 'waitlist-entries',
      email: input.email,
      name: input.name,
      source: CONTACT_SOURCES.waitlist(input.program),
      where: { and: [{ email: { equals: input.email } }, { program: { equals: input.program } }] },
      refresh: { name: input.name, ...(input.source ? { source: input.source } : {}) },
      create: { email: input.email, program: input.program, status: 'active' },
    })
    const welcomed = await sendWelcomeOnce(
      req,
      { table: 'waitlist_entries', id: entry.id },
      { kind: 'waitlist', program: entry.program, to: entry.email, name: entry.name },
    )
    await countBusinessEvent(req, 'lead', {
      contact: entry.contact,
      props: { source: CONTACT_SOURCES.waitlist(entry.program) },
    })
    return { entry, created, welcomed }
  })
}
