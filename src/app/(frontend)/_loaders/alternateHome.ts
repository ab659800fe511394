import { cache } from 'react'

import { contentReader } from './page'

import type { Product, Testimonial } from '@/payload-types'

const WORKSHOP_PRODUCT_SLUG = 'holy-mess-workshop'

export type CarouselTestimonial = Pick<
  Testimonial,
  'id' | 'text' | 'name' | 'result' | 'stars' | 'timeframe'
>

/**
 * The alternate homepage's words, the testimonials it rotates (the owner's choice, else all of
 * them) and the workshop product its price comes from. Cached per request so metadata and page
 * share one read.
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
  const testimonials = chosen.length
    ? chosen
    : (await payload.find({ collection: 'testimonials', depth: 0, limit: 20, sort: 'createdAt' }))
        .docs

  const linked = content.workshop?.product
  const product: Product | null =
    typeof linked === 'object' && linked !== null
      ? linked
      : ((
          await payload.find({
            collection: 'products',
            where: { slug: { equals: WORKSHOP_PRODUCT_SLUG } },
            depth: 0,
            limit: 1,
          })
        ).docs[0] ?? null)

  return {
    content,
    product,
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
