// Asks the app itself whether a request is the signed-in owner's, before our server lets a body
// larger than anyone's limit through (server/serve.mjs). Plain Node: the server knows no session;
// the app's GET /api/admin/verify-auth does, from the same headers the request itself carries.
import http from 'node:http'

/** The headers that decide who a request is (the session cookie, CSRF's origin headers). */
const IDENTITY_HEADERS = ['cookie', 'authorization', 'origin', 'referer', 'sec-fetch-site']

/**
 * Resolves true only when the app answers 200 (the owner); any other answer, an error or no answer
 * within `timeoutMs` is "not the owner".
 * @param {{ host: string, port: number, headers: import('node:http').IncomingHttpHeaders, timeoutMs?: number }} options
 * @returns {Promise<boolean>}
 */
export function isOwnerRequest({ host, port, headers, timeoutMs = 5_000 }) {
  const forwarded = Object.fromEntries(
    IDENTITY_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [
      name,
      headers[name],
    ]),
  )
  return new Promise((resolve) => {
    const ask = http.get(
      {
        host,
        port,
        path: '/api/admin/verify-auth',
        headers: { ...forwarded, accept: 'application/json' },
        agent: false,
        timeout: timeoutMs,
      },
      (answer) => {
        answer.resume()
        resolve(answer.statusCode === 200)
      },
    )
    ask.on('timeout', () => ask.destroy())
    ask.on('error', () => resolve(false))
  })
}

/**
 * Where this process reaches its own server: the address it listens on, or loopback when it
 * listens on every interface.
 * @param {string} listenAddress
 */
export const ownAddress = (listenAddress) =>
  listenAddress === '0.0.0.0' ? '127.0.0.1' : listenAddress === '::' ? '::1' : listenAddress
