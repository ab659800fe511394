/**
 * Text Postgres cannot store: a NUL character, or half of a UTF-16 surrogate pair (which has no
 * UTF-8 form). Either used to turn a visitor's submission into a 500. Shared by the request reader
 * (src/endpoints/utilities/readJson.ts) and the error hook for Payload's own routes.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const hasUnstorableText = (text: string) => UNSTORABLE.test(text)

export const unstorableTextMessage = (field?: string) =>
  `${field ? `${field} contains` : 'The request contains'} a character that cannot be stored (a NUL byte or a broken Unicode character). Please remove it.`

/** Postgres's refusal of such text: invalid byte sequence (22021), bad Unicode escape (22P05). */
export function isUnstorableTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
