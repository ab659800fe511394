import type { Payload } from 'payload'

import { findProducts, PRODUCT_SLUGS } from './catalogue'
import type { CataloguePrices } from './price'

const MASTERCLASS_PRODUCT = PRODUCT_SLUGS.masterclass
const BONUS_PRODUCT = PRODUCT_SLUGS.bonus

/** The current prices, from the products the owner edits in the CMS. */
export async function loadPrices(payload: Payload): Promise<CataloguePrices> {
  const products = await findProducts(payload, [MASTERCLASS_PRODUCT, BONUS_PRODUCT])
  const price = (slug: typeof MASTERCLASS_PRODUCT | typeof BONUS_PRODUCT) => {
    const product = products[slug]
    if (!product) throw new Error(`The product "${slug}" is missing from the catalogue`)
    return product.priceInCents
  }
  return { masterclassInCents: price(MASTERCLASS_PRODUCT), bonusInCents: price(BONUS_PRODUCT) }
}
