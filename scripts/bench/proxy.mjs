// bench:scale's load balancer: a small round-robin HTTP proxy in front of one or more web
// processes (server/serve.mjs), standing for the one a deployment puts in front of several.
// Bench only: no TLS, no health checks beyond taking a target out of the rotation once it stops
// answering (a process killed mid-load), no caching.
//
// The address it reports in X-Forwarded-For is the visitor's, as a real balancer reports the
// TCP peer it saw: here every visitor comes from this machine, so the bench names each one in an
// X-Forwarded-For header of its own, and that name is what the proxy passes on (the last entry),
// replacing the header rather than appending 127.0.0.1. The web processes run with
// TRUST_PROXY=1: one hop, this proxy.
import http from 'node:http'

/**
 * @param {{ targets: string[], port?: number }} options origins such as http://127.0.0.1:3226; the
 *   port to listen on (default: any free one)
 * @returns {Promise<{ port: number, origin: string, setTargets: (targets: string[]) => void,
 *   stats: { forwarded: number, failed: number, byTarget: Map<string, number> },
 *   close: () => Promise<void> }>}
 */
export async function startProxy({ targets, port: listenPort = 0 }) {
  let live = [...targets]
  let next = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const stats = { forwarded: 0, failed: 0, byTarget: new Map() }

  const server = http.createServer((req, res) => {
    if (!live.length) {
      res.writeHead(502, { 'content-type': 'application/json' })
      res.end('{"message":"No web process is answering."}')
      return
    }
    const target = live[next++ % live.length]
    const visitor =
      String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .at(-1) || req.socket.remoteAddress
    const url = new URL(req.url, target)
    const upstream = http.request(
      url,
      {
        method: req.method,
        agent,
        headers: { ...req.headers, 'x-forwarded-for': visitor, host: url.host },
      },
      (answer) => {
        stats.forwarded += 1
        stats.byTarget.set(target, (stats.byTarget.get(target) ?? 0) + 1)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      stats.failed += 1
      // A process that refuses connections is gone: the others take its share.
      if (error.code === 'ECONNREFUSED') live = live.filter((origin) => origin !== target)
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: `Upstream failed: ${error.code ?? error.message}` }))
      } else res.destroy()
    })
    req.pipe(upstream)
  })
  server.keepAliveTimeout = 60_000
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(listenPort, '127.0.0.1', resolve)
  })
  const { port } = server.address()
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stats,
    setTargets: (origins) => {
      live = [...origins]
      next = 0
    },
    close: async () => {
      server.closeAllConnections()
      agent.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
