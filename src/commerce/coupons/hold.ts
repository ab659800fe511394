import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { canonicalEmail } from '@/contacts/emailAddress'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { commerceNow } from '../billing/clock'
import type { CouponTerms } from '../offers/types'
import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode } from './code'
import { normaliseEmail } from '@/contacts/emailAddress'

/*
 * Coupons are validated and counted on the server. A checkout holds one redemption for its order
 * while she pays: the coupon's count goes up by ONE conditional UPDATE (count below the limit),
 * and the redemption row's unique buyer key stops a second use by the same buyer, so a code
 * limited to 10 raced by 30 checkouts is held exactly 10 times. Paying redeems the hold; a
 * changed code releases it and gives the count back.
 *
 * Unpaid checkouts must not use a limited code up for those who pay: a hold lasts HOLD_MINUTES
 * (released by the next checkout of the code, or housekeeping), and one network address holds
 * one use of a code at a time (its next checkout's hold replaces the last). Someone who pays after
 * her hold ran out still gets what she was shown: the use is counted then (redeemCoupon).
 */

/** How long an unpaid checkout keeps its use of a limited code: long enough to pay. */
export const HOLD_MINUTES = 30

export const COUPON_MESSAGES = {
  invalid: "That code isn't valid. Please check the spelling.",
  expired: 'That code has expired.',
  usedUp: 'That code has been used up.',
  alreadyUsed: "You've already used that code.",
  otherOffer: (offerName: string) => `That code doesn't apply to ${offerName}.`,
} as const

/** A refused code: the checkout page shows the message beside "Have a code?" (errors.coupon). */
export const couponError = (message: string) =>
  new AppError('bad_request', message, { fields: { coupon: message } })

type CouponRow = {
  id: number
  code: string
  discount_type: 'percent' | 'amount'
  percent_off: number | null
  amount_off_in_cents: number | null
  expires_at: string | Date | null
  max_redemptions: number | null
  redemption_count: number | null
  once_per_buyer: boolean | null
  is_active: boolean | null
  offer_ids: number[] | null
}

/** The coupon typed (any case), with the offers it names; null when there is no such code. */
async function findCoupon(req: PayloadRequest, code: string): Promise<CouponRow | null> {
  const normalised = normaliseCouponCode(code)
  if (!normalised || normalised.length > COUPON_CODE_MAX_LENGTH) return null
  const [row] = await queryRows<CouponRow>(
    req.payload,
    sql`select c.id, c.code, c.discount_type, c.percent_off, c.amount_off_in_cents, c.expires_at,
               c.max_redemptions, c.redemption_count, c.once_per_buyer, c.is_active,
               array(select r.offers_id from coupons_rels r
                      where r.parent_id = c.id and r.path = 'offers' and r.offers_id is not null)
                 as offer_ids
          from coupons c
         where upper(btrim(c.code)) = ${normalised}
         limit 1`,
    req,
  )
  return row ?? null
}

const termsOf = (row: CouponRow): CouponTerms & { couponId: number } => ({
  couponId: Number(row.id),
  code: row.code,
  discountType: row.discount_type,
  percentOff: row.percent_off === null ? null : Number(row.percent_off),
  amountOffInCents: row.amount_off_in_cents === null ? null : Number(row.amount_off_in_cents),
  offerIds: (row.offer_ids ?? []).map(Number),
})

async function offerName(req: PayloadRequest, offerId: number): Promise<string> {
  const offer = await req.payload
    .findByID({ collection: 'offers', id: offerId, depth: 0, req, ...asSystem('publicCheckout') })
    .catch(() => null)
  return offer?.name ?? 'this offer'
}

/** The redemption's unique key: the buyer for a once-per-buyer code, else the order. */
const buyerKeyFor = (
  row: Pick<CouponRow, 'id' | 'once_per_buyer'>,
  email: string,
  orderId: number,
) =>
  row.once_per_buyer === false ? `${row.id}:order:${orderId}` : `${row.id}:${canonicalEmail(email)}`

/**
 * The key one network address's holds share: a hash with the server's secret (the address itself
 * is not stored), cleared when the hold ends. Null when the address is not known.
 */
export function couponClientKey(address: string, secret: string): string | null {
  if (!address || address === 'unknown') return null
  return createHash('sha256')
    .update(`coupon-hold\n${secret}\n${address}`)
    .digest('base64url')
    .slice(0, 32)
}

/** Gives back the holds of one code that ran out (their checkouts never paid in time). */
async function releaseExpiredHolds(req: PayloadRequest, couponId: number) {
  const expired = await queryRows<{ order_id: number }>(
    req.payload,
    sql`select distinct r.order_id from coupon_redemptions r join orders o on o.id = r.order_id
         where r.coupon_id = ${couponId} and r.status = 'held' and o.status = 'pending'
           and r.updated_at < now() - make_interval(mins => ${HOLD_MINUTES})`,
    req,
  )
  for (const { order_id } of expired) await releaseCoupon(req, Number(order_id))
}

/** This address's hold of the code on another unpaid checkout: the newest checkout keeps it. */
async function releaseOwnOtherHolds(
  req: PayloadRequest,
  couponId: number,
  clientKey: string,
  orderId: number,
) {
  const others = await queryRows<{ order_id: number }>(
    req.payload,
    sql`select distinct r.order_id from coupon_redemptions r join orders o on o.id = r.order_id
         where r.coupon_id = ${couponId} and r.status = 'held' and r.client_key = ${clientKey}
           and r.order_id <> ${orderId} and o.status = 'pending'`,
    req,
  )
  for (const { order_id } of others) await releaseCoupon(req, Number(order_id))
}

/**
 * Validates `code` for this offer and buyer and holds one redemption for the order, atomically
 * (one conditional UPDATE of the coupon's count; the redemption's unique buyer key). Throws
 * AppError('bad_request', <clear message for the checkout page>) for a wrong, expired, used-up,
 * inactive or other-offer code, or one she already used. Re-holding for the same order is a no-op;
 * the order's hold of another code is released first. Her own hold on another checkout that was
 * never paid (a reloaded page) moves to this order instead of refusing her.
 */
export async function holdCoupon(
  req: PayloadRequest,
  hold: {
    code: string
    offerId: number
    email: string
    orderId: number
    /** couponClientKey of the checkout's address (null: unknown). */
    clientKey: string | null
  },
): Promise<CouponTerms & { couponId: number }> {
  return inOperation(req, async (req) => {
    const row = await findCoupon(req, hold.code)
    if (!row || !row.is_active) throw couponError(COUPON_MESSAGES.invalid)
    if (row.expires_at && new Date(row.expires_at) <= (await commerceNow(req.payload, req))) {
      throw couponError(COUPON_MESSAGES.expired)
    }
    const terms = termsOf(row)
    if (!terms.offerIds.includes(hold.offerId)) {
      throw couponError(COUPON_MESSAGES.otherOffer(await offerName(req, hold.offerId)))
    }

    const [current] = await queryRows<{ coupon_id: number }>(
      req.payload,
      sql`select coupon_id from coupon_redemptions
           where order_id = ${hold.orderId} and status = 'held' limit 1`,
      req,
    )
    if (current && Number(current.coupon_id) === terms.couponId) return terms
    if (current) await releaseCoupon(req, hold.orderId)

    await releaseExpiredHolds(req, terms.couponId)
    if (hold.clientKey) {
      await releaseOwnOtherHolds(req, terms.couponId, hold.clientKey, hold.orderId)
    }
    const buyerKey = buyerKeyFor(row, hold.email, hold.orderId)
    // Her hold from a checkout she left unpaid (a reloaded page starts a new order) moves here.
    const moved = await writeAsSystem<{ id: number }>(
      'publicCheckout',
      req.payload,
      sql`update coupon_redemptions r set order_id = ${hold.orderId}, updated_at = now(),
                                          client_key = ${hold.clientKey}
            from orders o
           where r.buyer_key = ${buyerKey} and r.status = 'held'
             and o.id = r.order_id and o.status = 'pending'
         returning r.id`,
      req,
    )
    if (moved.length > 0) return terms

    const counted = await writeAsSystem<{ id: number }>(
      'publicCheckout',
      req.payload,
      sql`update coupons set redemption_count = coalesce(redemption_count, 0) + 1,
                             updated_at = now()
           where id = ${terms.couponId} and is_active
             and (max_redemptions is null or coalesce(redemption_count, 0) < max_redemptions)
         returning id`,
      req,
    )
    if (counted.length === 0) throw couponError(COUPON_MESSAGES.usedUp)
    const inserted = await writeAsSystem<{ id: number }>(
      'publicCheckout',
      req.payload,
      sql`insert into coupon_redemptions (coupon_id, order_id, email, buyer_key, client_key, status)
          values (${terms.couponId}, ${hold.orderId}, ${normaliseEmail(hold.email)},
                  ${buyerKey}, ${hold.clientKey}, 'held')
          on conflict (buyer_key) do nothing
          returning id`,
      req,
    )
    // Throwing rolls the count back with the rest of the checkout's transaction.
    if (inserted.length === 0) throw couponError(COUPON_MESSAGES.alreadyUsed)
    return terms
  })
}

/**
 * Fulfilment: the order's held redemption becomes redeemed (no-op without one). A hold released
 * while she was still paying (a checkout left open past HOLD_MINUTES) is taken again: she has paid, so the
 * code counts even past its limit.
 */
export async function redeemCoupon(req: PayloadRequest, orderId: number): Promise<void> {
  await inOperation(req, async (req) => {
    const redeemed = await writeAsSystem<{ id: number }>(
      'paymentWebhook',
      req.payload,
      sql`update coupon_redemptions set status = 'redeemed', client_key = null, updated_at = now()
           where order_id = ${orderId} and status = 'held'
         returning id`,
      req,
    )
    if (redeemed.length > 0) return
    await writeAsSystem(
      'paymentWebhook',
      req.payload,
      sql`with taken as (
            update coupon_redemptions set status = 'redeemed', updated_at = now()
             where id = (select id from coupon_redemptions
                          where order_id = ${orderId} and status = 'released'
                          order by id desc limit 1)
               and not exists (select 1 from coupon_redemptions
                                where order_id = ${orderId} and status = 'redeemed')
            returning coupon_id)
          update coupons c set redemption_count = coalesce(c.redemption_count, 0) + 1,
                               updated_at = now()
            from taken where c.id = taken.coupon_id`,
      req,
    )
  })
}

/**
 * An abandoned or changed checkout gives its held redemption back (no-op without one): the row
 * is kept as released (its buyer key freed, so she may use the code again) and the coupon's count
 * goes down by one, in one statement.
 */
export async function releaseCoupon(req: PayloadRequest, orderId: number): Promise<void> {
  await inOperation(req, async (req) => {
    await writeAsSystem(
      'publicCheckout',
      req.payload,
      sql`with released as (
            update coupon_redemptions
               set status = 'released', buyer_key = buyer_key || ':released:' || id,
                   client_key = null, updated_at = now()
             where order_id = ${orderId} and status = 'held'
            returning coupon_id)
          update coupons c
             set redemption_count = greatest(coalesce(c.redemption_count, 0) - r.n, 0),
                 updated_at = now()
            from (select coupon_id, count(*)::integer as n from released group by coupon_id) r
           where c.id = r.coupon_id`,
      req,
    )
  })
}

/**
 * Housekeeping: holds older than HOLD_MINUTES whose checkouts were never paid are released, so an
 * abandoned checkout does not keep a limited code from the next buyer. Returns how many.
 */
export async function releaseAbandonedHolds(req: PayloadRequest): Promise<number> {
  const stale = await queryRows<{ order_id: number }>(
    req.payload,
    sql`select distinct r.order_id from coupon_redemptions r join orders o on o.id = r.order_id
         where r.status = 'held' and o.status = 'pending'
           and r.updated_at < now() - make_interval(mins => ${HOLD_MINUTES})`,
    req,
  )
  for (const { order_id } of stale) await releaseCoupon(req, Number(order_id))
  return stale.length
}
