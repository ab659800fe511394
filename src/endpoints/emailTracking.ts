import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'

const tokenAndAgent = (req: PayloadRequest) => ({
  token: String(req.routeParams?.token ?? ''),
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 1000),
})

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * The open pixel of marketing e-mails (their tracked links, `/r/<id>`, have a route of their own:
 * src/app/(frontend)/r/[token]/route.ts). An id this site did not sign answers 404.
 */
export const emailTrackingEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.recordOpen, ROUTES.recordOpen, {
    input: tokenAndAgent,
    respond: () =>
      new Response(PIXEL, {
        headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private' },
      }),
  }),
]
