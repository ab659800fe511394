import type { EmailTab } from '@/reports/email'

import { formatCount, formatDay } from '../overview/format'
import { ChartLegend } from '../ChartLegend'
import { Card, EmptyState } from '../ui'
import styles from './email.module.css'
import { rateOf } from './format'
import { CLICK_COLOUR, OPEN_COLOUR, RatesChart } from './RatesChart.client'

/**
 * The performance inner tab: open and click rates per week (a chart, and the same figures as a
 * table), and Audience Insights: how many subscribed people are in each group.
 */
export function PerformancePanel({ tab }: { tab: EmailTab }) {
  const { weekly, insights } = tab
  const sentAny = weekly.some((week) => week.delivered > 0)
  const weeks = weekly.length
  const groups: [string, number, string][] = [
    ['Quiz Takers', insights.quizTakers, 'Took the quiz'],
    ['Meditation Downloaders', insights.meditationDownloaders, 'Signed up for the meditation'],
    ['People-Pleasers', insights.peoplePleasers, 'Their quiz result was People-Pleaser'],
    ['Customers', insights.customers, 'Bought the masterclass or a workshop'],
  ]
  return (
    <>
      <Card title={`Open and click rates, last ${weeks} weeks`}>
        {!sentAny ? (
          <EmptyState>
            No campaign e-mails went out in the last {weeks} weeks, so there are no rates to show
            yet.
          </EmptyState>
        ) : (
          <figure className={styles.chartFigure} aria-labelledby="email-rates-caption">
            <figcaption id="email-rates-caption" className={styles.muted}>
              The share of delivered campaign e-mails opened and clicked, week by week (weeks start
              on Monday). Opens are approximate; clicks are the surer figure.
            </figcaption>
            <ChartLegend
              items={[
                { label: 'Open rate', colour: OPEN_COLOUR },
                { label: 'Click rate', colour: CLICK_COLOUR },
              ]}
            />
            <RatesChart weekly={weekly} />
            <div
              className={styles.scroller}
              role="region"
              aria-labelledby="email-rates-table"
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption id="email-rates-table">Open and click rates by week</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Delivered</th>
                    <th scope="col">Open rate</th>
                    <th scope="col">Click rate</th>
                  </tr>
                </thead>
                <tbody>
                  {weekly.map((week) => (
                    <tr key={week.week}>
                      <th scope="row">{formatDay(week.week)}</th>
                      <td>{formatCount(week.delivered)}</td>
                      <td>{rateOf(week.openRate, week.delivered)}</td>
                      <td>{rateOf(week.clickRate, week.delivered)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </Card>
      <Card title="Audience Insights">
        <p className={styles.muted}>Subscribed people in each group today.</p>
        <dl className={styles.insights}>
          {groups.map(([label, value, hint]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={styles.insightValue}>{formatCount(value)}</dd>
              <dd className={styles.muted}>{hint}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  )
}
