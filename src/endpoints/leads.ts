import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/leads: the quiz, the meditation form and the alternate homepage (captureLead). The
 * lead is stored first; its welcome e-mail is queued and retried, so mail trouble never loses a
 * lead. An address and a client each have a sign-up budget. /api/leads is also the leads
 * collection's REST route, so this is attached to that collection (its own endpoints come before
 * Payload's create).
 */
export const leadsEndpoint = operationEndpoint(catalogue.captureLead, ROUTES.captureLead, {
  mountedOn: 'leads',
  limits: (_req, input) => [
    { rule: RATE_RULES.leadPerAddress, subject: input.email },
    { rule: RATE_RULES.leadPerClient, subject: 'client' },
  ],
  respond: ({ lead, created }) =>
    Response.json({ ok: true, id: lead.id, created }, { status: created ? 201 : 200 }),
})
