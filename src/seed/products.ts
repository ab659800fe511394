import type { Offer } from '@/payload-types'

/**
 * The web addresses of the offers a fresh site is seeded with. Seed data only: no code sells an
 * offer by its address (the checkout reads the offer chosen in the CMS, or the main offer).
 */
export const PRODUCT_SLUGS = {
  masterclass: 'masterclass',
  bonus: 'return-to-the-body',
  workshop: 'holy-mess-workshop',
} as const

/** The seeded course the masterclass offer opens. */
export const MASTERCLASS_COURSE_SLUG = 'the-good-girl-paradox'

export const productsSeed: Omit<Offer, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    slug: PRODUCT_SLUGS.masterclass,
    name: 'The Good Girl Paradox',
    priceInCents: 4400,
    compareAtPriceInCents: 6400,
    description:
      'A 90-minute self-led masterclass to unlearn people-pleasing in the body and remember your power. Instant access, unlimited viewing, 30-day money-back guarantee.',
    includes: [
      { item: 'The full 90-minute masterclass, yours to keep' },
      { item: 'Six somatic practices you can return to any day' },
      { item: 'Emotional Power Ebook' },
      { item: 'Instant access and unlimited viewing' },
      { item: '30-day money-back guarantee' },
    ],
  },
  {
    slug: PRODUCT_SLUGS.bonus,
    name: 'Return to the Body',
    priceInCents: 2000,
    description: 'Three audio/video rituals to deepen the masterclass.',
    includes: [
      { item: 'Boundary Tapping (EFT)' },
      { item: 'Eros Energy Activation' },
      { item: 'Sovereignty Ritual' },
    ],
  },
  {
    slug: PRODUCT_SLUGS.workshop,
    name: 'Holy Mess',
    priceInCents: 4500,
    description: 'A live two-hour somatic workshop in a small circle of 20 women.',
    includes: [],
  },
]
