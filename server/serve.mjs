#!/usr/bin/env node
// The production HTTP server: Next's request handler behind a thin Node http server, which
// decides who is asking from the TCP socket (TRUST_PROXY hops of X-Forwarded-For) and turns away
// requests no handler should see (server/request-guard.mjs): bodies over 64 KB only from the
// owner, verified by the app itself, on the routes that take them, and never more than their cap.
// It also gives every HTML document its Content-Security-Policy (server/csp.mjs: the hashes of
// the document's own inline scripts, no nonce, so pages can be prerendered and cached) and
// compresses what Next answers (brotli or gzip, here so the policy sees the plain body;
// not the few-byte answers of the sign-ups and the health check: server/response-writes.mjs).
// What Next marks for shared caches (s-maxage) it holds for a second and answers from memory, as a
// CDN would (server/page-cache.mjs), until a revalidation anywhere drops it; Next's built
// files it holds for good, compressed once at brotli's best (server/asset-cache.mjs). Both, and
// the visit beacons' batching, are off with SERVER_CACHES=off or BEHIND_CDN=1, where a CDN in
// front does that work. A request's way through all this is server/request-handler.mjs; what it
// uses of Next beyond its public API comes through server/next-internals.mjs.
// `node server/serve.mjs [--port N]`: npm start, the browser tests and the fuzzer run it.
import http from 'node:http'
import path from 'node:path'

import { loadEnv, projectRoot } from '../scripts/lib/project.mjs'
import { makeBeaconBatchSecret } from './beacon-batch.mjs'
import { createPolicyCache, inlineScriptAllowList } from './csp.mjs'
import { ownAddress } from './owner-check.mjs'
import { PAGE_CACHE_CLEAR } from './page-cache.mjs'
import { createRequestHandler, serverCachesOn } from './request-handler.mjs'
import { uploadMaxBytes } from './request-guard.mjs'

// As `next start` does; set before Next loads, which reads it once.
process.env.NODE_ENV = 'production'
loadEnv()
// Read once, like the upload cap below: a wrong value stops the server here.
const caches = serverCachesOn()
// The app takes relayed beacons only with this process's secret; without the relay, from no one.
if (caches) makeBeaconBatchSecret()
const { default: next } = await import('next')

const portFlag = process.argv.indexOf('--port')
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
// Not HOSTNAME: shells and containers set that to the machine's name.
const hostname = process.env.LISTEN_ADDRESS || '0.0.0.0'
// Read once: a wrong value stops the server here, not at the owner's first upload.
const uploadMax = uploadMaxBytes()

const app = next({ dev: false, dir: projectRoot, hostname: 'localhost', port })
await app.prepare()
// Which inline scripts are Next's: read once from this build and the installed Next.
const policyFor = createPolicyCache({
  https: (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:'),
  allow: inlineScriptAllowList({
    distDir: path.join(projectRoot, process.env.NEXT_DIST_DIR || '.next'),
  }),
})
const { onRequest, pageCopies } = createRequestHandler({
  handle: app.getRequestHandler(),
  host: ownAddress(hostname),
  port,
  uploadMax,
  policyFor,
  caches,
})
// A revalidation in this process drops the copies (src/content/cacheHandler.mjs calls it).
if (pageCopies) globalThis[PAGE_CACHE_CLEAR] = pageCopies.clear
if (!caches) console.log('[serve] page copies, built-file cache and beacon batching are off')

const server = http.createServer(onRequest)
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
