import type { EmailTab } from '@/reports/email'

import { formatCount, formatPercent } from '../overview/format'
import { Card, EmptyState } from '../ui'
import styles from './email.module.css'
import { people } from './format'

/** The overview inner tab: Quick Stats and the subject lines that got the most clicks. */
export function OverviewPanel({ tab }: { tab: EmailTab }) {
  const { quickStats } = tab
  const stats: [string, string][] = [
    ['Campaigns sent', formatCount(quickStats.campaignsSent)],
    ['Scheduled', formatCount(quickStats.scheduled)],
    ['Drafts', formatCount(quickStats.drafts)],
    ['Average click rate', tab.hasSends ? formatPercent(tab.averageClickRate) : 'Nothing sent yet'],
    ['Clicks on your links', formatCount(quickStats.clicks)],
    ['Unsubscribed, last 30 days', formatCount(quickStats.unsubscribes)],
  ]
  return (
    <div className={styles.columns}>
      <Card title="Quick Stats">
        <dl className={styles.quick}>
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Top Performing Subject Lines">
        {tab.topSubjects.length === 0 ? (
          <EmptyState>
            Once a campaign has gone out, its subject line shows here with how many clicked. Start
            one with “Create Campaign”.
          </EmptyState>
        ) : (
          <ol className={styles.subjects}>
            {tab.topSubjects.map((entry) => (
              <li key={entry.id}>
                <span className={styles.subjectLine}>{entry.subject}</span>
                <span className={styles.muted}>
                  {formatPercent(entry.clickRate)} clicked · {formatPercent(entry.openRate)} opened
                  · reached {people(entry.delivered)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  )
}
