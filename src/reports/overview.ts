import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { queryRows } from '@/utilities/sql'
import { onListSql } from '@/contacts/suppression'

import { monthStartIn, PAID_ORDERS } from './analytics'
import { firstSignUpsSince, leadConversionRate, loadLeadFigures } from './leadFigures'
import { count, dollars } from './reporting'

/** The overview's chart covers this many days, today included. */
const SERIES_DAYS = 30

export type DailyFigures = {
  /** Her calendar day, YYYY-MM-DD. */
  date: string
  /** New leads that day: people whose first sign-up it was (see firstSignUpsSince). */
  leads: number
  /** Of that day's new leads, those not on her list now (unsubscribed, bounced, unconfirmed). */
  offList: number
  /** Dollars taken that day, net of refunds. */
  revenue: number
}

/** Each figure's definition is in leadFigures.ts (words in figureWords.ts). */
export type Overview = {
  /**
   * "Total Leads", "Active email subscribers": people (distinct contacts) who signed up through a
   * funnel (a lead row) and who are on her list now (onListSql). Buyers and applicants who never
   * left their address on a funnel are not leads; someone who left the list is no longer counted.
   */
  totalLeads: number
  /** People who ever signed up through a funnel (the conversion rate's denominator). */
  leadPeople: number
  /** Of `leadPeople`, those who also applied (the conversion rate's numerator). */
  appliedLeads: number
  /** "1:1 mentorship requests": every application received. */
  applications: number
  /** Applications from people who never signed up through a funnel (not in the conversion). */
  nonLeadApplications: number
  /** "Lead to application rate", percent with two decimals (see leadConversionRate). */
  conversionRate: number
  /** "Total this month" on her calendar, dollars net of refunds (see PAID_ORDERS). */
  revenueThisMonth: number
  /** Whether any order was ever paid: "No sales yet" rather than a $0 that looks like a figure. */
  hasSales: boolean
  /** New leads and revenue per day on her calendar, oldest first, SERIES_DAYS days to today. */
  daily: DailyFigures[]
  /** Her time zone (Site settings): the days and the month above are hers. */
  timeZone: string
  /** Today on her calendar, YYYY-MM-DD (the month "this month" means). */
  today: string
  /** When these figures were counted (an ISO instant). */
  countedAt: string
}

/** The four cards of spec §2 and the 30-day chart, on her clock; each figure one indexed query. */
export async function loadOverview(req: PayloadRequest): Promise<Overview> {
  requireOwner(req)
  const { payload } = req
  const zone = await readOwnerTimeZone(payload, req)
  const today = sql`(now() at time zone ${zone})::date`
  const seriesStart = sql`((${today} - ${SERIES_DAYS - 1}::int)::timestamp at time zone ${zone})`
  const [people, [money], daily] = await Promise.all([
    loadLeadFigures(payload),
    queryRows<{ month: string; orders: string; today: string; now: Date | string }>(
      payload,
      sql`select coalesce(sum(cents) filter (where at >= ${monthStartIn(zone)}), 0) as month,
                 count(*) filter (where first) as orders,
                 to_char(${today}, 'YYYY-MM-DD') as today,
                 now() as now
            from (${PAID_ORDERS}) orders`,
    ),
    queryRows<{ day: string; leads: string; off_list: string; cents: string }>(
      payload,
      sql`with days as (
            select (${today} - offs)::date as day from generate_series(0, ${SERIES_DAYS - 1}::int) offs
          ),
          lead_days as (
            select (f.first_at at time zone ${zone})::date as day, count(*) as leads,
                   count(*) filter (where not ${onListSql()}) as off_list
              from (${firstSignUpsSince(seriesStart)}) f
              join contacts c on c.id = f.contact_id
             group by 1
          ),
          money_days as (
            select (at at time zone ${zone})::date as day, sum(cents) as cents
              from (${PAID_ORDERS}) orders where at >= ${seriesStart} group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day,
                 coalesce(l.leads, 0) as leads, coalesce(l.off_list, 0) as off_list,
                 coalesce(m.cents, 0) as cents
            from days d
            left join lead_days l on l.day = d.day
            left join money_days m on m.day = d.day
           order by d.day`,
    ),
  ])
  return {
    totalLeads: people.subscribed,
    leadPeople: people.leadPeople,
    appliedLeads: people.applied,
    applications: people.applications,
    nonLeadApplications: people.nonLeadApplications,
    conversionRate: leadConversionRate(people),
    revenueThisMonth: dollars(money?.month),
    hasSales: count(money?.orders) > 0,
    daily: daily.map((row) => ({
      date: row.day,
      leads: count(row.leads),
      offList: count(row.off_list),
      revenue: dollars(row.cents),
    })),
    timeZone: zone,
    today: money?.today ?? daily.at(-1)?.day ?? '',
    countedAt: new Date(money?.now ?? Date.now()).toISOString(),
  }
}
