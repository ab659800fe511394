import { AppError, errorResponse } from '@/core/errors'

import { OWNER_FORM_LIMIT, PUBLIC_BODY_LIMIT } from '../../server/request-guard.mjs'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const badRequest = (message: string) =>
  errorResponse(new AppError('bad_request', message), { shape: 'payload' })

const tooLarge = (limit: number) => {
  const message = `The request is too large: at most ${Math.floor(limit / 1024)} KB.`
  return errorResponse(new AppError('payload_too_large', message), { shape: 'payload' })
}

/**
 * A body's bytes, read piece by piece and given up past `limit` bytes (null), so a body is never
 * held whole beyond it, whatever server runs the app.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null | undefined,
  limit: number,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0)
  const reader = body.getReader()
  const pieces: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    pieces.push(value)
  }
  return Buffer.concat(pieces)
}

/** The text of a copy of the body, up to `limit` bytes (null past it). */
async function cappedText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readCapped(request.clone().body, limit)
  return bytes === null ? null : bytes.toString('utf8')
}

const declaredLength = (request: Request) => {
  const length = request.headers.get('content-length')
  return length === null ? null : Number(length)
}

/**
 * Payload's own REST and GraphQL routes answer 500 to a body they cannot parse (broken JSON,
 * garbled multipart). This checks the body's shape first and answers 400. Multipart bodies up to
 * 64 KB are parsed on a copy; a larger one is the owner's upload, which our server
 * (server/serve.mjs) lets through only once the app has verified her session. JSON is never
 * read past what an admin form may send.
 */
export function withReadableBody<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const type = request.headers.get('content-type') ?? ''
    const length = declaredLength(request)
    if (type.startsWith('multipart/form-data')) {
      if (length !== null && length <= PUBLIC_BODY_LIMIT) {
        try {
          await request.clone().formData()
        } catch {
          return badRequest('The form data could not be read.')
        }
      }
    } else if (/json/i.test(type)) {
      const text = await cappedText(request, OWNER_FORM_LIMIT)
      if (text === null) return tooLarge(OWNER_FORM_LIMIT)
      if (text.trim()) {
        try {
          JSON.parse(text)
        } catch {
          return badRequest('The request body must be JSON.')
        }
      }
    }
    return handler(request, context)
  }
}
