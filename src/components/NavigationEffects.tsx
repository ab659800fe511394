'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { stopAllAudio } from '@/utilities/audio'

/** Every navigation stops whatever is playing (Next's Link already scrolls to the top). */
export function NavigationEffects() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    stopAllAudio()
  }, [pathname])
  return null
}
