/**
 * How scripts/serve.mjs puts Next's answers on the wire, at the least cost per request.
 *
 * Next writes an answer in pieces: its headers (flushHeaders), each chunk of the body, then the
 * end of a chunked body, each its own write to the socket (a system call and a packet). And the
 * compression middleware negotiates (and for a browser starts a gzip stream) for every answer,
 * before it can know how long the body is.
 */

/**
 * Routes whose every answer is a few dozen bytes of JSON (an id, `ok`, a message): a visitor's
 * sign-up and checkout, and the health check a load balancer polls. Gzip only makes those longer
 * (its header alone is 18 bytes) and costs a zlib stream each.
 */
const SMALL_ANSWERS = new Set([
  '/api/health',
  '/api/leads',
  '/api/waitlist',
  '/api/applications',
  '/api/create-payment-intent',
])

/** Whether the answer to `req` is worth compressing (decided before Next answers). */
export function mayCompress(req) {
  const url = req.url ?? ''
  const query = url.indexOf('?')
  return !SMALL_ANSWERS.has(query === -1 ? url : url.slice(0, query))
}

/**
 * Holds the answer's writes in the socket from its headers until this turn of the event loop is
 * over, or until the answer ends (Node's end() sends what is held at once), so a JSON answer goes
 * out in one write instead of three. A streamed answer's first chunk waits one turn at most.
 */
export function coalesceWrites(res) {
  const flushHeaders = res.flushHeaders
  res.flushHeaders = function coalescingFlushHeaders() {
    const socket = res.socket
    if (socket && !socket.writableCorked) {
      socket.cork()
      setImmediate(() => {
        if (socket.writableCorked) socket.uncork()
      })
    }
    return flushHeaders.call(res)
  }
}
