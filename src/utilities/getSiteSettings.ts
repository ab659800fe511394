import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

export const getSiteSettings = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  return payload.findGlobal({ slug: 'site-settings', depth: 1 })
})
