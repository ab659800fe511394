import type { Payload } from 'payload'

import type { Testimonial } from '@/payload-types'
import { asSystem } from '@/core/operation'

/** How a testimonial block picks its stories: every published one, or the owner's own list. */
export const TESTIMONIAL_SHOW_OPTIONS = [
  { label: 'All published testimonials, newest first', value: 'all' },
  { label: 'Hand-picked', value: 'chosen' },
] as const

export type TestimonialShow = (typeof TESTIMONIAL_SHOW_OPTIONS)[number]['value']

/** Said on the testimonial form, so she knows where a new one will appear. */
export const TESTIMONIAL_PLACEMENT =
  'Shows in the home page carousel (and any carousel set to show all testimonials), newest first, once published.'

/** The most a block shows of "all": a carousel stays a carousel, a grid a section. */
const ALL_TESTIMONIALS_LIMIT = 20

/**
 * Every published testimonial, newest first: what a block set to "all" shows. Drafts and
 * unpublished testimonials never appear, not even in the owner's preview.
 */
export async function publishedTestimonials(
  payload: Payload,
  limit: number = ALL_TESTIMONIALS_LIMIT,
): Promise<Testimonial[]> {
  const { docs } = await payload.find({
    collection: 'testimonials',
    where: { _status: { equals: 'published' } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit,
    pagination: false,
    ...asSystem('publicContent'),
  })
  return docs
}
