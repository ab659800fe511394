import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import type { SQL } from '@/utilities/list'
import { percent } from '@/reports/reporting'
import { queryRows } from '@/utilities/sql'

import { TOP_ROWS, type TrafficFilter, type TrafficPeriod } from './constants'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'

import { addDays, ownerDay } from './day'
import type { FunnelRow, TrafficReport, TrafficTotals } from './reportTypes'

/**
 * The sums of the visits that began in the days `visitDays` selects, for every filter the
 * Overview offers crossed with every list it shows, one row per day. The scheduled job stores
 * them for finished days (analytics_daily); the Overview computes the unfinished ones live.
 *
 * Each visit appears once per (filter, list entry) it belongs to: under its source, its campaign
 * and each page it viewed. Under a page filter only that page's views count as page views, as
 * Plausible does. Visitors are distinct per day (an id lasts one day), visits and bounces are
 * counted, and a visitor is a lead or a buyer when one of her visits that day led to it.
 *
 * With `only`, just that filter's rows: what the Overview computes live for the unsummed days,
 * so a busy today costs one filter's rows rather than all of them.
 */
export const trafficRows = (visitDays: SQL, only?: { kind: string; value: string }) => {
  const wanted = (kind: string, column: SQL) => {
    if (!only) return sql`true`
    if (only.kind !== kind) return sql`false`
    return kind === '' ? sql`true` : sql`${column} = ${only.value}`
  }
  return sql`
  with v as (
    select id, visitor, day, pageviews, source, utm_campaign as campaign, device,
           greatest(extract(epoch from last_at - started_at), 0)::bigint as seconds
      from analytics_visits where ${visitDays}
  ),
  pv as (
    select e.visit_id, e.path, count(*)::int as views
      from analytics_events e join v on v.id = e.visit_id
     where e.name = 'pageview' and e.path is not null
     group by 1, 2
  ),
  outcome as (
    select e.visit_id, bool_or(e.name = 'lead') as lead, bool_or(e.name in ('purchase', 'workshop_registration')) as bought
      from analytics_events e join v on v.id = e.visit_id
     where e.name in ('lead', 'purchase', 'workshop_registration')
     group by 1
  ),
  filters as (
    select id as visit, ''::text as kind, ''::text as value, null::int as views from v
     where ${wanted('', sql`''`)}
    union all select id, 'source', source, null from v where ${wanted('source', sql`source`)}
    union all select id, 'campaign', campaign, null from v
     where campaign is not null and ${wanted('campaign', sql`campaign`)}
    union all select visit_id, 'page', path, views from pv where ${wanted('page', sql`path`)}
  ),
  lists as (
    select id as visit, 'total'::text as dim, ''::text as value, null::int as views from v
    union all select id, 'source', source, null from v
    union all select id, 'campaign', campaign, null from v where campaign is not null
    union all select id, 'device', device, null from v
    union all select visit_id, 'page', path, views from pv
  )
  select v.day, f.kind as filter_kind, f.value as filter_value, l.dim, l.value,
         count(distinct v.visitor)::int as visitors,
         count(*)::int as visits,
         sum(coalesce(l.views, f.views, v.pageviews))::int as pageviews,
         (count(*) filter (where v.pageviews <= 1))::int as bounces,
         sum(v.seconds)::bigint as seconds,
         (count(distinct v.visitor) filter (where o.lead))::int as leads,
         (count(distinct v.visitor) filter (where o.bought))::int as buyers
    from v
    join filters f on f.visit = v.id
    join lists l on l.visit = v.id
    left join outcome o on o.visit_id = v.id
   where not (f.kind = 'page' and l.dim = 'page' and l.value <> f.value)
   group by 1, 2, 3, 4, 5`
}

type SumRow = {
  part: 'period' | 'previous' | 'day'
  dim: string
  value: string
  visitors: number
  visits: number
  pageviews: number
  bounces: number
  seconds: string
  leads: number
  buyers: number
}

const totalsOf = (row: SumRow | undefined): TrafficTotals => {
  const visits = Number(row?.visits ?? 0)
  return {
    visitors: Number(row?.visitors ?? 0),
    visits,
    pageViews: Number(row?.pageviews ?? 0),
    bounceRate: percent(Number(row?.bounces ?? 0), visits),
    averageVisitSeconds: visits > 0 ? Math.round(Number(row?.seconds ?? 0) / visits) : 0,
    leads: Number(row?.leads ?? 0),
    buyers: Number(row?.buyers ?? 0),
  }
}

const funnelOf = (name: string, row: SumRow | undefined): FunnelRow => {
  const { visitors, leads, buyers } = totalsOf(row)
  return {
    name,
    visitors,
    leads,
    buyers,
    leadRate: percent(leads, visitors),
    buyerRate: percent(buyers, leads),
  }
}

/** The one filter the Overview applies (the last one chosen), as (kind, value). */
function filterOf(filter: TrafficFilter): { kind: string; value: string } {
  if (filter.path) return { kind: 'page', value: filter.path }
  if (filter.source) return { kind: 'source', value: filter.source }
  if (filter.campaign) return { kind: 'campaign', value: filter.campaign }
  return { kind: '', value: '' }
}

/** The period's first and last day and the previous period's first, in the owner's days. */
export function periodDays(days: number, zone: string, now = new Date()) {
  const to = ownerDay(now, zone)
  const from = addDays(to, -(days - 1))
  return { from, to, previousFrom: addDays(from, -days) }
}

/**
 * Sums for the period and the one before it, read from the daily sums of finished days and
 * computed live for the days not summed yet (today, and a day a late sale was attributed to).
 */
export async function sumTraffic(
  req: PayloadRequest,
  { days, filter }: { days: number; filter: TrafficFilter },
): Promise<{ rows: SumRow[]; from: string; to: string }> {
  const { from, to, previousFrom } = periodDays(days, await cachedOwnerTimeZone(req.payload, req))
  const { kind, value } = filterOf(filter)
  const rows = await queryRows<SumRow>(
    req.payload,
    sql`with unsummed as (
          select d::date as day
            from generate_series(${previousFrom}::date, ${to}::date, interval '1 day') d
           where not exists (select 1 from analytics_rolled_days r where r.day = d::date)
        ),
        live as (${trafficRows(sql`day in (select day from unsummed)`, { kind, value })}),
        sums as (
          select day, dim, value, visitors, visits, pageviews, bounces, seconds, leads, buyers
            from analytics_daily
           where filter_kind = ${kind} and filter_value = ${value}
             and day between ${previousFrom}::date and ${to}::date
             and day not in (select day from unsummed)
          union all
          select day, dim, value, visitors, visits, pageviews, bounces, seconds, leads, buyers
            from live where filter_kind = ${kind} and filter_value = ${value}
        )
        select 'period' as part, dim, value, sum(visitors) as visitors, sum(visits) as visits,
               sum(pageviews) as pageviews, sum(bounces) as bounces, sum(seconds) as seconds,
               sum(leads) as leads, sum(buyers) as buyers
          from sums where day >= ${from}::date group by dim, value
        union all
        select 'previous', dim, '', sum(visitors), sum(visits), sum(pageviews), sum(bounces),
               sum(seconds), sum(leads), sum(buyers)
          from sums where day < ${from}::date and dim = 'total' group by dim
        union all
        select 'day', 'total', to_char(day, 'YYYY-MM-DD'), sum(visitors), sum(visits),
               sum(pageviews), sum(bounces), sum(seconds), sum(leads), sum(buyers)
          from sums where day >= ${from}::date and dim = 'total' group by day`,
  )
  return { rows, from, to }
}

const byVisitors = (a: SumRow, b: SumRow) =>
  Number(b.visitors) - Number(a.visitors) ||
  Number(b.pageviews) - Number(a.pageviews) ||
  a.value.localeCompare(b.value)

/** The Overview's traffic: its cards, chart, top lists and funnels (see reportTypes.ts). */
export async function loadTraffic(
  req: PayloadRequest,
  input: { days: TrafficPeriod } & TrafficFilter,
): Promise<TrafficReport> {
  requireOwner(req)
  const filter: TrafficFilter = input.path
    ? { path: input.path }
    : input.source
      ? { source: input.source }
      : input.campaign
        ? { campaign: input.campaign }
        : {}
  const { rows, from, to } = await sumTraffic(req, { days: input.days, filter })
  const list = (dim: string) =>
    rows.filter((row) => row.part === 'period' && row.dim === dim).sort(byVisitors)
  const total = rows.find((row) => row.part === 'period' && row.dim === 'total')
  const current = totalsOf(total)
  const perDay = new Map(rows.filter((row) => row.part === 'day').map((row) => [row.value, row]))
  const daily = Array.from({ length: input.days }, (_, index) => {
    const date = addDays(from, index)
    const { visitors, visits, pageViews } = totalsOf(perDay.get(date))
    return { date, visitors, visits, pageViews }
  })
  return {
    days: input.days,
    from,
    to,
    filter,
    current,
    previous: totalsOf(rows.find((row) => row.part === 'previous')),
    daily,
    pages: list('page')
      .slice(0, TOP_ROWS)
      .map((row) => ({
        path: row.value,
        visitors: Number(row.visitors),
        pageViews: Number(row.pageviews),
      })),
    sources: list('source')
      .slice(0, TOP_ROWS)
      .map((row) => ({
        source: row.value,
        visitors: Number(row.visitors),
        visits: Number(row.visits),
      })),
    campaigns: list('campaign')
      .slice(0, TOP_ROWS)
      .map((row) => ({
        campaign: row.value,
        visitors: Number(row.visitors),
        visits: Number(row.visits),
      })),
    devices: list('device').map((row) => ({
      device: row.value,
      visitors: Number(row.visitors),
      share: percent(Number(row.visitors), current.visitors),
    })),
    funnel: funnelOf('All visits', total),
    funnelBySource: list('source')
      .slice(0, TOP_ROWS)
      .map((row) => funnelOf(row.value, row)),
    funnelByCampaign: list('campaign')
      .slice(0, TOP_ROWS)
      .map((row) => funnelOf(row.value, row)),
  }
}
