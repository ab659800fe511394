/**
 * The Overview's traffic periods, in the owner's days (today included), each shown beside the
 * same number of days before it.
 */
export const TRAFFIC_PERIODS = [7, 30, 90] as const
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number]
export const DEFAULT_TRAFFIC_PERIOD: TrafficPeriod = 30

/** A visit ends after this long without a page view or an engagement ping (as Plausible). */
export const VISIT_IDLE_MINUTES = 30

/** Raw visits and events are kept this long unless she sets another period in Site settings. */
export const DEFAULT_RETENTION_MONTHS = 13

/** The longest a row of any "top" list on the Overview runs. */
export const TOP_ROWS = 10

/**
 * What the Overview can be narrowed to by clicking a row: one page (visits that viewed it, and
 * only its views), one source or one UTM campaign (visits that began there). In the address they
 * are `path`, `source` and `campaign`.
 */
export type TrafficFilter = { path?: string; source?: string; campaign?: string }
export const TRAFFIC_FILTER_KEYS = ['path', 'source', 'campaign'] as const

/** A visit with no referrer and no UTM source. */
export const DIRECT = 'Direct'
/** A visit from a link in one of her campaign e-mails (tracked links add `utm_source=email`). */
export const EMAIL_SOURCE = 'Email'

/** Event names the beacon may send from the page (spec §4 and §7), besides page views. */
export const BROWSER_EVENTS = ['pageview', 'engagement', 'video_play', 'quiz_started'] as const
export type BrowserEventName = (typeof BROWSER_EVENTS)[number]

/** Business events the server records itself, in the same store. */
export type BusinessEventName =
  | 'lead'
  | 'checkout_started'
  | 'purchase'
  | 'application'
  | 'workshop_registration'
  | 'campaign_click'

/** The period GET /api/admin/analytics answers for without `days`. */
export const DEFAULT_ANALYTICS_DAYS = 30
/** The longest period it answers for: the raw visits are kept 13 months by default. */
export const MAX_ANALYTICS_DAYS = 400
