import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/applications: the mentorship application (§7, submitApplication). It is stored first,
 * then its e-mails are queued, so mail trouble never loses an application. A repeat within a
 * minute refreshes the stored answers and sends nothing again. /api/applications is also the
 * collection's REST route, so this is attached to the collection (its endpoints come before
 * Payload's built-in create).
 */
export const applicationsEndpoint = operationEndpoint(
  catalogue.submitApplication,
  ROUTES.submitApplication,
  {
    mountedOn: 'applications',
    limits: (_req, input) => [
      { rule: RATE_RULES.applicationPerAddress, subject: input.email },
      { rule: RATE_RULES.applicationPerClient, subject: 'client' },
    ],
    respond: ({ application, created }) =>
      Response.json({ ok: true, id: application.id, created }, { status: created ? 201 : 200 }),
  },
)
