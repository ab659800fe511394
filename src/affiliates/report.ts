import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { afterCondition, CSV_BATCH_SIZE, csvStream } from '@/utilities/csv'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDate, formatOwnerDateTime, zoneWords } from '@/settings/timeZone'
import { queryRows } from '@/utilities/sql'

import { affiliateLinkOf } from './links'

export type CommissionStatus = 'pending' | 'approved' | 'paid' | 'reversed'

/** Her words for each status (the admin view, the CSV, the affiliate's page). */
export const COMMISSION_STATUS_WORDS: Record<CommissionStatus, string> = {
  pending: 'To approve',
  approved: 'Approved, to pay',
  paid: 'Paid',
  reversed: 'Refunded (cancelled)',
}

export type StatusSum = { count: number; cents: number }

/** One affiliate as the Affiliates view lists her. */
export type AffiliateSummary = {
  id: number
  name: string
  email: string
  paypalEmail: string | null
  code: string
  /** Her link to share. */
  link: string
  /** 0.3 is 30 %. */
  commissionRate: number
  isActive: boolean
  /** Visits through her link. */
  clicks: number
  /** Paid orders she referred (refunded ones included; see `reversed`). */
  conversions: number
  pending: StatusSum
  approved: StatusSum
  paid: StatusSum
  reversed: StatusSum
  /** What she has earned and keeps: pending + approved + paid (refunded sales not counted). */
  earningsInCents: number
  /** Her record in the CMS (name, code, rate, PayPal, Active). */
  editHref: string
}

/** One commission as the view lists it, to approve or mark paid. */
export type CommissionSummary = {
  id: number
  affiliateId: number
  affiliateName: string
  buyerEmail: string
  /** What the buyer paid with the order's first payment (the commission's base). */
  orderPaidInCents: number
  commissionRate: number
  commissionInCents: number
  status: CommissionStatus
  /** The sale's day on her clock. */
  createdAt: string
  paidAt: string | null
}

/**
 * Everything the Affiliates view shows: each affiliate's clicks, conversions and commissions by
 * status with her earnings, and the commissions to act on (to approve and to pay first, then the
 * latest others). The owner's props for `AffiliatesView`.
 */
export type AffiliateReport = {
  affiliates: AffiliateSummary[]
  commissions: CommissionSummary[]
  totals: {
    clicks: number
    conversions: number
    pendingInCents: number
    approvedInCents: number
    paidInCents: number
    reversedInCents: number
  }
  /** "Arizona time": the zone her dates are written in. */
  zone: string
  csvHref: string
}

/** The commissions the view lists: every one to act on, then the latest settled ones. */
const LISTED_COMMISSIONS = 200

const AFFILIATES_CSV_PATH = '/api/admin/affiliates/commissions.csv'

type AffiliateRow = {
  id: number
  name: string
  email: string
  paypal_email: string | null
  code: string
  commission_rate: number | string
  is_active: boolean | null
  clicks: number | string
  statuses: Record<CommissionStatus, [number, number]> | null
}

type CommissionRow = {
  id: number
  affiliate_id: number
  affiliate_name: string
  buyer_email: string | null
  order_paid: number | string | null
  commission_rate: number | string
  commission_in_cents: number | string
  status: CommissionStatus
  created_at: string | Date
  paid_at: string | Date | null
}

const sumOf = (statuses: AffiliateRow['statuses'], status: CommissionStatus): StatusSum => {
  const [count, cents] = statuses?.[status] ?? [0, 0]
  return { count: Number(count), cents: Number(cents) }
}

/** The Affiliates view's figures (the owner's alone). */
export async function loadAffiliateReport(req: PayloadRequest): Promise<AffiliateReport> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  const [affiliateRows, commissionRows] = await Promise.all([
    queryRows<AffiliateRow>(
      req.payload,
      sql`select a.id, a.name, a.email, a.paypal_email, a.code, a.commission_rate, a.is_active,
                 (select count(*) from affiliate_clicks k where k.affiliate_id = a.id) as clicks,
                 (select jsonb_object_agg(s.status, jsonb_build_array(s.n, s.cents))
                    from (select c.status, count(*) as n, coalesce(sum(c.commission_in_cents), 0) as cents
                            from affiliate_commissions c where c.affiliate_id = a.id
                           group by c.status) s) as statuses
            from affiliates a
           order by a.is_active desc nulls last, lower(a.name), a.id`,
      req,
    ),
    queryRows<CommissionRow>(
      req.payload,
      sql`select c.id, c.affiliate_id, a.name as affiliate_name, o.email as buyer_email,
                 (select p.amount_in_cents from order_payments p
                   where p.order_id = o.id and p.kind = 'first' and p.status <> 'failed'
                   order by p.created_at limit 1) as order_paid,
                 c.commission_rate, c.commission_in_cents, c.status, c.created_at, c.paid_at
            from affiliate_commissions c
            join affiliates a on a.id = c.affiliate_id
            left join orders o on o.id = c.order_id
           order by case c.status when 'pending' then 0 when 'approved' then 1 else 2 end,
                    c.created_at desc, c.id desc
           limit ${LISTED_COMMISSIONS}`,
      req,
    ),
  ])
  const affiliates = affiliateRows.map((row): AffiliateSummary => {
    const pending = sumOf(row.statuses, 'pending')
    const approved = sumOf(row.statuses, 'approved')
    const paid = sumOf(row.statuses, 'paid')
    const reversed = sumOf(row.statuses, 'reversed')
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      paypalEmail: row.paypal_email,
      code: row.code,
      link: affiliateLinkOf(row.code),
      commissionRate: Number(row.commission_rate),
      isActive: row.is_active !== false,
      clicks: Number(row.clicks),
      conversions: pending.count + approved.count + paid.count + reversed.count,
      pending,
      approved,
      paid,
      reversed,
      earningsInCents: pending.cents + approved.cents + paid.cents,
      editHref: `/admin/collections/affiliates/${row.id}`,
    }
  })
  const total = (pick: (affiliate: AffiliateSummary) => number) =>
    affiliates.reduce((sum, affiliate) => sum + pick(affiliate), 0)
  return {
    affiliates,
    commissions: commissionRows.map((row) => ({
      id: row.id,
      affiliateId: row.affiliate_id,
      affiliateName: row.affiliate_name,
      buyerEmail: row.buyer_email ?? '',
      orderPaidInCents: Number(row.order_paid ?? 0),
      commissionRate: Number(row.commission_rate),
      commissionInCents: Number(row.commission_in_cents),
      status: row.status,
      createdAt: formatOwnerDate(row.created_at, zone),
      paidAt: row.paid_at ? formatOwnerDate(row.paid_at, zone) : null,
    })),
    totals: {
      clicks: total((a) => a.clicks),
      conversions: total((a) => a.conversions),
      pendingInCents: total((a) => a.pending.cents),
      approvedInCents: total((a) => a.approved.cents),
      paidInCents: total((a) => a.paid.cents),
      reversedInCents: total((a) => a.reversed.cents),
    },
    zone: zoneWords(zone),
    csvHref: AFFILIATES_CSV_PATH,
  }
}

const dollars = (cents: number | string | null) => (Number(cents ?? 0) / 100).toFixed(2)

/**
 * Every commission as a spreadsheet (newest first): the affiliate and where to pay her, the sale's
 * day on the owner's clock, the buyer, what she paid, the rate, the commission, its status and the
 * day it was paid. Amounts in dollars.
 */
export async function affiliateCommissionsCsv(
  req: PayloadRequest,
): Promise<ReadableStream<Uint8Array>> {
  requireOwner(req)
  const zone = await readOwnerTimeZone(req.payload, req)
  type Row = CommissionRow & { affiliate_email: string; paypal_email: string | null; code: string }
  return csvStream(
    [
      'Affiliate',
      'Affiliate e-mail',
      'PayPal e-mail',
      'Code',
      `Sale (${zoneWords(zone)})`,
      'Buyer e-mail',
      'Buyer paid ($)',
      'Rate (%)',
      'Commission ($)',
      'Status',
      `Paid on (${zoneWords(zone)})`,
      'Id',
    ],
    (after) =>
      queryRows<Row>(
        req.payload,
        sql`select c.id, c.affiliate_id, a.name as affiliate_name, a.email as affiliate_email,
                   a.paypal_email, a.code, o.email as buyer_email,
                   (select p.amount_in_cents from order_payments p
                     where p.order_id = o.id and p.kind = 'first' and p.status <> 'failed'
                     order by p.created_at limit 1) as order_paid,
                   c.commission_rate, c.commission_in_cents, c.status, c.created_at, c.paid_at
              from (select * from affiliate_commissions where ${afterCondition(after)}
                     order by created_at desc, id desc limit ${CSV_BATCH_SIZE}) c
              join affiliates a on a.id = c.affiliate_id
              left join orders o on o.id = c.order_id
             order by c.created_at desc, c.id desc`,
      ),
    (row) => [
      row.affiliate_name,
      row.affiliate_email,
      row.paypal_email ?? '',
      row.code,
      formatOwnerDateTime(row.created_at, zone),
      row.buyer_email ?? '',
      dollars(row.order_paid),
      Math.round(Number(row.commission_rate) * 1000) / 10,
      dollars(row.commission_in_cents),
      COMMISSION_STATUS_WORDS[row.status],
      row.paid_at ? formatOwnerDateTime(row.paid_at, zone) : '',
      row.id,
    ],
  )
}
