import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { AppError, errorResponse } from '@/core/errors'
import { handled } from '@/core/operation'
import { readJsonObject } from '@/endpoints/utilities/readJson'
import { withIdOf } from '@/endpoints/utilities/routeId'
import { bearerKey, resolveKey } from '@/mcp/keys'
import { NO_SUCH_KEY } from '@/mcp/operations/revokeMcpKey'

const MCP_KEY_REQUIRED =
  'This needs a key for your AI app: create one in the Admin Center (Settings → Your AI apps) and send it as "Authorization: Bearer <key>".'
const MCP_KEY_REFUSED =
  'This key is unknown or was revoked. Create a new one in the Admin Center (Settings → Your AI apps).'
const MCP_POST_ONLY =
  'This MCP server answers POST requests only (Streamable HTTP, without sessions or streams).'

/** 401 with the header an HTTP client reads to know a bearer key is wanted. */
const refused = (message: string) =>
  errorResponse(new AppError('unauthorized', message), {
    headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="mcp"' },
  })

/**
 * POST /api/mcp: her own AI apps (ChatGPT, Claude, …) over MCP's Streamable HTTP, stateless: a
 * new server and transport for each request, answered as JSON. Only a key opens it: the request
 * then runs as the key's owner (her access rules hold everywhere); a browser's session cookie,
 * hers or a buyer's, is not enough, so no page another site shows her can drive it.
 */
async function answerMcp(req: PayloadRequest): Promise<Response> {
  const key = bearerKey(req.headers)
  if (!key) return refused(MCP_KEY_REQUIRED)
  const resolved = await resolveKey(req.payload, key)
  if (!resolved) return refused(MCP_KEY_REFUSED)
  // Whoever Payload's own auth found (a cookie's owner or buyer) gives way to the key's owner.
  req.user = Object.assign(resolved.owner, { collection: 'users' as const, _strategy: 'mcp-key' })

  const read = await readJsonObject(req)
  if (read.error) return read.error
  // The MCP SDK (its JSON-schema validators included, about 200 modules) loads with the first
  // request of an AI app, not with the site.
  const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('@/mcp/server'),
  ])
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  })
  const server = createMcpServer(req, resolved.key.label)
  await server.connect(transport)
  try {
    const request = new Request(req.url ?? 'http://localhost/api/mcp', {
      method: 'POST',
      headers: req.headers,
    })
    // JSON answers (enableJsonResponse): complete once handleRequest returns, no stream left open.
    const response = await transport.handleRequest(request, { parsedBody: read.body })
    response.headers.set('Cache-Control', 'no-store')
    return response
  } finally {
    await server.close()
  }
}

/** GET and DELETE (a stream, a session's end): this server keeps neither. */
const postOnly = async () =>
  errorResponse(new AppError('method_not_allowed', MCP_POST_ONLY), { headers: { Allow: 'POST' } })

/** /api/mcp for her AI apps, and the Settings tab's key routes (the owner's session). */
export const mcpEndpoints: Endpoint[] = [
  { path: '/mcp', method: 'post', handler: handled(answerMcp) },
  { path: '/mcp', method: 'get', handler: postOnly },
  { path: '/mcp', method: 'delete', handler: postOnly },
  /** POST /api/admin/mcp-keys {label}: a new key, shown once. */
  operationEndpoint(catalogue.createMcpKey, ROUTES.createMcpKey, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/mcp-keys/:id/revoke: the app holding it is refused from its next request. */
  operationEndpoint(catalogue.revokeMcpKey, ROUTES.revokeMcpKey, {
    input: withIdOf(NO_SUCH_KEY),
    headers: NO_STORE,
  }),
]
