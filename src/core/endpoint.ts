import type { Endpoint, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { readJsonObject } from '@/endpoints/utilities/readJson'
import { foreignOriginRefused, isForeignRequest, trustedOrigins } from '@/security/origin'
import { limitRequest, type RateRule } from '@/security/rateLimit'

import { checkAudience, type Operation, parseInput } from './defineOperation'
import { AppError, type Refusals } from './errors'
import { handled } from './operation'
import { answerOf, type Route } from './routes'

/** A zod object schema, built with zod/mini or classic zod (the voice forms share theirs). */
type ObjectSchema = z.core.$ZodObject

type Options<Input extends ObjectSchema, Result> = {
  /**
   * The collection the endpoint is mounted on (Payload serves a collection's endpoints under its
   * slug): the route's path is given whole, this mounts it under the collection.
   */
  mountedOn?: string
  /** Headers of the default JSON answer (the owner's figures: no-store). */
  headers?: Record<string, string>
  /**
   * The operation's raw input from the request: by default the JSON body (any other method than
   * GET) with the route's parameters over it. Values stay unchecked here: the schema checks them.
   */
  input?: (req: PayloadRequest, body: Record<string, unknown>) => unknown
  /** Budgets counted once the input is valid (`subject: 'client'`: the caller's address). */
  limits?: (
    req: PayloadRequest,
    input: z.output<Input>,
  ) => { rule: RateRule; subject: string | 'client' }[]
  /** The answer; by default the route's JSON answer (its body and status, answerOf). */
  respond?: (result: Result, req: PayloadRequest) => Response | Promise<Response>
  /**
   * Reads the body instead of readJsonObject (a form a browser posts without script). It must
   * keep the same limits; it is given the request before anything else reads it.
   */
  readBody?: (req: PayloadRequest) => Promise<Record<string, unknown>>
  /**
   * Refuses a request another site's page sent (a session started or ended by a foreign form:
   * login and logout CSRF), before anything else.
   */
  sameOriginOnly?: boolean
  /**
   * What a refused caller reads when the route is not the Admin Center's (a collection's route
   * speaks Payload's words: PAYLOAD_REFUSALS).
   */
  refusals?: Refusals
  /**
   * Whether a 400 also lists each field's message under `errors` (the forms show them beside
   * their fields). The voice relays answer with the message alone, as they always have.
   */
  fieldMessages?: boolean
}

/**
 * Route parameters as numbers where they are whole numbers (ids), as the schemas expect. Payload
 * adds the slug of the collection or global an endpoint is mounted on: not the caller's input.
 */
const routeParams = (req: PayloadRequest) =>
  Object.fromEntries(
    Object.entries(req.routeParams ?? {})
      .filter(([key]) => key !== 'collection' && key !== 'global')
      .map(([key, value]) => [
        key,
        typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
      ]),
  )

function parseWithoutFields<Input extends ObjectSchema>(schema: Input, raw: unknown) {
  try {
    return parseInput(schema, raw)
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message)
    throw error
  }
}

/**
 * One operation as a Payload endpoint: who may call it (401 signed out, 403 wrong caller), the
 * body read once (readJsonObject: size, type, shape), the input checked by its schema (400 with
 * every field's message), its budgets (429), then its work; an AppError becomes its status.
 */
export function operationEndpoint<Input extends ObjectSchema, Result>(
  operation: Operation<Input, Result>,
  route: Route<Result>,
  {
    mountedOn,
    headers,
    input,
    limits,
    respond,
    readBody,
    sameOriginOnly,
    refusals,
    fieldMessages = true,
  }: Options<Input, Result> = {},
): Endpoint {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch'
  const path = mountedOn ? route.path.slice(mountedOn.length + 1) || '/' : route.path
  if (mountedOn && !route.path.startsWith(`/${mountedOn}`)) {
    throw new Error(`${operation.name}: ${route.path} is not under /${mountedOn}`)
  }
  return {
    path,
    method,
    // Which operation answers here: tests/int/routes.int.spec.ts maps the spec's routes by it.
    custom: { operation: operation.name },
    handler: handled(async (req) => {
      if (sameOriginOnly) {
        const trusted = trustedOrigins(req.payload.config.csrf)
        if (isForeignRequest({ headers: req.headers, method: req.method, trusted })) {
          return foreignOriginRefused()
        }
      }
      checkAudience(req, operation.audience, refusals)
      let body: Record<string, unknown> = {}
      if (readBody) {
        body = await readBody(req)
      } else if (method !== 'get') {
        const read = await readJsonObject(req)
        if (read.error) return read.error
        body = read.body
      }
      // The address names the row: a body cannot point the call at another one.
      const raw = input ? input(req, body) : { ...body, ...routeParams(req) }
      const parsed = fieldMessages
        ? parseInput(operation.input, raw)
        : parseWithoutFields(operation.input, raw)
      if (limits) {
        const refused = await limitRequest(req, limits(req, parsed))
        if (refused) return refused
      }
      const result = await operation.run(req, parsed)
      if (respond) return await respond(result, req)
      const answer = answerOf(route, result)
      return Response.json(answer.body, { status: answer.status, headers })
    }),
  }
}
