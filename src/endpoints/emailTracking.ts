import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'

const tokenAndAgent = (req: PayloadRequest) => ({
  token: String(req.routeParams?.token ?? ''),
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 1000),
})

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * The tracked links and the open pixel of marketing e-mails. `/r/<id>` (next.config.ts rewrites
 * it here) answers 302 to the address that was in her e-mail, and nowhere else; an id this site
 * did not sign answers 404.
 */
export const emailTrackingEndpoints: Endpoint[] = [
  operationEndpoint(catalogue.followTrackedLink, {
    path: '/r/:token',
    method: 'get',
    input: tokenAndAgent,
    respond: ({ url }) =>
      new Response(null, {
        status: 302,
        headers: { Location: url, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
      }),
  }),
  operationEndpoint(catalogue.recordOpen, {
    path: '/email/open/:token',
    method: 'get',
    input: tokenAndAgent,
    respond: () =>
      new Response(PIXEL, {
        headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private' },
      }),
  }),
]
