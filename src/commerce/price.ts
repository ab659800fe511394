import type { PurchaseKind } from './api'

/*
 * What an order costs, as pure functions: the server charges by them and the checkout page shows
 * its total by them, so the two cannot disagree. No Payload here: the browser imports this file.
 */

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
