import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { afterCondition, CSV_BATCH_SIZE, csvStream } from '@/utilities/csv'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { zoneWords } from '@/settings/timeZone'
import { queryRows } from '@/utilities/sql'

import { periodDays } from './report'

type EventRow = {
  id: number
  created_at: string
  time: string
  name: string
  path: string | null
  email: string | null
  value_cents: number | null
  props: Record<string, unknown> | null
  visit_id: number | null
  source: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  referrer_host: string | null
  device: string | null
  browser: string | null
  os: string | null
}

/**
 * Every event of the period (page views, plays, sign-ups, sales…) with the visit it belongs to,
 * newest first, on her clock (the zone named in the heading), as CSV: the raw records behind the
 * Overview's sums.
 */
export async function trafficEventsCsv(
  req: PayloadRequest,
  { days }: { days: number },
): Promise<ReadableStream<Uint8Array>> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  const { from } = periodDays(days, zone)
  return csvStream(
    [
      `Time (${zoneWords(zone)})`,
      'Event',
      'Page',
      'Person',
      'Amount',
      'Details',
      'Visit',
      'Source',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'UTM term',
      'UTM content',
      'Referrer',
      'Device',
      'Browser',
      'OS',
    ],
    (after) =>
      queryRows<EventRow>(
        req.payload,
        sql`select * from (
              select e.id, e.at as created_at,
                     to_char(e.at at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as time,
                     e.name, e.path, c.email, e.value_cents, e.props, e.visit_id, v.source,
                     v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.utm_content,
                     v.referrer_host, v.device, v.browser, v.os
                from analytics_events e
                left join analytics_visits v on v.id = e.visit_id
                left join contacts c on c.id = e.contact_id
               where e.at >= (${from}::date::timestamp at time zone ${zone})) events
             where ${afterCondition(after)}
             order by created_at desc, id desc limit ${CSV_BATCH_SIZE}`,
      ),
    (row) => [
      row.time,
      row.name,
      row.path,
      row.email,
      row.value_cents === null ? '' : (row.value_cents / 100).toFixed(2),
      row.props ? JSON.stringify(row.props) : '',
      row.visit_id,
      row.source,
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
      row.utm_term,
      row.utm_content,
      row.referrer_host,
      row.device,
      row.browser,
      row.os,
    ],
  )
}
