import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Product, Workshop } from '@/payload-types'

export type WorkshopWithProduct = Workshop & { product: Product }

/**
 * The workshop and its product (for the price), read once per render; null when unknown. Reading
 * writes nothing: the housekeeping job releases expired holds.
 */
export const getWorkshop = cache(async (slug: string): Promise<WorkshopWithProduct | null> => {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'workshops',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
  })
  const workshop = docs[0]
  if (!workshop || typeof workshop.product !== 'object') return null
  return workshop as WorkshopWithProduct
})
