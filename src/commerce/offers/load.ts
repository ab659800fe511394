import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import type { Offer } from '@/payload-types'

import type { CheckoutBump, CheckoutOffer, PriceType } from './types'
import { idOf } from '@/utilities/idOf'

/*
 * The checkout reads offers as the owner set them in the CMS, never by a name written in code:
 * `/checkout?offer=<web address>` sells any offer that is on sale, and plain `/checkout` sells the
 * site's main offer (Site settings → Your main offer).
 */

export const OFFER_NOT_ON_SALE = "This offer isn't on sale."


const PRICE_TYPES: PriceType[] = ['one-time', 'payment-plan', 'subscription']

/** The offer as the checkout shows and prices it; bumps whose offer is off sale are left out. */
export function checkoutOfferOf(offer: Offer): CheckoutOffer {
  const priceType: PriceType = PRICE_TYPES.includes(offer.priceType as PriceType)
    ? (offer.priceType as PriceType)
    : 'one-time'
  const bumps: CheckoutBump[] = []
  for (const bump of offer.bumps ?? []) {
    const bumpOffer = typeof bump.offer === 'object' ? bump.offer : null
    if (!bumpOffer || bumpOffer.isActive === false || bumpOffer.id === offer.id) continue
    if (bumps.some((seen) => seen.offerId === bumpOffer.id)) continue
    bumps.push({
      offerId: bumpOffer.id,
      slug: bumpOffer.slug,
      name: bumpOffer.name,
      description: bumpOffer.description ?? null,
      priceInCents: bump.priceInCents,
      pitch: bump.pitch?.trim() || null,
      includesBonusLessons: Boolean(bumpOffer.includesBonusLessons),
      includes: (bumpOffer.includes ?? []).map((entry) => entry.item),
    })
  }
  return {
    id: offer.id,
    slug: offer.slug,
    name: offer.name,
    description: offer.description ?? null,
    priceInCents: offer.priceInCents,
    compareAtPriceInCents:
      offer.compareAtPriceInCents && offer.compareAtPriceInCents > offer.priceInCents
        ? offer.compareAtPriceInCents
        : null,
    priceType,
    installments: priceType === 'payment-plan' ? (offer.installments ?? 2) : null,
    billingInterval: priceType === 'one-time' ? null : (offer.billingInterval ?? 'month'),
    trialDays: priceType === 'subscription' ? offer.trialDays || null : null,
    includes: (offer.includes ?? []).map((entry) => entry.item),
    includesBonusLessons: Boolean(offer.includesBonusLessons),
    courseIds: (offer.courses ?? []).map(idOf).filter((id): id is number => id !== null),
    bumps,
  }
}

/** Offers are public content: a visitor's checkout reads them as any visitor may. */
const read = asSystem('publicCheckout')

async function findOffer(
  payload: Payload,
  where: { slug: string } | { id: number },
  req?: PayloadRequest,
): Promise<Offer | null> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: 'slug' in where ? { slug: { equals: where.slug } } : { id: { equals: where.id } },
    depth: 1,
    limit: 1,
    req,
    ...read,
  })
  return docs[0] ?? null
}

/** An offer on sale by its web address, or null (the page says OFFER_NOT_ON_SALE). */
export async function loadOfferBySlug(
  payload: Payload,
  slug: string,
  req?: PayloadRequest,
): Promise<CheckoutOffer | null> {
  const address = slug.trim().toLowerCase()
  if (!address || address.length > 200) return null
  const offer = await findOffer(payload, { slug: address }, req)
  return offer && offer.isActive !== false ? checkoutOfferOf(offer) : null
}

/** An offer on sale by its id, or null. */
export async function loadOfferById(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<CheckoutOffer | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const offer = await findOffer(payload, { id }, req)
  return offer && offer.isActive !== false ? checkoutOfferOf(offer) : null
}

/** The site's main offer (Site settings → Your main offer) when it is on sale, else null. */
export async function loadMainOffer(
  payload: Payload,
  req?: PayloadRequest,
): Promise<CheckoutOffer | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { mainOffer: true },
    req,
    ...read,
  })
  const id = idOf(settings.mainOffer as number | { id: number } | null | undefined)
  return id === null ? null : loadOfferById(payload, id, req)
}

/** The main offer's bonus bump (the one that opens bonus lessons), e.g. Return to the Body. */
export const bonusBumpOf = (offer: CheckoutOffer | null): CheckoutBump | null =>
  offer?.bumps.find((bump) => bump.includesBonusLessons) ?? null

/**
 * A workshop sold by this offer: its place is bought on the workshop's own registration page
 * (with its date, seats and questions), so the checkout sends her there. Null for other offers.
 */
export async function workshopPathOf(
  payload: Payload,
  offerId: number,
  req?: PayloadRequest,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'workshops',
    where: { product: { equals: offerId } },
    depth: 0,
    limit: 1,
    sort: '-date',
    select: { slug: true },
    req,
    ...read,
  })
  return docs[0] ? `/workshop/${docs[0].slug}` : null
}
