import type { CollectionConfig } from 'payload'

import { isAdmin } from './isAdmin'

/**
 * Records only the server writes (purchases, sessions, tokens): the owner reads and corrects them,
 * nobody creates them through the API.
 */
export const adminOnly: CollectionConfig['access'] = {
  create: () => false,
  read: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
