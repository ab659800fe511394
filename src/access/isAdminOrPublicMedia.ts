import type { Access } from 'payload'

import { hasAdminRole } from './isAdmin'

/**
 * Media is public except files marked members-only (the ebook, the integration guide): those are
 * served by the download endpoint to buyers alone, never by Payload's file route.
 */
export const isAdminOrPublicMedia: Access = ({ req }) =>
  hasAdminRole(req.user) || {
    or: [{ membersOnly: { equals: false } }, { membersOnly: { exists: false } }],
  }
