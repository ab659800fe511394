import type { PayloadRequest } from 'payload'

import { recordConversion } from '@/analytics/recordConversion'
import { asSystem, inOperation } from '@/core/operation'
import { enrolByEmail, productIdsBySlug } from '@/email/sequences/enrol'
import type { Purchase } from '@/payload-types'

import type { PaymentMode, PurchaseKind } from '../api'
import { PRODUCT_SLUGS } from '../catalogue'
import { queuePurchaseConfirmation } from '../emails'
import { entitlementsFor } from '../entitlements'
import { normaliseEmail } from '../schema'

/** A payment Stripe (or the demo mode) has confirmed; never what a browser claims. */
export type ConfirmedPayment = {
  paymentIntentId: string
  email: string
  amountInCents: number
  purchase: PurchaseKind
  hasReturnToBodyAddon: boolean
  mode: PaymentMode
}

const findPurchase = async (req: PayloadRequest, paymentIntentId: string) =>
  (
    await req.payload.find({
      collection: 'purchases',
      where: { paymentIntentId: { equals: paymentIntentId } },
      limit: 1,
      ...asSystem('paymentWebhook'),
      req,
    })
  ).docs[0]

/**
 * Records a paid order exactly once, however often Stripe retries or the buyer's browser returns:
 * the purchase, its checkout marked paid, the conversion event and the receipt e-mail (with its
 * sign-in link) are written in one transaction, and the unique payment-intent id lets only one of
 * any racing calls commit. It runs on the caller's request (the webhook's, the paying browser's)
 * in its own transaction: the losing side of a race must be able to read the winner afterwards,
 * so it is never joined to a caller's transaction (callers call it outside theirs).
 */
export async function fulfilPayment(
  req: PayloadRequest,
  payment: ConfirmedPayment,
): Promise<{ purchase: Purchase; created: boolean }> {
  const { payload } = req
  const email = normaliseEmail(payment.email)
  const existing = await findPurchase(req, payment.paymentIntentId)
  if (existing) return { purchase: existing, created: false }

  try {
    return await inOperation(req, async (req) => {
      const purchase = await payload.create({
        collection: 'purchases',
        data: {
          email,
          paymentIntentId: payment.paymentIntentId,
          amountInCents: payment.amountInCents,
          includesMasterclass: payment.purchase === 'masterclass',
          hasReturnToBodyAddon: payment.hasReturnToBodyAddon,
          status: 'paid',
          mode: payment.mode,
        },
        ...asSystem('paymentWebhook'),
        req,
      })
      await payload.update({
        collection: 'course-orders',
        where: { paymentIntentId: { equals: payment.paymentIntentId } },
        data: { status: 'paid' },
        ...asSystem('paymentWebhook'),
        req,
      })
      await recordConversion(req, {
        eventType: 'purchase',
        eventValue: payment.amountInCents / 100,
        userEmail: email,
        metadata: {
          paymentIntentId: payment.paymentIntentId,
          purchase: payment.purchase,
          hasReturnToBodyAddon: payment.hasReturnToBodyAddon,
          mode: payment.mode,
        },
      })
      // Entitlements include purchases made before this one (a bonus bought later). The receipt is
      // queued in the transaction: a purchase is never recorded without it, nor it without one.
      await queuePurchaseConfirmation(
        payload,
        {
          email,
          amountInCents: payment.amountInCents,
          purchase: payment.purchase,
          entitlements: await entitlementsFor(payload, email, req),
          mode: payment.mode,
        },
        req,
      )
      // Her sequences for this purchase start (and a sales sequence stops at its next step).
      await enrolByEmail(req, email, {
        kind: 'purchase',
        productIds: await productIdsBySlug(req, [
          ...(payment.purchase === 'masterclass' ? [PRODUCT_SLUGS.masterclass] : []),
          ...(payment.hasReturnToBodyAddon ? [PRODUCT_SLUGS.bonus] : []),
        ]),
      })
      return { purchase, created: true }
    })
  } catch (error) {
    const winner = await findPurchase(req, payment.paymentIntentId)
    if (winner) return { purchase: winner, created: false }
    throw error
  }
}
