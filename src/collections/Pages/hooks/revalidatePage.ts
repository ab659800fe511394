import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { pathForSlug, revalidateTargets, visibleChange } from '@/content/revalidate'
import type { Page } from '@/payload-types'

/** A published page (or one unpublished) is rendered again at its path, and its old path. */
export const revalidatePage: CollectionAfterChangeHook<Page> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (!visibleChange(doc, previousDoc)) return doc
  const paths = new Set([pathForSlug(doc.slug)])
  if (previousDoc?.slug && previousDoc.slug !== doc.slug) paths.add(pathForSlug(previousDoc.slug))
  // The sitemap lists every page.
  paths.add('/sitemap.xml')
  await revalidateTargets(
    req,
    [...paths].map((path) => ({ path })),
  )
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  if (doc?.slug) {
    await revalidateTargets(req, [{ path: pathForSlug(doc.slug) }, { path: '/sitemap.xml' }])
  }
  return doc
}
