import { type CSSProperties, useEffect, useState } from 'react'

/**
 * What the Admin Center's charts share. Only client components import this (recharts draws in the
 * browser); the figures themselves are always written out beside a chart by the server.
 */

/** Whether the owner asked her system for less motion; until known, assume she did. */
export function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/** A chart's tooltip in Payload's theme, so it reads on the light and the dark one. */
export const TOOLTIP_STYLE: CSSProperties = {
  background: 'var(--theme-elevation-0)',
  border: '1px solid var(--theme-elevation-150)',
  color: 'var(--theme-elevation-1000)',
}
