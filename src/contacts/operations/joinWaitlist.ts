import type { PayloadRequest } from 'payload'

import { asSystem, inOperation } from '@/core/operation'
import { sendWelcomeOnce } from '@/email/welcome'
import type { WaitlistInput } from '@/leads/schema'
import type { WaitlistEntry } from '@/payload-types'

import { CONTACT_SOURCES } from '../constants'
import { lockAddress, recordContact } from '../record'

/**
 * POST /api/waitlist: one entry per e-mail and program, refreshed on a repeat, her contact
 * records the program, and the confirmation is queued once (src/email/welcome.ts).
 */
export async function joinWaitlist(
  req: PayloadRequest,
  input: WaitlistInput,
): Promise<{ entry: WaitlistEntry; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    await lockAddress(req, input.email)
    const refresh = { name: input.name, ...(input.source ? { source: input.source } : {}) }
    const { docs } = await req.payload.find({
      collection: 'waitlist-entries',
      where: { and: [{ email: { equals: input.email } }, { program: { equals: input.program } }] },
      limit: 1,
      depth: 0,
      req,
      ...asSystem('publicSignUp'),
    })
    let entry: WaitlistEntry
    if (docs[0]) {
      await recordContact(req, {
        email: input.email,
        name: input.name,
        source: CONTACT_SOURCES.waitlist(input.program),
      })
      entry = await req.payload.update({
        collection: 'waitlist-entries',
        id: docs[0].id,
        data: refresh,
        depth: 0,
        req,
        ...asSystem('publicSignUp'),
      })
    } else {
      entry = await req.payload.create({
        collection: 'waitlist-entries',
        data: { ...refresh, email: input.email, program: input.program, status: 'active' },
        depth: 0,
        req,
        ...asSystem('publicSignUp'),
      })
    }
    const welcomed = await sendWelcomeOnce(
      req,
      { table: 'waitlist_entries', id: entry.id },
      { kind: 'waitlist', program: entry.program, to: entry.email, name: entry.name },
    )
    return { entry, created: !docs[0], welcomed }
  })
}
