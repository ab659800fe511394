import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Product, Workshop } from '@/payload-types'

import { releaseStaleHolds } from './capacity'

export type WorkshopWithProduct = Workshop & { product: Product }

/**
 * The workshop and its product (for the price), read once per render; null when unknown. Holds
 * whose checkout can no longer be paid are released first, so the spots shown are the real ones.
 */
export const getWorkshop = cache(async (slug: string): Promise<WorkshopWithProduct | null> => {
  const payload = await getPayload({ config: configPromise })
  const find = async () =>
    (
      await payload.find({
        collection: 'workshops',
        where: { slug: { equals: slug } },
        depth: 1,
        limit: 1,
      })
    ).docs[0]
  let workshop = await find()
  if (workshop && (await releaseStaleHolds(payload, workshop.id)).length > 0) {
    workshop = await find()
  }
  if (!workshop || typeof workshop.product !== 'object') return null
  return workshop as WorkshopWithProduct
})
