/**
 * Which of Next's answers server/serve.mjs compresses: the compression middleware negotiates (and
 * for a browser starts a compression stream) for every answer, before it can know how long the
 * body is.
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
