// What the production server (server/serve.mjs) does with each request before and around Next's
// own handler, in order: refuse what no handler should see, answer from the held copies, decide
// who is asking, cap the body, batch the visit beacons, keep the owner's routes hers, then let Next
// answer through compression and the Content-Security-Policy. Apart from serve.mjs so a test can
// run it in front of a stand-in for Next.
import { assetKey, createAssetCache } from './asset-cache.mjs'
import { BEACON_PATH, createBeaconRelay } from './beacon-batch.mjs'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './client-address.mjs'
import { createCompressor } from './compress.mjs'
import { holdHtmlForPolicy } from './csp.mjs'
import { releaseCompressionStream } from './next-internals.mjs'
import { isOwnerRequest } from './owner-check.mjs'
import { createPageCache, HOLD_MS, pageCacheKey } from './page-cache.mjs'
import {
  bodyNeedsOwner,
  capBody,
  lengthRequired,
  ownerBodyLimit,
  PUBLIC_BODY_LIMIT,
  REFUSED,
  refusal,
  tooLarge,
} from './request-guard.mjs'
import { mayCompress } from './response-writes.mjs'

/**
 * Whether this server keeps its page copies (page-cache.mjs), its built files (asset-cache.mjs)
 * and batches the visit beacons (beacon-batch.mjs). SERVER_CACHES=on or off decides; unset, they
 * are on unless BEHIND_CDN=1 says a CDN or caching proxy in front does that work already. Without
 * them every request goes to Next, which answers each as it always does. TRUST_PROXY plays no part:
 * a load balancer in front caches nothing. A value other than these stops the server at start.
 * @param {Record<string, string | undefined>} [env]
 */
export function serverCachesOn(env = process.env) {
  const caches = env.SERVER_CACHES?.trim().toLowerCase()
  const behindCdn = env.BEHIND_CDN?.trim()
  if (behindCdn && behindCdn !== '0' && behindCdn !== '1') {
    throw new Error(`BEHIND_CDN must be 1 or 0, not "${env.BEHIND_CDN}".`)
  }
  if (caches === 'on') return true
  if (caches === 'off') return false
  if (caches) throw new Error(`SERVER_CACHES must be on or off, not "${env.SERVER_CACHES}".`)
  return behindCdn !== '1'
}

/** Most of a refused body we read (and drop) so the client gets the answer, not a broken pipe. */
const DRAIN_LIMIT = 8 * 1024 * 1024

function refuse(req, res, status, message) {
  req[REFUSED] = true
  const declared = Number(req.headers['content-length'] ?? 0)
  const drain = declared <= DRAIN_LIMIT
  const answer = () => {
    if (res.headersSent) return
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(drain ? {} : { connection: 'close' }),
    })
    res.end(JSON.stringify({ message }))
  }
  // A larger body (or a lie about its size) gets the answer at once and the connection ends.
  if (!drain) return answer()
  // A body we can read and drop quickly is read first and answered after: answered while it is
  // still coming, the connection would close under a sender still writing, who then meets a
  // reset instead of the answer.
  if (req.readableEnded) return answer()
  let drained = 0
  req.on('data', (chunk) => {
    drained += chunk.length
    if (drained <= DRAIN_LIMIT) return
    answer()
    req.socket.destroy()
  })
  req.on('end', answer)
  req.resume()
}

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown> | unknown,
 *   host: string,
 *   port: number,
 *   uploadMax: number,
 *   policyFor: (body: string | Buffer, cacheable: boolean, etag?: string) => string,
 *   env?: Record<string, string | undefined>,
 *   caches?: boolean,
 * }} options `handle` is Next's request handler; `host` and `port` are where this process reaches
 *   its own server (the owner check and the beacon relay ask the app there); `policyFor` is
 *   csp.mjs's createPolicyCache.
 */
export function createRequestHandler({
  handle,
  host,
  port,
  uploadMax,
  policyFor,
  env = process.env,
  caches = serverCachesOn(env),
}) {
  const compress = createCompressor()
  // Public answers held for a second (page-cache.mjs); PAGE_CACHE_HOLD_MS=0 holds none.
  const pageCopies = caches
    ? createPageCache({ holdMs: Number(env.PAGE_CACHE_HOLD_MS ?? HOLD_MS) })
    : null
  // Scripts, styles and fonts, from Next once each (asset-cache.mjs).
  const builtFiles = caches ? createAssetCache() : null
  // Visit beacons are relayed to the app in batches (beacon-batch.mjs).
  const takeBeacon = caches ? createBeaconRelay(`http://${host}:${port}`) : null
  const isOwner = (req) => isOwnerRequest({ host, port, headers: req.headers })

  /**
   * Whether a body over 64 KB may come in: only once the app has said that the session the
   * request carries is the owner's (refusal() already kept it to the routes her uploads and forms
   * use). Refused, it is answered here.
   */
  async function ownerMaySend(req, res) {
    // Until the app has answered, nothing reads the body: it waits in the socket.
    if (await isOwner(req)) return true
    const unmeasured = req.headers['content-length'] === undefined
    refuse(req, res, ...(unmeasured ? lengthRequired() : tooLarge(PUBLIC_BODY_LIMIT)))
    return false
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function onRequest(req, res) {
    const refused = refusal(req, { uploadMax })
    if (refused) return refuse(req, res, ...refused)
    const fileKey = builtFiles ? assetKey(req) : null
    if (builtFiles?.serve(req, res, fileKey)) return
    const copyKey = pageCopies ? pageCacheKey(req) : null
    if (pageCopies?.serve(req, res, copyKey)) return
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      trustProxy: env.TRUST_PROXY,
    })
    const large = bodyNeedsOwner(req)
    // Counted from the first byte, before anything is awaited: at most what this request could be
    // allowed (and refused below, before Next reads any of it, unless it is the owner's).
    capBody(req, res, large ? ownerBodyLimit(req, uploadMax) : PUBLIC_BODY_LIMIT)
    if (takeBeacon && req.method === 'POST' && req.url === BEACON_PATH) {
      return takeBeacon(req, res)
    }
    try {
      // Next's server actions here are Payload's admin functions, the owner's alone: anyone
      // else's post (a visitor's, a buyer's) is answered before Next decodes a body it would fail
      // on with a 500 (the admin layout refuses a well-formed call from anyone else too).
      if (req.headers['next-action'] !== undefined && req.method === 'POST') {
        if (!(await isOwner(req))) return refuse(req, res, 404, 'Not found.')
      }
      if (large && !(await ownerMaySend(req, res))) return
      // Before compression, so it holds the bytes as sent.
      pageCopies?.capture(req, res, copyKey)
      if (mayCompress(req)) {
        compress(req, res, () => {})
        // As Next does: a client gone mid-answer leaves the zlib stream open otherwise.
        res.once('close', () => {
          if (!res.writableFinished) releaseCompressionStream(res)
        })
      }
      // After compression, so it sees Next's plain bytes.
      builtFiles?.capture(req, res, fileKey)
      holdHtmlForPolicy(req, res, policyFor)
      await handle(req, res)
    } catch (error) {
      console.error('[serve] request failed:', error?.message ?? error)
      if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side.')
      else res.end()
    }
  }

  return { onRequest, pageCopies, builtFiles }
}
