import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { secretHashField } from '@/fields/secretHash'

/**
 * The owner's signed-in browsers (the spec's admin_sessions). The cookie holds a random token;
 * only its SHA-256 is stored. Deleting a row signs that browser out at its next request.
 */
export const AdminSessions: CollectionConfig = {
  slug: 'admin-sessions',
  labels: { singular: 'Admin session', plural: 'Admin sessions' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'userAgent', 'lastSeenAt', 'expiresAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
    description: 'Browsers signed in to the Admin Center. Delete one to sign it out.',
  },
  access: { create: () => false, read: isAdmin, update: () => false, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'email', required: true },
    secretHashField(),
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'lastSeenAt', type: 'date' },
    { name: 'userAgent', type: 'text' },
  ],
  timestamps: true,
}
