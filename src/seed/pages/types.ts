import type { Page } from '@/payload-types'

import type { TestimonialKey } from '../testimonials'

/** What page factories can point at: records created by earlier seed steps. */
export type SeedRefs = {
  testimonials: Record<TestimonialKey, number>
  products: { masterclass: number; bonus: number; workshop: number }
}

export type PageSeed = Omit<Page, 'id' | 'createdAt' | 'updatedAt'>
