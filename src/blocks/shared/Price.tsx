import { formatUSD } from '@/utilities/money'

export { wordsBesidePrice } from '@/content/priceWords'

type Priced = { priceInCents: number; compareAtPriceInCents?: number | null }

/** The product's list price, when it is above the price: the product is on sale. */
const listPriceOf = (product: Priced) =>
  product.compareAtPriceInCents && product.compareAtPriceInCents > product.priceInCents
    ? product.compareAtPriceInCents
    : null

/**
 * A product's price, read from the product: on sale, the list price struck before it. Screen
 * readers hear "was $64, now $44" rather than two bare amounts.
 */
export function Price({ product }: { product: Priced }) {
  const now = formatUSD(product.priceInCents)
  const list = listPriceOf(product)
  if (list === null) return <span data-testid="price">{now}</span>
  const was = formatUSD(list)
  return (
    <span data-testid="price">
      <span className="sr-only">{`was ${was}, now ${now}`}</span>
      <span aria-hidden="true">
        <s>{was}</s> {now}
      </span>
    </span>
  )
}
