import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/waitlist {name, email, program, source}: joins (or refreshes) and confirms by e-mail,
 * once per entry and at most once a day per address.
 */
export const waitlistEndpoint = operationEndpoint(catalogue.joinWaitlist, ROUTES.joinWaitlist, {
  limits: (_req, input) => [
    { rule: RATE_RULES.waitlistPerAddress, subject: input.email },
    { rule: RATE_RULES.waitlistPerClient, subject: 'client' },
  ],
  respond: ({ entry, created }) =>
    Response.json({ ok: true, id: entry.id, created }, { status: created ? 201 : 200 }),
})
