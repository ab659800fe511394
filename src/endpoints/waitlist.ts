import type { Endpoint } from 'payload'

import { sendWelcomeOnce } from '@/email/welcome'
import { waitlistSchema } from '@/leads/schema'
import { upsertWaitlistEntry } from '@/leads/upsert'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/waitlist {name, email, program, source}: joins (or refreshes) and confirms by e-mail,
 * once per entry and at most once a day per address.
 */
export const waitlistEndpoint: Endpoint = {
  path: '/waitlist',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, waitlistSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.waitlistPerAddress, subject: data.email },
      { rule: RATE_RULES.waitlistPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { entry, created } = await upsertWaitlistEntry(req.payload, data)
    await sendWelcomeOnce(
      req.payload,
      { table: 'waitlist_entries', id: entry.id },
      {
        kind: 'waitlist',
        program: entry.program,
        to: entry.email,
        name: entry.name,
        unsubscribeToken: entry.unsubscribeToken!,
      },
    )
    return Response.json({ ok: true, id: entry.id, created }, { status: created ? 201 : 200 })
  },
}
