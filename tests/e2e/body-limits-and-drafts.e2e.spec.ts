import http from 'node:http'

import sharp from 'sharp'

import { ownerAuth, ownerCookie } from './admin-api'
import { buyInBrowser, uniqueEmail } from './buyers'
import { expect, test } from './fixtures'

/**
 * Request bodies and drafts, over HTTP against the production server (server/serve.mjs):
 * a forged credential does not lift the 64 KB body limit, a buyer keeps no preferences, the
 * owner's real uploads still work; and drafts stay the owner's over REST and GraphQL.
 */

const MB = 1024 * 1024
const TOO_LARGE = 'The request is too large: at most 64 KB.'

type Answer = { status: number; body: string }

/**
 * One HTTP request as a script would send it: no browser, any headers, any (or no) length. The
 * body goes out in pieces until the server answers; a server that answers and then closes the
 * connection (as ours does to a body it refuses) is not an error once its answer is in.
 */
function rawRequest(
  path: string,
  {
    method = 'POST',
    headers = {},
    body,
    chunks,
  }: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer | string
    /** Sent without Content-Length: Node sends the body chunked. */
    chunks?: Buffer[]
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      {
        host: 'localhost',
        port: Number(process.env.E2E_PORT || 3100),
        path,
        method,
        headers,
        agent: false,
      },
      (res) => {
        answered = true
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        const done = () => {
          resolve({ status: res.statusCode ?? 0, body: text })
          req.destroy()
        }
        res.on('end', done)
        res.on('error', done)
      },
    )
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const whole = body === undefined ? undefined : Buffer.from(body)
    const pieces =
      chunks ??
      (whole
        ? Array.from({ length: Math.ceil(whole.length / 65_536) }, (_, i) =>
            whole.subarray(i * 65_536, (i + 1) * 65_536),
          )
        : [])
    let next = 0
    const send = () => {
      if (answered || req.destroyed) return
      if (next >= pieces.length) return void req.end()
      req.write(pieces[next++], (error) => (error ? undefined : setImmediate(send)))
    }
    send()
  })
}

const message = (answer: Answer) => {
  try {
    return (JSON.parse(answer.body) as { message?: string }).message
  } catch {
    return answer.body.slice(0, 200)
  }
}

/** A GraphQL query padded to `size` bytes: parsed, it would answer `{"data":{"__typename":…}}`. */
const paddedQuery = (size: number) => {
  const head = '{"query":"{ __typename }","variables":{"pad":"'
  return Buffer.from(head + 'x'.repeat(size - head.length - 3) + '"}}')
}

test.describe('a forged credential does not lift the 64 KB body limit', () => {
  for (const [name, credential] of [
    ['a forged admin_session cookie', { cookie: 'admin_session=x' }],
    ['a forged Bearer token', { authorization: 'Bearer x' }],
    ['a forged JWT', { authorization: 'JWT x' }],
  ] as const) {
    test(`a 5 MB GraphQL body with ${name} gets 413 and is never parsed`, async () => {
      const body = paddedQuery(5 * MB)
      const answer = await rawRequest('/api/graphql', {
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          ...credential,
        },
        body,
      })
      expect(answer.status).toBe(413)
      expect(message(answer)).toBe(TOO_LARGE)
      expect(answer.body).not.toContain('__typename')
    })

    test(`a chunked body of unstated length with ${name} gets 411`, async () => {
      for (const path of ['/api/graphql', '/api/media', '/api/payload-preferences/nav']) {
        const answer = await rawRequest(path, {
          headers: { 'content-type': 'application/json', ...credential },
          chunks: Array.from({ length: 8 }, () => Buffer.alloc(32 * 1024, 32)),
        })
        expect(answer.status, path).toBe(411)
      }
    })

    test(`a 100 KB upload to /api/media with ${name} gets 413, and a 100 MB one too`, async () => {
      const boundary = 'forged'
      const file = Buffer.alloc(100 * 1024, 1)
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"forged"}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const upload = await rawRequest('/api/media', {
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
          ...credential,
        },
        body,
      })
      expect(upload.status).toBe(413)
      expect(message(upload)).toBe(TOO_LARGE)
      // Declared, not sent: the answer comes before any of it is read.
      const huge = await rawRequest('/api/media', {
        headers: { 'content-type': 'image/png', 'content-length': String(100 * MB), ...credential },
      })
      expect(huge.status).toBe(413)
    })
  }
})

test.describe('a buyer and her session', () => {
  test('her 200 KB preference is refused by size, and a small one because preferences are the owner’s', async ({
    page,
  }) => {
    await buyInBrowser(page, { email: uniqueEmail('prefs'), bonus: false })
    const member = (await page.context().cookies()).find((each) => each.name === 'member_session')
    expect(member, 'the demo purchase signs this browser in').toBeTruthy()
    const cookie = `member_session=${member!.value}; admin_session=x`

    const big = JSON.stringify({ value: { pad: 'x'.repeat(200 * 1024) } })
    const large = await rawRequest('/api/payload-preferences/nav', {
      headers: { 'content-type': 'application/json', 'content-length': String(big.length), cookie },
      body: big,
    })
    expect(large.status).toBe(413)

    const small = JSON.stringify({ value: { pad: 'x'.repeat(8 * 1024) } })
    const refused = await rawRequest('/api/payload-preferences/nav', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(small.length),
        cookie,
      },
      body: small,
    })
    expect(refused.status, refused.body.slice(0, 200)).toBe(403)
    const read = await page.request.get('/api/payload-preferences/nav')
    expect(JSON.stringify(await read.json().catch(() => ({})))).not.toContain('xxxxxxxx')

    // Her member session is no owner's either: a large upload is refused.
    const upload = await rawRequest('/api/media', {
      headers: { 'content-type': 'image/png', 'content-length': String(10 * MB), cookie },
    })
    expect(upload.status).toBe(413)
  })
})

test.describe('the owner', () => {
  test('uploads a file larger than 64 KB to /api/media, by a browser’s request and chunked', async ({
    request,
  }) => {
    // Noise does not compress: a PNG of a few hundred KB.
    const noise = Buffer.from(
      Array.from({ length: 360 * 360 * 3 }, () => Math.floor(Math.random() * 256)),
    )
    const png = await sharp(noise, { raw: { width: 360, height: 360, channels: 3 } })
      .png()
      .toBuffer()
    expect(png.length).toBeGreaterThan(200 * 1024)
    const headers = await ownerAuth(request)
    const created: number[] = []
    try {
      const upload = await request.post('/api/media', {
        headers,
        multipart: {
          file: { name: `large-upload-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
          _payload: JSON.stringify({ alt: 'A large upload' }),
        },
      })
      expect(upload.status(), await upload.text()).toBe(201)
      created.push(((await upload.json()) as { doc: { id: number } }).doc.id)

      // The same file sent chunked (no Content-Length), as a script streaming it would.
      const boundary = `upload${Date.now()}`
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"A chunked upload"}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chunked-upload-${Date.now()}.png"\r\nContent-Type: image/png\r\n\r\n`,
      )
      const chunked = await rawRequest('/api/media', {
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: ownerCookie(),
        },
        chunks: [
          head,
          png.subarray(0, 100_000),
          png.subarray(100_000),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ],
      })
      expect(chunked.status, chunked.body.slice(0, 300)).toBe(201)
      created.push((JSON.parse(chunked.body) as { doc: { id: number } }).doc.id)
    } finally {
      for (const id of created) await request.delete(`/api/media/${id}`, { headers })
    }
  })

  test('her session does not lift the limit where no upload goes (GraphQL)', async () => {
    const body = paddedQuery(5 * MB)
    const answer = await rawRequest('/api/graphql', {
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        cookie: ownerCookie(),
      },
      body,
    })
    expect(answer.status).toBe(413)
  })
})

test.describe('drafts are the owner’s alone, over HTTP', () => {
  // Every versioned global (the integration test walks them all from the built config).
  const GLOBALS = [{ slug: 'alternate-home', graphql: 'AlternateHome' }]

  for (const global of GLOBALS) {
    test(`${global.slug}: ?draft=true, GraphQL draft: true and its versions give a visitor and a buyer no draft`, async ({
      request,
      page,
    }) => {
      const headers = await ownerAuth(request)
      const published = await (await request.get(`/api/globals/${global.slug}?depth=0`)).json()
      const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = published
      await buyInBrowser(page, { email: uniqueEmail('drafts'), bonus: false })
      const saved = await request.post(`/api/globals/${global.slug}?draft=true`, {
        headers,
        data: { ...fields, _status: 'draft' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      try {
        // The owner reads her draft: the requests below are the right ones.
        const own = await request.get(`/api/globals/${global.slug}?draft=true&depth=0`, { headers })
        expect((await own.json())._status).toBe('draft')
        const versions = await request.get(`/api/globals/${global.slug}/versions?limit=1`, {
          headers,
        })
        expect(versions.status()).toBe(200)
        const versionId = (await versions.json()).docs[0].id

        // `request` carries no cookie (the owner's is sent per call); `page.request` is the buyer's.
        for (const [who, ask] of [
          ['signed out', request],
          ['a buyer', page.request],
        ] as const) {
          const draft = await ask.get(`/api/globals/${global.slug}?draft=true&depth=0`)
          expect(draft.status(), who).toBe(200)
          expect((await draft.json())._status, who).toBe('published')

          for (const path of [
            `/api/globals/${global.slug}/versions`,
            `/api/globals/${global.slug}/versions/${versionId}`,
          ]) {
            const answer = await ask.get(path)
            expect([401, 403, 404], `${who} ${path}`).toContain(answer.status())
            expect(await answer.text()).not.toContain('"draft"')
          }

          for (const query of [
            `{ ${global.graphql}(draft: true) { _status } }`,
            `{ versions${global.graphql} { docs { id version { _status } } } }`,
            `{ version${global.graphql}(id: ${versionId}) { id version { _status } } }`,
          ]) {
            const answer = await ask.post('/api/graphql', { data: { query } })
            expect(answer.status(), `${who} ${query}`).toBeLessThan(500)
            expect(await answer.text(), `${who} ${query}`).not.toContain('"draft"')
          }
        }
      } finally {
        await request.post(`/api/globals/${global.slug}`, {
          headers,
          data: { ...fields, _status: 'published' },
        })
      }
    })
  }
})
