import { DEFAULT_ANALYTICS_DAYS } from '@/analytics/constants'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { sumTraffic } from '@/analytics/report'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { queryRows } from '@/utilities/sql'

import { firstSignUpsSince, leadConversionRate, loadLeadFigures } from './leadFigures'
import { count, dollars, REPORTING_TIME_ZONE } from './reporting'

/** Spec §3 "Analytics response": numbers with two decimals; the period's figures beside them. */
export type Analytics = {
  /** Lead to application rate, in percent. */
  conversionRate: number
  /** Dollars taken this calendar month (the owner's time zone), net of refunds. */
  revenue: number
  /** Dollars taken since the start, net of refunds. */
  totalRevenue: number
  /** The period asked for: the last `days` days of her calendar, today included. */
  days: number
  /** Distinct visitors per day, added up over the period (no cookie: an id lasts one day). */
  visitors: number
  visits: number
  pageViews: number
  /** People who signed up through a funnel in the period (their first lead row then). */
  leads: number
  /** Paid orders (courses and workshop places) made in the period and not refunded. */
  purchases: number
}

/*
 * Revenue is read from the orders themselves: each payment an order kept (the first, every
 * instalment and renewal: order-payments, what was actually charged after any coupon, on the day
 * it was paid), for orders that kept their money (paid, a payment behind, a membership that
 * ended), and paid workshop registrations (amountPaidInCents). `first` marks the row that makes
 * a sale, so purchases are counted once per order while its instalments count as revenue in
 * their own month. An order without payment rows (none are written outside fulfilment, but an
 * owner's hand-made row) counts its paidInCents when first paid. A refund turns the order's
 * status to 'refunded', so it drops out of every figure at once and can never be counted twice or
 * missed; amounts are whole cents (no float sums), and the rows are indexed by status and date.
 * The conversion-events ledger is an append-only history written beside them (dollars as
 * floating numbers, refunds as extra rows dated when they happened): good for an audit trail, but
 * a second copy that could drift from the orders it describes, so no figure here is read from it.
 *
 * A sale counts in the month it was made; refunding it later takes it out of that month. Demo
 * purchases count too: they exist only on a local machine where the owner is trying the flow.
 */
export const PAID_ORDERS = sql`
  select p.amount_in_cents::bigint as cents, p.created_at as at, p.kind = 'first' as first
    from order_payments p join orders o on o.id = p.order_id
   where p.status = 'paid' and o.status in ('paid', 'past_due', 'cancelled')
     and o.mode <> 'complimentary'
  union all
  select o.paid_in_cents::bigint, coalesce(o.paid_at, o.created_at), true
    from orders o
   where o.status in ('paid', 'past_due', 'cancelled') and o.mode <> 'complimentary'
     and not exists (select 1 from order_payments p where p.order_id = o.id)
  union all
  select coalesce(w.amount_paid_in_cents, w.price_in_cents)::bigint, coalesce(w.paid_at, w.created_at),
         true
    from workshop_registrations w where w.payment_status = 'paid'`

/** The first moment of this month on her clock (her zone, Site settings), as a timestamptz. */
export const monthStartIn = (zone: string) =>
  sql`(date_trunc('month', now() at time zone ${zone}) at time zone ${zone})`

/** This month in the default zone: kept for callers not yet reading her zone (see monthStartIn). */
export const MONTH_START = monthStartIn(REPORTING_TIME_ZONE)

/**
 * GET /api/admin/analytics?days= (spec §7): conversion and revenue, and the period's visits,
 * sign-ups and sales, for the owner only.
 */
export async function loadAnalytics(
  req: PayloadRequest,
  { days = DEFAULT_ANALYTICS_DAYS }: { days?: number } = {},
): Promise<Analytics> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  const monthStart = monthStartIn(zone)
  const periodStart = sql`((now() at time zone ${zone})::date - ${days - 1}::int)::timestamp at time zone ${zone}`
  const [[money], people, traffic] = await Promise.all([
    queryRows<{ month: string; total: string; purchases: string; leads: string }>(
      req.payload,
      sql`select coalesce(sum(cents) filter (where at >= ${monthStart}), 0) as month,
                 coalesce(sum(cents), 0) as total,
                 count(*) filter (where first and at >= ${periodStart}) as purchases,
                 (select count(*) from (${firstSignUpsSince(periodStart)}) new_leads) as leads
            from (${PAID_ORDERS}) orders`,
    ),
    loadLeadFigures(req.payload),
    sumTraffic(req, { days, filter: {} }),
  ])
  const visits = traffic.rows.find((row) => row.part === 'period' && row.dim === 'total')
  return {
    conversionRate: leadConversionRate(people),
    revenue: dollars(money?.month),
    totalRevenue: dollars(money?.total),
    days,
    visitors: count(visits?.visitors),
    visits: count(visits?.visits),
    pageViews: count(visits?.pageviews),
    leads: count(money?.leads),
    purchases: count(money?.purchases),
  }
}
