import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  allowedScriptHashes,
  createPolicyCache,
  holdHtmlForPolicy,
  inlineScriptAllowList,
  inlineScripts,
  isAllowedInlineScript,
  turbopackBootstraps,
} from '../../server/csp.mjs'

const require = createRequire(import.meta.url)
// The React and Next pieces that write a page's inline scripts, as installed.
const React = require('next/dist/compiled/react') as typeof import('react')
const { renderToReadableStream } = require('next/dist/compiled/react-dom/server.edge') as {
  renderToReadableStream: (
    node: unknown,
    options?: { onError?: () => string; bootstrapScriptContent?: string },
  ) => Promise<ReadableStream<Uint8Array>>
}
const { createInlinedDataReadableStream } =
  require('next/dist/server/app-render/use-flight-response') as {
    createInlinedDataReadableStream: (
      flight: ReadableStream<Uint8Array>,
      nonce: string | undefined,
      formState: unknown,
    ) => ReadableStream<Uint8Array>
  }
const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files')
const { htmlEscapeJsonString } = require('next/dist/shared/lib/htmlescape')

const allow = inlineScriptAllowList()
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()
const streamOf = (...chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
      controller.close()
    },
  })

describe("Next's and React's own inline scripts are hashed", () => {
  it("Next's flight data: the bootstrap, text chunks (escaped), binary chunks and the form state", async () => {
    const html = await read(
      createInlinedDataReadableStream(
        streamOf('0:{"a":"</script><script>alert(1)</script>"}\n', new Uint8Array([0xff, 0xfe])),
        undefined,
        { form: 'state' },
      ),
    )
    const scripts = [...inlineScripts(html)]
    expect(scripts).toHaveLength(3)
    expect(scripts[0]).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);/)
    expect(scripts[2]).toMatch(/^self\.__next_f\.push\(\[3,/)
    for (const script of scripts) expect(isAllowedInlineScript(script, allow), script).toBe(true)
    expect(allowedScriptHashes(html, allow)).toEqual(scripts.map(hashOf))
  })

  it("React's streaming runtime: a late Suspense boundary, a failed one and the shell timer", async () => {
    let resolveLate: () => void = () => {}
    const late = new Promise<void>((resolve) => (resolveLate = resolve))
    let ready = false
    void late.then(() => (ready = true))
    function Late() {
      if (!ready) throw late
      return React.createElement('p', null, 'late')
    }
    // Fails once the shell is out: React reports it with its $RX instruction.
    function Broken(): never {
      if (!ready) throw late
      throw new Error('broken <b>here</b>')
    }
    const page = React.createElement(
      'html',
      null,
      React.createElement(
        'body',
        null,
        React.createElement(React.Suspense, { fallback: 'wait' }, React.createElement(Late)),
        React.createElement(React.Suspense, { fallback: 'oops' }, React.createElement(Broken)),
      ),
    )
    const stream = await renderToReadableStream(page, { onError: () => 'digest-1' })
    setTimeout(resolveLate, 5)
    const html = await read(stream)
    const scripts = [...inlineScripts(html)]
    expect(scripts.some((script) => script.includes('$RC('))).toBe(true)
    expect(scripts.some((script) => script.includes('$RX('))).toBe(true)
    for (const script of scripts) expect(isAllowedInlineScript(script, allow), script).toBe(true)
  })

  it("this build's Turbopack bootstraps, exactly as Next writes them", () => {
    const params = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] }
    const text = htmlEscapeJsonString(
      getTurbopackChunkGroupBootstrap({ '/page': params }, 'TURBOPACK', ['/page']),
    )
    const withBuild = inlineScriptAllowList({ definitions: [...allow.definitions] })
    withBuild.exact.add(text)
    expect(isAllowedInlineScript(text, withBuild)).toBe(true)
    // The same shape with another chunk list is not this build's.
    expect(isAllowedInlineScript(text.replace('a.js', 'evil.js'), withBuild)).toBe(false)
    expect(turbopackBootstraps('/nonexistent')).toEqual([])
  })
})

describe('an injected script gets no hash', () => {
  const injected = [
    'window.__pwned=1',
    'self.__next_f.push([1,"x"]);window.__pwned=1',
    'self.__next_f.push([1,"x"]),window.__pwned=1,(0)',
    'self.__next_f.push((window.__pwned=1,[1,"x"]))',
    'self.__next_f.push([1,window.__pwned=1])',
    'self.__next_f.push([4,"x"])',
    'self.__next_f.push([1,"<img src=x onerror=alert(1)>"])',
    'self.__next_f.push([3,"not base64!"])',
    '(self.__next_f=self.__next_f||[]).push([0]);window.__pwned=1',
    '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,1]);window.__pwned=1',
    '$RC("B:0","S:0");window.__pwned=1',
    '$RC("B:0",window.__pwned=1)',
    '$RC=function(){window.__pwned=1};$RC("B:0","S:0")',
    '$RZ("B:0")',
    'requestAnimationFrame(function(){$RT=performance.now()});window.__pwned=1',
    ' self.__next_f.push([1,"x"])',
  ]
  it.each(injected)('%s', (text) => {
    expect(isAllowedInlineScript(text, allow)).toBe(false)
    const html = `<html><body><p>hi</p><script>${text}</script></body></html>`
    expect(allowedScriptHashes(html, allow)).toEqual([])
  })

  it('external and data scripts are not hashed: their own rules apply', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>'
    expect([...inlineScripts(html)]).toEqual([])
  })
})

describe('the server adds the policy to documents on the way out (holdHtmlForPolicy)', () => {
  const flight = 'self.__next_f.push([1,"0:{}\\n"])'
  const injectedScript = '<script>window.__pwned=1</script>'
  const page = `<!DOCTYPE html><html><body>${injectedScript}<script>${flight}</script></body></html>`
  let server: http.Server
  let origin = ''
  // Every scan asks the allow-list about each inline script.
  let lookups = 0
  class CountingSet extends Set<string> {
    override has(value: string) {
      lookups += 1
      return super.has(value)
    }
  }
  beforeAll(async () => {
    const counted = { ...allow, exact: new CountingSet(allow.exact) }
    const policyFor = createPolicyCache({ https: false, allow: counted })
    server = http.createServer((req, res) => {
      holdHtmlForPolicy(req, res, policyFor)
      if (req.url === '/streamed') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'private, no-store')
        res.flushHeaders()
        res.write(page.slice(0, 40))
        setTimeout(() => res.end(page.slice(40)), 5)
      } else if (req.url === '/static') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=3540')
        res.end(page)
      } else if (req.url?.startsWith('/tagged')) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('ETag', '"v1"')
        res.end(req.url === '/tagged' ? page : page.replace(flight, 'self.__next_f.push([0])'))
      } else if (req.url === '/head') {
        res.writeHead(200, { 'Content-Type': 'text/html' })
        res.end(page)
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end('{"ok":true}')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("a streamed page: whole, with the hash of Next's script and none of the injected one", async () => {
    const response = await fetch(`${origin}/streamed`)
    expect(await response.text()).toBe(page)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`'${hashOf(flight)}'`)
    expect(policy).not.toContain(hashOf('window.__pwned=1'))
    expect(policy.match(/'sha256-/g)).toHaveLength(1)
  })

  it('a cacheable page is scanned once per version; headers set by writeHead are kept', async () => {
    const first = await fetch(`${origin}/static`)
    const scanned = lookups
    expect(scanned).toBeGreaterThan(0)
    const second = await fetch(`${origin}/static`)
    expect(second.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(lookups).toBe(scanned)
    // Under Next's ETag (a digest of the body), the first version's policy serves the same ETag.
    const tagged = await fetch(`${origin}/tagged`)
    const again = lookups
    const sameTag = await fetch(`${origin}/tagged?again`)
    expect(lookups).toBe(again)
    expect(sameTag.headers.get('content-security-policy')).toBe(
      tagged.headers.get('content-security-policy'),
    )
    const viaWriteHead = await fetch(`${origin}/head`)
    expect(viaWriteHead.headers.get('content-type')).toBe('text/html')
    expect(viaWriteHead.headers.get('content-security-policy')).toContain(`'${hashOf(flight)}'`)
  })

  it('other answers pass through untouched', async () => {
    const response = await fetch(`${origin}/api`)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
