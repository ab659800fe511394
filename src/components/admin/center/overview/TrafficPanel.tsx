import Link from 'next/link'

import { TRAFFIC_PERIODS } from '@/analytics/constants'
import type { TrafficReport } from '@/analytics/reportTypes'
import { zoneWords } from '@/settings/timeZone'

import { EmptyState } from '../ui'
import { formatDay } from './format'
import styles from './traffic.module.css'
import { TrafficCards } from './TrafficCards'
import { TrafficDaily } from './TrafficDaily'
import { TrafficFunnel } from './TrafficFunnel'
import { TrafficLists } from './TrafficLists'
import {
  activeFilters,
  FILTER_LABELS,
  TRAFFIC_ANCHOR,
  trafficHref,
  type TrafficPlace,
  withoutFilter,
} from './trafficPlace'

/** The raw visits of the period, as the owner's CSV export gives them. */
const csvHref = (days: number) => `/api/admin/analytics/events.csv?days=${days}`

function PeriodSwitch({ place }: { place: TrafficPlace }) {
  return (
    <nav aria-label="Period">
      <ul className={styles.periods}>
        {TRAFFIC_PERIODS.map((days) => (
          <li key={days}>
            <Link
              className={styles.period}
              href={trafficHref({ ...place, days })}
              prefetch={false}
              aria-current={days === place.days ? 'true' : undefined}
            >
              {days} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The filters in force, each a chip whose link removes it. */
function FilterChips({ place }: { place: TrafficPlace }) {
  const filters = activeFilters(place.filter)
  if (filters.length === 0) return null
  return (
    <div className={styles.filters}>
      <p className={styles.filtersLabel} id="traffic-filters">
        Showing only
      </p>
      <ul className={styles.chips} aria-labelledby="traffic-filters">
        {filters.map(({ key, value }) => (
          <li key={key}>
            <Link
              className={styles.chip}
              href={withoutFilter(place, key)}
              prefetch={false}
              aria-label={`${FILTER_LABELS[key]}: ${value}, remove this filter`}
            >
              {FILTER_LABELS[key]}: {value}
              <span aria-hidden="true" className={styles.chipX}>
                ✕
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What the period and the filters hold, or why there is nothing, in her words. */
function TrafficBody({ report, place }: { report: TrafficReport; place: TrafficPlace }) {
  const { current, previous } = report
  const filtered = activeFilters(place.filter).length > 0
  if (current.visits === 0 && current.pageViews === 0 && previous.visits === 0) {
    return (
      <EmptyState>
        {filtered
          ? `No visits match this filter in the last ${report.days} days or the ${report.days} before.`
          : `No visits counted in the last ${report.days} days. Visits are counted from the moment this version of your site went live.`}
      </EmptyState>
    )
  }
  return (
    <>
      <TrafficCards report={report} />
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>Visitors, visits and page views per day</h3>
        <TrafficDaily report={report} />
      </section>
      <TrafficLists report={report} place={place} />
      <TrafficFunnel report={report} place={place} />
    </>
  )
}

/**
 * The traffic part of the Overview: who came, from where, and what came of it, for 7, 30 or 90
 * days beside the days before. Everything is read on the server; the period and the filters are
 * links, so it works without JavaScript and the address keeps where she is.
 */
export function TrafficPanel({
  traffic,
  place,
  timeZone,
}: {
  traffic: TrafficReport | { problem: string }
  place: TrafficPlace
  /** Her zone (Site settings): the days of the period are hers. */
  timeZone: string
}) {
  const report = 'problem' in traffic ? null : traffic
  const clock = zoneWords(timeZone)
  return (
    <section id={TRAFFIC_ANCHOR} className={styles.traffic} aria-labelledby="traffic-title">
      <div className={styles.head}>
        <div className={styles.headText}>
          <h2 className={styles.title} id="traffic-title">
            Visits to your site
          </h2>
          <p className={styles.muted}>
            {report
              ? `${formatDay(report.from)} – ${formatDay(report.to)}: the last ${report.days} days, today included (${clock}).`
              : `The last ${place.days} days (${clock}).`}{' '}
            Counted without cookies; click a page, a source or a campaign to see only its visits.
          </p>
        </div>
        <div className={styles.tools}>
          <PeriodSwitch place={place} />
          <a className={styles.link} href={csvHref(place.days)} download>
            Download visits as CSV
          </a>
        </div>
      </div>
      <FilterChips place={place} />
      {report ? (
        <TrafficBody report={report} place={place} />
      ) : (
        <EmptyState>
          {'problem' in traffic ? traffic.problem : null}{' '}
          <Link
            className={styles.link}
            href={trafficHref({ days: place.days, filter: {} })}
            prefetch={false}
          >
            Show all visits
          </Link>
        </EmptyState>
      )}
    </section>
  )
}
