import { describe, expect, it } from 'vitest'

import { sourceFingerprint } from '../../scripts/lib/build.mjs'

describe('sourceFingerprint', () => {
  it('is stable for the same sources and changes with public env variables', () => {
    const first = sourceFingerprint({})
    expect(sourceFingerprint({})).toBe(first)
    expect(sourceFingerprint({ NEXT_PUBLIC_SERVER_URL: 'https://example.com' })).not.toBe(first)
    expect(sourceFingerprint({ OTHER_SETTING: 'x' })).toBe(first)
  })

  it('changes with the database the pages are prerendered from', () => {
    const embedded = sourceFingerprint({ DATABASE_IDENTITY: 'embedded:/srv/.data/postgres/app' })
    const external = sourceFingerprint({ DATABASE_IDENTITY: 'postgres://coach@db:5432/coach' })
    expect(embedded).not.toBe(external)
  })
})
