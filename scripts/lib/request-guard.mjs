// What our HTTP server (scripts/serve.mjs) refuses before Next sees a request.

/** Largest body an anonymous request may send: every public form fits many times over. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
/** Largest body for a request that carries the admin's cookie (uploads of audio and video). */
const ADMIN_BODY_LIMIT = 512 * 1024 * 1024

/**
 * The path decodes as UTF-8 percent-escapes, and nowhere in the address is a NUL (which no page
 * or query needs and Postgres cannot store); anything else is the client's mistake.
 */
function addressIsReadable(url = '/') {
  if (url.includes('%00')) return false
  try {
    decodeURIComponent(url.split('?')[0])
    return true
  } catch {
    return false
  }
}

const mayCarryBody = (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method)
/**
 * The admin's browser (her session cookie) or a script with her API key: a request that may send
 * a large body (the server still checks who it is).
 * @param {string | undefined | null} cookie
 * @param {string | undefined | null} authorization
 */
export const claimsAdmin = (cookie, authorization) =>
  /(?:^|;\s*)admin_session=/.test(cookie ?? '') ||
  /^(?:JWT|Bearer|users API-Key) /.test(authorization ?? '')

/**
 * The status and message to refuse a request with, or null to let it through. Bodies are judged
 * by Content-Length: an anonymous request that does not say how much it sends is refused rather
 * than read to the end.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @returns {[number, string] | null}
 */
export function refusal({ method = 'GET', url, headers }) {
  if (!addressIsReadable(url)) return [400, 'The address of this request is not valid.']
  if (!mayCarryBody(method)) return null
  const admin = claimsAdmin(String(headers.cookie ?? ''), String(headers.authorization ?? ''))
  const limit = admin ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT
  const length = headers['content-length']
  if (length === undefined) {
    return headers['transfer-encoding'] && !admin
      ? [411, 'Please send the request with a Content-Length header.']
      : null
  }
  if (typeof length !== 'string' || !/^\d+$/.test(length)) {
    return [400, 'The Content-Length header is not valid.']
  }
  if (Number(length) > limit) {
    return [413, `The request is too large: at most ${Math.floor(limit / 1024)} KB.`]
  }
  return null
}
