import type { Payload } from 'payload'

import { PRODUCT_SLUGS } from './products'
import { DEFAULT_CAPACITY, DEFAULT_TIME_ZONE, HOLY_MESS_SLUG } from '@/workshops/constants'
import { demoWorkshopStart } from '@/workshops/schedule'

/**
 * The Holy Mess workshop of spec §9: a Sunday, 2:30-4:30 PM MST, 20 women, priced by the
 * holy-mess-workshop product. The spec's Sunday August 17 2025 has passed, so the date is the
 * first Sunday six weeks after the database is seeded: a new site opens on a workshop ahead. The
 * location is a placeholder for the owner to replace.
 */
export async function seedWorkshops(payload: Payload, now = new Date()): Promise<void> {
  const existing = await payload.count({
    collection: 'workshops',
    where: { slug: { equals: HOLY_MESS_SLUG } },
  })
  if (existing.totalDocs > 0) return
  const { docs } = await payload.find({
    collection: 'offers',
    where: { slug: { equals: PRODUCT_SLUGS.workshop } },
    limit: 1,
  })
  const product = docs[0]
  if (!product) throw new Error(`The ${PRODUCT_SLUGS.workshop} product must be seeded first.`)

  await payload.create({
    collection: 'workshops',
    data: {
      title: 'Holy Mess',
      slug: HOLY_MESS_SLUG,
      description:
        'Two hours of live, guided somatic practice in a small circle of women: let the mess move through you instead of holding it together.',
      date: demoWorkshopStart(now).toISOString(),
      date_tz: DEFAULT_TIME_ZONE,
      durationMinutes: 120,
      location: 'Live online: the link to join is e-mailed to you before the workshop',
      product: product.id,
      maxParticipants: DEFAULT_CAPACITY,
      currentRegistrations: 0,
      isActive: true,
    },
  })
}
