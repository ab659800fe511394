import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { secretHashField } from '@/fields/secretHash'

/**
 * A buyer's signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a
 * leaked database cannot be replayed as a session.
 */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'source', 'expiresAt', 'createdAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  access: adminOnly,
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    secretHashField(),
    { name: 'expiresAt', type: 'date', required: true, index: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: [
        { label: 'Paid in this browser', value: 'payment' },
        { label: 'E-mailed access link', value: 'access-link' },
      ],
    },
    {
      // A session started by paying covers these orders only (src/auth/memberSession.ts).
      name: 'orders',
      label: 'Orders it covers',
      type: 'relationship',
      relationTo: 'orders',
      hasMany: true,
      admin: { condition: (data) => data?.source === 'payment' },
    },
  ],
  timestamps: true,
}
