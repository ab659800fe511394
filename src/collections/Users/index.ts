import type { CollectionConfig } from 'payload'

import { hasAdminRole, isAdmin } from '@/access/isAdmin'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { limitPasswordAuthPerClient } from '@/security/adminLogin'
import { getServerSideURL } from '@/utilities/getURL'

export const USER_ROLES = [{ label: 'Admin (owner)', value: 'admin' }] as const

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
  },
  auth: {
    // 0: no per-account lock (src/security/adminLogin.ts locks per client instead).
    maxLoginAttempts: 0,
    cookies: { secure: getServerSideURL().startsWith('https:'), sameSite: 'Lax' },
  },
  hooks: limitPasswordAuthPerClient,
  access: {
    admin: ({ req }) => hasAdminRole(req.user),
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: [...USER_ROLES],
      saveToJWT: true,
      access: { update: isAdminFieldLevel },
    },
  ],
  timestamps: true,
}
