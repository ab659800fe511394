import { type NextRequest, NextResponse } from 'next/server'

import { wrongAddressResponse } from '@/core/wrongAddress'
import { wrongAddress } from '@/security/siteAddress'

/**
 * The admin at another address than the site's own (www. …): her sign-in cookie is not there.
 * Only the admin's paths come here (the matcher): the Content-Security-Policy of every document is
 * added by the server on the way out (server/csp.mjs), so public pages skip the proxy and can
 * be prerendered and cached.
 */
export function proxy(request: NextRequest) {
  // The matcher already keeps other paths away; this holds if it is ever widened.
  const path = request.nextUrl.pathname
  if (path !== '/admin' && !path.startsWith('/admin/')) return NextResponse.next()
  const wrong = wrongAddress(request)
  if (wrong?.action === 'redirect') return NextResponse.redirect(wrong.location, 308)
  if (wrong) return wrongAddressResponse(wrong.message, wrong.siteAdmin)
  return NextResponse.next()
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
}
