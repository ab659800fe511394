import type { CollectionConfig } from 'payload'

import { hasAdminRole, isAdmin } from '@/access/isAdmin'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { adminSessionStrategy, endAdminSessions, sessionExpiry } from '@/auth/session'

const USER_ROLES = [{ label: 'Admin (owner)', value: 'admin' }] as const

/**
 * The owner's account. She signs in only by an e-mailed single-use link (POST
 * /api/admin/request-magic-link): there is no password to guess, lock or reset. Her browser
 * session is an admin-sessions row behind an http-only cookie, resolved by the strategy below.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Admin account', plural: 'Admin accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Settings',
  },
  auth: {
    // The e-mail field stays (the link is sent to it); password, login and reset are gone.
    disableLocalStrategy: { enableFields: true, optionalPassword: true },
    maxLoginAttempts: 0,
    strategies: [adminSessionStrategy],
  },
  hooks: {
    // Payload's own "Log out" (the account menu) ends the session on the server too.
    afterLogout: [
      async ({ req }) => {
        await endAdminSessions(req, {
          everywhere: req.searchParams?.get('allSessions') === 'true',
        })
      },
    ],
    // The admin times its session warnings from `exp`: the session's own expiry.
    me: [
      async ({ args, user }) => {
        const exp = user ? await sessionExpiry(args.req) : undefined
        return exp ? { user, exp } : undefined
      },
    ],
    // Nothing to refresh: the session lives in its row, and no Payload token cookie is ever set.
    refresh: [
      async ({ args, user }) => ({
        exp: (await sessionExpiry(args.req)) ?? 0,
        refreshedToken: '',
        setCookie: false,
        user,
      }),
    ],
  },
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
