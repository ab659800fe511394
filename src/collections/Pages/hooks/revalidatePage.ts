import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { pathForSlug, revalidate } from '@/utilities/revalidate'

export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  revalidate(req, pathForSlug(doc.slug))
  if (previousDoc?.slug && previousDoc.slug !== doc.slug) {
    revalidate(req, pathForSlug(previousDoc.slug))
  }
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  if (doc?.slug) revalidate(req, pathForSlug(doc.slug))
  return doc
}
