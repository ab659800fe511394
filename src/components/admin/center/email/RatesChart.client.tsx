'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { WeekFigures } from '@/dashboard/email'

import { TOOLTIP_STYLE, usePrefersReducedMotion } from '../charts'
import { formatDay, formatPercent } from '../overview/format'
import styles from './email.module.css'

/* Mid-tone colours that read on Payload's light and dark themes alike (as the Overview's chart). */
export const OPEN_COLOUR = '#8b5cf6'
export const CLICK_COLOUR = '#0d9488'

/**
 * Open and click rates per week, as bars. The drawing is for the eye only: the same figures are
 * in the table beside it. A week with nothing sent has no bar (not a rate of zero).
 */
export function RatesChart({ weekly }: { weekly: WeekFigures[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const data = weekly.map((week) => ({
    week: week.week,
    openRate: week.delivered > 0 ? week.openRate : null,
    clickRate: week.delivered > 0 ? week.clickRate : null,
  }))
  return (
    <div className={styles.chartBox} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="week"
            tickFormatter={formatDay}
            tick={{ fill: 'currentColor' }}
            stroke="currentColor"
            minTickGap={12}
          />
          <YAxis
            tick={{ fill: 'currentColor' }}
            stroke="currentColor"
            tickFormatter={(value: number) => `${value}%`}
            width={44}
          />
          <Tooltip
            labelFormatter={(label) => `Week of ${formatDay(String(label))}`}
            formatter={(value, name) => [
              value === null || value === undefined ? '–' : formatPercent(Number(value)),
              name,
            ]}
            contentStyle={TOOLTIP_STYLE}
            isAnimationActive={!reducedMotion}
          />
          <Bar
            dataKey="openRate"
            name="Open rate"
            fill={OPEN_COLOUR}
            radius={[3, 3, 0, 0]}
            isAnimationActive={!reducedMotion}
          />
          <Bar
            dataKey="clickRate"
            name="Click rate"
            fill={CLICK_COLOUR}
            radius={[3, 3, 0, 0]}
            isAnimationActive={!reducedMotion}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
