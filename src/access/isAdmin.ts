import type { Access } from 'payload'

import type { Contact, User } from '@/payload-types'

/** The owner: a user account (never a buyer's contact session) with the admin role. */
export const hasAdminRole = (user: Partial<User> | Contact | null | undefined): boolean =>
  user?.collection !== 'contacts' && (user as Partial<User> | undefined)?.role === 'admin'

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)
