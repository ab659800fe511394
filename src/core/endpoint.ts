import type { Endpoint, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { readJsonObject } from '@/endpoints/utilities/readJson'
import { limitRequest, type RateRule } from '@/security/rateLimit'

import { checkAudience, type Operation, parseInput } from './defineOperation'
import { handled } from './operation'

type ObjectSchema = z.ZodMiniObject

type Options<Input extends ObjectSchema, Result> = {
  path: string
  method: 'get' | 'post' | 'patch' | 'put' | 'delete'
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
  /** The answer; by default the result as JSON with 200. */
  respond?: (result: Result, req: PayloadRequest) => Response | Promise<Response>
}

/** Route parameters as numbers where they are whole numbers (ids), as the schemas expect. */
const routeParams = (req: PayloadRequest) =>
  Object.fromEntries(
    Object.entries(req.routeParams ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
    ]),
  )

/**
 * One operation as a Payload endpoint: who may call it (401 signed out, 403 wrong caller), the
 * body read once (readJsonObject: size, type, shape), the input checked by its schema (400 with
 * every field's message), its budgets (429), then its work; an AppError becomes its status.
 */
export function operationEndpoint<Input extends ObjectSchema, Result>(
  operation: Operation<Input, Result>,
  { path, method, input, limits, respond }: Options<Input, Result>,
): Endpoint {
  return {
    path,
    method,
    handler: handled(async (req) => {
      checkAudience(req, operation.audience)
      let body: Record<string, unknown> = {}
      if (method !== 'get') {
        const read = await readJsonObject(req)
        if (read.error) return read.error
        body = read.body
      }
      // The address names the row: a body cannot point the call at another one.
      const raw = input ? input(req, body) : { ...body, ...routeParams(req) }
      const parsed = parseInput(operation.input, raw)
      if (limits) {
        const refused = await limitRequest(req, limits(req, parsed))
        if (refused) return refused
      }
      const result = await operation.run(req, parsed)
      return respond ? await respond(result, req) : Response.json(result)
    }),
  }
}
