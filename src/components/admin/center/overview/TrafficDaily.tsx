import type { TrafficReport } from '@/analytics/reportTypes'

import { formatCount, formatDay } from './format'
import styles from './traffic.module.css'
import { TrafficChart } from './TrafficChart.client'
import { TrafficTable } from './TrafficTable'

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/**
 * The period day by day: the totals written out, the drawing for the eye, and every day's
 * figures as a table she can open (screen readers get the same table).
 */
export function TrafficDaily({ report }: { report: TrafficReport }) {
  const { current, daily, from, to } = report
  const span = `${formatDay(from)} – ${formatDay(to)}`
  return (
    <figure className={styles.figureBox} aria-labelledby="traffic-chart-caption">
      <figcaption id="traffic-chart-caption" className={styles.muted}>
        {span}: {plural(current.visitors, 'visitor', 'visitors')},{' '}
        {plural(current.visits, 'visit', 'visits')} and{' '}
        {plural(current.pageViews, 'page view', 'page views')}.
      </figcaption>
      <TrafficChart daily={daily} />
      <details className={styles.details}>
        <summary className={styles.summary}>Show the figures day by day</summary>
        <TrafficTable
          id="traffic-daily"
          caption={`Visitors, visits and page views per day, ${span}`}
          columns={['Day', 'Visitors', 'Visits', 'Page views']}
          rows={daily.map((day) => ({
            key: day.date,
            name: formatDay(day.date),
            figures: [
              formatCount(day.visitors),
              formatCount(day.visits),
              formatCount(day.pageViews),
            ],
          }))}
        />
      </details>
    </figure>
  )
}
