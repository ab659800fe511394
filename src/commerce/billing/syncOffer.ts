import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { asSystem } from '@/core/operation'
import type { Offer } from '@/payload-types'

import { COURSE_KIND } from '../checkout'
import { getStripe } from '../stripe'

/** Set on the sync's own write to the offer, so it does not queue itself again. */
export const STRIPE_SYNC_CONTEXT = 'stripeSyncWrite'

/**
 * What a Stripe Price fixes (Prices are immutable): amount, how it is paid and how often. When
 * this changes, a new Price is made and the old one archived.
 */
export function priceKeyOf(offer: Pick<Offer, 'priceInCents' | 'priceType' | 'billingInterval'>) {
  const type = offer.priceType ?? 'one-time'
  return type === 'one-time'
    ? `${offer.priceInCents}:one-time`
    : `${offer.priceInCents}:${type}:${offer.billingInterval ?? 'month'}`
}

/** Whether a change to an offer is one Stripe must hear of (the hook queues the sync for it). */
export function needsStripeSync(doc: Offer, previous: Offer | undefined) {
  if (!doc.stripe?.productId || !doc.stripe.priceId) return true
  if (priceKeyOf(doc) !== doc.stripe.priceKey) return true
  return (
    !previous ||
    previous.name !== doc.name ||
    (previous.description ?? null) !== (doc.description ?? null) ||
    Boolean(previous.isActive) !== Boolean(doc.isActive)
  )
}

/** Her words for a failed sync, shown on the offer (no codes, no ids). */
const syncErrorText = (error: unknown) =>
  `Stripe did not accept the last change (${error instanceof Error ? error.message : 'no answer'}). It is tried again on the next save.`

/**
 * Keeps one offer's Stripe Product and Price in step: the Product made or renamed (and archived
 * with the offer), a new Price when the amount, price type or interval changed, the old Price
 * archived, the ids and the time stored on the offer — or, when Stripe refuses, the reason.
 * Without a key it does nothing. Stripe is called outside any transaction.
 */
export async function syncOfferToStripe(
  req: PayloadRequest,
  offerId: number,
): Promise<{ productId: string | null; priceId: string | null; error: string | null }> {
  const stripe = await getStripe()
  const none = { productId: null, priceId: null, error: null }
  if (!stripe) return none
  const offer = await req.payload
    .findByID({ collection: 'offers', id: offerId, depth: 0, req, ...asSystem('stripeSync') })
    .catch(() => null)
  if (!offer) return none

  const save = (stripeGroup: Partial<NonNullable<Offer['stripe']>>) =>
    req.payload.update({
      collection: 'offers',
      id: offer.id,
      data: { stripe: { ...offer.stripe, ...stripeGroup } },
      depth: 0,
      req,
      ...asSystem('stripeSync'),
      context: { ...asSystem('stripeSync').context, [STRIPE_SYNC_CONTEXT]: true },
    })

  try {
    const details = {
      name: offer.name,
      active: offer.isActive !== false,
      ...(offer.description ? { description: offer.description } : {}),
    }
    const productId = offer.stripe?.productId
      ? (await stripe.products.update(offer.stripe.productId, details)).id
      : (
          await stripe.products.create({
            ...details,
            metadata: { kind: COURSE_KIND, offerId: String(offer.id) },
          })
        ).id
    let priceId = offer.stripe?.priceId ?? null
    const priceKey = priceKeyOf(offer)
    if (!priceId || priceKey !== offer.stripe?.priceKey || productId !== offer.stripe?.productId) {
      const params: Stripe.PriceCreateParams = {
        product: productId,
        currency: 'usd',
        unit_amount: offer.priceInCents,
        metadata: { kind: COURSE_KIND, offerId: String(offer.id), priceKey },
        ...(offer.priceType && offer.priceType !== 'one-time'
          ? { recurring: { interval: offer.billingInterval ?? 'month' } }
          : {}),
      }
      const price = await stripe.prices.create(params)
      // Prices cannot change: the old one is archived (subscriptions on it keep running).
      if (priceId) await stripe.prices.update(priceId, { active: false }).catch(() => undefined)
      priceId = price.id
    }
    await save({
      productId,
      priceId,
      priceKey,
      syncedAt: new Date().toISOString(),
      syncError: null,
    })
    return { productId, priceId, error: null }
  } catch (error) {
    const message = syncErrorText(error)
    await save({ syncError: message })
    return {
      productId: offer.stripe?.productId ?? null,
      priceId: offer.stripe?.priceId ?? null,
      error: message,
    }
  }
}
