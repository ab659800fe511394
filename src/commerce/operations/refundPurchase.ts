import type { PayloadRequest } from 'payload'

import { recordConversion } from '@/analytics/recordConversion'
import { AppError } from '@/core/errors'
import { asSystem, inOperation, type SystemAction } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import type { Purchase } from '@/payload-types'
import { formatUSD } from '@/utilities/money'
import { lockUntilCommit } from '@/utilities/transaction'

import { PRODUCT_SLUGS } from '../catalogue'
import { getStripe } from '../stripe'

/** Marks the one write allowed to change a purchase's status (see Purchases' field access). */
export const REFUND_OPERATION = 'refundOperation'

type RefundRequest = {
  /** Which purchase: the owner picks it by id, Stripe names its payment intent. */
  purchase: { id: number } | { paymentIntentId: string }
  /**
   * Set only by Stripe's refund webhook, which has no user and reports money already returned.
   * Without it the operation runs as the caller, and only the owner may refund.
   */
  system?: Extract<SystemAction, 'paymentWebhook'>
}

/** What the refund e-mail names: the products of the purchase, as the owner named them. */
async function productNameOf(req: PayloadRequest, purchase: Purchase): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'offers',
    where: { slug: { in: [PRODUCT_SLUGS.masterclass, PRODUCT_SLUGS.bonus] } },
    limit: 2,
    depth: 0,
    req,
    // Product names are public (publicContent); the webhook's request has no user.
    overrideAccess: false,
  })
  const name = (slug: string, fallback: string) =>
    docs.find((product) => product.slug === slug)?.name || fallback
  const masterclass = name(PRODUCT_SLUGS.masterclass, 'the masterclass')
  const bonus = name(PRODUCT_SLUGS.bonus, 'Return to the Body')
  if (purchase.includesMasterclass === false) return bonus
  return purchase.hasReturnToBodyAddon ? `${masterclass} with ${bonus}` : masterclass
}

/** The sentence that says where the money goes (or that none moved). */
const refundLineOf = (purchase: Purchase) =>
  purchase.mode === 'demo'
    ? `this was a test purchase (${formatUSD(purchase.amountInCents, { cents: true })}), so no money moved.`
    : `${formatUSD(purchase.amountInCents, { cents: true })} goes back to the card you paid with. Your bank usually shows it within 5 to 10 business days.`

/**
 * A full refund (the 30-day guarantee): the purchase becomes refunded (with refundedAt), which
 * ends the access it gave, its checkout is marked refunded, the revenue record gets the negative
 * amount and the buyer is e-mailed; once, however often Stripe retries or the owner clicks (the
 * e-mail is queued in the same transaction, so it exists exactly when the refund does). When the owner refunds a Stripe payment the
 * money goes back through Stripe first; the webhook that follows finds the work done.
 */
export async function refundPurchase(
  req: PayloadRequest,
  { purchase: which, system }: RefundRequest,
): Promise<{ purchase: Purchase; refunded: boolean }> {
  const access = system ? asSystem(system) : ({ overrideAccess: false } as const)
  return inOperation(req, async (req) => {
    const { docs } = await req.payload.find({
      collection: 'purchases',
      where:
        'id' in which
          ? { id: { equals: which.id } }
          : { paymentIntentId: { equals: which.paymentIntentId } },
      limit: 1,
      depth: 0,
      req,
      ...access,
    })
    const found = docs[0]
    if (!found) throw new AppError('not_found', 'No such purchase.')
    await lockUntilCommit(req.payload, `purchase:${found.paymentIntentId}`, req)
    const current = await req.payload.findByID({
      collection: 'purchases',
      id: found.id,
      depth: 0,
      req,
      ...access,
    })
    if (current.status === 'refunded') return { purchase: current, refunded: false }

    const stripe = getStripe()
    if (!system && current.mode === 'stripe') {
      if (!stripe) {
        throw new AppError(
          'unavailable',
          'This purchase was paid through Stripe, and Stripe is not configured here (STRIPE_SECRET_KEY): refund it in the Stripe dashboard.',
        )
      }
      await stripe.refunds
        .create(
          { payment_intent: current.paymentIntentId },
          { idempotencyKey: `refund-${current.paymentIntentId}` },
        )
        .catch((error: unknown) => {
          throw new AppError('unavailable', `Stripe did not refund: ${(error as Error).message}`, {
            cause: error,
          })
        })
    }

    const purchase = await req.payload.update({
      collection: 'purchases',
      id: current.id,
      data: { status: 'refunded', refundedAt: new Date().toISOString() },
      depth: 0,
      req,
      ...access,
      // Status is not editable by hand (see Purchases): only this operation changes it.
      context: { ...('context' in access ? access.context : {}), [REFUND_OPERATION]: true },
    })
    await req.payload.update({
      collection: 'course-orders',
      where: { paymentIntentId: { equals: current.paymentIntentId } },
      data: { status: 'refunded' },
      depth: 0,
      req,
      ...access,
    })
    await recordConversion(req, {
      eventType: 'refund',
      eventValue: -current.amountInCents / 100,
      userEmail: current.email,
      metadata: { paymentIntentId: current.paymentIntentId },
    })
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const contactId =
      typeof current.contact === 'object' ? current.contact?.id : (current.contact ?? undefined)
    const contact = contactId
      ? (
          await req.payload.find({
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
      req.payload,
      {
        template: 'purchase-refunded',
        to: current.email,
        replyTo: settings.supportEmail,
        data: {
          name: contact?.name ?? undefined,
          productName: await productNameOf(req, current),
          refundLine: refundLineOf(current),
        },
      },
      req,
    )
    return { purchase, refunded: true }
  })
}
