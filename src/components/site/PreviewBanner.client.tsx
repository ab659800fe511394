'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Shown on every page while the owner's browser is in preview (Next's draft mode), in the page's
 * flow above the header so it covers nothing. Exit ends the preview and reopens the same page as
 * visitors see it. The preview also ends by itself when nothing is left to preview here: on
 * opening the page and whenever she comes back to the tab (after publishing in the admin, say),
 * the server is asked whether this page still has unpublished changes. In the admin's live
 * preview frame the preview is the point, so it stays.
 */
export function PreviewBanner() {
  const pathname = usePathname() || '/'
  const exitHref = `/next/exit-preview?path=${encodeURIComponent(pathname)}`

  useEffect(() => {
    if (window.self !== window.top) return
    let active = true
    const check = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch(`/next/preview-status?path=${encodeURIComponent(pathname)}`, {
          cache: 'no-store',
        })
        if (!response.ok) return
        const { previewing } = (await response.json()) as { previewing?: boolean }
        if (active && previewing === false) window.location.replace(exitHref)
      } catch {
        // Offline for a moment: the banner stays, and Exit still works.
      }
    }
    void check()
    document.addEventListener('visibilitychange', check)
    window.addEventListener('focus', check)
    return () => {
      active = false
      document.removeEventListener('visibilitychange', check)
      window.removeEventListener('focus', check)
    }
  }, [pathname, exitHref])

  return (
    <section
      aria-label="Draft preview"
      data-testid="preview-banner"
      className="bg-plum-950 px-4 py-2 text-center text-sm text-cream-50"
    >
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <span>
          <strong>Previewing a draft</strong> — visitors still see the published page.
        </span>
        <a
          href={exitHref}
          className="rounded font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream-50"
        >
          Exit preview
        </a>
      </p>
    </section>
  )
}
