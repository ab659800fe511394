import { redactSecrets } from '@/email/redact'

import { MAX_TOOL_ROWS } from './constants'

/**
 * Keys whose values are secrets wherever they appear: sign-in, access and unsubscribe tokens,
 * password hashes and salts, API keys, sessions. Matched on the key's name, so a new field named
 * like one is dropped before anyone remembers to list it.
 */
const SECRET_KEY =
  /token|secret|password|passwd|hash|salt|api_?key|apikey|session|cookie|authoriz|^key$|(?:access|sign_?in|magic|reset|unsubscribe|verify)_?(?:link|url)/i

/**
 * A string that is itself a secret: a long random run of letters with both cases and digits
 * (a token) or a long hexadecimal run (a hash). Her words, dates, slugs and e-mail addresses
 * never look like that.
 */
const RANDOM_RUN = /[A-Za-z0-9_-]{24,}/g
const HEX_RUN = /\b[a-f0-9]{32,}\b/i

const looksRandom = (run: string) => /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run)

/** What stands where a secret was. */
const REDACTED = '[hidden]'

function cleanString(value: string): string {
  const disarmed = redactSecrets(value)
  if (HEX_RUN.test(disarmed)) return disarmed.replace(new RegExp(HEX_RUN.source, 'gi'), REDACTED)
  return disarmed.replace(RANDOM_RUN, (run) => (looksRandom(run) ? REDACTED : run))
}

/**
 * A tool's result as the model (or an MCP client) may see it: every key that looks like a secret
 * dropped, links carrying a token disarmed, and every list cut to MAX_TOOL_ROWS with a note of how
 * many more there were, so the model receives the rows a tool returned and never a whole table.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return undefined
  if (typeof value === 'string') return cleanString(value)
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value
  }
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) {
    const rows = value.slice(0, MAX_TOOL_ROWS).map((row) => redact(row, depth + 1))
    const more = value.length - rows.length
    return more > 0 ? [...rows, { note: `${more} more not shown` }] : rows
  }
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(key)) continue
    const cleaned = redact(inner, depth + 1)
    if (cleaned !== undefined) out[key] = cleaned
  }
  return out
}
