import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Testimonial } from '@/payload-types'
import { publishedTestimonials } from '@/content/testimonials'

import { populated } from './product'

/** One read per render, however many blocks show all testimonials. */
const allPublished = cache(async () =>
  publishedTestimonials(await getPayload({ config: configPromise })),
)

/** The stories a testimonial block shows: her hand-picked list, or every published one. */
export async function testimonialsToShow(block: {
  show?: 'all' | 'chosen' | null
  testimonials?: (number | Testimonial)[] | null
}): Promise<Testimonial[]> {
  if (block.show === 'chosen') {
    return (block.testimonials ?? [])
      .map((item) => populated<Testimonial>(item))
      .filter((item) => item !== null)
  }
  return allPublished()
}
