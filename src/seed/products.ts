import type { Offer } from '@/payload-types'

import { PRODUCT_SLUGS } from '@/commerce/catalogue'

export { PRODUCT_SLUGS }

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
