import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'

/**
 * GET /api/download/emotional-power-ebook.pdf?email=<address> (and the integration guide): the
 * file, for a signed-in buyer only (downloadFile).
 */
export const downloadEndpoint = operationEndpoint(catalogue.downloadFile, {
  path: '/download/:file',
  method: 'get',
  input: (req) => ({
    file: String(req.routeParams?.file ?? ''),
    email: req.searchParams.get('email') ?? undefined,
  }),
  respond: ({ name, contentType, bytes }) =>
    new Response(bytes, {
      headers: {
        'Content-Type': contentType,
        'Content-Disposition': `inline; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    }),
})
