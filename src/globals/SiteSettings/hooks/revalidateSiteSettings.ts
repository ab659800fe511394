import type { GlobalAfterChangeHook } from 'payload'

import { revalidate } from '@/utilities/revalidate'

/** Site settings appear in every page's layout, so every page is re-rendered. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidate(req, '/', 'layout')
  return doc
}
