// The Content-Security-Policy of every HTML document the production server (server/serve.mjs)
// sends, without a per-request nonce, so a page can be prerendered, cached and held by a CDN while
// scripts stay restricted: script-src allows the site's own files, Stripe.js, and the SHA-256 of
// each inline script in the document AS IT LEAVES THE SERVER — but only of an inline script whose
// whole text is one Next.js or React emits (the allow-list below). A `<script>` that reached the
// HTML any other way (stored XSS through content) gets no hash and does not run, even when it
// starts like one of Next's.
//
// The allow-list is exact where the text is fixed (Next's bootstraps, computed from the build's own
// manifest; React's runtime functions, read from the Next runtime that renders the page) and
// strict where it carries data: a flight chunk is `self.__next_f.push(<JSON>)` whose argument
// parses as JSON ([1, string] or [3, base64]), and a React instruction is known definitions
// followed by `$RC|$RR|$RS|$RX(<JSON values>)`. JSON is a literal: such a script can push data
// or call React's own function with strings, never run code of its author's choosing.
import { createHash, hash as oneShotHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  appPageRuntimeFiles,
  htmlEscapeJsonString,
  turbopackChunkGroupBootstrap,
} from './next-internals.mjs'

/** Third parties a page may talk to: Stripe (checkout) and Vimeo's player (the course). */
export const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com']
const STRIPE_FRAMES = [
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://hooks.stripe.com',
]
const STRIPE_API = 'https://api.stripe.com'
const VIDEO_PLAYER = 'https://player.vimeo.com'

/**
 * The policy. In production `scriptHashes` are the allowed inline scripts of this document (no
 * 'unsafe-inline'); `dev` is `next dev`, whose streamed pages no server of ours sees whole: it
 * allows inline scripts and eval (React's development build needs eval for its debugging stacks).
 * Only the site itself may frame a page: the admin's live preview shows the page being edited in
 * a frame.
 * @param {{ scriptHashes?: Iterable<string>, https: boolean, dev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ scriptHashes = [], https, dev = false }) {
  const inline = dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [...scriptHashes].map((h) => `'${h}'`)
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...STRIPE_SCRIPTS, ...inline].join(' '),
    // React and the admin set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${STRIPE_API}`,
    `frame-src 'self' ${[...STRIPE_FRAMES, VIDEO_PLAYER].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

// ── Which inline scripts are Next's and React's ────────────────────────────────────────────────

/** Next's flight-data bootstrap (use-flight-response.js, INLINE_FLIGHT_PAYLOAD_BOOTSTRAP). */
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = 'self.__next_f.push('
/** Next moves streamed icons into <head> (create-server-inserted-metadata.js). */
const REINSERT_ICONS = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`
/** Next's client resume of a partially prerendered page (node-web-streams-helper.js). */
const CLIENT_RESUME =
  /^__NEXT_CLIENT_RESUME=fetch\(location\.pathname\+'\?_rsc=[\w-]+',\{credentials:'same-origin',headers:\{'rsc': '1','next-router-prefetch': '1','next-router-segment-prefetch': '\/_full'\}\}\)$/

/** How React's runtime definitions start, as string literals in the Next runtime's bundles. */
const REACT_RUNTIME_PREFIXES = [
  '$RB=[];',
  '$RM=new Map;',
  '$RS=function(',
  '$RX=function(',
  '$RV=function(',
  'requestAnimationFrame(function(){$RT=',
  'addEventListener("submit",',
]
/** The first call a definition literal may carry at its end (React's "...Full" chunks). */
const TRAILING_CALL = /\$R[RSX]\("$/

/**
 * Decodes the JavaScript string literal that starts at `source[start]` (a quote).
 * @returns {string | null} null when it is not a plain literal
 */
function readStringLiteral(source, start) {
  const quote = source[start]
  let out = ''
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]
    if (c === quote) return out
    if (c === '\n') return null
    if (c !== '\\') {
      out += c
      continue
    }
    const e = source[++i]
    if (e === 'x') {
      out += String.fromCharCode(parseInt(source.slice(i + 1, i + 3), 16))
      i += 2
    } else if (e === 'u' && source[i + 1] === '{') {
      const close = source.indexOf('}', i)
      out += String.fromCodePoint(parseInt(source.slice(i + 2, close), 16))
      i = close
    } else if (e === 'u') {
      out += String.fromCharCode(parseInt(source.slice(i + 1, i + 5), 16))
      i += 4
    } else {
      const simple = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' }[e]
      out += simple ?? e
    }
  }
  return null
}

/**
 * React's inline runtime definitions ($RC, $RS, $RX, $RR, $RV… and the form-replay and
 * shell-time snippets), read from the runtimes Next renders app pages with, so they are exactly
 * the installed React's. Each is returned without the first call a "Full" chunk ends with.
 * @param {string[]} [files] the bundles to read (default: Next's app-page production runtimes)
 * @returns {string[]}
 */
export function reactRuntimeDefinitions(files) {
  const runtimes = files ?? appPageRuntimeFiles()
  const found = new Set()
  for (const file of runtimes) {
    const source = readFileSync(file, 'utf8')
    for (const prefix of REACT_RUNTIME_PREFIXES) {
      for (let at = source.indexOf(prefix); at !== -1; at = source.indexOf(prefix, at + 1)) {
        const quote = source[at - 1]
        if (quote !== "'" && quote !== '"') continue
        const literal = readStringLiteral(source, at - 1)
        if (literal) found.add(literal.replace(TRAILING_CALL, ''))
      }
    }
  }
  return [...found]
}

/**
 * The Turbopack chunk-group bootstraps of this build, one per page, as Next writes them
 * (app-render.js → getTurbopackChunkGroupBootstrap, escaped by htmlEscapeJsonString).
 * @param {string} distDir the build folder (.next, NEXT_DIST_DIR)
 * @returns {string[]}
 */
export function turbopackBootstraps(distDir) {
  const manifestFile = path.join(distDir, 'build-manifest.json')
  if (!existsSync(manifestFile)) return []
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const params = manifest.pagesChunkGroupBootstrapParams
  if (!params || !manifest.chunkLoadingGlobal) return []
  return Object.keys(params).map((page) =>
    htmlEscapeJsonString(turbopackChunkGroupBootstrap(params, manifest.chunkLoadingGlobal, [page])),
  )
}

/**
 * What may run inline: the exact texts (bootstraps, React's definitions) and the strict shapes.
 * @typedef {{ exact: Set<string>, definitions: string[] }} InlineScriptAllowList
 * @param {{ distDir?: string, definitions?: string[] }} [options]
 * @returns {InlineScriptAllowList}
 */
export function inlineScriptAllowList({ distDir, definitions = reactRuntimeDefinitions() } = {}) {
  if (definitions.length === 0) {
    throw new Error(
      'no React runtime definitions found in the installed Next.js: see server/csp.mjs and server/next-internals.mjs',
    )
  }
  return {
    exact: new Set([
      FLIGHT_BOOTSTRAP,
      REINSERT_ICONS,
      ...definitions,
      ...(distDir ? turbopackBootstraps(distDir) : []),
    ]),
    // Longest first: a "Full" definition also starts with its shorter sibling.
    definitions: [...definitions].sort((a, b) => b.length - a.length),
  }
}

/** Next escapes these in every JSON it inlines (htmlEscapeJsonString); a raw one is not Next's. */
const UNESCAPED = /[<>&\u2028\u2029]/

/** `[1, "<flight text>"]`, `[3, "<base64>"]` (and `[2, formState]` after the bootstrap). */
function flightChunk(json, { formState = false } = {}) {
  if (UNESCAPED.test(json)) return false
  let value
  try {
    value = JSON.parse(json)
  } catch {
    return false
  }
  if (!Array.isArray(value) || value.length !== 2) return false
  if (formState) return value[0] === 2
  if (value[0] === 1) return typeof value[1] === 'string'
  if (value[0] === 3) return typeof value[1] === 'string' && /^[A-Za-z0-9+/]*={0,2}$/.test(value[1])
  return false
}

/** React's instruction: definitions it has not sent yet, then one call with JSON arguments. */
function reactInstruction(text, definitions) {
  let rest = text
  for (let matched = true; matched;) {
    matched = false
    for (const definition of definitions) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length)
        matched = true
        break
      }
    }
  }
  if (rest.startsWith(';')) rest = rest.slice(1)
  if (rest === '') return true
  const call = /^\$R[CRSX]\(([^<]*)\)$/.exec(rest)
  if (!call) return false
  try {
    const args = JSON.parse(`[${call[1]}]`)
    return args.every((arg) => arg === null || typeof arg === 'string' || Array.isArray(arg))
  } catch {
    return false
  }
}

/**
 * Whether an inline script's whole text is one Next or React emits.
 * @param {string} text
 * @param {InlineScriptAllowList} allow
 */
export function isAllowedInlineScript(text, allow) {
  if (allow.exact.has(text)) return true
  if (text.startsWith(FLIGHT_PUSH) && text.endsWith(')')) {
    return flightChunk(text.slice(FLIGHT_PUSH.length, -1))
  }
  const withFormState = `${FLIGHT_BOOTSTRAP};${FLIGHT_PUSH}`
  if (text.startsWith(withFormState) && text.endsWith(')')) {
    return flightChunk(text.slice(withFormState.length, -1), { formState: true })
  }
  if (text.startsWith('$R')) return reactInstruction(text, allow.definitions)
  return CLIENT_RESUME.test(text)
}

const sha256 = oneShotHash
  ? (data) => oneShotHash('sha256', data, 'base64')
  : (data) => createHash('sha256').update(data).digest('base64')

/**
 * The inline scripts of an HTML document: each `<script …>` without `src`, and its text up to
 * `</script`. Misreading a document can only leave one of Next's scripts unhashed (it then does not
 * run): a hash allows one exact text, and only texts the allow-list accepts get one.
 * @param {string} html
 * @returns {Generator<string>}
 */
export function* inlineScripts(html) {
  for (let open = html.indexOf('<script'); open !== -1; open = html.indexOf('<script', open + 1)) {
    const next = html[open + 7]
    if (next !== '>' && next !== ' ') continue
    const tagEnd = html.indexOf('>', open)
    if (tagEnd === -1) return
    const close = html.indexOf('</script', tagEnd)
    if (close === -1) return
    const attributes = html.slice(open + 7, tagEnd)
    if (!/\ssrc=/i.test(attributes) && !/\stype=/i.test(attributes)) {
      yield html.slice(tagEnd + 1, close)
    }
    open = close
  }
}

/**
 * The 'sha256-…' sources of the document's allowed inline scripts, each once, in order.
 * @param {string} html
 * @param {InlineScriptAllowList} allow
 * @returns {string[]}
 */
export function allowedScriptHashes(html, allow) {
  const hashes = new Set()
  for (const text of inlineScripts(html)) {
    if (isAllowedInlineScript(text, allow)) hashes.add(`sha256-${sha256(text)}`)
  }
  return [...hashes]
}

// ── The header on the way out ───────────────────────────────────────────────────────────────────

/**
 * The policy for a finished document. A document a cache may hold (a prerendered or regenerated
 * page: no `private`/`no-store`) is scanned once per version per process: its policy is remembered
 * under the ETag Next computed for that body (Next hashes the body for it anyway), or, without
 * one, with its exact text (a lookup by length and one comparison). A per-person page is scanned
 * each time: it is never the same twice.
 *
 * The key only has to be right for the page to work, not for it to be safe: whatever body a
 * policy is sent with, it allows only texts the allow-list accepted.
 * @param {{ https: boolean, allow: InlineScriptAllowList, maxEntries?: number }} options
 * @returns {(body: string | Buffer, cacheable: boolean, etag?: string) => string}
 */
export function createPolicyCache({ https, allow, maxEntries = 200 }) {
  /** @type {Map<string, { body: string | Buffer | null, policy: string }[]>} */
  const cache = new Map()
  let entries = 0
  const compute = (body) =>
    contentSecurityPolicy({
      https,
      scriptHashes: allowedScriptHashes(
        typeof body === 'string' ? body : body.toString('utf8'),
        allow,
      ),
    })
  const same = (a, b) => (typeof a === 'string' ? a === b : typeof b !== 'string' && a.equals(b))
  return (body, cacheable, etag) => {
    if (!cacheable) return compute(body)
    const key = etag ? `e${etag}` : `${typeof body === 'string' ? 's' : 'b'}${body.length}`
    const bucket = cache.get(key)
    if (bucket) {
      if (etag) return bucket[0].policy
      for (const entry of bucket) if (same(entry.body, body)) return entry.policy
    }
    const policy = compute(body)
    if (entries >= maxEntries) {
      // The oldest first: old versions of pages that have since changed.
      const [oldest, dropped] = cache.entries().next().value
      cache.delete(oldest)
      entries -= dropped.length
    }
    const entry = { body: etag ? null : body, policy }
    if (bucket && cache.has(key)) bucket.push(entry)
    else cache.set(key, [entry])
    entries += 1
    return policy
  }
}

const isHtml = (res) => /^text\/html/i.test(String(res.getHeader('content-type') ?? ''))
const isCacheable = (res) => !/private|no-store/i.test(String(res.getHeader('cache-control') ?? ''))

/**
 * Holds an HTML document's body until it is complete, then sends it with its policy. Everything
 * else (files, JSON, flight data, redirects, 304s, HEAD) passes through as it was. A streamed page
 * arrives whole at once: only per-person pages stream (public pages are prerendered), and their
 * scripts must be seen to be allowed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(body: string | Buffer, cacheable: boolean, etag?: string) => string} policyFor see
 *   createPolicyCache
 */
export function holdHtmlForPolicy(req, res, policyFor) {
  const own = { writeHead: res.writeHead, write: res.write, end: res.end }
  const flushHeaders = res.flushHeaders
  const flush = res.flush
  /** @type {Buffer[] | null} null until the response shows whether it is a document */
  let chunks = null

  const restore = () => {
    res.writeHead = own.writeHead
    res.write = own.write
    res.end = own.end
    res.flushHeaders = flushHeaders
    if (flush) res.flush = flush
  }
  // Decided once, at the first byte or header flush, when Next has set the content type.
  const holds = () => {
    if (chunks) return true
    const status = res.statusCode
    if (req.method === 'HEAD' || status === 204 || status === 304 || !isHtml(res)) {
      restore()
      return false
    }
    chunks = []
    return true
  }
  const keep = (chunk, encoding) => {
    if (chunk == null || chunk.length === 0) return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    )
  }

  // A document's headers wait for its body: writeHead's are folded into the response's own.
  res.writeHead = function writeHead(status, reason, headers) {
    if (typeof reason !== 'string') headers = reason
    else res.statusMessage = reason
    res.statusCode = status
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value)
    }
    // Anything but a document goes out as it would have.
    if (!holds()) return res.writeHead(res.statusCode)
    return res
  }
  res.flushHeaders = function () {
    if (!holds()) res.flushHeaders()
  }
  if (flush) res.flush = () => {}
  res.write = function write(chunk, encoding, callback) {
    if (!holds()) return res.write(chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk]
    if (!holds()) return res.end(chunk, encoding, callback)
    // A prerendered page arrives whole, as one string: hashed as it is, no copy.
    let body
    if (chunks.length === 0 && typeof chunk === 'string') body = chunk
    else {
      keep(chunk, encoding)
      body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
    }
    const etag = res.getHeader('etag')
    const policy = policyFor(body, isCacheable(res), typeof etag === 'string' ? etag : undefined)
    res.setHeader('Content-Security-Policy', policy)
    restore()
    const done = typeof encoding === 'function' ? encoding : callback
    return res.end(body, done)
  }
}
