import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/** POST /api/contact {name, email, message}: the contact form (§7). */
export const contactEndpoint = operationEndpoint(
  catalogue.sendContactMessage,
  ROUTES.sendContactMessage,
  {
    limits: (_req, input) => [
      { rule: RATE_RULES.contactPerAddress, subject: input.email },
      { rule: RATE_RULES.contactPerClient, subject: 'client' },
    ],
    respond: (message) => Response.json({ ok: true, id: message.id }, { status: 201 }),
  },
)
