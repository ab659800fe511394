'use client'

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { TrafficDay } from '@/analytics/reportTypes'

import { TOOLTIP_STYLE, usePrefersReducedMotion } from '../charts'
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
  const reducedMotion = usePrefersReducedMotion()
  return (
    <div aria-hidden="true" className={styles.chart}>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ background: PAGE_VIEWS_COLOUR }} />
          Page views
        </li>
        <li>
          <span className={styles.line} style={{ borderColor: VISITS_COLOUR }} />
          Visits
        </li>
        <li>
          <span
            className={styles.line}
            style={{ borderColor: VISITORS_COLOUR, borderTopStyle: 'dashed' }}
          />
          Visitors
        </li>
      </ul>
      <div className={styles.chartBox}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={daily}
            margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={formatDay}
              tick={{ fill: 'currentColor' }}
              stroke="currentColor"
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'currentColor' }}
              stroke="currentColor"
              tickFormatter={(value: number) => formatCount(value)}
              width={44}
            />
            <Tooltip
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(value, name) => [formatCount(Number(value)), name]}
              contentStyle={TOOLTIP_STYLE}
              isAnimationActive={!reducedMotion}
            />
            <Bar
              dataKey="pageViews"
              name="Page views"
              fill={PAGE_VIEWS_COLOUR}
              fillOpacity={0.55}
              radius={[3, 3, 0, 0]}
              isAnimationActive={!reducedMotion}
            />
            <Line
              dataKey="visits"
              name="Visits"
              type="linear"
              stroke={VISITS_COLOUR}
              strokeWidth={2}
              dot={false}
              isAnimationActive={!reducedMotion}
            />
            <Line
              dataKey="visitors"
              name="Visitors"
              type="linear"
              stroke={VISITORS_COLOUR}
              strokeWidth={2}
              strokeDasharray="5 4"
              dot={false}
              isAnimationActive={!reducedMotion}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  )
}
