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

import type { DailyFigures } from '@/dashboard/overview'

import { TOOLTIP_STYLE, usePrefersReducedMotion } from '../charts'
import { formatCount, formatDay, formatDollars } from './format'
import styles from './overview.module.css'

/* Mid-tone colours that read on Payload's light and dark themes alike. */
const LEADS_COLOUR = '#8b5cf6'
const REVENUE_COLOUR = '#0d9488'

/**
 * Leads (bars) and revenue (line) per day over the last 30 days. The drawing is for the eye
 * only: screen readers get the same figures as a table, and the totals are written out.
 */
export function DailyChart({ daily }: { daily: DailyFigures[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const totalLeads = daily.reduce((sum, day) => sum + day.leads, 0)
  const totalRevenue = daily.reduce((sum, day) => sum + day.revenue, 0)
  const first = daily[0]
  const last = daily.at(-1)

  return (
    <figure className={styles.chartFigure} aria-labelledby="daily-chart-caption">
      <figcaption id="daily-chart-caption" className={styles.summary}>
        {first && last ? `${formatDay(first.date)} – ${formatDay(last.date)}: ` : ''}
        {formatCount(totalLeads)} {totalLeads === 1 ? 'sign-up' : 'sign-ups'} and{' '}
        {formatDollars(totalRevenue)} in sales (net of refunds).
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={styles.swatch} style={{ background: LEADS_COLOUR }} />
          Leads per day
        </li>
        <li>
          <span className={styles.swatch} style={{ background: REVENUE_COLOUR }} />
          Revenue per day
        </li>
      </ul>
      <div className={styles.chartBox} aria-hidden="true">
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
              yAxisId="leads"
              allowDecimals={false}
              tick={{ fill: 'currentColor' }}
              stroke="currentColor"
              width={36}
            />
            <YAxis
              yAxisId="revenue"
              orientation="right"
              tick={{ fill: 'currentColor' }}
              stroke="currentColor"
              tickFormatter={(value: number) => `$${formatCount(value)}`}
              width={56}
            />
            <Tooltip
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(value, name) =>
                name === 'Revenue'
                  ? [formatDollars(Number(value)), name]
                  : [formatCount(Number(value)), name]
              }
              contentStyle={TOOLTIP_STYLE}
              isAnimationActive={!reducedMotion}
            />
            <Bar
              yAxisId="leads"
              dataKey="leads"
              name="Leads"
              fill={LEADS_COLOUR}
              radius={[3, 3, 0, 0]}
              isAnimationActive={!reducedMotion}
            />
            <Line
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              type="linear"
              stroke={REVENUE_COLOUR}
              strokeWidth={2}
              dot={false}
              isAnimationActive={!reducedMotion}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className={styles.visuallyHidden}>
        <caption>Leads and revenue per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Leads</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{formatCount(day.leads)}</td>
              <td>{formatDollars(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
