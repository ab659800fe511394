import type { Endpoint } from 'payload'

import { captureLead } from '@/contacts/operations/captureLead'
import { handled } from '@/core/operation'
import { leadSchema } from '@/leads/schema'
import { limitRequest, RATE_RULES } from '@/security/rateLimit'

import { readJson } from './utilities/readJson'

/**
 * POST /api/leads: the quiz, the meditation form and the alternate homepage. The lead is stored
 * first; its welcome e-mail is queued and retried, so mail trouble never loses a lead. An address
 * and a client each have a sign-up budget. /api/leads is also the leads collection's REST route,
 * so this is attached to that collection (its own endpoints come before Payload's create).
 */
export const leadsEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, leadSchema)
    if (error) return error
    const refused = await limitRequest(req, [
      { rule: RATE_RULES.leadPerAddress, subject: data.email },
      { rule: RATE_RULES.leadPerClient, subject: 'client' },
    ])
    if (refused) return refused

    const { lead, created } = await captureLead(req, data)
    return Response.json({ ok: true, id: lead.id, created }, { status: created ? 201 : 200 })
  }),
}
