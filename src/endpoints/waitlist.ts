import type { Endpoint } from 'payload'

import { queueWelcomeEmail } from '@/email/welcome'
import { waitlistSchema } from '@/leads/schema'
import { upsertWaitlistEntry } from '@/leads/upsert'

import { readJson } from './utilities/readJson'

/** POST /api/waitlist {name, email, program, source}: joins (or refreshes) and confirms by e-mail. */
export const waitlistEndpoint: Endpoint = {
  path: '/waitlist',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, waitlistSchema)
    if (error) return error

    const { entry, created } = await upsertWaitlistEntry(req.payload, data)
    await queueWelcomeEmail(req.payload, {
      kind: 'waitlist',
      program: entry.program,
      to: entry.email,
      name: entry.name,
      unsubscribeToken: entry.unsubscribeToken!,
    })
    return Response.json({ ok: true, id: entry.id, created }, { status: created ? 201 : 200 })
  },
}
