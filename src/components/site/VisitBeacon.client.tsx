'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { sendPageEvent } from '@/utilities/analytics'

/**
 * Counts each page she opens (the first and every in-site navigation), and when she leaves or
 * hides the tab, an engagement ping that tells how long the visit lasted. Renders nothing.
 */
export function VisitBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    sendPageEvent('pageview')
  }, [pathname])
  useEffect(() => {
    const leaving = () => {
      if (document.visibilityState === 'hidden') sendPageEvent('engagement')
    }
    document.addEventListener('visibilitychange', leaving)
    return () => document.removeEventListener('visibilitychange', leaving)
  }, [])
  return null
}
