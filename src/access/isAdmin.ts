import type { Access } from 'payload'

import type { User } from '@/payload-types'

export const hasAdminRole = (user: Partial<User> | null | undefined): boolean =>
  user?.role === 'admin'

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)
