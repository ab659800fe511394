import type { ReactNode } from 'react'

import type { FunnelRow, TrafficReport } from '@/analytics/reportTypes'

import { EmptyState } from '../ui'
import { FilterLink } from './FilterLink'
import { formatCount, formatPercent } from './format'
import styles from './traffic.module.css'
import { dropOff } from './trafficFormat'
import { TrafficTable } from './TrafficTable'
import type { TrafficFilterKey, TrafficPlace } from './trafficPlace'

/**
 * A step's figure with, under it, the share of the step before that reached it (none where the
 * step before is empty: there is nothing to take a share of).
 */
function Step({
  count,
  rate,
  whole,
  of,
}: {
  count: number
  rate: number
  whole: number
  of: string
}) {
  return (
    <>
      {formatCount(count)}
      {whole > 0 ? (
        <span className={styles.rate}>
          {/* A pause for screen readers between the figure and its share. */}
          <span className={styles.visuallyHidden}>, </span>
          {formatPercent(rate)} of {of}
        </span>
      ) : null}
    </>
  )
}

/** One step of the funnel for all visits: its name, its figure and, under it, what became of it. */
function FunnelStep({
  label,
  count,
  children,
}: {
  label: string
  count: number
  children?: ReactNode
}) {
  return (
    <li className={styles.funnelStep}>
      <span className={styles.funnelLabel}>{label}</span>
      <span className={styles.funnelValue}>{formatCount(count)}</span>
      {children ? <span className={styles.muted}>{children}</span> : null}
    </li>
  )
}

function FunnelTable({
  id,
  caption,
  nameColumn,
  filterKey,
  rows,
  place,
}: {
  id: string
  caption: string
  nameColumn: string
  filterKey: TrafficFilterKey
  rows: FunnelRow[]
  place: TrafficPlace
}) {
  return (
    <TrafficTable
      id={id}
      caption={caption}
      columns={[nameColumn, 'Visitors', 'Leads', 'Buyers']}
      rows={rows.map((row) => ({
        key: row.name,
        name: <FilterLink place={place} filterKey={filterKey} value={row.name} />,
        figures: [
          formatCount(row.visitors),
          <Step
            key="leads"
            count={row.leads}
            rate={row.leadRate}
            whole={row.visitors}
            of="visitors"
          />,
          <Step
            key="buyers"
            count={row.buyers}
            rate={row.buyerRate}
            whole={row.leads}
            of="leads"
          />,
        ],
      }))}
    />
  )
}

/**
 * Visitors → leads → buyers for the period, then per source and per campaign: each step's share
 * of the one before, and how many went no further. A lead is a visitor who left her address in a
 * visit; a buyer bought in a visit, or later (counted to her last visit).
 */
export function TrafficFunnel({ report, place }: { report: TrafficReport; place: TrafficPlace }) {
  const { funnel } = report
  const lost = dropOff(funnel)
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>From visitor to lead to buyer</h3>
      {funnel.visitors === 0 ? (
        <EmptyState>No visitors in these {report.days} days, so nobody to follow yet.</EmptyState>
      ) : (
        <div className={styles.stackSmall}>
          <p className={styles.muted}>
            A lead left her address in a visit; a buyer paid in a visit, or later (counted to her
            last visit). Under each figure: the share of the step before that went on.
          </p>
          <ol className={styles.funnel} aria-label="All visits">
            <FunnelStep label="Visitors" count={funnel.visitors} />
            <FunnelStep label="Leads" count={funnel.leads}>
              {formatPercent(funnel.leadRate)} of visitors. {formatCount(lost.visitorsLost)} (
              {formatPercent(lost.visitorsLostRate)}) did not leave their address.
            </FunnelStep>
            <FunnelStep label="Buyers" count={funnel.buyers}>
              {funnel.leads > 0
                ? `${formatPercent(funnel.buyerRate)} of leads. ${formatCount(lost.leadsLost)} (${formatPercent(lost.leadsLostRate)}) have not bought yet.`
                : 'No leads in these days to count from.'}
            </FunnelStep>
          </ol>
          {report.funnelBySource.length > 0 ? (
            <FunnelTable
              id="traffic-funnel-sources"
              caption="By source (where the visit began)"
              nameColumn="Source"
              filterKey="source"
              rows={report.funnelBySource}
              place={place}
            />
          ) : null}
          {report.funnelByCampaign.length > 0 ? (
            <FunnelTable
              id="traffic-funnel-campaigns"
              caption="By campaign"
              nameColumn="Campaign"
              filterKey="campaign"
              rows={report.funnelByCampaign}
              place={place}
            />
          ) : (
            <p className={styles.muted}>No visit began with a campaign link in these days.</p>
          )}
        </div>
      )}
    </section>
  )
}
