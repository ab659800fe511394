/**
 * A one-second copy of the answers Next marks for shared caches, held by server/serve.mjs in
 * front of Next: what a CDN would do with `s-maxage`, for at most HOLD_MS. A launch's burst of
 * visitors to the same public page is then answered from memory, and Next (which still serves each
 * page from its own cache, and regenerates it) sees one request per page per second.
 *
 * What it holds is what Next said any visitor may be given: a GET's 200 or 404 whose Cache-Control
 * has `s-maxage` and none of `private`, `no-store`, `no-cache`, without Set-Cookie, varying only on
 * Next's router headers and Accept-Encoding. It is never used for a request that carries Next's
 * router headers (a client navigation's flight data), her preview cookie (draft mode renders per
 * request), Authorization, a Range or a conditional request: those go to Next as they are.
 *
 * It holds the bytes as they left (compressed for the Accept-Encoding asked, with the document's
 * Content-Security-Policy), and forgets everything when a page is revalidated in this process or
 * another (src/content/cacheHandler.mjs calls the function registered under PAGE_CACHE_CLEAR).
 */

import { headersToHold, tapAnswer } from './answer-tap.mjs'

/** How long an answer is reused. Short, so Next's own revalidation times stay what they were. */
export const HOLD_MS = 1_000

/** Where the cache's clear() is registered for src/content/cacheHandler.mjs (same process). */
export const PAGE_CACHE_CLEAR = Symbol.for('somatic.pageCache.clear')

/** Request headers that make the answer someone's own, or a different answer: passed to Next. */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
]
/** Next's preview (draft mode) cookie: her preview renders the draft, per request. */
const PREVIEW_COOKIE = /(?:^|;\s*)__prerender_bypass=/
/** Vary values a held answer may have: the key covers Accept-Encoding, requests with the rest pass. */
const KNOWN_VARY = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
])
const HELD_STATUSES = new Set([200, 404])
/** A larger answer is not held (no public page is near it). */
const MAX_BODY_BYTES = 4 * 1024 * 1024

/** @param {import('node:http').IncomingMessage} req the key, or null when Next must answer */
export function pageCacheKey(req) {
  if (req.method !== 'GET') return null
  const headers = req.headers
  for (const name of BYPASS_HEADERS) if (headers[name] !== undefined) return null
  if (headers.cookie && PREVIEW_COOKIE.test(headers.cookie)) return null
  return `${headers.host ?? ''}\n${req.url}\n${headers['accept-encoding'] ?? ''}`
}

/**
 * How long a finished answer may be held, in ms (0: not at all).
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 */
export function holdFor(status, headers, holdMs = HOLD_MS) {
  if (!HELD_STATUSES.has(status)) return 0
  if (headers['set-cookie'] !== undefined) return 0
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  if (/(?:^|[,\s])(?:private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const shared = /(?:^|[,\s])s-maxage=(\d+)/.exec(cacheControl)
  if (!shared || Number(shared[1]) === 0) return 0
  // Next answers a page it is regenerating as STALE: hold only the fresh one.
  if (/STALE/i.test(String(headers['x-nextjs-cache'] ?? ''))) return 0
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (vary.some((name) => !KNOWN_VARY.has(name))) return 0
  const ms = Math.min(holdMs, Number(shared[1]) * 1000)
  return ms > 0 ? ms : 0
}

/**
 * At most `maxEntries` answers and `maxBytes` of bodies are held (a crawler asking every
 * `/about?x=…` cannot fill the memory): the oldest go first, and the expired whenever one is added.
 * @param {{ holdMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({
  holdMs = HOLD_MS,
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, any>, body: Buffer, until: number }>} */
  const held = new Map()
  let heldBytes = 0
  const drop = (key) => {
    const entry = held.get(key)
    if (!entry) return
    heldBytes -= entry.body.length
    held.delete(key)
  }
  if (!Number.isFinite(holdMs) || holdMs < 0) {
    throw new Error(`the page copies' hold must be a number of milliseconds ≥ 0, not ${holdMs}`)
  }

  /**
   * Answers `req` from a held copy. Returns false (and does nothing) when there is none.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const serve = (req, res, key = pageCacheKey(req)) => {
    if (key === null) return false
    const entry = held.get(key)
    if (!entry) return false
    if (entry.until <= now()) {
      drop(key)
      return false
    }
    res.writeHead(entry.status, { ...entry.headers, 'content-length': entry.body.length })
    res.end(entry.body)
    return true
  }

  /**
   * Watches Next's answer to `req` on its way to the socket (install it before anything that
   * rewrites the body, compression included, so it sees the bytes as sent) and holds it if it may.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const capture = (req, res, key = pageCacheKey(req)) => {
    if (key === null) return
    tapAnswer(res, MAX_BODY_BYTES, ({ status, headers: sent, body }) => {
      const ms = holdFor(status, sent, holdMs)
      if (ms === 0) return
      const headers = headersToHold(sent)
      if (body.length > maxBytes) return
      drop(key)
      // Oldest first: every answer is held as long, so the first in the map expires first.
      for (const [oldest, entry] of held) {
        const full = held.size >= maxEntries || heldBytes + body.length > maxBytes
        if (!full && entry.until > now()) break
        drop(oldest)
      }
      held.set(key, { status, headers, body, until: now() + ms })
      heldBytes += body.length
    })
  }

  const clear = () => {
    held.clear()
    heldBytes = 0
  }
  return { serve, capture, clear, size: () => held.size, bytes: () => heldBytes }
}
