import type { Payload } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import type { Contact, User } from '@/payload-types'
import { ALTERNATE_HOME_PATH } from '@/globals/AlternateHome/config'

/**
 * Whether the page at `path` has changes the owner has not published: the latest saved version
 * of its page (or of the alternate homepage) is a draft. The preview banner asks this, and
 * ends the preview when the answer is no: what she published is what everyone sees, so there
 * is nothing left to preview. Only the owner has drafts to preview; for anyone else, no.
 */
export async function hasUnpublishedChanges(
  payload: Payload,
  user: User | Contact | null | undefined,
  path: string,
): Promise<boolean> {
  if (!hasAdminRole(user)) return false
  if (path === ALTERNATE_HOME_PATH) {
    const latest = await payload.findGlobal({
      slug: 'alternate-home',
      draft: true,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return latest._status === 'draft'
  }
  // Pages live at /<slug> (the home page at /); other routes have no drafts.
  const slug = path === '/' ? 'home' : path.replace(/^\//, '')
  if (!slug || slug.includes('/')) return false
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user,
    select: { _status: true },
  })
  return docs[0]?._status === 'draft'
}
