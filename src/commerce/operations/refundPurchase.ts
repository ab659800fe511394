import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { reverseCommission } from '@/affiliates/commissions'
import { recordConversion } from '@/analytics/recordConversion'
import { AppError } from '@/core/errors'
import { asSystem, inOperation, type SystemAction } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import type { Order } from '@/payload-types'
import { formatUSD } from '@/utilities/money'

import { orderProductName } from '../emails'
import { getStripe } from '../stripe'
import { lockOrder, setOrderAccess } from './setOrderAccess'
import { idOf } from '@/utilities/idOf'

type RefundRequest = {
  /**
   * Which order (the name is the first shop's): the owner picks it by its id, Stripe names its
   * payment intent.
   */
  purchase: { id: number } | { paymentIntentId: string }
  /**
   * Set only by Stripe's refund webhook, which has no user and reports money already returned.
   * Without it the operation runs as the caller, and only the owner may refund.
   */
  system?: Extract<SystemAction, 'paymentWebhook'>
}


/** What the refund e-mail names: the offer and its bumps, as the owner named them now. */
async function productNameOf(req: PayloadRequest, order: Order): Promise<string> {
  const offerIds = (order.items ?? []).map((item) => idOf(item.offer))
  const ids = [...new Set([...offerIds, idOf(order.offer)].filter((id) => id !== null))]
  const { docs } = await req.payload.find({
    collection: 'offers',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    select: { name: true },
    req,
    // Offer names are public (publicContent); the webhook's request has no user.
    ...asSystem('publicContent'),
  })
  const nameOf = (id: number | null, fallback: string) =>
    docs.find((offer) => offer.id === id)?.name || fallback
  const items = order.items?.length
    ? order.items.map((item) => ({
        label: nameOf(idOf(item.offer), item.label),
        kind: item.kind,
      }))
    : [{ label: nameOf(idOf(order.offer), 'your purchase'), kind: 'offer' as const }]
  return orderProductName(items)
}

/** The sentence that says where the money goes (or that none moved). */
const refundLineOf = (order: Order, amountInCents: number) =>
  order.mode === 'demo'
    ? `this was a test purchase (${formatUSD(amountInCents, { cents: true })}), so no money moved.`
    : `${formatUSD(amountInCents, { cents: true })} goes back to the card you paid with. Your bank usually shows it within 5 to 10 business days.`

/** The payment intents behind an order's payments: an intent itself, or an invoice's. */
async function paymentIntentsOf(stripe: Stripe, providerIds: string[]): Promise<string[]> {
  const intents = new Set<string>()
  for (const id of providerIds) {
    if (!id.startsWith('in_')) {
      intents.add(id)
      continue
    }
    const { data } = await stripe.invoicePayments.list({ invoice: id, status: 'paid', limit: 10 })
    for (const paid of data) {
      const intent = paid.payment.payment_intent
      if (intent) intents.add(typeof intent === 'string' ? intent : intent.id)
    }
  }
  return [...intents]
}

const stripeFailed = (error: unknown): never => {
  throw new AppError('unavailable', `Stripe did not refund: ${(error as Error).message}`, {
    cause: error,
  })
}

/**
 * A full refund of an order (the 30-day guarantee): every payment made for it goes back (through
 * Stripe when it was paid through Stripe: one refund per payment intent, each with its
 * idempotency key), a membership or payment plan is cancelled at once so nothing more is
 * charged, its course access ends (setOrderAccess: ended, order refunded), a referral's
 * commission is reversed, the revenue record gets the negative amount and the buyer is e-mailed
 * what was refunded; once, however often Stripe retries or the owner clicks (the e-mail is queued
 * in the same transaction, so it exists exactly when the refund does). Stripe's refund webhook
 * (system) reports money already returned: it finds the work done, or does the rest.
 */
export async function refundPurchase(
  req: PayloadRequest,
  { purchase: which, system }: RefundRequest,
): Promise<{ purchase: Order; refunded: boolean }> {
  const access = system ? asSystem(system) : ({ overrideAccess: false } as const)
  return inOperation(req, async (req) => {
    const { payload } = req
    const current = await lockOrder(req, which, access)
    if (!current) throw new AppError('not_found', 'No such purchase.')
    if (current.status === 'refunded') return { purchase: current, refunded: false }
    if (current.status === 'pending') {
      throw new AppError('conflict', 'This checkout was never paid: there is nothing to refund.')
    }

    const payments = (
      await payload.find({
        collection: 'order-payments',
        where: { and: [{ order: { equals: current.id } }, { status: { equals: 'paid' } }] },
        depth: 0,
        limit: 100,
        pagination: false,
        req,
        ...access,
      })
    ).docs
    const paidInCents =
      payments.reduce((sum, row) => sum + row.amountInCents, 0) ||
      current.paidInCents ||
      current.amountInCents

    const stripe = await getStripe()
    if (current.mode === 'stripe' && !system) {
      if (!stripe) {
        throw new AppError(
          'unavailable',
          'This purchase was paid through Stripe, and Stripe is not configured here (STRIPE_SECRET_KEY): refund it in the Stripe dashboard.',
        )
      }
      const providerIds = payments.map((row) => row.providerId)
      if (!providerIds.length && current.provider?.paymentIntentId) {
        providerIds.push(current.provider.paymentIntentId)
      }
      const intents = await paymentIntentsOf(stripe, providerIds).catch(stripeFailed)
      for (const intent of intents) {
        await stripe.refunds
          .create({ payment_intent: intent }, { idempotencyKey: `refund-${intent}` })
          .catch(stripeFailed)
      }
    }
    const subscriptionId = current.provider?.subscriptionId
    if (current.mode === 'stripe' && subscriptionId && stripe) {
      await stripe.subscriptions.cancel(subscriptionId).catch((error: unknown) => {
        // Already cancelled (Stripe's own refund flow, a retry): nothing is charged any more.
        if ((error as { code?: string }).code === 'resource_missing') return
        if (system) return
        throw new AppError(
          'unavailable',
          `Stripe did not cancel the membership: ${(error as Error).message}`,
          { cause: error },
        )
      })
    }

    for (const row of payments) {
      await payload.update({
        collection: 'order-payments',
        id: row.id,
        data: { status: 'refunded' },
        depth: 0,
        req,
        ...access,
      })
    }
    const { order } = await setOrderAccess(req, {
      order: { id: current.id },
      access: 'ended',
      orderStatus: 'refunded',
      orderData: { refundedAt: new Date().toISOString() },
      ...(system ? { system } : {}),
    })
    if (current.affiliate) await reverseCommission(req, current.id)
    await recordConversion(req, {
      eventType: 'refund',
      eventValue: -paidInCents / 100,
      userEmail: current.email,
      metadata: {
        orderId: current.id,
        ...(current.provider?.paymentIntentId
          ? { paymentIntentId: current.provider.paymentIntentId }
          : {}),
      },
    })
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const contactId = idOf(current.contact)
    const contact = contactId
      ? (
          await payload.find({
            collection: 'contacts',
            where: { id: { equals: contactId } },
            limit: 1,
            depth: 0,
            select: { name: true },
            req,
            ...access,
          })
        ).docs[0]
      : undefined
    await sendTemplate(
      payload,
      {
        template: 'purchase-refunded',
        to: current.email,
        replyTo: settings.supportEmail,
        data: {
          name: contact?.name ?? current.name ?? undefined,
          productName: await productNameOf(req, current),
          refundLine: refundLineOf(current, paidInCents),
        },
      },
      req,
    )
    return { purchase: order, refunded: true }
  })
}
