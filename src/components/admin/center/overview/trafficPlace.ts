import {
  DEFAULT_TRAFFIC_PERIOD,
  TRAFFIC_FILTER_KEYS,
  TRAFFIC_PERIODS,
  type TrafficFilter,
  type TrafficPeriod,
} from '@/analytics/constants'

import { tabHref } from '../tabs'

/**
 * What the Overview's traffic part shows, all of it in the address so reload, back and a link
 * she keeps show the same: `days` (7, 30 or 90) and a filter, `path`, `source` or `campaign`,
 * e.g. `?tab=overview&days=7&source=Instagram`. The figures are summed per single filter
 * (src/analytics/report.ts), so one filter is in force at a time: a clicked row replaces it.
 */
export type TrafficPlace = { days: TrafficPeriod; filter: TrafficFilter }

export type TrafficFilterKey = (typeof TRAFFIC_FILTER_KEYS)[number]

/** The traffic part's id: every link in it leads back to it, not to the top of the Overview. */
export const TRAFFIC_ANCHOR = 'traffic'

/** What each filter is called where she reads it ("Source: Instagram"). */
export const FILTER_LABELS: Record<TrafficFilterKey, string> = {
  path: 'Page',
  source: 'Source',
  campaign: 'Campaign',
}

const isPeriod = (value: number): value is TrafficPeriod =>
  (TRAFFIC_PERIODS as readonly number[]).includes(value)

/** The place an address names; `get` reads one of its parameters. A made-up period is 30 days. */
export function trafficPlaceFrom(get: (name: string) => string | null | undefined): TrafficPlace {
  const days = Number(get('days'))
  // An address with several (typed by hand) keeps the one the figures would use.
  const key = TRAFFIC_FILTER_KEYS.find((name) => get(name)?.trim())
  const filter: TrafficFilter = key ? { [key]: get(key)!.trim() } : {}
  return { days: isPeriod(days) ? days : DEFAULT_TRAFFIC_PERIOD, filter }
}

/** The address of the Overview at `place`, opened at its traffic part. */
export function trafficHref(place: TrafficPlace): string {
  const { days, filter } = place
  return `${tabHref('overview', { days, path: filter.path, source: filter.source, campaign: filter.campaign })}#${TRAFFIC_ANCHOR}`
}

/** The same period narrowed to a clicked row: its filter in place of the one in force. */
export const withFilter = (place: TrafficPlace, key: TrafficFilterKey, value: string) =>
  trafficHref({ days: place.days, filter: { [key]: value } })

/** The same period without a filter (its chip's ✕). */
export function withoutFilter(place: TrafficPlace, key: TrafficFilterKey) {
  const filter = { ...place.filter }
  delete filter[key]
  return trafficHref({ ...place, filter })
}

/** The filters in force, in the address's order. */
export const activeFilters = (filter: TrafficFilter) =>
  TRAFFIC_FILTER_KEYS.flatMap((key) => (filter[key] ? [{ key, value: filter[key] }] : []))
