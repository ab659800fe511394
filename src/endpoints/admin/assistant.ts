import type { Endpoint, PayloadRequest } from 'payload'

import { NO_SUCH_COMMAND } from '@/assistant/history'
import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { RATE_RULES } from '@/security/rateLimit'

/** Her commands and their answers are never cached by a browser or a proxy. */
const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown) => Response.json(body, { headers: noStore })

const withCommandId = withIdOf(NO_SUCH_COMMAND)

/** Her commands are counted per owner account, wherever she sends them from. */
export const ownerOf = (req: PayloadRequest) => `owner:${req.user?.id ?? 'none'}`

/** The AI Assistant tab's calls (spec §2, §7), the owner's alone. */
export const assistantEndpoints: Endpoint[] = [
  /** POST /api/admin/ai-command {command} → spec §3's result with its proposal and history id. */
  operationEndpoint(catalogue.runAssistantCommand, {
    path: '/admin/ai-command',
    method: 'post',
    limits: (req) => [{ rule: RATE_RULES.assistantPerOwner, subject: ownerOf(req) }],
    respond: json,
  }),
  /** POST /api/admin/ai-command/:id/accept {details?, subject?, exclude?, confirm?}. */
  operationEndpoint(catalogue.acceptProposal, {
    path: '/admin/ai-command/:id/accept',
    method: 'post',
    input: withCommandId,
    respond: json,
  }),
  /** POST /api/admin/ai-command/:id/dismiss. */
  operationEndpoint(catalogue.dismissProposal, {
    path: '/admin/ai-command/:id/dismiss',
    method: 'post',
    input: (req) => withCommandId(req, {}),
    respond: json,
  }),
  /** GET /api/admin/ai-history?page= → {docs, page, totalPages}. */
  operationEndpoint(catalogue.listAssistantHistory, {
    path: '/admin/ai-history',
    method: 'get',
    input: (req) => {
      const page = req.searchParams.get('page')
      return page === null ? {} : { page: /^\d{1,6}$/.test(page) ? Number(page) : page }
    },
    respond: json,
  }),
]
