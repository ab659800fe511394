import { describe, expect, it } from 'vitest'

import { centsToDollarText, dollarsToCents } from '@/commerce/dollars'

describe('dollars typed by the owner, cents stored', () => {
  it('reads whole dollars, cents, a dollar sign and thousands separators exactly', () => {
    expect(dollarsToCents('297')).toBe(29700)
    expect(dollarsToCents('$297.50')).toBe(29750)
    expect(dollarsToCents('297.5')).toBe(29750)
    expect(dollarsToCents(' 1,297.05 ')).toBe(129705)
    expect(dollarsToCents(0.29)).toBe(29)
    expect(dollarsToCents('0')).toBe(0)
    // 19.99 * 100 is 1998.9999999999998 in floating point: parsed from the digits, it is not.
    expect(dollarsToCents('19.99')).toBe(1999)
  })

  it('refuses what is not an amount instead of guessing', () => {
    for (const bad of ['', 'ten', '-5', '1.999', '12,34', '1e3', '$', '1 000', '2000000']) {
      expect([bad, dollarsToCents(bad)]).toEqual([bad, null])
    }
    expect(dollarsToCents(Number.NaN)).toBeNull()
    expect(dollarsToCents(null)).toBeNull()
  })

  it('shows cents as the field shows them', () => {
    expect(centsToDollarText(4400)).toBe('44')
    expect(centsToDollarText(4450)).toBe('44.50')
    expect(centsToDollarText(5)).toBe('0.05')
    expect(centsToDollarText(null)).toBe('')
  })
})
