import type { PayloadRequest } from 'payload'

import { countBusinessEvent } from '@/analytics/count'
import { inOperation } from '@/core/operation'
import { welcomeAfterSignUp, welcomeClaimable } from '@/email/welcome'
import type { WaitlistInput } from '@/leads/schema'
import type { WaitlistEntry } from '@/payload-types'

import { CONTACT_SOURCES } from '../constants'
import { refreshOrCreateSignUp } from '../signUpRow'

/**
 * POST /api/waitlist: one entry per e-mail and program, refreshed on a repeat, her contact
 * records the program, and the confirmation is queued once (src/email/welcome.ts). Her contact,
 * the entry and its welcome stamp are one statement (signUpRow).
 */
export async function joinWaitlist(
  req: PayloadRequest,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    const welcome = { kind: 'waitlist', program: input.program } as const
    const source = CONTACT_SOURCES.waitlist(input.program)
    const { row: entry, created, claimed, contact } = await refreshOrCreateSignUp<WaitlistEntry>(
      req,
      {
        table: 'waitlist_entries',
        email: input.email,
        contactSource: source,
        name: input.name,
        key: { program: input.program },
        create: { status: 'active' },
        refresh: { name: input.name, source: input.source },
        claimable: welcomeClaimable(welcome, input.email),
      },
    )
    const welcomed = await welcomeAfterSignUp(req, {
      contact,
      claimed,
      welcome: { ...welcome, to: entry.email, name: entry.name },
    })
    await countBusinessEvent(req, 'lead', { contact: contact.id, props: { source } })
    return { entry, created, welcomed }
  })
}
