/**
 * The words she wrote beside a price that is now shown from the product: a price she named
 * ({price}, {listPrice}) or typed ("$64") is dropped with its separator, so no figure shows twice
 * and none but the product's.
 */
export function wordsBesidePrice(text: string): string {
  return text
    .replace(/\{(?:price|listPrice)\}|\$\s?\d[\d,]*(?:\.\d{2})?/g, '')
    .replace(/\s*·\s*(?:·\s*)+/g, ' · ')
    .replace(/^[\s·|,–—-]+|[\s·|,–—-]+$/g, '')
    .trim()
}
