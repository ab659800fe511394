import type { Payload } from 'payload'

import type { Offer } from '@/payload-types'

/** The products the code sells, by slug; their prices and names are CMS data. */
export const PRODUCT_SLUGS = {
  masterclass: 'masterclass',
  bonus: 'return-to-the-body',
  workshop: 'holy-mess-workshop',
} as const

/** The course the masterclass unlocks. */
export const MASTERCLASS_COURSE_SLUG = 'the-good-girl-paradox'

type ProductSlug = (typeof PRODUCT_SLUGS)[keyof typeof PRODUCT_SLUGS]

/** The products with these slugs, as the owner last edited them; a removed one is missing. */
export async function findProducts<Slug extends ProductSlug>(
  payload: Payload,
  slugs: Slug[],
): Promise<Partial<Record<Slug, Offer>>> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    overrideAccess: false,
  })
  return Object.fromEntries(docs.map((product) => [product.slug, product])) as Partial<
    Record<Slug, Offer>
  >
}
