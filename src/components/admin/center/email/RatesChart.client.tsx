'use client'

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

import type { WeekFigures } from '@/reports/email'

import { ChartFrame, useChartLook } from '../charts'
import { formatDay, formatPercent } from '../overview/format'

/* Mid-tone colours that read on Payload's light and dark themes alike (as the Overview's chart). */
export const OPEN_COLOUR = '#8b5cf6'
export const CLICK_COLOUR = '#0d9488'

/**
 * Open and click rates per week, as bars. The drawing is for the eye only: the same figures are
 * in the table beside it. A week with nothing sent has no bar (not a rate of zero).
 */
export function RatesChart({ weekly }: { weekly: WeekFigures[] }) {
  const look = useChartLook()
  const data = weekly.map((week) => ({
    week: week.week,
    openRate: week.delivered > 0 ? week.openRate : null,
    clickRate: week.delivered > 0 ? week.clickRate : null,
  }))
  return (
    <ChartFrame short>
      <BarChart data={data} {...look.chart}>
        <CartesianGrid {...look.grid} />
        <XAxis dataKey="week" tickFormatter={formatDay} minTickGap={12} {...look.axis} />
        <YAxis tickFormatter={(value: number) => `${value}%`} width={44} {...look.axis} />
        <Tooltip
          labelFormatter={(label) => `Week of ${formatDay(String(label))}`}
          formatter={(value, name) => [
            value === null || value === undefined ? '–' : formatPercent(Number(value)),
            name,
          ]}
          {...look.tooltip}
        />
        <Bar dataKey="openRate" name="Open rate" fill={OPEN_COLOUR} {...look.bar} />
        <Bar dataKey="clickRate" name="Click rate" fill={CLICK_COLOUR} {...look.bar} />
      </BarChart>
    </ChartFrame>
  )
}
