#!/usr/bin/env node
// The production HTTP server: Next's request handler behind a thin Node http server, which
// decides who is asking from the TCP socket (TRUST_PROXY hops of X-Forwarded-For) and turns away
// requests no handler should see (scripts/lib/request-guard.mjs).
// `node scripts/serve.mjs [--port N]`: npm start, the browser tests and the fuzzer run it.
import http from 'node:http'

import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './lib/client-address.mjs'
import { loadEnv, projectRoot } from './lib/project.mjs'
import { refusal } from './lib/request-guard.mjs'

// As `next start` does; set before Next loads, which reads it once.
process.env.NODE_ENV = 'production'
loadEnv()
const { default: next } = await import('next')

const portFlag = process.argv.indexOf('--port')
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : process.env.PORT || 3000)
// Not HOSTNAME: shells and containers set that to the machine's name.
const hostname = process.env.LISTEN_ADDRESS || '0.0.0.0'

/** Most of a refused body we read (and drop) so the client gets the answer, not a broken pipe. */
const DRAIN_LIMIT = 8 * 1024 * 1024

const refuse = (req, res, status, message) => {
  // A body we can read and drop quickly is drained, so the client reads the answer instead of a
  // broken pipe; a larger one (or a lie about its size) ends the connection after the answer.
  const declared = Number(req.headers['content-length'] ?? 0)
  const drain = declared <= DRAIN_LIMIT
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(drain ? {} : { connection: 'close' }),
  })
  res.end(JSON.stringify({ message }))
  if (!drain) return
  let drained = 0
  req.on('data', (chunk) => {
    drained += chunk.length
    if (drained > DRAIN_LIMIT) req.socket.destroy()
  })
  req.resume()
}

const app = next({ dev: false, dir: projectRoot, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

const server = http.createServer((req, res) => {
  const refused = refusal(req)
  if (refused) return refuse(req, res, ...refused)
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trustProxy: process.env.TRUST_PROXY,
  })
  Promise.resolve(handle(req, res)).catch((error) => {
    console.error('[serve] request failed:', error?.message ?? error)
    if (!res.headersSent) refuse(req, res, 500, 'Something went wrong on our side.')
    else res.end()
  })
})
// Slow-loris and stuck uploads: headers within 20 s, the whole request within 10 minutes.
server.headersTimeout = 20_000
server.requestTimeout = 600_000
server.listen(port, hostname, () => console.log(`[serve] listening on http://localhost:${port}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
