import type { CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isAdmin } from './isAdmin'

/** Site content: every visitor reads it, only the owner changes it. */
export const publicContent: CollectionConfig['access'] = {
  create: isAdmin,
  delete: isAdmin,
  read: anyone,
  update: isAdmin,
}
