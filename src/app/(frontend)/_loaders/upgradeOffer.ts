import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { bonusBumpOf, loadMainOffer, loadOfferById } from '@/commerce/offers/load'
import { formatUSD } from '@/utilities/money'

import type { UpgradeOffer } from '@/components/watch/upgrade'

/**
 * The main offer's bonus (its bump that opens bonus lessons) at its own price, as sold later;
 * null when there is none or it is off sale (nothing is offered).
 */
export const loadUpgradeOffer = cache(async (): Promise<UpgradeOffer | null> => {
  const payload = await getPayload({ config: configPromise })
  const bonus = bonusBumpOf(await loadMainOffer(payload))
  const offer = bonus ? await loadOfferById(payload, bonus.offerId) : null
  return offer
    ? { label: `Add ${offer.name} — ${formatUSD(offer.priceInCents)}`, slug: offer.slug }
    : null
})
