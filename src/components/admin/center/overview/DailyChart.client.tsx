'use client'

import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts'

import { FIGURE_WORDS, newLeadsSummary } from '@/reports/figureWords'
import type { DailyFigures } from '@/reports/overview'
import { zoneWords } from '@/settings/timeZone'

import { ChartLegend } from '../ChartLegend'
import { ChartFrame, useChartLook } from '../charts'
import { formatCount, formatDay, formatDollars } from './format'
import styles from './overview.module.css'

/* Mid-tone colours that read on Payload's light and dark themes alike. */
const LEADS_COLOUR = '#8b5cf6'
const REVENUE_COLOUR = '#0d9488'

/**
 * New leads (bars) and revenue (line) per day over the last 30 days of her calendar. The drawing
 * is for the eye only: screen readers get the same figures as a table, and the totals are
 * written out with what the bars count (figureWords.ts), so they can be set beside the cards.
 */
export function DailyChart({ daily, timeZone }: { daily: DailyFigures[]; timeZone: string }) {
  const look = useChartLook()
  const totalLeads = daily.reduce((sum, day) => sum + day.leads, 0)
  const offList = daily.reduce((sum, day) => sum + day.offList, 0)
  const totalRevenue = daily.reduce((sum, day) => sum + day.revenue, 0)
  const first = daily[0]
  const last = daily.at(-1)

  return (
    <figure className={styles.chartFigure} aria-labelledby="daily-chart-caption">
      <figcaption id="daily-chart-caption" className={styles.summary}>
        {first && last
          ? `${formatDay(first.date)} – ${formatDay(last.date)} (${zoneWords(timeZone)}): `
          : ''}
        {newLeadsSummary({ newLeads: totalLeads, offList })} and {formatDollars(totalRevenue)}{' '}
        in sales, after refunds.
      </figcaption>
      <p className={styles.explanation}>
        {FIGURE_WORDS.newLeads.label}: {FIGURE_WORDS.newLeads.explanation}
      </p>
      <ChartLegend
        items={[
          { label: FIGURE_WORDS.newLeads.label, colour: LEADS_COLOUR },
          { label: 'Revenue per day', colour: REVENUE_COLOUR },
        ]}
      />
      <ChartFrame>
        <ComposedChart data={daily} {...look.chart}>
          <CartesianGrid {...look.grid} />
          <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={16} {...look.axis} />
          <YAxis yAxisId="leads" allowDecimals={false} width={36} {...look.axis} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tickFormatter={(value: number) => `$${formatCount(value)}`}
            width={56}
            {...look.axis}
          />
          <Tooltip
            labelFormatter={(label) => formatDay(String(label))}
            formatter={(value, name) =>
              name === 'Revenue'
                ? [formatDollars(Number(value)), name]
                : [formatCount(Number(value)), name]
            }
            {...look.tooltip}
          />
          <Bar yAxisId="leads" dataKey="leads" name="New leads" fill={LEADS_COLOUR} {...look.bar} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            stroke={REVENUE_COLOUR}
            {...look.line}
          />
        </ComposedChart>
      </ChartFrame>
      <table className={styles.visuallyHidden}>
        <caption>New leads and revenue per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">New leads</th>
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
