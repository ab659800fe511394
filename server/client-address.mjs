/**
 * Who is asking, decided once by our own HTTP server (server/serve.mjs) from the TCP socket and
 * written into a request header that it always overwrites, so a visitor can neither set nor
 * forge it. Behind N proxies (TRUST_PROXY=N), the address the Nth proxy saw is taken from the
 * right-hand end of X-Forwarded-For: entries further left are whatever the client wrote.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * @param {{ socketAddress?: string | null, forwardedFor?: string | string[] | null, trustProxy?: string | number | null }} input
 * @returns {string}
 */
export function resolveClientAddress({ socketAddress, forwardedFor, trustProxy }) {
  const socket = normalise(socketAddress) || 'unknown'
  const hops = Number.parseInt(String(trustProxy ?? '0'), 10)
  if (!Number.isFinite(hops) || hops <= 0 || !forwardedFor) return socket
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => normalise(entry))
    .filter(Boolean)
  // [client-written…, proxy 1 saw, …, proxy N-1 saw] + the socket (proxy N): trust N hops.
  const chain = [...forwarded, socket]
  return chain[Math.max(chain.length - 1 - hops, 0)] || socket
}

/** One spelling per address: IPv4-mapped IPv6 as IPv4, nothing but address characters. */
function normalise(address) {
  const trimmed = String(address ?? '')
    .trim()
    .toLowerCase()
  if (!/^[0-9a-f:.]{2,45}$/.test(trimmed)) return ''
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}
