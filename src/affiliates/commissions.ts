import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { asSystem } from '@/core/operation'
import { samePerson } from '@/contacts/emailAddress'
import type { Order } from '@/payload-types'
import { idOf } from '@/utilities/idOf'

/*
 * Called inside the fulfilment and refund transactions, on the caller's req: a commission exists
 * exactly when the payment (or the refund) does.
 */


/** Nobody creates a commission through access: only a confirmed payment does (system action). */
const system = asSystem('paymentWebhook')

/** What the buyer actually paid with the order's first payment, after any coupon. */
async function firstPaymentOf(req: PayloadRequest, order: Order): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'order-payments',
    where: {
      order: { equals: order.id },
      kind: { equals: 'first' },
      status: { equals: 'paid' },
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { amountInCents: true },
    req,
    ...system,
  })
  // Fulfilment may write the commission before the payment row: the order says what was charged.
  return docs[0]?.amountInCents ?? (order.paidInCents || order.amountInCents || 0)
}

/** The commission in whole cents: her rate of what was paid, rounded to the nearest cent. */
const commissionInCents = (rate: number, paidInCents: number) =>
  Math.max(0, Math.round(rate * paidInCents))

/**
 * A paid order with an affiliate: a pending commission of her rate × what was actually paid for
 * the order's first payment (after the coupon), the rate copied from her record as it is now.
 * Once per order (the order is unique on commissions); nothing for her own purchase, for an
 * affiliate since made inactive, or for a first payment of $0 (a free trial).
 */
export async function createCommission(req: PayloadRequest, order: Order): Promise<void> {
  const affiliateId = idOf(order.affiliate)
  if (!affiliateId) return
  const existing = await req.payload.count({
    collection: 'affiliate-commissions',
    where: { order: { equals: order.id } },
    req,
    ...system,
  })
  if (existing.totalDocs > 0) return
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { id: { equals: affiliateId } },
    limit: 1,
    depth: 0,
    select: { email: true, commissionRate: true, isActive: true },
    req,
    ...system,
  })
  const affiliate = docs[0]
  if (!affiliate || !affiliate.isActive || samePerson(affiliate.email, order.email)) return
  if (await paidWithAffiliatesCard(req, order, affiliate.email)) return
  const paid = await firstPaymentOf(req, order)
  if (paid <= 0) return
  await req.payload.create({
    collection: 'affiliate-commissions',
    data: {
      affiliate: affiliateId,
      order: order.id,
      commissionRate: affiliate.commissionRate,
      commissionInCents: commissionInCents(affiliate.commissionRate, paid),
      status: 'pending',
    },
    depth: 0,
    req,
    ...system,
  })
}

/**
 * Whether the order was paid with a card the affiliate has paid with herself (Stripe gives a card
 * the same fingerprint on every payment): her own purchase under another address.
 */
async function paidWithAffiliatesCard(req: PayloadRequest, order: Order, affiliateEmail: string) {
  const fingerprint = order.provider?.cardFingerprint
  if (!fingerprint) return false
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: {
      and: [
        { 'provider.cardFingerprint': { equals: fingerprint } },
        { id: { not_equals: order.id } },
        { status: { not_equals: 'pending' } },
      ],
    },
    select: { email: true },
    limit: 100,
    depth: 0,
    req,
    ...system,
  })
  return docs.some((other) => samePerson(other.email, affiliateEmail))
}

/** A refunded order: its commission becomes reversed (paid ones too: the owner settles them). */
export async function reverseCommission(req: PayloadRequest, orderId: number): Promise<void> {
  // The owner refunding is allowed to change commissions; Stripe's webhook has no user.
  const access = hasAdminRole(req.user) ? ({ req, overrideAccess: false } as const) : system
  await req.payload.update({
    collection: 'affiliate-commissions',
    where: { order: { equals: orderId }, status: { not_equals: 'reversed' } },
    data: { status: 'reversed' },
    depth: 0,
    req,
    ...access,
  })
}
