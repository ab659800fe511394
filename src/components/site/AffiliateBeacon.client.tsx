'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * `?ref=<code>` on any page of the site: reports the affiliate click to the server, whose answer
 * sets the referral cookie (first-party, http-only: this script never sees it), then takes `ref`
 * out of the address bar, so a reload or a shared copy of the address is not another click.
 * Renders nothing.
 */
export function AffiliateBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get('ref')
    if (!code) return
    void fetch('/api/affiliate-click', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({
        code: code.slice(0, 50),
        landingPage: url.href.slice(0, 2000),
        referrer: document.referrer.slice(0, 2000) || undefined,
      }),
    }).catch(() => {
      // A lost click costs the affiliate one referral, never the visitor her page.
    })
    url.searchParams.delete('ref')
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  }, [pathname])
  return null
}
