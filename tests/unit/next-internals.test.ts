import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Duplex } from 'node:stream'

import { afterAll, describe, expect, it } from 'vitest'

import { createCompressor } from '../../server/compress.mjs'
import { reactRuntimeDefinitions } from '../../server/csp.mjs'
import {
  APP_PAGE_RUNTIMES,
  appPageRuntimeFiles,
  fileSystemCache,
  htmlEscapeJsonString,
  NEXT_VERSION_CHECKED,
  releaseCompressionStream,
  turbopackChunkGroupBootstrap,
} from '../../server/next-internals.mjs'

const require = createRequire(import.meta.url)
const root = path.resolve(__dirname, '..', '..')
const installed = JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version
const upgraded = `Next was upgraded from ${NEXT_VERSION_CHECKED} to ${installed}: re-check server/next-internals.mjs (each internal this file tests), then set NEXT_VERSION_CHECKED there`

describe(`the pieces of Next ${NEXT_VERSION_CHECKED} the server uses beyond its public API (server/next-internals.mjs)`, () => {
  it('were checked against the Next that is installed, and that package.json pins', () => {
    expect(installed, upgraded).toBe(NEXT_VERSION_CHECKED)
    const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies
      .next
    expect(pinned, `package.json asks for next ${pinned}: ${upgraded}`).toBe(NEXT_VERSION_CHECKED)
  })

  describe('releaseCompressionStream (a client gone mid-answer)', () => {
    let server: http.Server | undefined
    afterAll(() => server?.close())

    it('ends the compression stream the middleware put in front of a response', async () => {
      const compress = createCompressor()
      const seen = new Promise<{ isStream: boolean; destroyed: boolean }>((resolve) => {
        server = http.createServer((req, res) => {
          compress(req, res, () => {})
          res.setHeader('content-type', 'text/html; charset=utf-8')
          res.write('<p>a page long enough to be compressed</p>'.repeat(100))
          // What Next's helper relies on: the middleware answers `on('drain')` with its stream.
          const stream = res.on('drain', () => {})
          releaseCompressionStream(res)
          resolve({
            isStream: stream instanceof Duplex,
            destroyed: stream instanceof Duplex && stream.destroyed,
          })
          res.destroy()
        })
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      const { port } = server!.address() as AddressInfo
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'br' } })
        .on('error', () => {})
      expect(await seen).toEqual({ isStream: true, destroyed: true })
    })

    it('leaves an uncompressed response as it was', () => {
      const res = new http.ServerResponse(new http.IncomingMessage(null as never))
      expect(() => releaseCompressionStream(res)).not.toThrow()
      expect(res.listenerCount('drain')).toBe(0)
      expect(res.destroyed).toBe(false)
    })
  })

  it("turbopackChunkGroupBootstrap writes a page's chunk-group bootstrap, and nothing for a page without one", () => {
    const params = { '/about': { chunks: ['a.js'] } }
    expect(turbopackChunkGroupBootstrap(params, 'TURBOPACK', ['/about'])).toBe(
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"chunks":["a.js"]});',
    )
    expect(turbopackChunkGroupBootstrap(params, 'TURBOPACK', ['/other'])).toBeUndefined()
  })

  it('htmlEscapeJsonString escapes what could end a script or a line', () => {
    expect(htmlEscapeJsonString('["</script>&\u2028\u2029"]')).toBe(
      '["\\u003c/script\\u003e\\u0026\\u2028\\u2029"]',
    )
  })

  it("the app-page runtimes are where they were, with React's inline runtime in them", () => {
    const files = appPageRuntimeFiles()
    expect(files.map((file) => path.basename(file))).toEqual(
      APP_PAGE_RUNTIMES.map((name) => `${name}.runtime.prod.js`),
    )
    for (const file of files) expect(existsSync(file), file).toBe(true)
    const definitions = reactRuntimeDefinitions(files)
    for (const start of ['$RC=', '$RR=function(', '$RS=function(', '$RX=function(']) {
      expect(
        definitions.some((definition) => definition.includes(start)),
        start,
      ).toBe(true)
    }
  })

  it('FileSystemCache is a class whose revalidateTag marks tags in Next’s own manifest without an instance', async () => {
    const FileSystemCache = fileSystemCache()
    expect(typeof FileSystemCache).toBe('function')
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) {
      expect(typeof FileSystemCache.prototype[method], method).toBe('function')
    }
    // src/content/cacheHandler.mjs extends it and calls revalidateTag with no `this`.
    const tag = '_N_T_/next-internals-test'
    const before = Date.now()
    await FileSystemCache.prototype.revalidateTag.call(null, [tag])
    const {
      tagsManifest,
    } = require('next/dist/server/lib/incremental-cache/tags-manifest.external')
    expect(tagsManifest.get(tag)?.expired).toBeGreaterThanOrEqual(before)
  })
})
