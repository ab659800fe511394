import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createCompressor } from '../../server/compress.mjs'
import { createPageCache, holdFor, pageCacheKey } from '../../server/page-cache.mjs'

/**
 * A server wired as server/serve.mjs is (the copy first, then compression), in front of a stand-in
 * for Next that numbers its answers, so a test sees which answers were its own and which held.
 */
let clock = 0
const copies = createPageCache({ holdMs: 1_000, now: () => clock })
const compress = createCompressor()
const answered: string[] = []
const upstream: Record<string, (res: http.ServerResponse) => void> = {
  '/about': (res) => {
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=3540')
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding')
    res.setHeader('x-nextjs-cache', 'HIT')
  },
  '/checkout': (res) => res.setHeader('cache-control', 'private, no-cache, no-store'),
  '/sets-cookie': (res) => {
    res.setHeader('cache-control', 's-maxage=60')
    res.setHeader('set-cookie', 'session=hers; HttpOnly')
  },
  '/regenerating': (res) => {
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=3540')
    res.setHeader('x-nextjs-cache', 'STALE')
  },
  '/per-cookie': (res) => {
    res.setHeader('cache-control', 's-maxage=60')
    res.setHeader('vary', 'Cookie')
  },
}
let server: http.Server
let origin = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = pageCacheKey(req)
    if (copies.serve(req, res, key)) return
    copies.capture(req, res, key)
    compress(req, res, () => {})
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const count = answered.push(path)
    const preview = /__prerender_bypass=/.test(req.headers.cookie ?? '')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    upstream[path]?.(res)
    if (preview) res.setHeader('cache-control', 'private, no-cache, no-store')
    res.statusCode = upstream[path] ? 200 : 404
    // Long enough to be compressed.
    res.end(`<p>${preview ? 'draft' : 'published'} answer ${count} of ${path}</p>`.repeat(40))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  copies.clear()
  answered.length = 0
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(origin + path, {
    headers: { 'accept-encoding': 'identity', ...headers },
  })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

describe('the one-second copy of public answers (server/page-cache.mjs)', () => {
  it('answers a burst of visitors to a public page from one answer of Next, byte for byte', async () => {
    const first = await get('/about')
    const burst = await Promise.all(Array.from({ length: 20 }, () => get('/about')))
    expect(answered).toEqual(['/about'])
    for (const copy of burst) {
      expect(copy.status).toBe(200)
      expect(copy.text).toBe(first.text)
      expect(copy.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=3540')
      expect(copy.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)))
    }
  })

  it('asks Next again once the hold is over, and after a revalidation (clear)', async () => {
    await get('/about')
    clock += 999
    await get('/about')
    expect(answered).toHaveLength(1)
    clock += 1
    expect((await get('/about')).text).toContain('answer 2 of /about')
    copies.clear()
    expect((await get('/about')).text).toContain('answer 3 of /about')
  })

  it('holds the gzip bytes for a browser that asks for gzip, and plain bytes for one that does not', async () => {
    const gzip = async () => {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${origin}/about`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
      )
      const chunks: Buffer[] = []
      for await (const chunk of response) chunks.push(chunk as Buffer)
      return { encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }
    }
    const first = await gzip()
    const second = await gzip()
    const plain = await get('/about')
    expect(first.encoding).toBe('gzip')
    expect(second.encoding).toBe('gzip')
    expect(second.body.equals(first.body)).toBe(true)
    expect(gunzipSync(second.body).toString()).toContain('answer 1 of /about')
    expect(plain.text).toContain('answer 2 of /about')
    // One answer of Next per encoding asked.
    expect(answered).toEqual(['/about', '/about'])
  })

  it('holds brotli bytes for a browser that asks as Chrome does, smaller than gzip', async () => {
    const fetchRaw = async (acceptEncoding: string) => {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${origin}/about`, { headers: { 'accept-encoding': acceptEncoding } }, resolve),
      )
      const chunks: Buffer[] = []
      for await (const chunk of response) chunks.push(chunk as Buffer)
      return { encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }
    }
    const chrome = await fetchRaw('gzip, deflate, br, zstd')
    const held = await fetchRaw('gzip, deflate, br, zstd')
    const gzip = await fetchRaw('gzip')
    expect(chrome.encoding).toBe('br')
    expect(held.body.equals(chrome.body)).toBe(true)
    const page = brotliDecompressSync(chrome.body).toString()
    expect(page).toContain('answer 1 of /about')
    // The same page as the gzip answer, but for Next's count of its answers.
    expect(page.replaceAll('answer 1', 'answer 2')).toBe(gunzipSync(gzip.body).toString())
    expect(chrome.body.length).toBeLessThan(gzip.body.length)
    expect(answered).toEqual(['/about', '/about'])
  })

  it("never gives one person's page to the next visitor", async () => {
    const hers = await get('/checkout', { cookie: 'payload-token=hers' })
    const next = await get('/checkout')
    expect(hers.text).toContain('answer 1')
    expect(next.text).toContain('answer 2')
    await get('/sets-cookie')
    const other = await get('/sets-cookie')
    expect(other.headers.get('set-cookie')).toBe('session=hers; HttpOnly')
    expect(other.text).toContain('answer 4')
    await get('/per-cookie', { cookie: 'a=1' })
    expect((await get('/per-cookie', { cookie: 'a=2' })).text).toContain('answer 6')
  })

  it('gives her preview the draft even while the published page is held', async () => {
    await get('/about')
    const preview = await get('/about', { cookie: 'theme=x; __prerender_bypass=abc' })
    expect(preview.text).toContain('draft answer 2')
  })

  it("passes a client navigation's flight request, a range and a HEAD to Next", async () => {
    await get('/about')
    await get('/about', { rsc: '1' })
    await get('/about', { range: 'bytes=0-10' })
    await fetch(`${origin}/about`, { method: 'HEAD' })
    expect(answered).toHaveLength(4)
  })

  it('holds a missing page, but not a page Next is regenerating (STALE)', async () => {
    const missing = await get('/no-such-page')
    expect(missing.status).toBe(404)
    expect((await get('/no-such-page')).status).toBe(404)
    await get('/regenerating')
    await get('/regenerating')
    expect(answered).toEqual(['/no-such-page', '/no-such-page', '/regenerating', '/regenerating'])
  })
})

describe('its memory', () => {
  it('holds at most its bytes and entries: a crawler asking every /about?x=… cannot fill it', async () => {
    let time = 0
    const small = createPageCache({
      holdMs: 1_000,
      maxEntries: 3,
      maxBytes: 2_500,
      now: () => time,
    })
    const bounded = http.createServer((req, res) => {
      if (small.serve(req, res)) return
      small.capture(req, res)
      res.setHeader('cache-control', 's-maxage=60')
      res.end('x'.repeat(1_000))
    })
    await new Promise<void>((resolve) => bounded.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(bounded.address() as AddressInfo).port}`
    try {
      for (let i = 0; i < 20; i++) await (await fetch(`${at}/about?x=${i}`)).text()
      expect(small.size()).toBe(2)
      expect(small.bytes()).toBe(2_000)
      time += 1_000
      await (await fetch(`${at}/about?x=new`)).text()
      // The expired went when one was added.
      expect(small.size()).toBe(1)
      expect(small.bytes()).toBe(1_000)
    } finally {
      await new Promise<void>((resolve) => bounded.close(() => resolve()))
    }
  })
})

describe('holdFor', () => {
  it('is the shorter of the hold and s-maxage, and 0 for what a shared cache must not keep', () => {
    expect(holdFor(200, { 'cache-control': 's-maxage=60' })).toBe(1_000)
    expect(holdFor(200, { 'cache-control': 's-maxage=60' }, 0)).toBe(0)
    expect(holdFor(200, { 'cache-control': 'public, max-age=60' })).toBe(0)
    expect(holdFor(200, { 'cache-control': 's-maxage=60, private' })).toBe(0)
    expect(holdFor(500, { 'cache-control': 's-maxage=60' })).toBe(0)
    expect(holdFor(302, { 'cache-control': 's-maxage=60' })).toBe(0)
    expect(holdFor(200, { 'cache-control': 's-maxage=60', vary: '*' })).toBe(0)
  })

  it('refuses a hold that is not a number of milliseconds', () => {
    expect(() => createPageCache({ holdMs: Number('soon') })).toThrow(/milliseconds/)
  })
})
