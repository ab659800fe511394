'use client'

import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts'

import type { TrafficDay } from '@/analytics/reportTypes'

import { ChartLegend } from '../ChartLegend'
import { ChartFrame, useChartLook } from '../charts'
import { formatCount, formatDay } from './format'
import styles from './traffic.module.css'

/*
 * Mid-tone colours that read on Payload's light and dark themes alike (as the chart above), and
 * three shapes (bars, a solid and a dashed line) so that no one needs the colours to tell them
 * apart.
 */
const PAGE_VIEWS_COLOUR = '#8b5cf6'
const VISITS_COLOUR = '#0d9488'
const VISITORS_COLOUR = '#d97706'

/**
 * Page views (bars), visits and visitors (lines) per day. The drawing and its legend are for the
 * eye only: the figcaption around it says the totals and the table beside it has every day.
 */
export function TrafficChart({ daily }: { daily: TrafficDay[] }) {
  const look = useChartLook()
  return (
    <div aria-hidden="true" className={styles.chart}>
      <ChartLegend
        items={[
          { label: 'Page views', colour: PAGE_VIEWS_COLOUR, opacity: 0.7 },
          { label: 'Visits', colour: VISITS_COLOUR, mark: 'line' },
          { label: 'Visitors', colour: VISITORS_COLOUR, mark: 'dashed' },
        ]}
      />
      <ChartFrame>
        <ComposedChart data={daily} {...look.chart}>
          <CartesianGrid {...look.grid} />
          <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={16} {...look.axis} />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => formatCount(value)}
            width={44}
            {...look.axis}
          />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(value, name) => [formatCount(Number(value)), name]}
            {...look.tooltip}
          />
          <Bar
            dataKey="pageViews"
            name="Page views"
            fill={PAGE_VIEWS_COLOUR}
            fillOpacity={0.55}
            {...look.bar}
          />
          <Line dataKey="visits" name="Visits" stroke={VISITS_COLOUR} {...look.line} />
          <Line
            dataKey="visitors"
            name="Visitors"
            stroke={VISITORS_COLOUR}
            strokeDasharray="5 4"
            {...look.line}
          />
        </ComposedChart>
      </ChartFrame>
    </div>
  )
}
