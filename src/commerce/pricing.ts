import type { Payload } from 'payload'

import type { PurchaseKind } from './api'
import { findProducts, PRODUCT_SLUGS } from './catalogue'

const MASTERCLASS_PRODUCT = PRODUCT_SLUGS.masterclass
const BONUS_PRODUCT = PRODUCT_SLUGS.bonus

export type CataloguePrices = { masterclassInCents: number; bonusInCents: number }

export type PricedOrder = {
  purchase: PurchaseKind
  includesMasterclass: boolean
  hasReturnToBodyAddon: boolean
  amountInCents: number
  description: string
}

/**
 * What an order costs: the server's answer, whatever amount the browser sent. The bonus bought
 * later is the bonus alone; with the masterclass it is added to the masterclass.
 */
export function priceOrder(
  prices: CataloguePrices,
  order: { purchase: PurchaseKind; hasReturnToBodyAddon: boolean },
): PricedOrder {
  if (order.purchase === 'bonus-upgrade') {
    return {
      purchase: 'bonus-upgrade',
      includesMasterclass: false,
      hasReturnToBodyAddon: true,
      amountInCents: prices.bonusInCents,
      description: 'Return to the Body (bonus)',
    }
  }
  return {
    purchase: 'masterclass',
    includesMasterclass: true,
    hasReturnToBodyAddon: order.hasReturnToBodyAddon,
    amountInCents:
      prices.masterclassInCents + (order.hasReturnToBodyAddon ? prices.bonusInCents : 0),
    description: order.hasReturnToBodyAddon
      ? 'The Good Girl Paradox masterclass + Return to the Body'
      : 'The Good Girl Paradox masterclass',
  }
}

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
