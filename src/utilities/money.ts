/** "$44" for whole dollars, "$44.50" otherwise; `{ cents: true }` always shows cents ("$44.00"). */
export function formatUSD(amountInCents: number, { cents = false }: { cents?: boolean } = {}) {
  const showCents = cents || amountInCents % 100 !== 0
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  }).format(amountInCents / 100)
}

type Priced = { priceInCents: number; compareAtPriceInCents?: number | null }

/**
 * Labels written by the owner may name a product's price instead of repeating it:
 * "Reclaim Your Power → {price} Instant Access" reads the current price from the product.
 */
export function withPrices(text: string, product: Priced | null | undefined): string {
  if (!product) return text
  return text
    .replaceAll('{price}', formatUSD(product.priceInCents))
    .replaceAll('{listPrice}', formatUSD(product.compareAtPriceInCents ?? product.priceInCents))
}
