import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

/** One query per page render, shared by generateMetadata and the page itself. */
export const getPageBySlug = cache(async (slug: string) => {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  return docs[0] ?? null
})
