import { describe, expect, it } from 'vitest'

import { pathForSlug } from '@/utilities/revalidate'

describe('pathForSlug', () => {
  it('maps the home page to / and other pages to /slug', () => {
    expect(pathForSlug('home')).toBe('/')
    expect(pathForSlug('about')).toBe('/about')
  })
})
