import type * as z from 'zod/mini'

import type { catalogue } from '@/catalogue'
import { type AnswerOf, type OperationName, ROUTES, SHARED_ROUTES } from '@/core/routes'

/**
 * The Admin Center's one way to the server: an operation of the catalogue by name, with its input
 * typed by the operation's own schema, sent to the route it is served at (src/core/routes.ts, the
 * one place routes are declared), its answer typed by what that route answers. What the server
 * refuses comes back as an OwnerApiError with its message (and each field's, for forms).
 */

type Catalogue = typeof catalogue

/** The operation's input as a caller writes it; a destructive one carries `confirm: true`. */
export type InputOf<N extends OperationName> = z.input<Catalogue[N]['input']> & { confirm?: true }

type ClientRoute = {
  method: 'GET' | 'POST' | 'PATCH'
  /** Under /api; `:id` is filled from the input's id, which then stays out of the body. */
  path: string
  /** Fields the route needs beside the operation's input (one route, two operations). */
  also?: Record<string, string>
  /** Where the operation goes when the input names a row (one operation, two routes). */
  withId?: { method: 'POST' | 'PATCH'; path: string }
}

/** The operations the Admin Center calls. */
const OWNER_OPERATIONS = [
  'requestMagicLink',
  'signInWithMagicLink',
  'getOwnerSession',
  'signOut',
  'updateContact',
  'decideApplication',
  'declineApplication',
  'refundPurchase',
  'createCourse',
  'updateCourse',
  'setCoursePublished',
  'retryMessage',
  'previewCampaign',
  'sendTestCampaign',
  'previewTemplate',
  'sendTemplateTest',
  'findPreviewPeople',
  'resetTemplate',
  'saveCampaign',
  'sendCampaign',
  'cancelCampaign',
  'duplicateCampaign',
  'resendToNonOpeners',
  'archiveCampaign',
  'saveSequence',
  'runAssistantCommand',
  'acceptProposal',
  'dismissProposal',
  'createMcpKey',
  'revokeMcpKey',
  'approveCommissions',
  'markCommissionsPaid',
  'sendAffiliatePageLink',
  'listImports',
  'getImport',
  'checkImport',
  'startImport',
  'exportPerson',
  'erasePerson',
] as const satisfies readonly OperationName[]

export type OwnerOperation = (typeof OWNER_OPERATIONS)[number]

const api = (path: string) => `/api${path}`

/** Where each of them is served, as the browser calls it (from ROUTES, never written again). */
export const OWNER_ROUTES = Object.fromEntries(
  OWNER_OPERATIONS.map((name): [OwnerOperation, ClientRoute] => {
    if (name in SHARED_ROUTES) {
      const { sameAs, also } = SHARED_ROUTES[name as keyof typeof SHARED_ROUTES]
      const route = ROUTES[sameAs]
      return [name, { method: route.method, path: api(route.path), also }]
    }
    const route = ROUTES[name as keyof typeof ROUTES] as {
      method: ClientRoute['method']
      path: string
      withId?: { method: 'POST' | 'PATCH'; path: string }
    }
    return [
      name,
      {
        method: route.method,
        path: api(route.path),
        ...(route.withId
          ? { withId: { method: route.withId.method, path: api(route.withId.path) } }
          : {}),
      },
    ]
  }),
) as Record<OwnerOperation, ClientRoute>

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
  const named: ClientRoute = OWNER_ROUTES[name]
  const route: ClientRoute =
    id !== undefined && named.withId ? { ...named, ...named.withId } : named
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
