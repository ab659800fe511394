import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { requireOwner } from '@/auth/requireOwner'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { queryRows } from '@/utilities/sql'

import { MAX_ANALYTICS_DAYS } from '@/analytics/constants'

import { PAID_ORDERS } from './analytics'
import { sourceLabel } from './labels'
import { firstSignUpsSince } from './leadFigures'
import { count, dollars } from './reporting'

export const DEFAULT_REPORT_DAYS = 7

const daysMessage = `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`
export const reportDays = z.optional(
  z.int(daysMessage).check(z.gte(1, daysMessage), z.lte(MAX_ANALYTICS_DAYS, daysMessage)),
)

/** The figures of one period (each defined where it is counted, below). */
export type PeriodFigures = {
  /** New leads: people whose first funnel sign-up fell in the period (the Overview's "leads"). */
  leads: number
  /** Everyone new to her list: contacts first seen in the period (leads, buyers, applicants…). */
  newPeople: number
  /** Mentorship applications received in the period (the Overview's "1:1 mentorship requests"). */
  applications: number
  /** Paid orders made in the period and not refunded: courses and workshop places. */
  purchases: number
  /** Dollars of those orders, net of refunds: the Overview's revenue, from the orders themselves. */
  revenue: number
}

export type BusinessReport = PeriodFigures & {
  /** The last `days` × 24 hours up to now; `timeZone` is hers, for saying the dates. */
  period: { from: string; to: string; days: number; timeZone: string }
  /** The period's new leads by the funnel of their first sign-up, most first. */
  bySource: { source: string; label: string; leads: number }[]
  /** The same figures for the `days` before it. */
  previous: PeriodFigures
}

type SQL = ReturnType<typeof sql>

/** One period's figures in one statement, with the Overview's own definitions. */
const figuresOf = (from: SQL, to: SQL) => sql`select
    (select count(*) from (${firstSignUpsSince(from)}) f where f.first_at < ${to}) as leads,
    (select count(*) from contacts c where c.first_seen_at >= ${from} and c.first_seen_at < ${to})
      as new_people,
    (select count(*) from applications a where a.created_at >= ${from} and a.created_at < ${to})
      as applications,
    (select count(*) from (${PAID_ORDERS}) o where o.first and o.at >= ${from} and o.at < ${to})
      as purchases,
    (select coalesce(sum(cents), 0) from (${PAID_ORDERS}) o where o.at >= ${from} and o.at < ${to})
      as cents`

type FigureRow = {
  leads: string
  new_people: string
  applications: string
  purchases: string
  cents: string
}

const toFigures = (row: FigureRow | undefined): PeriodFigures => ({
  leads: count(row?.leads),
  newPeople: count(row?.new_people),
  applications: count(row?.applications),
  purchases: count(row?.purchases),
  revenue: dollars(row?.cents),
})

/**
 * "Weekly business report": the last `days` days up to now beside the same length before,
 * every figure counted in the database with the definitions the Overview uses (new leads from
 * firstSignUpsSince, revenue from PAID_ORDERS), as the owner.
 */
export async function loadBusinessReport(
  req: PayloadRequest,
  { days = DEFAULT_REPORT_DAYS }: { days?: number } = {},
  now: Date = new Date(),
): Promise<BusinessReport> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  const span = days * 86_400_000
  const to = now.toISOString()
  const from = new Date(now.getTime() - span).toISOString()
  const before = new Date(now.getTime() - 2 * span).toISOString()
  const at = (iso: string) => sql`${iso}::timestamptz`
  const [[current], [previous], sources] = await Promise.all([
    queryRows<FigureRow>(req.payload, figuresOf(at(from), at(to)), req),
    queryRows<FigureRow>(req.payload, figuresOf(at(before), at(from)), req),
    // Each new lead once, under the source of her first sign-up (the earliest of its rows).
    queryRows<{ source: string; leads: string }>(
      req.payload,
      sql`select first.source, count(*) as leads
            from (select distinct on (f.contact_id) l.source
                    from (${firstSignUpsSince(at(from))}) f
                    join leads l on l.contact_id = f.contact_id and l.created_at = f.first_at
                   where f.first_at < ${at(to)}
                   order by f.contact_id, l.id) first
           group by first.source
           order by count(*) desc, first.source`,
      req,
    ),
  ])
  return {
    period: { from, to, days, timeZone: zone },
    ...toFigures(current),
    bySource: sources.map((row) => ({
      source: row.source,
      label: sourceLabel(row.source),
      leads: count(row.leads),
    })),
    previous: toFigures(previous),
  }
}
