import type { TrafficReport } from '@/analytics/reportTypes'

import { EmptyState } from '../ui'
import { formatCount, formatPercent } from './format'
import styles from './traffic.module.css'
import { TrafficTable, type TrafficTableRow } from './TrafficTable'
import { FilterLink } from './FilterLink'
import type { TrafficFilterKey, TrafficPlace } from './trafficPlace'

/** A card of one list: its heading names the table under it, or says there is nothing yet. */
function ListCard({
  id,
  title,
  note,
  empty,
  columns,
  rows,
}: {
  id: string
  title: string
  note: string
  empty: string
  columns: [string, ...string[]]
  rows: TrafficTableRow[]
}) {
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle} id={id}>
        {title}
      </h3>
      <p className={styles.muted}>{note}</p>
      {rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <TrafficTable id={`${id}-table`} labelledBy={id} columns={columns} rows={rows} />
      )}
    </section>
  )
}

/** Rows named by a link that filters the Overview on that name, then their counts. */
function filterRows(
  place: TrafficPlace,
  filterKey: TrafficFilterKey,
  items: [name: string, ...counts: number[]][],
): TrafficTableRow[] {
  return items.map(([name, ...counts]) => ({
    key: name,
    name: <FilterLink place={place} filterKey={filterKey} value={name} />,
    figures: counts.map(formatCount),
  }))
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
      <ListCard
        id="traffic-pages"
        title="Top pages"
        note="The pages opened most."
        empty={`No page was opened in ${period}.`}
        columns={['Page', 'Visitors', 'Page views']}
        rows={filterRows(
          place,
          'path',
          report.pages.map((page) => [page.path, page.visitors, page.pageViews]),
        )}
      />
      <ListCard
        id="traffic-sources"
        title="Top sources"
        note="Where each visit came from: the site or link it began with. “Direct” is a typed address or a bookmark."
        empty={`No visits in ${period}.`}
        columns={['Source', 'Visitors', 'Visits']}
        rows={filterRows(
          place,
          'source',
          report.sources.map((source) => [source.source, source.visitors, source.visits]),
        )}
      />
      <ListCard
        id="traffic-campaigns"
        title="Campaigns"
        note="Visits that began with a tagged link: a link ending in ?utm_campaign=spring counts for the campaign “spring”."
        empty={`No visit began with a campaign link in ${period}.`}
        columns={['Campaign', 'Visitors', 'Visits']}
        rows={filterRows(
          place,
          'campaign',
          report.campaigns.map((campaign) => [
            campaign.campaign,
            campaign.visitors,
            campaign.visits,
          ]),
        )}
      />
      <ListCard
        id="traffic-devices"
        title="Devices"
        note="What visitors read your site on."
        empty={`No visits in ${period}.`}
        columns={['Device', 'Visitors', 'Share']}
        rows={report.devices.map((device) => ({
          key: device.device,
          name: device.device,
          figures: [formatCount(device.visitors), formatPercent(device.share)],
        }))}
      />
    </div>
  )
}
