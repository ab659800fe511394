import { describe, expect, it } from 'vitest'

import { formatUSD, withPrices } from '@/utilities/money'

describe('formatUSD', () => {
  it('shows whole dollars plainly and cents when asked or needed', () => {
    expect(formatUSD(4400)).toBe('$44')
    expect(formatUSD(4400, { cents: true })).toBe('$44.00')
    expect(formatUSD(6450)).toBe('$64.50')
    expect(formatUSD(129900)).toBe('$1,299')
  })
})

describe('withPrices', () => {
  const masterclass = { priceInCents: 4400, compareAtPriceInCents: 6400 }
  it('fills {price} and {listPrice} from the product', () => {
    expect(withPrices('Reclaim Your Power → {price} Instant Access', masterclass)).toBe(
      'Reclaim Your Power → $44 Instant Access',
    )
    expect(withPrices('{listPrice} · 90 minutes', masterclass)).toBe('$64 · 90 minutes')
  })
  it('falls back to the price when there is no list price, and leaves text alone without a product', () => {
    expect(withPrices('{listPrice}', { priceInCents: 4500 })).toBe('$45')
    expect(withPrices('Free · {price}', null)).toBe('Free · {price}')
  })
})
