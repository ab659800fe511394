import type { Overview } from '@/reports/overview'
import { zoneWords } from '@/settings/timeZone'
import {
  conversionDetail,
  FIGURE_WORDS,
  formatShare,
  revenueExplanation,
  totalLeadsDetail,
} from '@/reports/figureWords'

import { StatCard, StatGrid } from '../ui'
import { formatCount, formatDollars, formatMoment, formatMonth } from './format'
import styles from './overview.module.css'

/** What a figure counts, on the screen under it (not in a tooltip). */
function Explanation({ children }: { children: string }) {
  return <p className={styles.explanation}>{children}</p>
}

/** The figures behind it, so she can check it: "4,919 people signed up in all; 2 have…". */
function Detail({ children }: { children: string }) {
  return <p className={styles.detail}>{children}</p>
}

/**
 * The four cards of spec §2, each computed from the database and each with the line that says
 * what it counts (figureWords.ts, the one definition). Where there is nothing to compute from,
 * the card says so instead of showing a figure ("No sales yet", never a sample).
 */
export function OverviewCards({ overview }: { overview: Overview }) {
  const { totalLeads, applications, conversionRate, revenue } = FIGURE_WORDS
  return (
    <StatGrid>
      <StatCard
        label={totalLeads.label}
        value={formatCount(overview.totalLeads)}
        hint={totalLeads.hint}
      >
        <Explanation>{totalLeads.explanation}</Explanation>
        <Detail>
          {totalLeadsDetail({
            leadPeople: overview.leadPeople,
            offList: overview.leadPeople - overview.totalLeads,
          })}
        </Detail>
      </StatCard>
      <StatCard
        label={applications.label}
        value={formatCount(overview.applications)}
        hint={applications.hint}
      >
        <Explanation>{applications.explanation}</Explanation>
      </StatCard>
      <StatCard
        label={conversionRate.label}
        value={
          overview.leadPeople > 0
            ? formatShare(overview.appliedLeads, overview.leadPeople)
            : 'No leads yet'
        }
        hint={conversionRate.hint}
      >
        <Explanation>{conversionRate.explanation}</Explanation>
        <Detail>
          {conversionDetail({
            applied: overview.appliedLeads,
            leadPeople: overview.leadPeople,
            nonLeadApplications: overview.nonLeadApplications,
          })}
        </Detail>
      </StatCard>
      <StatCard
        label={revenue.label}
        value={overview.hasSales ? formatDollars(overview.revenueThisMonth) : 'No sales yet'}
        hint={revenue.hint}
      >
        <Explanation>
          {revenueExplanation(formatMonth(overview.today), overview.timeZone)}
        </Explanation>
      </StatCard>
    </StatGrid>
  )
}

/** When the figures were counted, and whose clock their days and months are on. */
export function CountedAt({ overview }: { overview: Overview }) {
  return (
    <p className={styles.countedAt}>
      Counted {formatMoment(overview.countedAt, overview.timeZone)}. Days and months are on{' '}
      {zoneWords(overview.timeZone)}, the time zone in Settings.
    </p>
  )
}
