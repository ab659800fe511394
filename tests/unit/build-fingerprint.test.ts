import { describe, expect, it } from 'vitest'

import { sourceFingerprint } from '../../scripts/lib/build.mjs'

describe('sourceFingerprint', () => {
  it('is stable for the same sources and changes with public env variables', () => {
    const first = sourceFingerprint()
    expect(sourceFingerprint()).toBe(first)
    process.env.NEXT_PUBLIC_FINGERPRINT_TEST = 'changed'
    try {
      expect(sourceFingerprint()).not.toBe(first)
    } finally {
      delete process.env.NEXT_PUBLIC_FINGERPRINT_TEST
    }
  })
})
