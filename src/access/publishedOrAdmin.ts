import type { CollectionConfig } from 'payload'

import { isAdmin } from './isAdmin'

/** Course content: visitors read what is published, only the owner changes anything. */
export const publishedOrAdmin: CollectionConfig['access'] = {
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  read: ({ req }) => isAdmin({ req }) || { isPublished: { equals: true } },
}
