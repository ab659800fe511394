import configPromise from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

/**
 * Whom this render reads content as: visitors read published versions through access; the
 * owner previewing (draft mode, which only the preview route turns on, for a signed-in owner)
 * reads the latest draft, as herself.
 */
export const contentReader = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  const { isEnabled } = await draftMode()
  if (!isEnabled) return { payload, draft: false, user: null } as const
  const { user } = await payload.auth({ headers: await headers() })
  return { payload, draft: Boolean(user), user: user ?? null } as const
})

/** One query per page render, shared by generateMetadata and the page itself. */
export const getPageBySlug = cache(async (slug: string) => {
  const { payload, draft, user } = await contentReader()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    pagination: false,
    draft,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
})
