import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { findProducts, PRODUCT_SLUGS } from '@/commerce/catalogue'
import type { Offer } from '@/payload-types'

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
  const products = await findProducts(payload, [PRODUCT_SLUGS.masterclass, PRODUCT_SLUGS.bonus])
  const item = (product: Offer | undefined): CheckoutItem | null =>
    product
      ? {
          slug: product.slug,
          name: product.name,
          priceInCents: product.priceInCents,
          description: product.description ?? null,
          includes: (product.includes ?? []).map((entry) => entry.item),
        }
      : null
  return { masterclass: item(products.masterclass), bonus: item(products['return-to-the-body']) }
})
