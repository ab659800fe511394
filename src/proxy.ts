import { type NextRequest, NextResponse } from 'next/server'

import { contentSecurityPolicy } from '@/security/headers'

/**
 * A fresh nonce per page request: Next reads it from the request's Content-Security-Policy header
 * and puts it on the scripts it renders, and the browser runs no other inline script.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy({
    nonce,
    https: request.nextUrl.protocol === 'https:' || serverIsHttps(),
    dev: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

const serverIsHttps = () => (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:')

export const config = {
  // Documents only: API answers (and the e-mails' tracked links, /r/, which are redirects), files and Next's static chunks carry no scripts to allow.
  matcher: [
    {
      source: '/((?!api/|r/|_next/static|_next/image|icon.svg|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
