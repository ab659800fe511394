import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { queryRows } from '@/utilities/sql'

import { leadConversionRate, MONTH_START, PAID_ORDERS } from './analytics'
import { loadLeadFigures } from './leadFigures'
import { count, dollars, REPORTING_TIME_ZONE } from './reporting'

/** The overview's chart covers this many days, today included. */
export const SERIES_DAYS = 30

export type DailyFigures = {
  /** The owner's calendar day, YYYY-MM-DD. */
  date: string
  /** Sign-ups that day: new lead rows (one per address and funnel). */
  leads: number
  /** Dollars taken that day, net of refunds. */
  revenue: number
}

export type Overview = {
  /**
   * "Active email subscribers": people (distinct contacts) who signed up through a funnel (a lead
   * row) and whose contact is still subscribed. Buyers and applicants who never left their
   * address on a funnel are not leads; someone who unsubscribed is no longer an active subscriber.
   */
  totalLeads: number
  /** People who ever signed up through a funnel (the conversion rate's denominator). */
  leadPeople: number
  /** "1:1 mentorship requests": every application received. */
  applications: number
  /** "Lead to application rate", percent with two decimals (see leadConversionRate). */
  conversionRate: number
  /** "Total this month", dollars net of refunds (see PAID_ORDERS). */
  revenueThisMonth: number
  /** Whether any order was ever paid: "No sales yet" rather than a $0 that looks like a figure. */
  hasSales: boolean
  /** Leads and revenue per day, oldest first, SERIES_DAYS days ending today. */
  daily: DailyFigures[]
}

const tz = REPORTING_TIME_ZONE
const TODAY = sql`(now() at time zone ${tz})::date`
const SERIES_START = sql`((${TODAY} - ${SERIES_DAYS - 1}::int)::timestamp at time zone ${tz})`

/** The four cards of spec §2 and the 30-day chart, each figure one indexed query. */
export async function loadOverview(req: PayloadRequest): Promise<Overview> {
  requireOwner(req)
  const { payload } = req
  const [people, [money], daily] = await Promise.all([
    loadLeadFigures(payload),
    queryRows<{ month: string; orders: string }>(
      payload,
      sql`select coalesce(sum(cents) filter (where at >= ${MONTH_START}), 0) as month,
                 count(*) as orders
            from (${PAID_ORDERS}) orders`,
    ),
    queryRows<{ day: string; leads: string; cents: string }>(
      payload,
      sql`with days as (
            select (${TODAY} - offs)::date as day from generate_series(0, ${SERIES_DAYS - 1}::int) offs
          ),
          lead_days as (
            select (created_at at time zone ${tz})::date as day, count(*) as leads
              from leads where created_at >= ${SERIES_START} group by 1
          ),
          money_days as (
            select (at at time zone ${tz})::date as day, sum(cents) as cents
              from (${PAID_ORDERS}) orders where at >= ${SERIES_START} group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day,
                 coalesce(l.leads, 0) as leads, coalesce(m.cents, 0) as cents
            from days d
            left join lead_days l on l.day = d.day
            left join money_days m on m.day = d.day
           order by d.day`,
    ),
  ])
  return {
    totalLeads: people.subscribed,
    leadPeople: people.leadPeople,
    applications: people.applications,
    conversionRate: leadConversionRate(people),
    revenueThisMonth: dollars(money?.month),
    hasSales: count(money?.orders) > 0,
    daily: daily.map((row) => ({
      date: row.day,
      leads: count(row.leads),
      revenue: dollars(row.cents),
    })),
  }
}
