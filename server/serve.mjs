#!/usr/bin/env node
// The production HTTP server: Next's request handler behind a thin Node http server, which
// decides who is asking from the TCP socket (TRUST_PROXY hops of X-Forwarded-For) and turns away
// requests no handler should see (scripts/lib/request-guard.mjs): bodies over 64 KB only from the
// owner, verified by the app itself, on the routes that take them, and never more than their cap.
// It also gives every HTML document its Content-Security-Policy (scripts/lib/csp.mjs: the hashes of
// the document's own inline scripts, no nonce, so pages can be prerendered and cached) and
// compresses what Next answers (brotli or gzip, here so the policy sees the plain body;
// not the few-byte answers of the sign-ups and the health check: scripts/lib/response-writes.mjs).
// What Next marks for shared caches (s-maxage) it holds for a second and answers from memory, as a
// CDN would (scripts/lib/page-cache.mjs), until a revalidation anywhere drops it; Next's built
// files it holds for good, compressed once at brotli's best (scripts/lib/asset-cache.mjs).
// `node scripts/serve.mjs [--port N]`: npm start, the browser tests and the fuzzer run it.
import http from 'node:http'
import path from 'node:path'

import { assetKey, createAssetCache } from './lib/asset-cache.mjs'
import { BEACON_PATH, createBeaconRelay, makeBeaconBatchSecret } from './lib/beacon-batch.mjs'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './lib/client-address.mjs'
import { createCompressor } from './lib/compress.mjs'
import { createPolicyCache, holdHtmlForPolicy, inlineScriptAllowList } from './lib/csp.mjs'
import { createPageCache, PAGE_CACHE_CLEAR, pageCacheKey } from './lib/page-cache.mjs'
import { loadEnv, projectRoot } from './lib/project.mjs'
import { isOwnerRequest, ownAddress } from './lib/owner-check.mjs'
import { mayCompress } from './lib/response-writes.mjs'
import {
  bodyNeedsOwner,
  capBody,
  lengthRequired,
  ownerBodyLimit,
  PUBLIC_BODY_LIMIT,
  REFUSED,
  refusal,
  tooLarge,
  uploadMaxBytes,
} from './lib/request-guard.mjs'

// As `next start` does; set before Next loads, which reads it once.
process.env.NODE_ENV = 'production'
loadEnv()
makeBeaconBatchSecret()
const { default: next } = await import('next')
// Compression runs here (scripts/lib/compress.mjs; next.config.ts sets `compress: false`), outside
// the policy; Next's helper ends the stream of a client gone mid-answer.
const { releaseCompressionStream } =
  await import('next/dist/server/lib/release-compression-stream.js')

const portFlag = process.argv.indexOf('--port')
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
// Not HOSTNAME: shells and containers set that to the machine's name.
const hostname = process.env.LISTEN_ADDRESS || '0.0.0.0'
// Read once: a wrong value stops the server here, not at the owner's first upload.
const uploadMax = uploadMaxBytes()

/** Most of a refused body we read (and drop) so the client gets the answer, not a broken pipe. */
const DRAIN_LIMIT = 8 * 1024 * 1024

const refuse = (req, res, status, message) => {
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

const app = next({ dev: false, dir: projectRoot, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()
const compress = createCompressor()
// Which inline scripts are Next's: read once from this build and the installed Next.
const policyFor = createPolicyCache({
  https: (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:'),
  allow: inlineScriptAllowList({
    distDir: path.join(projectRoot, process.env.NEXT_DIST_DIR || '.next'),
  }),
})
// Public answers held for a second (scripts/lib/page-cache.mjs); PAGE_CACHE_HOLD_MS=0 turns it off.
const pageCopies = createPageCache({ holdMs: Number(process.env.PAGE_CACHE_HOLD_MS ?? 1_000) })
globalThis[PAGE_CACHE_CLEAR] = pageCopies.clear
// Scripts, styles and fonts, from Next once each (scripts/lib/asset-cache.mjs).
const builtFiles = createAssetCache()
// Visit beacons are relayed to the app in batches (scripts/lib/beacon-batch.mjs).
const takeBeacon = createBeaconRelay(`http://${ownAddress(hostname)}:${port}`)

/**
 * Whether a body over 64 KB may come in: only once the app has said that the session the request
 * carries is the owner's (refusal() already kept it to the routes her uploads and forms use).
 * Refused, it is answered here.
 */
async function ownerMaySend(req, res) {
  // Until the app has answered, nothing reads the body: it waits in the socket.
  if (await isOwnerRequest({ host: ownAddress(hostname), port, headers: req.headers })) return true
  const unmeasured = req.headers['content-length'] === undefined
  refuse(req, res, ...(unmeasured ? lengthRequired() : tooLarge(PUBLIC_BODY_LIMIT)))
  return false
}

const server = http.createServer(async (req, res) => {
  const refused = refusal(req, { uploadMax })
  if (refused) return refuse(req, res, ...refused)
  const fileKey = assetKey(req)
  if (builtFiles.serve(req, res, fileKey)) return
  const copyKey = pageCacheKey(req)
  if (pageCopies.serve(req, res, copyKey)) return
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trustProxy: process.env.TRUST_PROXY,
  })
  const large = bodyNeedsOwner(req)
  // Counted from the first byte, before anything is awaited: at most what this request could be
  // allowed (and refused below, before Next reads any of it, unless it is the owner's).
  capBody(req, res, large ? ownerBodyLimit(req, uploadMax) : PUBLIC_BODY_LIMIT)
  if (req.method === 'POST' && req.url === BEACON_PATH) return takeBeacon(req, res)
  try {
    // Next's server actions here are Payload's admin functions, the owner's alone: anyone else's
    // post (a visitor's, a buyer's) is answered before Next decodes a body it would fail on with
    // a 500 (the admin layout refuses a well-formed call from anyone else too).
    if (req.headers['next-action'] !== undefined && req.method === 'POST') {
      const owner = await isOwnerRequest({ host: ownAddress(hostname), port, headers: req.headers })
      if (!owner) return refuse(req, res, 404, 'Not found.')
    }
    if (large && !(await ownerMaySend(req, res))) return
    // Before compression, so it holds the bytes as sent.
    pageCopies.capture(req, res, copyKey)
    if (mayCompress(req)) {
      compress(req, res, () => {})
      // As Next does: a client gone mid-answer leaves the zlib stream open otherwise.
      res.once('close', () => {
        if (!res.writableFinished) releaseCompressionStream(res)
      })
    }
    // After compression, so it sees Next's plain bytes.
    builtFiles.capture(req, res, fileKey)
    holdHtmlForPolicy(req, res, policyFor)
    await handle(req, res)
  } catch (error) {
    console.error('[serve] request failed:', error?.message ?? error)
    if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side.')
    else res.end()
  }
})
// Slow-loris and stuck uploads: headers within 20 s, the whole request within 10 minutes.
server.headersTimeout = 20_000
server.requestTimeout = 600_000
// An idle kept-alive connection stays open longer than a load balancer's (60 s is the common
// default) or a client's: the side that closes first must be the client, or a request it sends
// just as Node's default 5 s run out meets a closed socket (a 502 from the balancer;
// ECONNRESET for a client that pools its connections, as the browser tests' API calls do).
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`[serve] listening on http://localhost:${port}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
