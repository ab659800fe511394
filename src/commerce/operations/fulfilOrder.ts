import type { PayloadRequest } from 'payload'

import { createCommission } from '@/affiliates/commissions'
import { recordConversion } from '@/analytics/recordConversion'
import { CONTACT_SOURCES } from '@/contacts/constants'
import { recordContact } from '@/contacts/record'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { enrolByEmail } from '@/email/sequences/enrol'
import type { Order } from '@/payload-types'
import { lockUntilCommit } from '@/utilities/transaction'

import type { PaymentMode } from '../api'
import { billingTermsOf } from '../billing/events'
import { redeemCoupon } from '../coupons/hold'
import { queuePurchaseConfirmation } from '../emails'
import { linesPaidFor } from '../orders/paidLines'
import { orderWhere, setOrderAccess } from './setOrderAccess'
import { idOf } from '@/utilities/idOf'

/*
 * Every way an order's first payment is confirmed (Stripe's webhook, her return from paying, a
 * subscription's first invoice, the demo mode) fulfils the order here and nowhere else.
 */

/** A first payment Stripe (or the demo mode) has confirmed; never what a browser claims. */
export type ConfirmedPayment = {
  /** Which order: its id (demo, subscriptions) or the payment intent it was created with. */
  order: { id: number } | { paymentIntentId: string } | { subscriptionId: string }
  /** Unique per payment (intent id, invoice id or demo id): order-payments.providerId. */
  providerPaymentId: string
  amountInCents: number
  mode: PaymentMode
  /** Instalments and memberships: paid until (Stripe's period end, or the demo clock's). */
  periodEnd?: string | null
  customerId?: string | null
  /** Stripe's fingerprint of the card paid with (the same card, the same one). */
  cardFingerprint?: string | null
}

const SYSTEM = asSystem('paymentWebhook')


const findOrder = async (req: PayloadRequest, which: ConfirmedPayment['order']) =>
  (
    await req.payload.find({
      collection: 'orders',
      where: orderWhere(which),
      limit: 1,
      depth: 0,
      req,
      ...SYSTEM,
    })
  ).docs[0]

const paymentRecorded = async (req: PayloadRequest, providerId: string) =>
  (
    await req.payload.count({
      collection: 'order-payments',
      where: { providerId: { equals: providerId } },
      req,
      ...SYSTEM,
    })
  ).totalDocs > 0

/**
 * Marks a pending order paid exactly once (however often Stripe retries or the browser returns):
 * order status and payment row, its memberships from now (via setOrderAccess), the coupon
 * redeemed, an affiliate commission, the conversion, the receipt with its sign-in link and her
 * purchase sequences — one transaction, the unique providerPaymentId settling any race.
 *
 * It runs on the caller's request (the webhook's, the paying browser's) in its own transaction:
 * the losing side of a race must be able to read the winner afterwards, so it is never joined to
 * a caller's transaction (callers call it outside theirs). An order that is no longer pending
 * (paid, refunded) is only read: a late retry never reopens a refunded order's access.
 */
export async function fulfilOrder(
  req: PayloadRequest,
  payment: ConfirmedPayment,
): Promise<{ order: Order; created: boolean }> {
  const found = await findOrder(req, payment.order)
  if (!found) throw new AppError('not_found', 'No such order.')
  if (found.status !== 'pending' || (await paymentRecorded(req, payment.providerPaymentId))) {
    return { order: found, created: false }
  }

  try {
    return await inOperation(req, async (req) => {
      const { payload } = req
      await lockUntilCommit(payload, `order:${found.id}`, req)
      const current = await payload.findByID({
        collection: 'orders',
        id: found.id,
        depth: 0,
        req,
        ...SYSTEM,
      })
      if (current.status !== 'pending' || (await paymentRecorded(req, payment.providerPaymentId))) {
        return { order: current, created: false }
      }
      const trialDays =
        current.priceType === 'subscription'
          ? (await billingTermsOf(req, current, 'paymentWebhook')).trialDays
          : 0
      const { paid, shortfall } = linesPaidFor(current, payment.amountInCents, trialDays)
      if (shortfall) {
        payload.logger.warn(`Order ${current.id}: ${shortfall}`)
        await payload.update({
          collection: 'orders',
          id: current.id,
          data: { items: paid, paymentShortfall: shortfall },
          depth: 0,
          req,
          ...SYSTEM,
        })
      }
      await payload.create({
        collection: 'order-payments',
        data: {
          order: current.id,
          providerId: payment.providerPaymentId,
          kind: 'first',
          status: 'paid',
          amountInCents: payment.amountInCents,
          periodEnd: payment.periodEnd ?? null,
        },
        depth: 0,
        req,
        ...SYSTEM,
      })
      const newCustomer = payment.customerId && !current.provider?.customerId
      if (newCustomer || payment.cardFingerprint) {
        await payload.update({
          collection: 'orders',
          id: current.id,
          data: {
            provider: {
              ...current.provider,
              ...(newCustomer ? { customerId: payment.customerId } : {}),
              ...(payment.cardFingerprint ? { cardFingerprint: payment.cardFingerprint } : {}),
            },
          },
          depth: 0,
          req,
          ...SYSTEM,
        })
      }
      // Money taken for an order whose offer it does not cover opens nothing: the owner sees the
      // shortfall on the order, and the payment, to refund or settle.
      if (shortfall && !paid.some((line) => line.kind !== 'bump')) {
        const order = await payload.findByID({
          collection: 'orders',
          id: current.id,
          depth: 0,
          req,
          ...SYSTEM,
        })
        return { order, created: true }
      }
      const { order: opened } = await setOrderAccess(req, {
        order: { id: current.id },
        access: 'open',
        orderStatus: 'paid',
        orderData: {
          paidInCents: (current.paidInCents ?? 0) + payment.amountInCents,
          installmentsPaid: (current.installmentsPaid ?? 0) + 1,
          ...(payment.periodEnd ? { currentPeriodEnd: payment.periodEnd } : {}),
        },
        system: 'paymentWebhook',
      })
      // paidAt is not part of the access change's fields: set with the same transaction.
      const order = await payload.update({
        collection: 'orders',
        id: opened.id,
        // The real day she paid (revenue is counted by it), whatever the demo clock says.
        data: { paidAt: new Date().toISOString() },
        depth: 0,
        req,
        ...SYSTEM,
      })
      // Paying makes her a customer (the order's contact was recorded when her checkout began).
      await recordContact(req, {
        email: order.email,
        name: order.name ?? undefined,
        source: CONTACT_SOURCES.purchase,
        status: 'customer',
      })
      if (order.coupon) await redeemCoupon(req, order.id)
      if (order.affiliate) await createCommission(req, order)
      const offerIds = [
        ...new Set(
          [idOf(order.offer), ...(order.items ?? []).map((item) => idOf(item.offer))].filter(
            (id): id is number => id !== null,
          ),
        ),
      ]
      await recordConversion(req, {
        eventType: 'purchase',
        eventValue: payment.amountInCents / 100,
        userEmail: order.email,
        metadata: {
          orderId: order.id,
          providerPaymentId: payment.providerPaymentId,
          ...(order.provider?.paymentIntentId
            ? { paymentIntentId: order.provider.paymentIntentId }
            : {}),
          offerIds,
          mode: payment.mode,
        },
      })
      // The receipt is queued in the transaction: an order is never paid without it, nor it
      // without one.
      await queuePurchaseConfirmation(
        payload,
        {
          email: order.email,
          amountInCents: payment.amountInCents,
          orderId: order.id,
          mode: payment.mode,
        },
        req,
      )
      // Her sequences for what she bought start (and a sales sequence stops at its next step).
      await enrolByEmail(req, order.email, { kind: 'purchase', productIds: offerIds })
      return { order, created: true }
    })
  } catch (error) {
    const winner = await findOrder(req, payment.order)
    if (winner && (await paymentRecorded(req, payment.providerPaymentId))) {
      return { order: winner, created: false }
    }
    throw error
  }
}
