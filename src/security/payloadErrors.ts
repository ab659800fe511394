import type { AfterErrorHook } from 'payload'

import { forbiddenTextMessage, isUnstorableTextError } from './text'

/**
 * Which errors of Payload's own routes (REST, GraphQL, the admin's server functions) are the
 * sender's mistake rather than the server's, and what to tell the sender. Payload passes a query's
 * values to Postgres unchecked, so a word where an id belongs, a negative page or an operator a
 * field has no use for came back as a 500 with a stack trace in the log. One list, used by the
 * error hook (the answer: 4xx and a message) and the logger (one line instead of a stack).
 */

export type ClientFault = { status: number; message: string }

const INVALID_VALUE =
  'A value in the request does not fit its field (a number, an id, a date or a choice).'
const INVALID_PAGING = 'The page, limit and depth must be positive whole numbers.'
const INVALID_OPERATOR = 'That condition cannot be used on this field.'
const TOO_COMPLEX = 'The query is too complex.'
const INVALID_JSON = 'The query or the body is not valid JSON.'
const MISSING_REFERENCE = 'The request refers to a document that does not exist.'
export const NOT_FOUND = 'Not found.'

type Link = {
  code?: unknown
  status?: unknown
  message?: unknown
  name?: unknown
  cause?: unknown
  originalError?: unknown
}

/** The error, then what it wraps: a query error's `cause`, a GraphQL error's `originalError`. */
function* links(error: unknown): Generator<Link & object> {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current)
    yield current as Link
    const link = current as Link
    current = link.originalError ?? link.cause
  }
}

/** Postgres's condition for a query built from the request's values (SQLSTATE, by class). */
function databaseFault(code: string): ClientFault | undefined {
  // 2201W/2201X: a negative LIMIT or OFFSET (`?page=-5`, `?limit=-1`).
  if (code === '2201W' || code === '2201X') return { status: 400, message: INVALID_PAGING }
  // Class 22, data exceptions: "abc" or 1e10 for an integer id, 99999999999999999999, a date
  // that is none, an enum value that does not exist.
  if (code.startsWith('22')) return { status: 400, message: INVALID_VALUE }
  // An operator with no meaning for the column's type (`like` on a number), or a value of the
  // wrong type compared with it.
  if (code === '42883' || code === '42804' || code === '42846')
    return { status: 400, message: INVALID_OPERATOR }
  // Stack depth or statement too complex: a where nested hundreds of levels deep.
  if (code === '54001') return { status: 400, message: TOO_COMPLEX }
  // A relationship to an id that does not exist.
  if (code === '23503') return { status: 400, message: MISSING_REFERENCE }
  return undefined
}

/**
 * The status and message an error of Payload's routes deserves when the request caused it;
 * undefined for a fault of ours (it stays a 500, logged whole).
 */
export function clientFault(error: unknown): ClientFault | undefined {
  if (isUnstorableTextError(error)) return { status: 400, message: forbiddenTextMessage() }
  let readQuery = false
  for (const link of links(error)) {
    // Only a failed read is the request's doing: a `where`, an id, a page or a sort Payload
    // turned into a select. A write that fails (a value missing from an enum, a bad column) is
    // ours, and stays a 500.
    if (typeof link.message === 'string' && /^Failed query: (select|with)\b/i.test(link.message))
      readQuery = true
    // Payload's APIErrors (Forbidden, NotFound, QueryError, ValidationError…) and our AppError
    // carry their status. Class names are minified in the build, so the status is what counts.
    if (typeof link.status === 'number' && link.status >= 400 && link.status < 500) {
      const message = typeof link.message === 'string' && link.message ? link.message : NOT_FOUND
      return { status: link.status, message }
    }
    if (readQuery && typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) {
      const fault = databaseFault(link.code)
      if (fault) return fault
    }
    // `?where=abc`: Payload JSON.parses a `where` (and a form's `_payload`) it receives as text.
    if (link instanceof SyntaxError) return { status: 400, message: INVALID_JSON }
    // `near`, `within` and `intersects` exist for point fields only; on any other field the
    // Postgres adapter looks the operator up in a table that lacks it.
    if (
      link instanceof TypeError &&
      typeof link.message === 'string' &&
      /operators\[[^\]]*\] is not a function/.test(link.message)
    )
      return { status: 400, message: INVALID_OPERATOR }
  }
  return undefined
}

/** Payload's ids here are Postgres serials: a positive 32-bit integer, written plainly. */
const isSerialId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647

/**
 * As clientFault, for a request: a document id in the path that cannot exist (`/api/pages/abc`,
 * `/api/pages/1e10`) is a 404, as an id that exists in no row is.
 */
function requestFault(
  error: unknown,
  routeParams?: Record<string, unknown>,
): ClientFault | undefined {
  const fault = clientFault(error)
  const id = routeParams?.id
  if (fault && fault.status === 400 && typeof id === 'string' && !isSerialId(id))
    return { status: 404, message: NOT_FOUND }
  return fault
}

/** The JSON body of a 4xx: `message`, and Payload's `errors` list. */
const faultBody = (message: string, errors?: unknown) => ({
  message,
  errors: Array.isArray(errors) && errors.length > 0 ? errors : [{ message }],
})

/**
 * The `afterError` hook of the config: the sender's mistakes answer 4xx with a message, over REST
 * (status and `{ message, errors }`) and GraphQL (the error's message and `extensions.statusCode`).
 * Errors Payload already gives a 4xx keep its `errors` (a form's field errors among them).
 */
export const answerClientFaults: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
  const fault = requestFault(error, req?.routeParams)
  if (!fault) return undefined
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: fault.message,
        extensions: { ...graphqlResult.extensions, statusCode: fault.status },
      },
    }
  }
  // Payload's own list when it already gave this status; ours when the status is new.
  const kept = (error as Link).status === fault.status ? result?.errors : undefined
  return { status: fault.status, response: faultBody(fault.message, kept) }
}

/** The shape of a call to Payload's admin server function: `{ name, args }`, as its client sends. */
export function isServerFunctionCall(value: unknown): value is { name: string } {
  if (typeof value !== 'object' || value === null) return false
  const { name, args } = value as { name?: unknown; args?: unknown }
  return typeof name === 'string' && (args === undefined || (typeof args === 'object' && !!args))
}
