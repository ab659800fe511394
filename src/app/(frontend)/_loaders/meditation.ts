import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/** The meditation global with its recording, read once per render for metadata and page. */
export const getMeditation = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  return payload.findGlobal({ slug: 'meditation', depth: 1 })
})
