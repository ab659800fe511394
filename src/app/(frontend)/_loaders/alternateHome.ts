import { cache } from 'react'

import { contentReader } from './page'

import type { Testimonial } from '@/payload-types'
import { cachedSignUpsToday, joinedTodayLine } from '@/content/siteFigures'
import { publishedTestimonials } from '@/content/testimonials'

export type CarouselTestimonial = Pick<
  Testimonial,
  'id' | 'text' | 'name' | 'result' | 'stars' | 'timeframe'
>

/**
 * The alternate homepage's words and the testimonials it rotates (the owner's choice, else all
 * published ones). Cached per request so metadata and page share one read.
 */
export const getAlternateHomeData = cache(async () => {
  const { payload, draft, user } = await contentReader()
  const content = await payload.findGlobal({
    slug: 'alternate-home',
    depth: 1,
    draft,
    overrideAccess: false,
    user,
  })

  const chosen = (content.testimonials?.testimonials ?? []).filter(
    (item): item is Testimonial => typeof item === 'object' && item !== null,
  )
  // Left empty, every published testimonial, newest first, as the home page's carousel shows.
  const testimonials = chosen.length ? chosen : await publishedTestimonials(payload)

  return {
    content,
    // Her badge presents a live count: the real one, or nothing.
    joinedToday: joinedTodayLine(await cachedSignUpsToday(payload), content.hero?.joinedBadge),
    testimonials: testimonials.map(
      ({ id, text, name, result, stars, timeframe }): CarouselTestimonial => ({
        id,
        text,
        name,
        result,
        stars,
        timeframe,
      }),
    ),
  }
})
