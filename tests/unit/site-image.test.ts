import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { siteImage } from '@/utilities/mediaImage'

const media = (fields: Partial<Media>): Media =>
  ({
    id: 1,
    alt: 'Maya in a sunlit room',
    url: '/api/media/file/maya.webp',
    updatedAt: '2026-11-24T00:00:00.000Z',
    createdAt: '2026-11-24T00:00:00.000Z',
    ...fields,
  }) as Media

describe('siteImage: the site shows her uploads, never a sample the seed generated', () => {
  it('shows her upload', () => {
    expect(siteImage(media({}))?.alt).toBe('Maya in a sunlit room')
  })

  it('leaves out a generated sample, so the block renders without a frame', () => {
    expect(siteImage(media({ seedKey: 'portrait' }))).toBeNull()
  })

  it('leaves out a missing or unpopulated image', () => {
    expect(siteImage(null)).toBeNull()
    expect(siteImage(media({ url: null }))).toBeNull()
  })
})
