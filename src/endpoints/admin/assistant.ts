import type { Endpoint, PayloadRequest } from 'payload'

import { NO_SUCH_COMMAND } from '@/assistant/history'
import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { RATE_RULES } from '@/security/rateLimit'

/** Her commands and their answers are never cached by a browser or a proxy. */

const withCommandId = withIdOf(NO_SUCH_COMMAND)

/** Her commands are counted per owner account, wherever she sends them from. */
export const ownerOf = (req: PayloadRequest) => `owner:${req.user?.id ?? 'none'}`

/** The AI Assistant tab's calls (spec §2, §7), the owner's alone. */
export const assistantEndpoints: Endpoint[] = [
  /** POST /api/admin/ai-command {command} → spec §3's result with its proposal and history id. */
  operationEndpoint(catalogue.runAssistantCommand, ROUTES.runAssistantCommand, {
    limits: (req) => [{ rule: RATE_RULES.assistantPerOwner, subject: ownerOf(req) }],
    headers: NO_STORE,
  }),
  /** POST /api/admin/ai-command/:id/accept {details?, subject?, exclude?, confirm?}. */
  operationEndpoint(catalogue.acceptProposal, ROUTES.acceptProposal, {
    input: withCommandId,
    headers: NO_STORE,
  }),
  /** POST /api/admin/ai-command/:id/dismiss. */
  operationEndpoint(catalogue.dismissProposal, ROUTES.dismissProposal, {
    input: (req) => withCommandId(req, {}),
    headers: NO_STORE,
  }),
  /** GET /api/admin/ai-history?page= → {docs, page, totalPages}. */
  operationEndpoint(catalogue.listAssistantHistory, ROUTES.listAssistantHistory, {
    input: (req) => {
      const page = req.searchParams.get('page')
      return page === null ? {} : { page: /^\d{1,6}$/.test(page) ? Number(page) : page }
    },
    headers: NO_STORE,
  }),
]
