import { type CSSProperties, type ReactNode, useEffect, useState } from 'react'
import { ResponsiveContainer } from 'recharts'

import styles from './dataViews.module.css'

/**
 * What the Admin Center's charts share. Only client components import this (recharts draws in the
 * browser); the figures themselves are always written out beside a chart by the server.
 */

/** Whether the owner asked her system for less motion; until known, assume she did. */
function usePrefersReducedMotion() {
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
const TOOLTIP_STYLE: CSSProperties = {
  background: 'var(--theme-elevation-0)',
  border: '1px solid var(--theme-elevation-150)',
  color: 'var(--theme-elevation-1000)',
}

/**
 * How every chart in the Admin Center looks, to spread on recharts' parts: the chart (room at the
 * top for the highest tick, no keyboard layer: the drawing is hidden from screen readers and the
 * table beside it has the figures), a faint horizontal grid and the axes in the frame's text colour
 * (`currentColor`, for either theme), the tooltip, bars with rounded tops and plain lines. Nothing
 * moves when she asked her system for less motion.
 */
export function useChartLook() {
  const animate = !usePrefersReducedMotion()
  const radius: [number, number, number, number] = [3, 3, 0, 0]
  return {
    chart: { margin: { top: 8, right: 4, bottom: 0, left: 0 }, accessibilityLayer: false },
    grid: { stroke: 'currentColor', strokeOpacity: 0.15, vertical: false },
    axis: { tick: { fill: 'currentColor' }, stroke: 'currentColor' },
    tooltip: { contentStyle: TOOLTIP_STYLE, isAnimationActive: animate },
    bar: { radius, isAnimationActive: animate },
    line: { type: 'linear', strokeWidth: 2, dot: false, isAnimationActive: animate },
  } as const
}

/**
 * The box a chart draws in, hidden from screen readers, as wide as its column: 18rem high, or
 * 16rem when `short`.
 */
export function ChartFrame({ short = false, children }: { short?: boolean; children: ReactNode }) {
  return (
    <div
      className={short ? `${styles.chartBox} ${styles.short}` : styles.chartBox}
      aria-hidden="true"
    >
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  )
}
