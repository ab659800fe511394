import { randomBytes } from 'node:crypto'

import { CLIENT_ADDRESS_HEADER } from './client-address.mjs'

/** The visit beacon's route (src/app/(frontend)/api/event). */
export const BEACON_PATH = '/api/event'
/** Where our server relays the beacons that arrived together, in one request. */
export const BEACON_BATCH_PATH = '/api/event/batch'
/** The relay's proof that it comes from our server: a secret made at start, in this process only. */
export const BEACON_BATCH_HEADER = 'x-beacon-batch'
export const BEACON_BATCH_SECRET = 'BEACON_BATCH_SECRET'

/**
 * Most bytes relayed in one request: under the 64 KB every public body is held to
 * (request-guard.mjs), which the relay passes through like any request.
 */
const MAX_BATCH_BYTES = 56 * 1024
/**
 * Most beacons held at once: past it (the app or its database stalled under a flood), a beacon is
 * answered 503 at once rather than held in memory.
 */
const MAX_WAITING = 10_000
const UNAVAILABLE = JSON.stringify({ message: 'Visits cannot be counted right now.' })
/** A relay that takes longer than this is answered 503 to its visitors. */
const RELAY_TIMEOUT_MS = 15_000

/** The headers the app decides a beacon by: who sent it, from where, and whether it is a visit. */
const RELAYED_HEADERS = [
  'user-agent',
  'cookie',
  'origin',
  'referer',
  'sec-fetch-site',
  'sec-purpose',
  'purpose',
  'content-type',
  CLIENT_ADDRESS_HEADER,
]

/** Sets this process's relay secret, before the app is loaded (it reads it from process.env). */
export function makeBeaconBatchSecret() {
  process.env[BEACON_BATCH_SECRET] = randomBytes(32).toString('hex')
}

/**
 * Group commit at the door: while one relay is being answered, the beacons that arrive wait
 * together and go in the next, each visitor's connection held until her own answer is back.
 * Next's request handling (most of a beacon's time on its own) is then paid once per batch.
 * `origin` is where the app listens on this machine.
 */
export function createBeaconRelay(origin) {
  const waiting = []
  let relaying = false

  /** The next batch: what has waited longest, up to MAX_BATCH_BYTES (at least one). */
  const nextBatch = () => {
    let bytes = 0
    let count = 0
    while (count < waiting.length) {
      bytes += waiting[count].size
      if (count > 0 && bytes > MAX_BATCH_BYTES) break
      count += 1
    }
    return waiting.splice(0, count)
  }

  const answer = (res, status, body) => {
    if (res.headersSent) return
    res.writeHead(status, {
      'cache-control': 'no-store',
      ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    })
    res.end(body || undefined)
  }

  async function relay() {
    relaying = true
    try {
      while (waiting.length > 0) {
        const batch = nextBatch()
        try {
          const response = await fetch(`${origin}${BEACON_BATCH_PATH}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [BEACON_BATCH_HEADER]: process.env[BEACON_BATCH_SECRET],
            },
            body: JSON.stringify(batch.map(({ headers, body }) => ({ headers, body }))),
            signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
          })
          if (!response.ok) throw new Error(`the batch answered ${response.status}`)
          const answers = await response.json()
          batch.forEach((entry, index) => {
            const { status, body } = answers[index] ?? { status: 500, body: '' }
            answer(entry.res, status, body)
          })
        } catch (error) {
          console.error('[serve] visit beacons not stored:', error?.message ?? error)
          for (const entry of batch) answer(entry.res, 503, UNAVAILABLE)
        }
      }
    } finally {
      relaying = false
    }
  }

  /** Takes one POST /api/event: reads its body (already capped), then queues it. */
  return function takeBeacon(req, res) {
    if (waiting.length >= MAX_WAITING) {
      req.resume()
      return answer(res, 503, UNAVAILABLE)
    }
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const headers = {}
      for (const name of RELAYED_HEADERS) {
        const value = req.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const size = Buffer.byteLength(body) + JSON.stringify(headers).length + 32
      waiting.push({ headers, body, size, res })
      if (!relaying) void relay()
    })
    req.on('error', () => answer(res, 400, JSON.stringify({ message: 'The request broke off.' })))
  }
}
