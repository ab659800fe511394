import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inOperation } from '@/core/operation'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { writeAsSystem } from '@/utilities/sql'

import { DEFAULT_RETENTION_MONTHS, VISIT_IDLE_MINUTES } from '../constants'
import { dayBefore, ownerDay } from '../day'
import { trafficRows } from '../report'

/** Days summed per run at most, so a first run over a year of visits stays short. */
const DAYS_PER_RUN = 31

/**
 * The scheduled job's work: sums every finished day not summed yet (a day is finished once its
 * last visit can no longer go on: half an hour after her midnight), deletes visits and events
 * older than the period she keeps them for (Site settings, 13 months by default; the daily sums
 * stay), and deletes day secrets older than yesterday's. Each day is summed in one transaction.
 */
export async function sumTrafficDays(
  req: PayloadRequest,
  now = new Date(),
): Promise<{ summedDays: string[]; deletedVisits: number; deletedEvents: number }> {
  const { payload } = req
  const zone = await readOwnerTimeZone(payload, req)
  const finishedBefore = ownerDay(new Date(now.getTime() - VISIT_IDLE_MINUTES * 60_000), zone)
  const pending = await writeAsSystem<{ day: string }>(
    'analytics',
    payload,
    sql`select distinct to_char(v.day, 'YYYY-MM-DD') as day from analytics_visits v
         where v.day < ${finishedBefore}::date
           and not exists (select 1 from analytics_rolled_days r where r.day = v.day)
         order by 1 limit ${DAYS_PER_RUN}`,
  )
  for (const { day } of pending) {
    await inOperation(req, async (req) => {
      await writeAsSystem(
        'analytics',
        payload,
        sql`delete from analytics_daily where day = ${day}::date`,
        req,
      )
      await writeAsSystem(
        'analytics',
        payload,
        sql`insert into analytics_daily (day, filter_kind, filter_value, dim, value, visitors,
              visits, pageviews, bounces, seconds, leads, buyers)
            select day, filter_kind, filter_value, dim, value, visitors, visits, pageviews,
                   bounces, seconds, leads, buyers
              from (${trafficRows(sql`day = ${day}::date`)}) sums`,
        req,
      )
      await writeAsSystem(
        'analytics',
        payload,
        sql`insert into analytics_rolled_days (day, rolled_at) values (${day}::date, ${now.toISOString()})
            on conflict (day) do update set rolled_at = excluded.rolled_at`,
        req,
      )
    })
  }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const months = Math.round(Number(settings.visitRecordsMonths ?? DEFAULT_RETENTION_MONTHS))
  const keepFrom = sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}))`
  const [deleted] = await writeAsSystem<{ visits: number; events: number }>(
    'analytics',
    payload,
    sql`with events as (
          delete from analytics_events where at < ${keepFrom} returning 1
        ), visits as (
          delete from analytics_visits where day < (${keepFrom} at time zone ${zone})::date returning 1
        ), salts as (
          delete from analytics_salts where day < ${dayBefore(ownerDay(now, zone))}::date
        )
        select (select count(*) from visits)::int as visits, (select count(*) from events)::int as events`,
  )
  return {
    summedDays: pending.map(({ day }) => day),
    deletedVisits: deleted?.visits ?? 0,
    deletedEvents: deleted?.events ?? 0,
  }
}
