import { getServerSideURL } from '@/utilities/getURL'

/** Longer targets are refused: no page of the site needs one, and they only cost parsing. */
const MAX_TARGET_LENGTH = 2_000

/**
 * Whitespace and control characters (browsers drop tabs and newlines from addresses, so
 * "/\t/evil.example" is another site), and backslashes, which browsers read as "/".
 */
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f-\u009f\\]/
/** The same, once decoded: an encoded space is a space in a path, the rest never is. */
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/

/**
 * A path that a browser, or a server that decodes once more, reads as the start of another
 * address: "//host", "/\host", a scheme in its first segment ("/https:…", "/javascript:…").
 */
const ESCAPING_PATH = /^(?:\/[/\\]|\/*[a-z][a-z\d+.-]*:)/i

/** The path and each of its decodings (as far as they decode), so "%2F%2F" is seen as "//". */
function decodings(path: string): string[] {
  const forms = [path]
  for (let i = 0; i < 4; i++) {
    const last = forms[forms.length - 1]!
    let decoded: string
    try {
      decoded = decodeURIComponent(last)
    } catch {
      break
    }
    if (decoded === last) break
    forms.push(decoded)
  }
  return forms
}

/** Whether a (decoded) path, as it is and as a URL parser normalises it, stays a path here. */
function staysHere(path: string, origin: string): boolean {
  if (UNSAFE_DECODED.test(path) || ESCAPING_PATH.test(path)) return false
  try {
    const url = new URL(path, origin)
    return url.origin === origin && !ESCAPING_PATH.test(url.pathname)
  } catch {
    return false
  }
}

/**
 * The path on this site that `target` leads to, as a browser reads it, or null. This is the one
 * check every redirect of the app goes through (a Location header, a `redirectTo` a script
 * follows, a stored return path). Only a path ("/…") passes, and only when, after WHATWG URL
 * normalisation ("/..//host" becomes "//host"), it is still a path on our origin that no decoding
 * turns into another address ("/%2F%2Fhost", "/%5Chost", "/%2e%2e%2f%2fhost").
 */
export function sameOriginPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH) return null
  if (!target.startsWith('/') || UNSAFE_CHARACTER.test(target)) return null
  const origin = new URL(getServerSideURL()).origin
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  if (!decodings(url.pathname).every((form) => staysHere(form, origin))) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // What we answer must read the same once more: a Location header is parsed again by the browser.
  const again = new URL(path, origin)
  return again.origin === origin && `${again.pathname}${again.search}${again.hash}` === path
    ? path
    : null
}

/** Where to send a browser: `target` when it stays on this site, else `fallback` (checked too). */
export const safeRedirectPath = (target: unknown, fallback: string): string =>
  sameOriginPath(target) ?? sameOriginPath(fallback) ?? '/'

/**
 * A redirect response to a path on this site, never elsewhere: `target` passes through
 * sameOriginPath, and anything it refuses leads to `fallback`.
 */
export function redirectResponse(
  target: unknown,
  {
    fallback = '/',
    status = 303,
    headers = {},
  }: { fallback?: string; status?: 301 | 302 | 303 | 307 | 308; headers?: HeadersInit } = {},
): Response {
  const response = new Response(null, { status, headers })
  response.headers.set('Location', safeRedirectPath(target, fallback))
  return response
}
