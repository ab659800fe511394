import type { CollectionConfig } from 'payload'

import { hasAdminRole, isAdmin } from './isAdmin'

/**
 * Content with drafts: visitors read published documents only (a page saved as a draft and never
 * published does not exist for them), the owner reads and changes everything.
 */
export const draftContent: CollectionConfig['access'] = {
  create: isAdmin,
  delete: isAdmin,
  update: isAdmin,
  read: ({ req }) => hasAdminRole(req.user) || { _status: { equals: 'published' } },
  readVersions: isAdmin,
}
