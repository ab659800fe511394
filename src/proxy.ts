import { type NextRequest, NextResponse } from 'next/server'

import { wrongAddressResponse } from '@/core/wrongAddress'
import { contentSecurityPolicy } from '@/security/headers'
import { wrongAddress } from '@/security/siteAddress'

/**
 * A fresh nonce per page request: Next reads it from the request's Content-Security-Policy header
 * and puts it on the scripts it renders, and the browser runs no other inline script.
 */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname
  if (path === '/admin' || path.startsWith('/admin/')) {
    // The admin at another address than the site's own (www. …): her sign-in cookie is not there.
    const wrong = wrongAddress(request)
    if (wrong?.action === 'redirect') return NextResponse.redirect(wrong.location, 308)
    if (wrong) return wrongAddressResponse(wrong.message, wrong.siteAdmin)
  }
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
