import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { PRODUCT_SLUGS } from '@/commerce/catalogue'
import { formatUSD } from '@/utilities/money'

import type { UpgradeOffer } from './upgrade'

/** The bonus product's name and price; null when the owner has removed it (nothing is offered). */
export const loadUpgradeOffer = cache(async (): Promise<UpgradeOffer | null> => {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: PRODUCT_SLUGS.bonus } },
    limit: 1,
    depth: 0,
    select: { name: true, priceInCents: true },
  })
  const bonus = docs[0]
  return bonus ? { label: `Add ${bonus.name} — ${formatUSD(bonus.priceInCents)}` } : null
})
