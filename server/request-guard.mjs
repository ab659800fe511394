// What our HTTP server (server/serve.mjs) refuses before Next sees a request, and how much of a
// body it lets through.

/** Largest body anyone may send: every public form fits many times over. */
export const PUBLIC_BODY_LIMIT = 64 * 1024
/**
 * Largest body of the owner's admin forms (a page saved with all its blocks, the admin's server
 * actions): Next refuses larger server-action bodies itself.
 */
export const OWNER_FORM_LIMIT = 1024 * 1024
/**
 * Her voice command to the AI assistant (POST /api/admin/voice-command): a WAV of at most
 * MAX_VOICE_BYTES (src/assistant/constants.ts, 10 MB, about 5 minutes) and the form around it.
 * The app answers a larger one itself; a unit test keeps the two equal.
 */
export const VOICE_COMMAND_LIMIT = 10 * 1024 * 1024 + 64 * 1024
/**
 * A CSV she imports (POST /api/admin/imports): at most MAX_IMPORT_BYTES (src/imports/constants.ts,
 * 50 MB) sent as it is. The app answers a larger one itself; a unit test keeps the two equal.
 */
export const IMPORT_FILE_LIMIT = 50 * 1024 * 1024
/** The owner's uploads (audio and video) when UPLOAD_MAX_BYTES is not set. */
export const DEFAULT_UPLOAD_MAX_BYTES = 512 * 1024 * 1024
/**
 * The collections with `upload`: their create and update take files. A test compares this list
 * with the built Payload config, so a new upload collection cannot be forgotten here.
 */
export const UPLOAD_COLLECTIONS = ['media']

/**
 * The owner's upload limit from UPLOAD_MAX_BYTES (whole bytes). A value that is not a positive
 * whole number stops the server at start rather than guessing.
 * @param {Record<string, string | undefined>} env
 */
export function uploadMaxBytes(env = process.env) {
  const raw = env.UPLOAD_MAX_BYTES?.trim()
  if (!raw) return DEFAULT_UPLOAD_MAX_BYTES
  if (!/^\d+$/.test(raw) || Number(raw) < PUBLIC_BODY_LIMIT || !Number.isSafeInteger(Number(raw))) {
    throw new Error(
      `UPLOAD_MAX_BYTES must be a whole number of bytes, at least ${PUBLIC_BODY_LIMIT}.`,
    )
  }
  return Number(raw)
}

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

const pathOf = (url = '/') => url.split('?')[0]

const uploadRoute = new RegExp(`^/api/(?:${UPLOAD_COLLECTIONS.join('|')})(/[^/]+)?/?$`)

/**
 * The most a VERIFIED owner may send to this route: a file to an upload collection (its create,
 * or the update of one document), an admin form to the admin or Payload's REST API, and nothing
 * more than anyone else elsewhere (GraphQL, the public site, our own JSON endpoints read 64 KB).
 * An address spelled unusually (percent-escapes, doubled slashes) gets the public limit.
 * @param {{ method?: string, url?: string }} req
 * @param {number} uploadMax
 */
export function ownerBodyLimit({ method = 'GET', url }, uploadMax = uploadMaxBytes()) {
  const path = pathOf(url)
  const upload = uploadRoute.exec(path)
  if (upload && (upload[1] ? ['PATCH', 'PUT'] : ['POST']).includes(method)) return uploadMax
  if (path === '/api/admin/voice-command' && method === 'POST') return VOICE_COMMAND_LIMIT
  if (path === '/api/admin/imports' && method === 'POST') return IMPORT_FILE_LIMIT
  if (/^\/admin(?:\/|$)/.test(path)) return OWNER_FORM_LIMIT
  if (/^\/api\//.test(path) && !/^\/api\/graphql(?:\/|$)/.test(path)) return OWNER_FORM_LIMIT
  return PUBLIC_BODY_LIMIT
}

/**
 * Whether a request carries something that may be the owner's credential (her session cookie, an
 * Authorization header). It proves nothing: anyone can send `admin_session=x`. It only decides
 * whether asking the app who this is (server/owner-check.mjs) is worth it.
 * @param {string | undefined | null} cookie
 * @param {string | undefined | null} authorization
 */
export const mayBeOwner = (cookie, authorization) =>
  /(?:^|;\s*)admin_session=[^;\s]/.test(cookie ?? '') || /\S/.test(authorization ?? '')

const kilobytes = (bytes) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`

/** @param {number} limit @returns {[number, string]} */
export const tooLarge = (limit) => [413, `The request is too large: at most ${kilobytes(limit)}.`]
/** @returns {[number, string]} */
export const lengthRequired = () => [411, 'Please send the request with a Content-Length header.']

/**
 * Whether the body may be larger than anyone's limit (over 64 KB, or of unstated length), so that
 * it may pass, after refusal() let it through, only once the app has verified the owner's session.
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function bodyNeedsOwner({ method = 'GET', headers }) {
  if (!mayCarryBody(method)) return false
  const length = headers['content-length']
  return length === undefined
    ? Boolean(headers['transfer-encoding'])
    : Number(length) > PUBLIC_BODY_LIMIT
}

/**
 * The status and message to refuse a request with, or null to let it through (a body over 64 KB
 * then still waits for the owner's verification, see bodyNeedsOwner). Bodies are judged by
 * Content-Length: a request that does not say how much it sends is refused rather than read to
 * the end, unless it may be the owner's (then it is counted as it arrives, see capBody).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {{ uploadMax?: number }} [options]
 * @returns {[number, string] | null}
 */
export function refusal({ method = 'GET', url, headers }, { uploadMax = uploadMaxBytes() } = {}) {
  if (!addressIsReadable(url)) return [400, 'The address of this request is not valid.']
  if (!mayCarryBody(method)) return null
  const claimed = mayBeOwner(String(headers.cookie ?? ''), String(headers.authorization ?? ''))
  const limit = claimed ? ownerBodyLimit({ method, url }, uploadMax) : PUBLIC_BODY_LIMIT
  const length = headers['content-length']
  if (length === undefined) {
    return headers['transfer-encoding'] && limit <= PUBLIC_BODY_LIMIT ? lengthRequired() : null
  }
  if (typeof length !== 'string' || !/^\d+$/.test(length)) {
    return [400, 'The Content-Length header is not valid.']
  }
  return Number(length) > limit ? tooLarge(limit) : null
}

/** Set on a request the server has refused: capBody lets its drain read the rest. */
export const REFUSED = Symbol('refused')

/**
 * Counts a request's body as it arrives and ends the request once it passes `limit`, so no body
 * is ever held beyond it (a chunked body has no length to judge it by beforehand). Node's parser
 * hands each piece of the body to `req.push`; a body past the limit is answered with 413 and its
 * connection closed, and the handler never sees its end (so never acts on half a body).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} limit
 */
export function capBody(req, res, limit) {
  let received = 0
  let over = false
  const push = req.push.bind(req)
  req.push = (chunk, encoding) => {
    // Refused already: the server reads the rest to drop it, under its own drain limit.
    if (req[REFUSED]) return push(chunk, encoding)
    if (over) return false
    if (chunk !== null) received += chunk.length
    if (received <= limit) return push(chunk, encoding)
    over = true
    const [status, message] = tooLarge(limit)
    const end = () => req.destroy()
    if (res.headersSent) {
      end()
    } else {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'close',
      })
      res.end(JSON.stringify({ message }), end)
    }
    return false
  }
}
