import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { personArchiveResponse } from '@/endpoints/utilities/personArchive'
import { RATE_RULES } from '@/security/rateLimit'

// The address carries her link's code: never cached, never sent on as a referrer.
const PRIVATE = { ...NO_STORE, 'Referrer-Policy': 'no-referrer' }

const tokenOf = (req: PayloadRequest) => (req.searchParams.get('token') ?? '').slice(0, 200)

/** Back to her data page, which says what happened (a form's answer, so it works without script). */
const backToHerPage = (req: PayloadRequest) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/my-data?token=${encodeURIComponent(tokenOf(req))}`, ...PRIVATE },
  })

/**
 * A visitor's own data (the privacy page's "Ask for your data"): the link e-mailed to her address,
 * what its page shows, her archive, and her ask to be erased.
 */
export const myDataEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.requestMyData, ROUTES.requestMyData, {
    limits: (_req, input) => [
      { rule: RATE_RULES.dataRequestPerAddress, subject: input.email },
      { rule: RATE_RULES.dataRequestPerClient, subject: 'client' },
    ],
  }),
  operationEndpoint(catalogue.lookUpMyData, ROUTES.lookUpMyData, {
    input: (req) => ({ token: tokenOf(req) }),
    headers: PRIVATE,
  }),
  operationEndpoint(catalogue.downloadMyData, ROUTES.downloadMyData, {
    input: (req) => ({ token: tokenOf(req) }),
    respond: (data, req) => personArchiveResponse(data, req, PRIVATE),
  }),
  operationEndpoint(catalogue.askForErasure, ROUTES.askForErasure, {
    readBody: async () => ({}),
    input: (req) => ({ token: tokenOf(req) }),
    respond: (_result, req) => backToHerPage(req),
  }),
]
