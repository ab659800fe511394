import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { commerceNow } from '@/commerce/billing/clock'
import type { BillingInterval, PriceType } from '@/commerce/offers/types'
import { formatUSD } from '@/utilities/money'
import { queryRows } from '@/utilities/sql'

import { count } from './reporting'

/** One coupon that works on an offer, with how often it was used on orders of that offer. */
export type OfferCoupon = {
  id: number
  code: string
  /** "25% off" or "$10 off". */
  discount: string
  isActive: boolean
  /** Paid orders of this offer that used the code. */
  redemptions: number
  /** Where she edits the code (Payload's coupon form). */
  editHref: string
}

/**
 * An offer as the Offers view shows it. Amounts are whole cents (the view writes them in
 * dollars); every figure comes from orders, their payments and coupon redemptions.
 */
export type OfferReport = {
  id: number
  name: string
  slug: string
  isActive: boolean
  priceType: PriceType
  priceInCents: number
  installments: number | null
  billingInterval: BillingInterval | null
  trialDays: number | null
  /** How she is paid, in words: "$44 once", "3 payments of $22, one a month", "$30 a month". */
  priceWords: string
  includesBonusLessons: boolean
  courses: { id: number; title: string }[]
  /** Orders of this offer that were paid (refunded ones included: they were sales). */
  sales: number
  /** Distinct people among those orders. */
  buyers: number
  /** Times it was added to another offer's order as a bump (and paid). */
  bumpSales: number
  /**
   * What buyers actually paid for it: payments received after coupons, refunded orders left out.
   * An order with a bump is shared between its lines in proportion to what each line charged.
   */
  revenueInCents: number
  refunds: number
  refundedInCents: number
  /** People whose course access from this offer is open today. */
  activeAccess: number
  /** Payment plans still being paid (some instalments left), and of those, behind on a payment. */
  plansInProgress: number
  /** Memberships being paid (renewing or ending at period end) and memberships behind on payment. */
  activeMemberships: number
  pastDue: number
  coupons: OfferCoupon[]
  /** Payload's form for the offer (name, price type, bumps, on sale). */
  editHref: string
}

export type OffersReport = {
  offers: OfferReport[]
  totals: { sales: number; revenueInCents: number; refunds: number; redemptions: number }
}

const INTERVAL_WORDS: Record<BillingInterval, { each: string; per: string }> = {
  week: { each: 'one a week', per: 'a week' },
  month: { each: 'one a month', per: 'a month' },
  year: { each: 'one a year', per: 'a year' },
}

/** How an offer is paid, in her words (the Courses tab and the Offers view say it the same). */
export function priceInWords(offer: {
  priceType: PriceType
  priceInCents: number
  installments?: number | null
  billingInterval?: BillingInterval | null
  trialDays?: number | null
}): string {
  const price = formatUSD(offer.priceInCents)
  const interval = INTERVAL_WORDS[offer.billingInterval ?? 'month']
  if (offer.priceType === 'payment-plan') {
    return `${offer.installments ?? 2} payments of ${price}, ${interval.each}`
  }
  if (offer.priceType === 'subscription') {
    const trial = offer.trialDays ? `, first ${offer.trialDays} days free` : ''
    return `Membership: ${price} ${interval.per}${trial}`
  }
  return `${price} once`
}

/** Payload keeps number fields as Postgres numerics, which arrive as strings. */
export const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

type OfferRow = {
  id: number
  name: string
  slug: string
  is_active: boolean | null
  price_type: PriceType | null
  price_in_cents: string
  installments: string | null
  billing_interval: BillingInterval | null
  trial_days: string | null
  includes_bonus_lessons: boolean | null
}

type FigureRow = {
  offer_id: number
  sales: string
  buyers: string
  refunds: string
  refunded_cents: string
  plans: string
  memberships: string
  past_due: string
}

/*
 * What each order brought in: the sum of its paid payments (order-payments), or, for an order
 * with no payment on record (one migrated from the first shop), what the order says was paid.
 * Refunded orders bring in nothing.
 */
export const ORDER_PAID = sql`
  select o.id, o.offer_id, o.status, o.email, o.paid_at, o.price_type, o.installments_total,
         o.installments_paid,
         coalesce(
           (select sum(p.amount_in_cents) from order_payments p
             where p.order_id = o.id and p.status = 'paid'),
           o.paid_in_cents, 0) as paid,
         coalesce(
           (select sum(p.amount_in_cents) from order_payments p
             where p.order_id = o.id and p.status in ('paid', 'refunded')),
           o.paid_in_cents, 0) as ever_paid
    from orders o
   where o.mode <> 'complimentary'`

/**
 * Each line of each order with its share of what the order brought in: a one-line order (no
 * items recorded) is all its offer's; with a bump, each line's share is what it charged.
 */
const LINE_SHARES = sql`
  with paid_orders as (${ORDER_PAID}),
  lines as (
    select po.id as order_id, i.offer_id, i.kind::text as kind, i.amount_in_cents,
           sum(i.amount_in_cents) over (partition by po.id) as order_lines
      from paid_orders po join orders_items i on i._parent_id = po.id
  )
  select l.offer_id, l.kind, po.status,
         case when l.order_lines > 0 then po.paid * l.amount_in_cents / l.order_lines
              when l.kind = 'offer' then po.paid else 0 end as revenue
    from lines l join paid_orders po on po.id = l.order_id
  union all
  select po.offer_id, 'offer', po.status, po.paid
    from paid_orders po
   where not exists (select 1 from orders_items i where i._parent_id = po.id)`

/** The Offers view: every offer with its sales, revenue, refunds, coupon use and open access. */
export async function loadOffersReport(req: PayloadRequest): Promise<OffersReport> {
  requireOwner(req)
  // Open access is judged by the payments clock (the demo clock in demo mode).
  const now = await commerceNow(req.payload, req)
  const [offers, courses, figures, revenue, bumps, access, coupons, redemptions] =
    await Promise.all([
      queryRows<OfferRow>(
        req.payload,
        sql`select id, name, slug, is_active, price_type, price_in_cents, installments,
                   billing_interval, trial_days, includes_bonus_lessons
              from offers order by created_at, id`,
        req,
      ),
      queryRows<{ offer_id: number; id: number; title: string }>(
        req.payload,
        sql`select r.parent_id as offer_id, c.id, c.title
              from offers_rels r join courses c on c.id = r.courses_id
             where r.path = 'courses' order by r."order", c.id`,
        req,
      ),
      queryRows<FigureRow>(
        req.payload,
        sql`with po as (${ORDER_PAID})
            select offer_id,
                   count(*) filter (where paid_at is not null or status in ('paid', 'past_due', 'cancelled', 'refunded')) as sales,
                   count(distinct lower(email)) filter (where status in ('paid', 'past_due', 'cancelled')) as buyers,
                   count(*) filter (where status = 'refunded') as refunds,
                   coalesce(sum(ever_paid) filter (where status = 'refunded'), 0) as refunded_cents,
                   count(*) filter (where price_type = 'payment-plan' and status in ('paid', 'past_due')
                                      and coalesce(installments_paid, 0) < coalesce(installments_total, 0)) as plans,
                   count(*) filter (where price_type = 'subscription' and status in ('paid', 'past_due')) as memberships,
                   count(*) filter (where status = 'past_due') as past_due
              from po group by offer_id`,
        req,
      ),
      queryRows<{ offer_id: number; cents: string }>(
        req.payload,
        sql`select offer_id, round(coalesce(sum(revenue), 0)) as cents
              from (${LINE_SHARES}) s where status <> 'refunded' group by offer_id`,
        req,
      ),
      queryRows<{ offer_id: number; bumps: string }>(
        req.payload,
        sql`select i.offer_id, count(*) as bumps
              from orders_items i join orders o on o.id = i._parent_id
             where i.kind = 'bump' and o.status in ('paid', 'past_due', 'cancelled')
             group by i.offer_id`,
        req,
      ),
      queryRows<{ offer_id: number; people: string }>(
        req.payload,
        sql`select offer_id, count(distinct lower(email)) as people from memberships
             where status = 'active'
               and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
             group by offer_id`,
        req,
      ),
      queryRows<{
        offer_id: number
        id: number
        code: string
        discount_type: 'percent' | 'amount'
        percent_off: string | null
        amount_off_in_cents: string | null
        is_active: boolean | null
      }>(
        req.payload,
        sql`select r.offers_id as offer_id, c.id, c.code, c.discount_type, c.percent_off,
                   c.amount_off_in_cents, c.is_active
              from coupons_rels r join coupons c on c.id = r.parent_id
             where r.path = 'offers' order by c.code`,
        req,
      ),
      queryRows<{ offer_id: number; coupon_id: number; code: string; uses: string }>(
        req.payload,
        sql`select o.offer_id, c.id as coupon_id, c.code, count(*) as uses
              from coupon_redemptions cr join orders o on o.id = cr.order_id
              join coupons c on c.id = cr.coupon_id
             where cr.status = 'redeemed'
             group by o.offer_id, c.id, c.code`,
        req,
      ),
    ])

  const byOffer = <T extends { offer_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>()
    for (const row of rows) map.set(row.offer_id, [...(map.get(row.offer_id) ?? []), row])
    return map
  }
  const coursesOf = byOffer(courses)
  const figuresOf = new Map(figures.map((row) => [row.offer_id, row]))
  const revenueOf = new Map(revenue.map((row) => [row.offer_id, count(row.cents)]))
  const bumpsOf = new Map(bumps.map((row) => [row.offer_id, count(row.bumps)]))
  const accessOf = new Map(access.map((row) => [row.offer_id, count(row.people)]))
  const couponsOf = byOffer(coupons)
  const usesOf = byOffer(redemptions)

  const reports = offers.map((offer): OfferReport => {
    const figure = figuresOf.get(offer.id)
    const uses = usesOf.get(offer.id) ?? []
    const listed = (couponsOf.get(offer.id) ?? []).map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      discount:
        coupon.discount_type === 'amount'
          ? `${formatUSD(count(coupon.amount_off_in_cents))} off`
          : `${Number(coupon.percent_off ?? 0)}% off`,
      isActive: coupon.is_active !== false,
      redemptions: count(uses.find((use) => use.coupon_id === coupon.id)?.uses),
      editHref: `/admin/collections/coupons/${coupon.id}`,
    }))
    // A code used on this offer's orders but no longer naming it still counts where it was used.
    const unlisted = uses
      .filter((use) => !listed.some((coupon) => coupon.id === use.coupon_id))
      .map((use) => ({
        id: use.coupon_id,
        code: use.code,
        discount: 'no longer works on this offer',
        isActive: false,
        redemptions: count(use.uses),
        editHref: `/admin/collections/coupons/${use.coupon_id}`,
      }))
    const priceType = offer.price_type ?? 'one-time'
    return {
      id: offer.id,
      name: offer.name,
      slug: offer.slug,
      isActive: offer.is_active !== false,
      priceType,
      priceInCents: count(offer.price_in_cents),
      installments: numberOrNull(offer.installments),
      billingInterval: offer.billing_interval,
      trialDays: numberOrNull(offer.trial_days),
      priceWords: priceInWords({
        priceType,
        priceInCents: count(offer.price_in_cents),
        installments: numberOrNull(offer.installments),
        billingInterval: offer.billing_interval,
        trialDays: numberOrNull(offer.trial_days),
      }),
      includesBonusLessons: offer.includes_bonus_lessons === true,
      courses: (coursesOf.get(offer.id) ?? []).map(({ id, title }) => ({ id, title })),
      sales: count(figure?.sales),
      buyers: count(figure?.buyers),
      bumpSales: bumpsOf.get(offer.id) ?? 0,
      revenueInCents: revenueOf.get(offer.id) ?? 0,
      refunds: count(figure?.refunds),
      refundedInCents: count(figure?.refunded_cents),
      activeAccess: accessOf.get(offer.id) ?? 0,
      plansInProgress: count(figure?.plans),
      activeMemberships: count(figure?.memberships),
      pastDue: count(figure?.past_due),
      coupons: [...listed, ...unlisted],
      editHref: `/admin/collections/offers/${offer.id}`,
    }
  })

  return {
    offers: reports,
    totals: {
      sales: reports.reduce((sum, offer) => sum + offer.sales, 0),
      revenueInCents: reports.reduce((sum, offer) => sum + offer.revenueInCents, 0),
      refunds: reports.reduce((sum, offer) => sum + offer.refunds, 0),
      redemptions: reports.reduce(
        (sum, offer) => sum + offer.coupons.reduce((used, coupon) => used + coupon.redemptions, 0),
        0,
      ),
    },
  }
}
