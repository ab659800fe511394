import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'
import { asSystem } from '@/core/operation'

/** The meditation global with its recording, read once per render for metadata and page. */
export const getMeditation = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  return payload.findGlobal({ slug: 'meditation', depth: 1, ...asSystem('publicContent') })
})
