import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { AppError, errorForStatus, errorResponse } from '@/core/errors'

import { PUBLIC_BODY_LIMIT } from '../../../server/request-guard.mjs'
import { hasForbiddenText, forbiddenTextMessage } from '@/security/text'

type Parsed<T> = { data: T; error?: never } | { data?: never; error: Response }

/** Deeper than any form we have; a deeper body is an attack on the parser, not a submission. */
const MAX_DEPTH = 32

const refuse = (status: number, message: string, fields?: Record<string, string>) => {
  const error = errorForStatus(status, message)
  return { error: errorResponse(new AppError(error.code, message, { fields })) }
}

/** The first string (key or value) Postgres could not store, and where; or a depth problem. */
function findBadInput(
  value: unknown,
  path: string[] = [],
): { message: string; field?: string } | null {
  if (path.length > MAX_DEPTH) return { message: 'The request body is nested too deeply.' }
  if (typeof value === 'string') {
    const field = path.join('.') || undefined
    return hasForbiddenText(value) ? { message: forbiddenTextMessage(field), field } : null
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (hasForbiddenText(key)) return { message: forbiddenTextMessage() }
      if (PROTOTYPE_KEYS.has(key)) return { message: `The key "${key}" is not allowed.` }
      const found = findBadInput(inner, [...path, key])
      if (found) return found
    }
  }
  return null
}

/** Keys that name the prototype machinery: no form has them, and some code trips on them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i

/**
 * Reads a JSON object body, or the 4xx answer to give: bodies over 64 KB (413), bodies not sent
 * as JSON (415), unparseable or non-object JSON, text no form accepts, prototype keys and nesting
 * deeper than any form (400). Every custom endpoint reads its body here.
 */
export async function readJsonObject(
  req: Pick<PayloadRequest, 'text' | 'headers'>,
): Promise<{ body: Record<string, unknown>; error?: never } | { body?: never; error: Response }> {
  let text: string
  try {
    text = (await req.text?.()) ?? ''
  } catch {
    return refuse(400, 'The request body could not be read.')
  }
  if (Buffer.byteLength(text) > PUBLIC_BODY_LIMIT) {
    return refuse(413, `The request is too large: at most ${PUBLIC_BODY_LIMIT / 1024} KB.`)
  }
  if (!text.trim()) return { body: {} }
  if (!JSON_TYPE.test(req.headers?.get('content-type') ?? '')) {
    return refuse(415, 'Please send the body as JSON (Content-Type: application/json).')
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400, 'The request body must be JSON.')
  }
  body ??= {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    return refuse(400, 'The request body must be a JSON object.')
  }
  const bad = findBadInput(body)
  if (bad) return refuse(400, bad.message, bad.field ? { [bad.field]: bad.message } : undefined)
  return { body: body as Record<string, unknown> }
}

/**
 * Reads and validates a JSON body (readJsonObject, then the schema). Anything a visitor can send
 * wrongly becomes a 4xx with a message a person can read (the first problem) and every field's
 * message in `errors`.
 */
export async function readJson<Schema extends z.ZodMiniType>(
  req: PayloadRequest,
  schema: Schema,
): Promise<Parsed<z.output<Schema>>> {
  const { body, error } = await readJsonObject(req)
  if (error) return { error }
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body'
      errors[field] ??= issue.message
    }
    return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request.', errors)
  }
  return { data: parsed.data }
}
