import type { FieldAccess } from 'payload'

import { hasAdminRole } from './isAdmin'

export const isAdminFieldLevel: FieldAccess = ({ req }) => hasAdminRole(req.user)
