import type { TrafficReport } from '@/analytics/reportTypes'
import { VISIT_IDLE_MINUTES } from '@/analytics/constants'

import { formatCount, formatPercent } from './format'
import styles from './traffic.module.css'
import { countChange, formatDuration, periodBefore } from './trafficFormat'

type Figure = { label: string; value: string; change: string; hint: string }

/**
 * Visitors, visits and page views, and how visits went, each beside the same days just before,
 * with what it counts in her words. With no visits, a rate or a length is "no visits", not 0.
 */
export function TrafficCards({ report }: { report: TrafficReport }) {
  const { current, previous, days } = report
  const before = periodBefore(days)
  const hadVisits = current.visits > 0
  const hadVisitsBefore = previous.visits > 0
  const visitFigure = (shown: (totals: typeof current) => string) => ({
    value: hadVisits ? shown(current) : 'No visits',
    change: hadVisitsBefore ? `Was ${shown(previous)} in ${before}` : `No visits in ${before}`,
  })
  const figures: Figure[] = [
    {
      label: 'Visitors',
      value: formatCount(current.visitors),
      change: countChange(current.visitors, previous.visitors, days),
      hint: 'People on your site, each counted once a day, without cookies',
    },
    {
      label: 'Visits',
      value: formatCount(current.visits),
      change: countChange(current.visits, previous.visits, days),
      hint: `Times someone came: a visit ends after ${VISIT_IDLE_MINUTES} quiet minutes`,
    },
    {
      label: 'Page views',
      value: formatCount(current.pageViews),
      change: countChange(current.pageViews, previous.pageViews, days),
      hint: 'Each time a page was opened',
    },
    {
      label: 'Bounce rate',
      ...visitFigure((totals) => formatPercent(totals.bounceRate)),
      hint: 'Visits that saw one page only and left',
    },
    {
      label: 'Average visit length',
      ...visitFigure((totals) => formatDuration(totals.averageVisitSeconds)),
      hint: 'Time on your site per visit',
    },
  ]
  return (
    <div className={styles.cards}>
      {figures.map((figure) => (
        <section key={figure.label} className={styles.stat} aria-label={figure.label}>
          <h3 className={styles.statLabel}>{figure.label}</h3>
          <p className={styles.statValue}>{figure.value}</p>
          <p className={styles.statChange}>{figure.change}</p>
          <p className={styles.statHint}>{figure.hint}</p>
        </section>
      ))}
    </div>
  )
}
