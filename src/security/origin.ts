import { getServerSideURL } from '@/utilities/getURL'
import { AppError, errorResponse } from '@/core/errors'

/** Methods that change nothing: a link followed from another site may carry a session. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The origins whose pages may act with a session cookie: Payload's `csrf` list (the site's own
 * address), or the site's address when the list is empty.
 */
export function trustedOrigins(csrf: readonly string[] = []): string[] {
  const origins = (csrf.length > 0 ? csrf : [getServerSideURL()]).map(originOf)
  return origins.filter((origin): origin is string => origin !== null)
}

/**
 * Whether a request comes from another site's page, so that no session cookie may act for it
 * (CSRF, login CSRF). The one rule of the owner's session and the buyer's, stricter than
 * Payload's for its own cookie in one way: a page with `Referrer-Policy: no-referrer` sends
 * `Origin: null`, so "null" counts as foreign unless the browser says the request is same-origin.
 *
 * - An `Origin` header (sent on every POST, PUT, DELETE and cross-origin fetch) must be trusted.
 * - `Origin: null` (a sandboxed frame, a no-referrer page) passes only with
 *   `Sec-Fetch-Site: same-origin` (our own no-referrer sign-in page).
 * - A state-changing request without `Origin` still fails on `Sec-Fetch-Site: cross-site` or
 *   `same-site`. Without either header it is not a browser's cross-site request (a script, curl).
 * - A GET without `Origin` (a link followed from an e-mail) passes: it changes nothing.
 */
export function isForeignRequest({
  headers,
  method,
  trusted,
}: {
  headers: Headers
  /** Unknown (Payload's `auth({ headers })`): only the `Origin` rules apply. */
  method?: string
  trusted: readonly string[]
}): boolean {
  const origin = headers.get('origin')
  const site = headers.get('sec-fetch-site')
  if (origin && origin !== 'null') return !trusted.includes(originOf(origin) ?? origin)
  if (origin === 'null') return site !== 'same-origin'
  if (!method || SAFE_METHODS.has(method.toUpperCase())) return false
  return site === 'cross-site' || site === 'same-site'
}

/** A 403 for a state-changing request from another site's page. */
const FOREIGN_ORIGIN_REFUSED =
  'This request came from another site and was refused. Please use this site.'

export const foreignOriginRefused = () =>
  errorResponse(new AppError('forbidden', FOREIGN_ORIGIN_REFUSED), {
    headers: { 'Cache-Control': 'no-store' },
  })
