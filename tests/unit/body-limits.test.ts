import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isOwnerRequest } from '../../server/owner-check.mjs'
import {
  bodyNeedsOwner,
  capBody,
  DEFAULT_UPLOAD_MAX_BYTES,
  IMPORT_FILE_LIMIT,
  OWNER_FORM_LIMIT,
  ownerBodyLimit,
  PUBLIC_BODY_LIMIT,
  refusal,
  uploadMaxBytes,
  VOICE_COMMAND_LIMIT,
} from '../../server/request-guard.mjs'
import { MAX_VOICE_BYTES } from '@/assistant/constants'
import { MAX_IMPORT_BYTES } from '@/imports/constants'

/**
 * A forged credential (a cookie named admin_session with any value, any Authorization header)
 * does not lift the 64 KB body limit. The server refuses what no owner
 * could send, and passes a larger body on only once the app has verified her session.
 */

const MB = 1024 * 1024
const forgedCookie = { cookie: 'admin_session=x' }
const forgedBearer = { authorization: 'Bearer x' }
const uploadMax = 100 * MB

type Headers = Record<string, string>
const ask = (method: string, url: string, headers: Headers) =>
  refusal({ method, url, headers }, { uploadMax })

describe('what a forged credential still gets refused at once (refusal)', () => {
  const table: [string, string, string, Headers, number][] = [
    [
      '5 MB GraphQL, forged cookie',
      'POST',
      '/api/graphql',
      { ...forgedCookie, 'content-length': String(5 * MB) },
      413,
    ],
    [
      '5 MB GraphQL, forged bearer',
      'POST',
      '/api/graphql',
      { ...forgedBearer, 'content-length': String(5 * MB) },
      413,
    ],
    [
      '5 MB GraphQL, both',
      'POST',
      '/api/graphql?x=1',
      { ...forgedCookie, ...forgedBearer, 'content-length': String(5 * MB) },
      413,
    ],
    [
      'chunked GraphQL, forged cookie',
      'POST',
      '/api/graphql',
      { ...forgedCookie, 'transfer-encoding': 'chunked' },
      411,
    ],
    [
      'chunked GraphQL, forged bearer',
      'POST',
      '/api/graphql',
      { ...forgedBearer, 'transfer-encoding': 'chunked' },
      411,
    ],
    [
      '100 MB lead, forged cookie',
      'POST',
      '/api/leads',
      { ...forgedCookie, 'content-length': String(100 * MB) },
      413,
    ],
    [
      '2 MB preferences, forged cookie',
      'POST',
      '/api/payload-preferences/nav',
      { ...forgedCookie, 'content-length': String(2 * MB) },
      413,
    ],
    [
      '2 MB page form, forged cookie',
      'POST',
      '/next/preview',
      { ...forgedCookie, 'content-length': String(2 * MB) },
      413,
    ],
    [
      'upload over the configured cap',
      'POST',
      '/api/media',
      { ...forgedCookie, 'content-length': String(uploadMax + 1) },
      413,
    ],
    [
      'chunked public form, forged cookie',
      'POST',
      '/',
      { ...forgedCookie, 'transfer-encoding': 'chunked' },
      411,
    ],
    [
      'media upload, no credential',
      'POST',
      '/api/media',
      { 'content-length': String(PUBLIC_BODY_LIMIT + 1) },
      413,
    ],
    [
      'media upload chunked, no credential',
      'POST',
      '/api/media',
      { 'transfer-encoding': 'chunked' },
      411,
    ],
    [
      'upload under an odd spelling',
      'POST',
      '/api/%6dedia',
      { ...forgedCookie, 'content-length': String(5 * MB) },
      413,
    ],
    [
      'upload via a doubled slash',
      'POST',
      '//api/media',
      { ...forgedCookie, 'content-length': String(5 * MB) },
      413,
    ],
    [
      'upload as a DELETE',
      'DELETE',
      '/api/media/1',
      { ...forgedCookie, 'content-length': String(5 * MB) },
      413,
    ],
    [
      'an empty session cookie',
      'POST',
      '/api/media',
      { cookie: 'admin_session=', 'content-length': String(5 * MB) },
      413,
    ],
  ]

  it.each(table)('%s → %i', (_name, method, url, headers, status) => {
    expect(ask(method, url, headers)?.[0]).toBe(status)
  })

  it('says how much may be sent', () => {
    expect(
      ask('POST', '/api/graphql', { ...forgedCookie, 'content-length': String(5 * MB) }),
    ).toEqual([413, 'The request is too large: at most 64 KB.'])
    expect(
      ask('POST', '/api/media', { ...forgedCookie, 'content-length': String(uploadMax + 1) }),
    ).toEqual([413, 'The request is too large: at most 100 MB.'])
  })
})

describe('what waits for the app to verify the owner (bodyNeedsOwner)', () => {
  it('an upload that claims a session passes refusal but must be verified before it is read', () => {
    const upload = {
      method: 'POST',
      url: '/api/media',
      headers: { ...forgedCookie, 'content-length': String(30 * MB) },
    }
    expect(refusal(upload, { uploadMax })).toBeNull()
    expect(bodyNeedsOwner(upload)).toBe(true)
    const chunked = {
      method: 'PATCH',
      url: '/api/media/7',
      headers: { ...forgedBearer, 'transfer-encoding': 'chunked' },
    }
    expect(refusal(chunked, { uploadMax })).toBeNull()
    expect(bodyNeedsOwner(chunked)).toBe(true)
  })

  it('a body of 64 KB or less needs nobody', () => {
    const small = {
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-length': String(PUBLIC_BODY_LIMIT) },
    }
    expect(refusal(small, { uploadMax })).toBeNull()
    expect(bodyNeedsOwner(small)).toBe(false)
    expect(bodyNeedsOwner({ method: 'GET', headers: { 'transfer-encoding': 'chunked' } })).toBe(
      false,
    )
  })
})

describe('how much the verified owner may send, by route (ownerBodyLimit)', () => {
  const table: [string, string, number][] = [
    ['POST', '/api/media', uploadMax],
    ['POST', '/api/media?depth=0&fallback-locale=null', uploadMax],
    ['PATCH', '/api/media/12', uploadMax],
    ['PUT', '/api/media/12?depth=0', uploadMax],
    ['PATCH', '/api/media', OWNER_FORM_LIMIT],
    ['POST', '/api/media/12', OWNER_FORM_LIMIT],
    ['PATCH', '/api/pages/3', OWNER_FORM_LIMIT],
    ['POST', '/admin/collections/pages/3', OWNER_FORM_LIMIT],
    ['POST', '/api/graphql', PUBLIC_BODY_LIMIT],
    ['POST', '/api/graphql/', PUBLIC_BODY_LIMIT],
    ['POST', '/checkout', PUBLIC_BODY_LIMIT],
    ['POST', '/api/%6dedia', OWNER_FORM_LIMIT],
    ['POST', '/api/admin/voice-command', VOICE_COMMAND_LIMIT],
    ['GET', '/api/admin/voice-command', OWNER_FORM_LIMIT],
    ['POST', '/api/admin/imports', IMPORT_FILE_LIMIT],
    ['POST', '/api/admin/imports/4/check', OWNER_FORM_LIMIT],
  ]
  it.each(table)('%s %s → %i bytes', (method, url, limit) => {
    expect(ownerBodyLimit({ method, url }, uploadMax)).toBe(limit)
  })

  it('lets her voice command be as long as the app accepts (MAX_VOICE_BYTES and its form)', () => {
    expect(VOICE_COMMAND_LIMIT).toBe(MAX_VOICE_BYTES + 64 * 1024)
  })

  it('lets her import file be as large as the app accepts (MAX_IMPORT_BYTES)', () => {
    expect(IMPORT_FILE_LIMIT).toBe(MAX_IMPORT_BYTES)
  })

  it('takes the upload cap from UPLOAD_MAX_BYTES, and refuses to start on a wrong one', () => {
    expect(uploadMaxBytes({})).toBe(DEFAULT_UPLOAD_MAX_BYTES)
    expect(uploadMaxBytes({ UPLOAD_MAX_BYTES: '1048576' })).toBe(MB)
    for (const wrong of ['-1', '1e9', '10MB', '100', '99999999999999999999'])
      expect(() => uploadMaxBytes({ UPLOAD_MAX_BYTES: wrong }), wrong).toThrow(/UPLOAD_MAX_BYTES/)
  })
})

/** A real server whose handler reads the body as Next would, behind capBody. */
function cappedServer(limit: number) {
  const seen: { bytes: number; ended: boolean }[] = []
  const server = http.createServer((req, res) => {
    capBody(req, res, limit)
    const record = { bytes: 0, ended: false }
    seen.push(record)
    req.on('data', (chunk: Buffer) => (record.bytes += chunk.length))
    req.on('end', () => {
      record.ended = true
      res.end(`read ${record.bytes}`)
    })
    req.on('error', () => {})
  })
  return { server, seen }
}

function sendChunked(port: number, pieces: Buffer[]) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/media', agent: false },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        res.on('error', (error) => resolve({ error: error.message }))
      },
    )
    req.on('error', (error) => resolve({ error: error.message }))
    let index = 0
    const next = () => {
      if (index >= pieces.length) return req.end()
      if (req.destroyed) return
      req.write(pieces[index++], () => setImmediate(next))
    }
    next()
  })
}

describe('bodies are counted as they arrive (capBody)', () => {
  const limit = 100 * 1024
  const { server, seen } = cappedServer(limit)
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('a chunked body past the cap is answered 413, and the handler never sees its end', async () => {
    const answer = await sendChunked(
      port,
      Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, 97)),
    )
    expect(answer).toEqual({
      status: 413,
      body: JSON.stringify({ message: 'The request is too large: at most 100 KB.' }),
    })
    const record = seen.at(-1)!
    expect(record.ended).toBe(false)
    expect(record.bytes).toBeLessThanOrEqual(limit)
  })

  it('a chunked body within the cap arrives whole', async () => {
    const answer = await sendChunked(
      port,
      Array.from({ length: 5 }, () => Buffer.alloc(16 * 1024, 98)),
    )
    expect(answer).toEqual({ status: 200, body: `read ${5 * 16 * 1024}` })
  })
})

describe("asking the app whether a request is the owner's (isOwnerRequest)", () => {
  const asked: http.IncomingHttpHeaders[] = []
  // A stand-in for the app's GET /api/admin/verify-auth: 200 for one session from the site itself.
  const app = http.createServer((req, res) => {
    asked.push(req.headers)
    const owner =
      req.url === '/api/admin/verify-auth' &&
      req.headers.cookie === 'admin_session=real' &&
      (req.headers.origin ?? 'http://site.test') === 'http://site.test'
    if (req.headers.cookie === 'admin_session=slow') return
    res.writeHead(owner ? 200 : 401).end()
  })
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    port = (app.address() as AddressInfo).port
  })
  afterAll(() => {
    app.closeAllConnections()
    return new Promise<void>((resolve) => app.close(() => resolve()))
  })

  const check = (headers: http.IncomingHttpHeaders, timeoutMs?: number) =>
    isOwnerRequest({ host: '127.0.0.1', port, headers, timeoutMs })

  it('is true only when the app answers 200 for the headers the request carries', async () => {
    expect(await check({ cookie: 'admin_session=real', 'content-length': '5' })).toBe(true)
    expect(await check(forgedCookie)).toBe(false)
    expect(await check(forgedBearer)).toBe(false)
    expect(await check({ cookie: 'admin_session=real', origin: 'http://evil.example' })).toBe(false)
    const last = asked.at(-1)!
    expect(last.origin).toBe('http://evil.example')
    expect(last['content-length']).toBeUndefined()
  })

  it('is false when the app does not answer in time or cannot be reached', async () => {
    expect(await check({ cookie: 'admin_session=slow' }, 300)).toBe(false)
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(
      await isOwnerRequest({ host: '127.0.0.1', port: closedPort, headers: forgedCookie }),
    ).toBe(false)
  })
})
