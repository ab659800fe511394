import { isLocalServer } from '@/utilities/getURL'

/**
 * The admin answers at the site's own address only. Her sign-in cookie belongs to that address
 * (NEXT_PUBLIC_SERVER_URL), so at another one (www. on a site set up without it) she would look
 * signed out and every save would fail with "Please sign in". Instead, her browser is sent to the
 * same path at the site's own address, or told in words to go there.
 */

type HeaderSource = { get(name: string): string | null }

export type WrongAddress =
  | { action: 'redirect'; location: string }
  | { action: 'refuse'; message: string; siteAdmin: string }

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** The host the browser asked for: the first proxy's X-Forwarded-Host, else Host. */
function requestedHost(headers: HeaderSource): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwarded || headers.get('host')?.trim()
  return host ? host.toLowerCase() : null
}

/** `host[:port]` as the browser wrote it, with the scheme's default port left out. */
function normalisedHost(host: string, protocol: string): string {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host)
  if (!match) return host
  const [, name, port] = match
  return port && port !== DEFAULT_PORTS[protocol] ? `${name}:${port}` : name!
}

/**
 * Whether a request for this host reaches the site at its own address. A loopback host
 * (localhost, 127.0.0.1, [::1]) always does: it is a developer's machine or the tests, where
 * localhost and 127.0.0.1 are the same site, or a reverse proxy on the same machine that did not
 * pass the browser's host on, where only that proxy knows what the browser asked for.
 */
export function isSiteHost(host: string, siteUrl: string): boolean {
  let site: URL
  try {
    site = new URL(siteUrl)
  } catch {
    return true
  }
  if (isLocalServer(`http://${host}`)) return true
  return normalisedHost(host.toLowerCase(), site.protocol) === site.host.toLowerCase()
}

/** Whether a request to /api/… comes from the admin's screens (Payload's or the Admin Center). */
export function isAdminApiRequest(pathname: string, headers: HeaderSource): boolean {
  if (pathname === '/api/admin' || pathname.startsWith('/api/admin/')) return true
  const referer = headers.get('referer')
  if (!referer) return false
  try {
    const path = new URL(referer).pathname
    return path === '/admin' || path.startsWith('/admin/')
  } catch {
    return false
  }
}

/**
 * What a request for the admin (its pages, or the API its screens call) at a host other than the
 * site's own gets: GET and HEAD go to the same path and query at the site's own address (308);
 * anything else (a save) is refused with words saying where to go. Null: the right address, or
 * no address set up (NEXT_PUBLIC_SERVER_URL unset: nothing to send her to).
 */
export function wrongAddress(
  request: { method: string; url: string; headers: HeaderSource },
  env: Record<string, string | undefined> = process.env,
): WrongAddress | null {
  const siteUrl = env.NEXT_PUBLIC_SERVER_URL?.replace(/\/+$/, '')
  if (!siteUrl) return null
  const host = requestedHost(request.headers)
  if (!host || isSiteHost(host, siteUrl)) return null
  const url = new URL(request.url)
  const siteAdmin = `${siteUrl}/admin`
  if (request.method === 'GET' || request.method === 'HEAD') {
    return { action: 'redirect', location: `${siteUrl}${url.pathname}${url.search}` }
  }
  return {
    action: 'refuse',
    siteAdmin,
    message: `Not saved: this page is open at ${host}, which is not your site's own address. Open ${siteAdmin} and make the change there (you may need to sign in once at that address).`,
  }
}
