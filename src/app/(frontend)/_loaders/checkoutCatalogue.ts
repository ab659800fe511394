import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import {
  bonusBumpOf,
  loadMainOffer,
  loadOfferById,
  loadOfferBySlug,
  workshopPathOf,
} from '@/commerce/offers/load'
import type { CheckoutOffer } from '@/commerce/offers/types'

/**
 * What the checkout page sells, as the owner last set it in the CMS: the offer a link names
 * (`?offer=<web address>`), else the site's main offer; the main offer's bonus alone for
 * `?upgrade=`. The server prices the order from the same records (startCheckout); these are only
 * what the page shows before it answers.
 */
export type CheckoutChoice =
  | { kind: 'offer'; offer: CheckoutOffer }
  | { kind: 'main'; offer: CheckoutOffer }
  | { kind: 'upgrade'; offer: CheckoutOffer; main: CheckoutOffer; canonicalSlug: string }
  | { kind: 'workshop'; path: string }
  | { kind: 'not-on-sale' }

export const getCheckoutChoice = cache(
  async (offerSlug: string, upgrade: string): Promise<CheckoutChoice> => {
    const payload = await getPayload({ config: configPromise })
    if (offerSlug) {
      const offer = await loadOfferBySlug(payload, offerSlug)
      if (!offer) return { kind: 'not-on-sale' }
      const workshop = await workshopPathOf(payload, offer.id)
      return workshop ? { kind: 'workshop', path: workshop } : { kind: 'offer', offer }
    }
    const main = await loadMainOffer(payload)
    if (!main) return { kind: 'not-on-sale' }
    const bonus = bonusBumpOf(main)
    if (upgrade && bonus) {
      const offer = await loadOfferById(payload, bonus.offerId)
      if (offer) return { kind: 'upgrade', offer, main, canonicalSlug: offer.slug }
    }
    return { kind: 'main', offer: main }
  },
)
