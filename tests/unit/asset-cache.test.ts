import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { assetKey, createAssetCache, pickEncoding } from '../../server/asset-cache.mjs'
import { createCompressor } from '../../server/compress.mjs'

/** A script the size of a page's largest chunk, repetitive as built JavaScript is. */
const SCRIPT = Buffer.from(
  Array.from(
    { length: 3000 },
    (_, i) => `function module${i}(e,t){return e.exports=t.call(e,"name-${i % 97}")};`,
  ).join('\n'),
)
const FONT = randomBytes(18_000)

/**
 * A server wired as server/serve.mjs is (held files first, then compression, then the capture), in
 * front of a stand-in for Next's static files that counts what it answers.
 */
let files = createAssetCache()
const compress = createCompressor()
const answered: string[] = []
const upstream: Record<string, { type: string; body: Buffer; cacheControl: string }> = {
  '/_next/static/chunks/app.js': {
    type: 'application/javascript; charset=UTF-8',
    body: SCRIPT,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  '/_next/static/chunks/other.js': {
    type: 'application/javascript; charset=UTF-8',
    body: SCRIPT,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  '/_next/static/media/face.woff2': {
    type: 'font/woff2',
    body: FONT,
    cacheControl: 'public, max-age=31536000, immutable',
  },
  '/_next/static/chunks/not-immutable.js': {
    type: 'application/javascript; charset=UTF-8',
    body: SCRIPT,
    cacheControl: 'public, max-age=0',
  },
}
let server: http.Server
let origin = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = assetKey(req)
    if (files.serve(req, res, key)) return
    compress(req, res, () => {})
    files.capture(req, res, key)
    const path = new URL(req.url ?? '/', 'http://x').pathname
    answered.push(path)
    const file = upstream[path]
    res.setHeader('x-content-type-options', 'nosniff')
    if (!file) {
      res.statusCode = 404
      return res.end('Not found')
    }
    res.setHeader('content-type', file.type)
    res.setHeader('cache-control', file.cacheControl)
    res.setHeader('etag', 'W/"made-once"')
    res.setHeader('content-length', file.body.length)
    // As Next's static handler does: the file in pieces, then the end.
    res.write(file.body.subarray(0, 4096))
    res.end(file.body.subarray(4096))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  files = createAssetCache()
  answered.length = 0
})

const CHROME = 'gzip, deflate, br, zstd'

/** Raw bytes as sent (no decoding by the client), with the answer's headers. */
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(origin + path, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          )
        })
        .on('error', reject)
    },
  )

/** Waits until the background compression has put `count` files in the cache. */
async function heldCount(count: number) {
  for (let waited = 0; files.size() < count; waited += 10) {
    if (waited > 10_000) throw new Error(`${files.size()} files held, not ${count}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe("Next's built files, compressed once and held (server/asset-cache.mjs)", () => {
  it('answers a script from Next once, then from memory in brotli smaller than per-request brotli', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': CHROME })
    expect(first.headers['content-encoding']).toBe('br')
    await heldCount(1)
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        get('/_next/static/chunks/app.js', { 'accept-encoding': CHROME }),
      ),
    )
    expect(answered).toEqual(['/_next/static/chunks/app.js'])
    for (const held of burst) {
      expect(held.status).toBe(200)
      expect(held.headers['content-encoding']).toBe('br')
      expect(held.headers.vary).toBe('Accept-Encoding')
      expect(Number(held.headers['content-length'])).toBe(held.body.length)
      expect(brotliDecompressSync(held.body).equals(SCRIPT)).toBe(true)
      expect(held.body.length).toBeLessThan(first.body.length)
    }
    // What Next said of the file is said again: the type, its lifetime, nosniff, its validator.
    expect(burst[0]!.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: 'W/"made-once"',
    })
  })

  it('gives gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    await get('/_next/static/chunks/app.js', { 'accept-encoding': CHROME })
    await heldCount(1)
    const gzipOnly = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipOnly.body).equals(SCRIPT)).toBe(true)
    const noBrotli = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br;q=0, gzip',
    })
    expect(noBrotli.headers['content-encoding']).toBe('gzip')
    const plain = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(SCRIPT)).toBe(true)
    expect(answered).toEqual(['/_next/static/chunks/app.js'])
  })

  it('holds a font as it is: no encoding, no Vary', async () => {
    await get('/_next/static/media/face.woff2', { 'accept-encoding': CHROME })
    await heldCount(1)
    const held = await get('/_next/static/media/face.woff2', { 'accept-encoding': CHROME })
    expect(answered).toEqual(['/_next/static/media/face.woff2'])
    expect(held.headers['content-encoding']).toBeUndefined()
    expect(held.headers.vary).toBeUndefined()
    expect(held.headers['content-type']).toBe('font/woff2')
    expect(held.body.equals(FONT)).toBe(true)
  })

  it('leaves to Next a missing file, one not sent as immutable, a range, a revalidation and a HEAD', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/_next/static/chunks/missing.js')).status).toBe(404)
      await get('/_next/static/chunks/not-immutable.js', { 'accept-encoding': CHROME })
      await get('/_next/static/chunks/app.js', { range: 'bytes=0-99' })
      await get('/_next/static/chunks/app.js', { 'if-none-match': 'W/"made-once"' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(files.size()).toBe(0)
    expect(answered).toHaveLength(8)
    expect(assetKey({ method: 'HEAD', url: '/_next/static/chunks/app.js', headers: {} })).toBeNull()
    expect(assetKey({ method: 'GET', url: '/about', headers: {} })).toBeNull()
  })

  it('holds no more than its bytes: past them, files are left to Next', async () => {
    // Room for one script held with its two compressed copies, not for two.
    const room = SCRIPT.length * 1.5
    files = createAssetCache({ maxBytes: room })
    await get('/_next/static/chunks/app.js', { 'accept-encoding': CHROME })
    await heldCount(1)
    await get('/_next/static/chunks/other.js', { 'accept-encoding': CHROME })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(files.size()).toBe(1)
    await get('/_next/static/chunks/other.js', { 'accept-encoding': CHROME })
    expect(answered).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/other.js',
      '/_next/static/chunks/other.js',
    ])
    expect(files.bytes()).toBeGreaterThan(SCRIPT.length)
    expect(files.bytes()).toBeLessThanOrEqual(room)
  })

  it('picks brotli, then gzip, then none, and never an encoding given q=0', () => {
    expect(pickEncoding(CHROME)).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('*, br;q=0, gzip;q=0')).toBe('identity')
    expect(pickEncoding('')).toBe('identity')
    expect(pickEncoding(undefined)).toBe('identity')
  })
})
