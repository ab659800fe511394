import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createPolicyCache, inlineScriptAllowList } from '../../server/csp.mjs'
import { createRequestHandler, serverCachesOn } from '../../server/request-handler.mjs'

const policyFor = createPolicyCache({ https: false, allow: inlineScriptAllowList() })
/** Built JavaScript: long and repetitive enough to be compressed and held. */
const SCRIPT = Buffer.from(
  'function module(e,t){return e.exports=t.call(e,"name")};\n'.repeat(2000),
)
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'

/**
 * The server's request handling (server/request-handler.mjs, as server/serve.mjs runs it) in front
 * of a stand-in for Next that numbers what it answers: a public page marked for shared caches, a
 * built file marked immutable, the visit beacon and the beacons' batch route.
 */
async function serverWith(env: Record<string, string>) {
  const answered: string[] = []
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const count = answered.push(`${req.method} ${path}`)
    if (path.startsWith('/_next/static/')) {
      res.setHeader('content-type', 'application/javascript; charset=UTF-8')
      res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      return res.end(SCRIPT)
    }
    if (path === '/api/event/batch') {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const batch = JSON.parse(Buffer.concat(chunks).toString()) as unknown[]
      res.setHeader('content-type', 'application/json')
      return res.end(JSON.stringify(batch.map(() => ({ status: 202, body: '' }))))
    }
    if (path === '/api/event') {
      req.resume()
      res.writeHead(202, { 'cache-control': 'no-store' })
      return res.end()
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate=3540')
    res.setHeader('x-nextjs-cache', 'HIT')
    res.end(
      `<html><body>${'<p>answer</p>'.repeat(200)}<p>answer ${count}</p><script>${BOOTSTRAP}</script></body></html>`,
    )
  }
  let onRequest: http.RequestListener = () => {}
  const server = http.createServer((req, res) => onRequest(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const handler = createRequestHandler({
    handle,
    host: '127.0.0.1',
    port,
    uploadMax: 512 * 1024 * 1024,
    policyFor,
    env,
  })
  onRequest = handler.onRequest
  servers.push(server)
  const origin = `http://127.0.0.1:${port}`
  const get = async (path: string) => {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'br' } })
    return { response, text: await response.text() }
  }
  const beacon = () =>
    fetch(`${origin}/api/event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'page_view', path: '/about' }),
    })
  return { answered, handler, get, beacon }
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

const count = (answered: string[], request: string) => answered.filter((r) => r === request).length
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the server's page copies, built files and beacon batching, turned off", () => {
  it('with SERVER_CACHES=off, every page, built file and beacon reaches Next, answered as before', async () => {
    const { answered, handler, get, beacon } = await serverWith({ SERVER_CACHES: 'off' })
    expect(handler.pageCopies).toBeNull()
    expect(handler.builtFiles).toBeNull()

    for (let visit = 1; visit <= 5; visit++) {
      const { response, text } = await get('/about')
      expect(response.status).toBe(200)
      expect(text).toContain(`<p>answer ${visit}</p>`)
      // Still compressed, and still given the policy that lets Next's own script run.
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(response.headers.get('content-security-policy')).toMatch(
        /script-src 'self' .*'sha256-/,
      )
      expect(response.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=3540')
    }
    expect(count(answered, 'GET /about')).toBe(5)

    for (let request = 0; request < 3; request++) {
      const { response, text } = await get('/_next/static/chunks/app.js')
      expect(response.status).toBe(200)
      expect(text).toBe(SCRIPT.toString())
      // Time a held file would have had to be compressed in the background.
      await pause(200)
    }
    expect(count(answered, 'GET /_next/static/chunks/app.js')).toBe(3)

    expect((await beacon()).status).toBe(202)
    expect((await beacon()).status).toBe(202)
    expect(count(answered, 'POST /api/event')).toBe(2)
    expect(count(answered, 'POST /api/event/batch')).toBe(0)
  })

  it('by default the same requests are answered from the copies, and beacons go in batches', async () => {
    const { answered, handler, get, beacon } = await serverWith({})
    expect(handler.pageCopies).not.toBeNull()
    expect(handler.builtFiles).not.toBeNull()

    for (let visit = 0; visit < 5; visit++) await get('/about')
    expect(count(answered, 'GET /about')).toBe(1)

    await get('/_next/static/chunks/app.js')
    for (let waited = 0; handler.builtFiles!.size() === 0; waited += 10) {
      if (waited > 10_000) throw new Error('the built file was never held')
      await pause(10)
    }
    await get('/_next/static/chunks/app.js')
    expect(count(answered, 'GET /_next/static/chunks/app.js')).toBe(1)

    expect((await beacon()).status).toBe(202)
    expect(count(answered, 'POST /api/event')).toBe(0)
    expect(count(answered, 'POST /api/event/batch')).toBe(1)
  })

  it('BEHIND_CDN=1 turns them off unless SERVER_CACHES=on; TRUST_PROXY alone leaves them on', async () => {
    const { answered, handler, get } = await serverWith({ BEHIND_CDN: '1', TRUST_PROXY: '2' })
    expect(handler.pageCopies).toBeNull()
    await get('/about')
    await get('/about')
    expect(count(answered, 'GET /about')).toBe(2)

    expect(serverCachesOn({})).toBe(true)
    expect(serverCachesOn({ TRUST_PROXY: '1' })).toBe(true)
    expect(serverCachesOn({ BEHIND_CDN: '0' })).toBe(true)
    expect(serverCachesOn({ BEHIND_CDN: '1' })).toBe(false)
    expect(serverCachesOn({ BEHIND_CDN: '1', SERVER_CACHES: 'on' })).toBe(true)
    expect(serverCachesOn({ SERVER_CACHES: ' OFF ' })).toBe(false)
    expect(serverCachesOn({ SERVER_CACHES: '' })).toBe(true)
  })

  it('a value it does not know stops the server at start', () => {
    expect(() => serverCachesOn({ SERVER_CACHES: 'no' })).toThrow(/SERVER_CACHES must be on or off/)
    expect(() => serverCachesOn({ BEHIND_CDN: 'yes' })).toThrow(/BEHIND_CDN must be 1 or 0/)
  })
})
