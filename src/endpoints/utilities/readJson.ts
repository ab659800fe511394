import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

type Parsed<T> = { data: T; error?: never } | { data?: never; error: Response }

/**
 * Reads and validates a JSON body. Anything a visitor can send wrongly becomes a 400 with a
 * message a person can read (the first problem) and every field's message in `errors`.
 */
export async function readJson<Schema extends z.ZodMiniType>(
  req: PayloadRequest,
  schema: Schema,
): Promise<Parsed<z.output<Schema>>> {
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return { error: Response.json({ message: 'The request body must be JSON.' }, { status: 400 }) }
  }
  body ??= {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    return {
      error: Response.json({ message: 'The request body must be a JSON object.' }, { status: 400 }),
    }
  }
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body'
      errors[field] ??= issue.message
    }
    const message = parsed.error.issues[0]?.message ?? 'Invalid request.'
    return { error: Response.json({ message, errors }, { status: 400 }) }
  }
  return { data: parsed.data }
}
