import type * as z from 'zod/mini'

import type { Accepted } from '@/assistant/operations/acceptProposal'
import type { Dismissed } from '@/assistant/operations/dismissProposal'
import type { CommandResult } from '@/assistant/types'
import type { catalogue } from '@/catalogue'
import type { CampaignStatus } from '@/email/campaigns/constants'
import type { CampaignPreview } from '@/email/operations/previewCampaign'
import type { PreviewPerson, TemplatePreview } from '@/email/operations/previewTemplate'
import type { CreatedMcpKey } from '@/mcp/operations/createMcpKey'

/**
 * The Admin Center's one way to the server: an operation of the catalogue by name, with its input
 * typed by the operation's own schema, sent to the endpoint derived from it. What the server
 * refuses comes back as an OwnerApiError with its message (and each field's, for forms).
 */

type Catalogue = typeof catalogue
type Name = keyof Catalogue

/** The operation's input as a caller writes it; a destructive one carries `confirm: true`. */
export type InputOf<N extends Name> = z.input<Catalogue[N]['input']> & { confirm?: true }

type Route = {
  method: 'GET' | 'POST' | 'PATCH'
  /** `:id` is filled from the input's id, which then stays out of the body. */
  path: string
  /** Fields the route needs beside the operation's input (one route, two operations). */
  also?: Record<string, string>
  /**
   * Where the operation goes when the input names a row (one operation, two routes): a new
   * campaign (or sequence) is POSTed, her edit of one is a PATCH to its own address.
   */
  withId?: { method: 'POST' | 'PATCH'; path: string }
}

/** Where each operation the Admin Center calls is served (tests/int/routes.int.spec.ts checks it). */
export const OWNER_ROUTES = {
  requestMagicLink: { method: 'POST', path: '/api/admin/request-magic-link' },
  signInWithMagicLink: { method: 'POST', path: '/api/admin/verify-magic-link' },
  getOwnerSession: { method: 'GET', path: '/api/admin/verify-auth' },
  signOut: { method: 'POST', path: '/api/admin/sign-out' },
  updateContact: { method: 'PATCH', path: '/api/admin/contacts/:id' },
  decideApplication: { method: 'POST', path: '/api/admin/applications/:id/decision' },
  declineApplication: {
    method: 'POST',
    path: '/api/admin/applications/:id/decision',
    also: { decision: 'decline' },
  },
  refundPurchase: { method: 'POST', path: '/api/orders/:id/refund' },
  createCourse: { method: 'POST', path: '/api/admin/courses' },
  updateCourse: { method: 'PATCH', path: '/api/admin/courses/:id' },
  setCoursePublished: { method: 'POST', path: '/api/admin/courses/:id/publish' },
  retryMessage: { method: 'POST', path: '/api/admin/email-messages/:id/retry' },
  previewCampaign: { method: 'POST', path: '/api/admin/campaigns/preview' },
  sendTestCampaign: { method: 'POST', path: '/api/admin/campaigns/test' },
  previewTemplate: { method: 'POST', path: '/api/email-templates/:id/preview' },
  sendTemplateTest: { method: 'POST', path: '/api/email-templates/:id/test' },
  findPreviewPeople: { method: 'POST', path: '/api/email-templates/preview-people' },
  resetTemplate: { method: 'POST', path: '/api/email-templates/:id/reset' },
  saveCampaign: {
    method: 'POST',
    path: '/api/admin/campaigns',
    withId: { method: 'PATCH', path: '/api/admin/campaigns/:id' },
  },
  sendCampaign: { method: 'POST', path: '/api/admin/campaigns/:id/send' },
  cancelCampaign: { method: 'POST', path: '/api/admin/campaigns/:id/cancel' },
  duplicateCampaign: { method: 'POST', path: '/api/admin/campaigns/:id/duplicate' },
  resendToNonOpeners: { method: 'POST', path: '/api/admin/campaigns/:id/resend' },
  archiveCampaign: { method: 'POST', path: '/api/admin/campaigns/:id/archive' },
  saveSequence: {
    method: 'POST',
    path: '/api/admin/sequences',
    withId: { method: 'PATCH', path: '/api/admin/sequences/:id' },
  },
  runAssistantCommand: { method: 'POST', path: '/api/admin/ai-command' },
  acceptProposal: { method: 'POST', path: '/api/admin/ai-command/:id/accept' },
  dismissProposal: { method: 'POST', path: '/api/admin/ai-command/:id/dismiss' },
  createMcpKey: { method: 'POST', path: '/api/admin/mcp-keys' },
  revokeMcpKey: { method: 'POST', path: '/api/admin/mcp-keys/:id/revoke' },
  approveCommissions: { method: 'POST', path: '/api/admin/affiliates/commissions/approve' },
  markCommissionsPaid: { method: 'POST', path: '/api/admin/affiliates/commissions/paid' },
  sendAffiliatePageLink: { method: 'POST', path: '/api/admin/affiliates/:id/page-link' },
} as const satisfies Partial<Record<Name, Route>>

export type OwnerOperation = keyof typeof OWNER_ROUTES

/** The answers the screens read; any other is a JSON object. */
type CampaignAnswer = { id: number; status: CampaignStatus }
type KnownAnswers = {
  retryMessage: { id: number; status: string; requeued: boolean }
  getOwnerSession: { ok: true; email: string }
  previewCampaign: CampaignPreview
  sendTestCampaign: { to: string }
  previewTemplate: TemplatePreview
  sendTemplateTest: { to: string }
  findPreviewPeople: { people: PreviewPerson[] }
  resetTemplate: { id: number; subject: string }
  saveCampaign: CampaignAnswer
  sendCampaign: CampaignAnswer & { scheduledFor: string | null; recipients: number }
  cancelCampaign: CampaignAnswer
  duplicateCampaign: CampaignAnswer
  resendToNonOpeners: CampaignAnswer
  archiveCampaign: CampaignAnswer & { archived: boolean }
  saveSequence: { id: number }
  runAssistantCommand: CommandResult
  acceptProposal: Accepted
  dismissProposal: Dismissed
  createMcpKey: CreatedMcpKey
  revokeMcpKey: { id: number; revoked: true }
  approveCommissions: { approved: number }
  markCommissionsPaid: { paid: number; totalInCents: number }
  sendAffiliatePageLink: { sentTo: string }
}
export type AnswerOf<N extends OwnerOperation> = N extends keyof KnownAnswers
  ? KnownAnswers[N]
  : Record<string, unknown>

export class OwnerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** The server's own words, when it gave any. */
    readonly serverMessage?: string,
  ) {
    super(message)
    this.name = 'OwnerApiError'
  }
}

/** Calls one of the owner's operations; throws OwnerApiError with the server's message. */
export async function callOwner<N extends OwnerOperation>(
  name: N,
  input: InputOf<N>,
): Promise<AnswerOf<N>> {
  const { id, ...rest } = input as { id?: number } & Record<string, unknown>
  const named: Route = OWNER_ROUTES[name]
  const route: Route = id !== undefined && named.withId ? { ...named, ...named.withId } : named
  const path = route.path.replace(':id', encodeURIComponent(String(id ?? '')))
  const body = route.path.includes(':id') ? rest : (input as Record<string, unknown>)
  let response: Response
  try {
    response = await fetch(path, {
      method: route.method,
      credentials: 'same-origin',
      ...(route.method === 'GET'
        ? {}
        : {
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...body, ...route.also }),
          }),
    })
  } catch {
    throw new OwnerApiError('The server could not be reached. Please check your connection.', 0)
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const message = typeof answer.message === 'string' && answer.message ? answer.message : ''
    throw new OwnerApiError(
      message || `The server answered ${response.status}.`,
      response.status,
      (answer.errors as Record<string, string> | undefined) ?? {},
      message || undefined,
    )
  }
  return answer as AnswerOf<N>
}
