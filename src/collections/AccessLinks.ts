import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { secretHashField } from '@/fields/secretHash'

/**
 * Single-use sign-in links sent by e-mail (the spec's magic_links). Only the token's SHA-256 is
 * stored; using a link stamps usedAt in the same statement that checks it was unused.
 */
export const AccessLinks: CollectionConfig = {
  slug: 'access-links',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'expiresAt', 'usedAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  access: adminOnly,
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    secretHashField(),
    {
      name: 'purpose',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: [
        { label: 'Buyer access', value: 'member' },
        { label: 'Admin sign-in', value: 'admin' },
      ],
    },
    { name: 'redirectTo', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
  timestamps: true,
}
