import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { PRODUCT_SLUGS } from '@/commerce/catalogue'

export type CheckoutItem = {
  slug: string
  name: string
  priceInCents: number
  description: string | null
  includes: string[]
}

/**
 * The two products the checkout sells, as the owner last edited them. The server prices the order
 * from the same records (src/commerce/pricing.ts); these are only what the page shows.
 */
export const getCheckoutCatalogue = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { in: [PRODUCT_SLUGS.masterclass, PRODUCT_SLUGS.bonus] } },
    depth: 0,
    limit: 2,
  })
  const item = (slug: string): CheckoutItem | null => {
    const product = docs.find((doc) => doc.slug === slug)
    if (!product) return null
    return {
      slug: product.slug,
      name: product.name,
      priceInCents: product.priceInCents,
      description: product.description ?? null,
      includes: (product.includes ?? []).map((entry) => entry.item),
    }
  }
  return { masterclass: item(PRODUCT_SLUGS.masterclass), bonus: item(PRODUCT_SLUGS.bonus) }
})
