import {
  createLocalReq,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'

export type Call = {
  /** A string is sent as it is (set `headers` for a form), anything else as JSON. */
  body?: unknown
  cookie?: string
  /**
   * The network address our server (server/serve.mjs) would have seen; by default each call
   * comes from its own, as separate visitors would.
   */
  client?: string
  headers?: Record<string, string>
  routeParams?: Record<string, string>
  search?: string
}

let visitors = 0
const nextVisitor = () => {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

/** Calls an endpoint's handler as Payload would for an HTTP request with this body and headers. */
export async function callEndpoint(
  payload: Payload,
  endpoint: Endpoint,
  { body, cookie, client = nextVisitor(), headers = {}, routeParams, search = '' }: Call = {},
) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const raw = typeof body === 'string' ? body : JSON.stringify(body ?? {})
  req.json = async () => JSON.parse(raw)
  req.text = async () => raw
  Object.assign(req, {
    headers: new Headers({
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      [CLIENT_ADDRESS_HEADER]: client,
      ...headers,
    }),
    searchParams: new URLSearchParams(search),
    routeParams: routeParams ?? {},
  })
  // As Payload does for an HTTP request: the cookie's session (owner or buyer) becomes req.user.
  if (cookie) req.user = (await payload.auth({ headers: req.headers })).user
  return endpoint.handler(req)
}

/** The endpoints of a list by "METHOD /path", e.g. "post /member/sign-in". */
export const byRoute = (endpoints: Endpoint[]) =>
  Object.fromEntries(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]))

export const cookieOf = (response: Response) =>
  response.headers.get('set-cookie')?.split(';')[0] ?? ''

/**
 * One HTTP request through Payload's own routing (auth from the cookie, route parameters, the
 * JSON body), as a browser's request would reach the app; the answer's text and JSON.
 */
export async function throughPayload(
  config: SanitizedConfig,
  method: string,
  path: string,
  { cookie = '', body }: { cookie?: string; body?: unknown } = {},
) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, text, json }
}
