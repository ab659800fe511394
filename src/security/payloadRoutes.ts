import { getPayload, type SanitizedConfig } from 'payload'

import { errorForStatus, errorResponse } from '@/core/errors'
import { wrongAddressResponse } from '@/core/wrongAddress'

import { clientFault, NOT_FOUND } from './payloadErrors'
import { isAdminApiRequest, wrongAddress } from './siteAddress'

/**
 * Wrappers for Payload's own Next routes (src/app/(payload)/api): what Payload answers with a
 * 500 or a 501 although the request, not the server, is at fault.
 */

type Handler<Context> = (request: Request, context: Context) => Promise<Response>
type ConfigPromise = Promise<SanitizedConfig> | SanitizedConfig

const json = (status: number, message: string) =>
  errorResponse(errorForStatus(status, message), {
    headers: { 'Cache-Control': 'no-store' },
    shape: 'payload',
  })

/**
 * `/api/<slug>/versions…` of a collection or global that keeps no versions: Payload routes it
 * anyway and its query then fails on a table that does not exist (a 500 for anyone signed in).
 */
function isMissingVersionsRoute(config: SanitizedConfig, pathname: string): boolean {
  const prefix = `${config.routes.api}/`
  if (!pathname.startsWith(prefix)) return false
  const segments = pathname.slice(prefix.length).split('/')
  const global = segments[0] === 'globals'
  const [slug, route] = global ? segments.slice(1) : segments
  if (route !== 'versions') return false
  const entity = global
    ? config.globals.find((each) => each.slug === slug)
    : config.collections.find((each) => each.slug === slug)
  return Boolean(entity) && !entity?.versions
}

/**
 * Payload's own "Route not found" (a message, no `errors`, unlike its other errors). Our
 * endpoints' 404s keep their words: an unsubscribe page, "The unsubscribe link is not valid."
 */
async function isRouteNotFound(response: Response): Promise<boolean> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return false
  try {
    const body = (await response.clone().json()) as { message?: unknown; errors?: unknown }
    return (
      !Array.isArray(body.errors) &&
      typeof body.message === 'string' &&
      body.message.startsWith('Route not found')
    )
  } catch {
    return false
  }
}

/** An error thrown past Payload's own handling (its method-override body, its request setup). */
async function thrown(config: ConfigPromise, error: unknown): Promise<Response> {
  const fault = clientFault(error)
  try {
    // Through Payload's logger: a client's mistake is one line there (src/security/logger.ts).
    const payload = await getPayload({ config: await config, cron: true })
    payload.logger.error({ err: error, msg: 'Payload route failed' })
  } catch {
    console.error('[payload] route failed:', (error as Error)?.message ?? error)
  }
  return fault ? json(fault.status, fault.message) : json(500, 'Something went wrong.')
}

/**
 * A call from the admin's screens at another address than the site's own: her cookie is not
 * sent there, so Payload would answer "sign in". A read goes to the site's own address (308); a
 * save is refused in words naming that address. The public site's calls are left alone.
 */
function wrongAddressAnswer(request: Request): Response | null {
  if (!isAdminApiRequest(new URL(request.url).pathname, request.headers)) return null
  const wrong = wrongAddress(request)
  if (!wrong) return null
  if (wrong.action === 'redirect') return Response.redirect(wrong.location, 308)
  return wrongAddressResponse(wrong.message, wrong.siteAdmin)
}

/**
 * Payload's REST routes: a route that does not exist for this collection or global answers 404
 * with `{ message, errors }`, as an unknown one does (Payload's 501 for a collection without REST
 * endpoints, such as `payload-migrations`, included), and an error thrown outside Payload's own
 * handling answers by its cause, never with a stack.
 */
export function guardRestRoute<Context>(
  config: ConfigPromise,
  handler: Handler<Context>,
): Handler<Context> {
  return async (request, context) => {
    const misdirected = wrongAddressAnswer(request)
    if (misdirected) return misdirected
    try {
      if (isMissingVersionsRoute(await config, new URL(request.url).pathname))
        return json(404, NOT_FOUND)
      const response = await handler(request, context)
      if (response.status === 501) return json(404, NOT_FOUND)
      if (response.status === 404 && (await isRouteNotFound(response))) return json(404, NOT_FOUND)
      return response
    } catch (error) {
      return thrown(config, error)
    }
  }
}

/** graphql-js's "Did you mean …?" after an unknown field, argument, type or enum value. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g

const withoutSuggestions = (message: string) => message.replace(SUGGESTION, '')

/**
 * The GraphQL answer without graphql-js's suggestions: with introspection off, "Did you mean
 * "title"?" would still spell out the schema to anyone who guesses near it.
 */
async function stripSuggestions(response: Response): Promise<Response> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return response
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, response)
  }
  const errors = (body as { errors?: unknown })?.errors
  if (!Array.isArray(errors)) return new Response(text, response)
  const cleaned = {
    ...(body as object),
    errors: errors.map((error) =>
      error && typeof error === 'object' && typeof error.message === 'string'
        ? { ...error, message: withoutSuggestions(error.message) }
        : error,
    ),
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(JSON.stringify(cleaned), { status: response.status, headers })
}

/** Payload's GraphQL route: no schema suggestions, and no 500 for an error thrown past Payload. */
export function guardGraphQLRoute<Context>(
  config: ConfigPromise,
  handler: Handler<Context>,
): Handler<Context> {
  return async (request, context) => {
    const misdirected = wrongAddressAnswer(request)
    if (misdirected) return misdirected
    try {
      return await stripSuggestions(await handler(request, context))
    } catch (error) {
      return thrown(config, error)
    }
  }
}
