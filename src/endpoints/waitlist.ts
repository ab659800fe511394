import type { Endpoint } from 'payload'

import { joinWaitlist } from '@/contacts/operations/joinWaitlist'
import { handled } from '@/core/operation'
import { waitlistSchema } from '@/leads/schema'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/waitlist {name, email, program, source}: joins (or refreshes) and confirms by e-mail,
 * once per entry and at most once a day per address.
 */
export const waitlistEndpoint: Endpoint = {
  path: '/waitlist',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, waitlistSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.waitlistPerAddress, subject: data.email },
      { rule: RATE_RULES.waitlistPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { entry, created } = await joinWaitlist(req, data)
    return Response.json({ ok: true, id: entry.id, created }, { status: created ? 201 : 200 })
  }),
}
