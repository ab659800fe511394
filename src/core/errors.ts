import { Forbidden, NotFound, UnauthorizedError, ValidationError } from 'payload'

/**
 * The one error type operations throw. Its code says what went wrong in the business's terms;
 * the HTTP status is derived here and nowhere else, so an endpoint, an admin action, a job and an
 * AI tool all report the same failure the same way.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: ErrorCode
  /** Per-field messages for forms (field path → message). */
  readonly fields?: Record<string, string>
  /** Seconds to wait before retrying (rate limits). */
  readonly retryAfterSeconds?: number

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.fields = options.fields
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

/** What a refused caller reads. */
export type Refusals = { signedOut: string; notAllowed: string }

/** Payload's access errors in our words: what a collection's routes answer a refused caller. */
export const PAYLOAD_REFUSALS: Refusals = {
  signedOut: 'Please sign in first.',
  notAllowed: 'You are not allowed to do that.',
}

/**
 * Payload's own access and validation errors, met when an operation runs as the caller, become
 * AppErrors; anything else is a bug and stays one.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (error instanceof Forbidden) {
    return new AppError('forbidden', PAYLOAD_REFUSALS.notAllowed, { cause: error })
  }
  if (error instanceof UnauthorizedError) {
    return new AppError('unauthorized', PAYLOAD_REFUSALS.signedOut, { cause: error })
  }
  if (error instanceof NotFound) return new AppError('not_found', 'Not found.', { cause: error })
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.data.errors.map((e) => [e.path, e.message]))
    return new AppError('bad_request', error.message, { fields, cause: error })
  }
  return null
}

/** The AppError for an HTTP status met elsewhere (Payload's fault, a provider's answer). */
export function errorForStatus(status: number, message: string): AppError {
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status)
  return new AppError(code ?? (status >= 500 ? 'internal' : 'bad_request'), message)
}

/**
 * An answer computed as `{ status, body }` by code that predates AppError (Stripe's webhook, the
 * workshop's test checkout): a failure goes out as every other error does, a success as JSON.
 */
export function statusAnswer({ status, body }: { status: number; body: Record<string, unknown> }) {
  if (status < 400) return Response.json(body, { status })
  return errorResponse(errorForStatus(status, String(body.message ?? 'The request failed.')))
}

/**
 * An error as such code returns it, for statusAnswer to send: the status its code maps to and
 * `{ message }`.
 */
export function errorAnswer(error: AppError): { status: number; body: { message: string } } {
  return { status: error.status, body: { message: error.message } }
}

type ErrorResponseOptions = {
  /** Extra headers (`Cache-Control: no-store` on answers about sessions). */
  headers?: Record<string, string>
  /**
   * `payload`: the shape Payload's own REST clients read, `{ message, errors: [{ message }] }`,
   * for answers given on Payload's routes in its place. `text`: the message alone as plain text,
   * for a page a person reads in her browser (the owner's preview frame), not an API answer.
   */
  shape?: 'ours' | 'payload' | 'text'
}

/**
 * The answer for an error: the spec's JSON `{ message }` (with `errors` per field for forms), or
 * the message as text, and the status its code maps to. The code itself stays on the server, for
 * callers in-process. Every error answer of the app is built here (tests/unit/code-shape.test.ts).
 */
export function errorResponse(
  error: AppError,
  { headers = {}, shape = 'ours' }: ErrorResponseOptions = {},
): Response {
  const allHeaders: Record<string, string> = { ...headers }
  if (error.retryAfterSeconds !== undefined) {
    allHeaders['Retry-After'] = String(error.retryAfterSeconds)
  }
  if (shape === 'text') {
    return new Response(error.message, { status: error.status, headers: allHeaders })
  }
  const body =
    shape === 'payload'
      ? { message: error.message, errors: [{ message: error.message }] }
      : { message: error.message, ...(error.fields ? { errors: error.fields } : {}) }
  return Response.json(body, { status: error.status, headers: allHeaders })
}
