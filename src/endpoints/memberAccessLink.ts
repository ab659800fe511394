import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { RATE_RULES } from '@/security/rateLimit'

/**
 * POST /api/member/access-link {email, redirectTo?}: e-mails a single-use sign-in link to a
 * buyer. An address and a client each get a few per quarter hour, wherever they claim to come
 * from.
 */
export const memberAccessLinkEndpoint = operationEndpoint(
  catalogue.requestAccessLink,
  ROUTES.requestAccessLink,
  {
    limits: (_req, input) => [
      { rule: RATE_RULES.accessLinkPerAddress, subject: input.email },
      { rule: RATE_RULES.accessLinkPerClient, subject: 'client' },
    ],
  },
)
