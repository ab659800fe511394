import type { Endpoint } from 'payload'

import { sendWelcomeOnce } from '@/email/welcome'
import { DEFAULT_LEAD_SOURCE, leadSchema, QUIZ_SOURCE_PREFIX } from '@/leads/schema'
import { upsertLead } from '@/leads/upsert'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/leads: the quiz, the meditation form and the alternate homepage. The lead is stored
 * first; its welcome e-mail (the download link or the quiz result) is queued and retried, so mail
 * trouble never loses a lead, and sent once per lead and at most once a day per address. An
 * address and a client each have a sign-up budget. /api/leads is also the leads collection's REST
 * route, so this is attached to that collection (its own endpoints come before Payload's create).
 */
export const leadsEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, leadSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.leadPerAddress, subject: data.email },
      { rule: RATE_RULES.leadPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { lead, created } = await upsertLead(req.payload, data)
    const recipient = { to: lead.email, name: lead.name, unsubscribeToken: lead.unsubscribeToken! }
    const row = { table: 'leads', id: lead.id } as const
    if (data.quizResult && data.source.startsWith(QUIZ_SOURCE_PREFIX)) {
      await sendWelcomeOnce(req.payload, row, {
        ...recipient,
        kind: 'quiz',
        result: data.quizResult,
      })
    } else if (data.source === DEFAULT_LEAD_SOURCE) {
      await sendWelcomeOnce(req.payload, row, { ...recipient, kind: 'meditation' })
    }
    return Response.json({ ok: true, id: lead.id, created }, { status: created ? 201 : 200 })
  },
}
