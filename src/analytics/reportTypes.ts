import type { TrafficFilter, TrafficPeriod } from './constants'

/** Visits and what came of them, for one period (and, beside it, the period before). */
export type TrafficTotals = {
  /** Distinct visitors per day, added up over the days (a visitor id lasts one day). */
  visitors: number
  visits: number
  pageViews: number
  /** Visits of one page only, in percent with two decimals. */
  bounceRate: number
  /** Seconds, rounded. */
  averageVisitSeconds: number
  /** Visitors who left their address (a lead event) in a visit. */
  leads: number
  /** Visitors who bought in a visit (or later, attributed to her last visit). */
  buyers: number
}

export type TrafficDay = {
  /** The owner's calendar day, YYYY-MM-DD. */
  date: string
  visitors: number
  visits: number
  pageViews: number
}

export type TopPage = { path: string; visitors: number; pageViews: number }
export type TopSource = { source: string; visitors: number; visits: number }
export type TopCampaign = { campaign: string; visitors: number; visits: number }
export type DeviceShare = { device: string; visitors: number; share: number }

/** One row of the funnel visitors → leads → buyers, with the share kept at each step. */
export type FunnelRow = {
  /** The source or campaign this row counts. */
  name: string
  visitors: number
  leads: number
  buyers: number
  /** Leads per visitor, percent with two decimals. */
  leadRate: number
  /** Buyers per lead, percent with two decimals (0 with no leads). */
  buyerRate: number
}

export type TrafficReport = {
  days: TrafficPeriod
  /** First and last day of the period, YYYY-MM-DD in the owner's time zone. */
  from: string
  to: string
  filter: TrafficFilter
  current: TrafficTotals
  /** The same number of days just before `from`. */
  previous: TrafficTotals
  /** One entry per day of the period, oldest first. */
  daily: TrafficDay[]
  pages: TopPage[]
  sources: TopSource[]
  campaigns: TopCampaign[]
  devices: DeviceShare[]
  /** The whole funnel for the period (with the filter), as one row named "All visits". */
  funnel: FunnelRow
  funnelBySource: FunnelRow[]
  funnelByCampaign: FunnelRow[]
}
