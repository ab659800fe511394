import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Offer, Workshop } from '@/payload-types'
import { findPromotion } from '@/workshops/promotion'
import { asSystem } from '@/core/operation'

export type WorkshopWithProduct = Workshop & { product: Offer }

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
    ...asSystem('publicContent'),
  })
  const workshop = docs[0]
  if (!workshop || typeof workshop.product !== 'object') return null
  return workshop as WorkshopWithProduct
})

/**
 * What a promo linking to `href` may show (src/workshops/promotion.ts): that workshop while it
 * is ahead and active, else the next upcoming one, else nothing. Read once per render.
 */
export const getPromotion = cache(async (href: string | null | undefined, now: number) => {
  const payload = await getPayload({ config: configPromise })
  return findPromotion(payload, { href, now: new Date(now) })
})

/** The moment this request renders, read once so every part of the page agrees on it. */
export const renderTime = cache(() => Date.now())
