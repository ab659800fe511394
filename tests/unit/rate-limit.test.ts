import { describe, expect, it } from 'vitest'

import { clientKey, createRateLimiter } from '@/utilities/rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` calls per key and window, then refuses until the window ends', () => {
    const allow = createRateLimiter({ limit: 2, windowMs: 1000 })
    expect([allow('a', 0), allow('a', 10), allow('a', 20)]).toEqual([true, true, false])
    expect(allow('b', 20)).toBe(true)
    expect(allow('a', 1000)).toBe(true)
  })
})

describe('clientKey', () => {
  it('takes the first forwarded address, then the real IP, else one shared key', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe(
      '203.0.113.5',
    )
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.7' }))).toBe('198.51.100.7')
    expect(clientKey(new Headers())).toBe('direct')
  })
})
