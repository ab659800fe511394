import type { Endpoint } from 'payload'

import { queueWelcomeEmail } from '@/email/welcome'
import { DEFAULT_LEAD_SOURCE, leadSchema } from '@/leads/schema'
import { upsertLead } from '@/leads/upsert'

import { readJson } from './utilities/readJson'

/**
 * POST /api/leads: the quiz, the meditation form and the alternate homepage. The lead is stored
 * first; its welcome e-mail (the download link or the quiz result) is queued and retried, so mail
 * trouble never loses a lead. /api/leads is also the leads collection's REST route, so this is
 * attached to that collection (its own endpoints come before Payload's built-in create).
 */
export const leadsEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, leadSchema)
    if (error) return error

    const { lead, created } = await upsertLead(req.payload, data)
    const recipient = { to: lead.email, name: lead.name, unsubscribeToken: lead.unsubscribeToken! }
    if (data.quizResult && data.source.startsWith('quiz_')) {
      await queueWelcomeEmail(req.payload, { ...recipient, kind: 'quiz', result: data.quizResult })
    } else if (data.source === DEFAULT_LEAD_SOURCE) {
      await queueWelcomeEmail(req.payload, { ...recipient, kind: 'meditation' })
    }
    return Response.json({ ok: true, id: lead.id, created }, { status: created ? 201 : 200 })
  },
}
