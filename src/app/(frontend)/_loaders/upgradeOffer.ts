import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { findProducts, PRODUCT_SLUGS } from '@/commerce/catalogue'
import { formatUSD } from '@/utilities/money'

import type { UpgradeOffer } from '@/components/watch/upgrade'

/** The bonus product's name and price; null when the owner has removed it (nothing is offered). */
export const loadUpgradeOffer = cache(async (): Promise<UpgradeOffer | null> => {
  const payload = await getPayload({ config: configPromise })
  const bonus = (await findProducts(payload, [PRODUCT_SLUGS.bonus]))[PRODUCT_SLUGS.bonus]
  return bonus ? { label: `Add ${bonus.name} — ${formatUSD(bonus.priceInCents)}` } : null
})
