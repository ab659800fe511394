/**
 * Text no form of ours accepts: a NUL (which Postgres cannot store), half of a UTF-16 surrogate
 * pair (which has no UTF-8 form), or another invisible control character (tab and line breaks
 * excepted). The first two used to turn a visitor's submission into a 500. Shared by the request
 * reader (src/endpoints/utilities/readJson.ts) and the error hook for Payload's own routes.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const hasForbiddenText = (text: string) => FORBIDDEN.test(text)

export const forbiddenTextMessage = (field?: string) =>
  `${field ? `${field} contains` : 'The request contains'} a character that cannot be stored (a control character or a broken Unicode character). Please remove it.`

/** Postgres's refusal of such text: invalid byte sequence (22021), bad Unicode escape (22P05). */
export function isUnstorableTextError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (code === '22021' || code === '22P05') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
