import type { ReactNode } from 'react'

import type { TrafficReport } from '@/analytics/reportTypes'

import { EmptyState } from '../ui'
import { formatCount, formatPercent } from './format'
import styles from './traffic.module.css'
import { TrafficTable, type TrafficTableRow } from './TrafficTable'
import { FilterLink } from './FilterLink'
import type { TrafficPlace } from './trafficPlace'

function ListCard({
  id,
  title,
  note,
  children,
}: {
  id: string
  title: string
  note: string
  children: ReactNode
}) {
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle} id={id}>
        {title}
      </h3>
      <p className={styles.muted}>{note}</p>
      {children}
    </section>
  )
}

function ListTable({
  id,
  empty,
  columns,
  rows,
}: {
  id: string
  empty: string
  columns: [string, ...string[]]
  rows: TrafficTableRow[]
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>
  return <TrafficTable id={`${id}-table`} labelledBy={id} columns={columns} rows={rows} />
}

/**
 * Top pages, sources and campaigns (each a link that filters the rest) and devices. Sources and
 * campaigns are counted at the visit's start, as Plausible counts them: a visit that came from
 * Instagram stays Instagram's whatever she opened next.
 */
export function TrafficLists({ report, place }: { report: TrafficReport; place: TrafficPlace }) {
  const period = `these ${report.days} days`
  return (
    <div className={styles.lists}>
      <ListCard id="traffic-pages" title="Top pages" note="The pages opened most.">
        <ListTable
          id="traffic-pages"
          empty={`No page was opened in ${period}.`}
          columns={['Page', 'Visitors', 'Page views']}
          rows={report.pages.map((page) => ({
            key: page.path,
            name: <FilterLink place={place} filterKey="path" value={page.path} />,
            figures: [formatCount(page.visitors), formatCount(page.pageViews)],
          }))}
        />
      </ListCard>
      <ListCard
        id="traffic-sources"
        title="Top sources"
        note="Where each visit came from: the site or link it began with. “Direct” is a typed address or a bookmark."
      >
        <ListTable
          id="traffic-sources"
          empty={`No visits in ${period}.`}
          columns={['Source', 'Visitors', 'Visits']}
          rows={report.sources.map((source) => ({
            key: source.source,
            name: <FilterLink place={place} filterKey="source" value={source.source} />,
            figures: [formatCount(source.visitors), formatCount(source.visits)],
          }))}
        />
      </ListCard>
      <ListCard
        id="traffic-campaigns"
        title="Campaigns"
        note="Visits that began with a tagged link: a link ending in ?utm_campaign=spring counts for the campaign “spring”."
      >
        <ListTable
          id="traffic-campaigns"
          empty={`No visit began with a campaign link in ${period}.`}
          columns={['Campaign', 'Visitors', 'Visits']}
          rows={report.campaigns.map((campaign) => ({
            key: campaign.campaign,
            name: <FilterLink place={place} filterKey="campaign" value={campaign.campaign} />,
            figures: [formatCount(campaign.visitors), formatCount(campaign.visits)],
          }))}
        />
      </ListCard>
      <ListCard id="traffic-devices" title="Devices" note="What visitors read your site on.">
        <ListTable
          id="traffic-devices"
          empty={`No visits in ${period}.`}
          columns={['Device', 'Visitors', 'Share']}
          rows={report.devices.map((device) => ({
            key: device.device,
            name: device.device,
            figures: [formatCount(device.visitors), formatPercent(device.share)],
          }))}
        />
      </ListCard>
    </div>
  )
}
