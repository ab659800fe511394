import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { coalesceWrites, mayCompress } from '../../scripts/lib/response-writes.mjs'

type Writes = { count: number }

/** A server answering as Next does: headers flushed, then body chunks, then the end. */
function nextLikeServer(answer: (res: http.ServerResponse) => Promise<void>, writes: Writes) {
  return http.createServer(async (_req, res) => {
    const socket = res.socket as net.Socket & { _writeGeneric: (...args: unknown[]) => unknown }
    const write = socket._writeGeneric.bind(socket)
    socket._writeGeneric = (...args: unknown[]) => {
      writes.count += 1
      return write(...args)
    }
    coalesceWrites(res)
    res.statusCode = 201
    res.setHeader('content-type', 'application/json')
    await answer(res)
  })
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('coalesceWrites', () => {
  const json = { count: 0 }
  const streamed = { count: 0 }
  let jsonServer: http.Server
  let streamServer: http.Server
  let jsonUrl: string
  let streamUrl: string

  beforeAll(async () => {
    jsonServer = nextLikeServer(async (res) => {
      await null
      res.flushHeaders()
      await null
      res.write('{"ok":true,')
      await null
      res.write('"id":1}')
      await null
      res.end()
    }, json)
    // The second chunk comes only once the client has read the first: nothing may hold it.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    streamServer = nextLikeServer(async (res) => {
      res.flushHeaders()
      res.write('first;')
      await released
      res.end('second')
    }, streamed)
    streamServer.on('first-read', () => release())
    ;[jsonUrl, streamUrl] = await Promise.all([listen(jsonServer), listen(streamServer)])
  })

  afterAll(async () => {
    await Promise.all(
      [jsonServer, streamServer].map((server) => new Promise((resolve) => server.close(resolve))),
    )
  })

  it('sends a JSON answer written in pieces in one write, intact', async () => {
    const response = await fetch(jsonUrl)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, id: 1 })
    expect(json.count).toBe(1)
  })

  it('does not hold a streamed answer back until its end', async () => {
    const response = await fetch(streamUrl)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('first;')
    streamServer.emit('first-read')
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value)
    }
    expect(rest).toBe('second')
  })
})

describe('mayCompress', () => {
  const request = (url: string) => ({ url }) as http.IncomingMessage

  it('skips the few-byte answers of the sign-ups, the checkout and the health check', () => {
    for (const url of [
      '/api/health',
      '/api/leads',
      '/api/waitlist',
      '/api/applications',
      '/api/create-payment-intent',
      '/api/leads?x=1',
    ]) {
      expect(mayCompress(request(url)), url).toBe(false)
    }
  })

  it('compresses everything else: pages, assets, the other API routes', () => {
    for (const url of ['/', '/about', '/_next/static/chunks/a.js', '/api/pages', '/api/leads/1']) {
      expect(mayCompress(request(url)), url).toBe(true)
    }
  })
})
