import type { Access } from 'payload'

import { hasAdminRole } from './isAdmin'

/**
 * The owner reads every row; a signed-in buyer (her contact is `req.user`) reads the rows with
 * her e-mail; nobody else reads any.
 */
export const adminOrOwnRows =
  (emailField = 'email'): Access =>
  ({ req }) => {
    if (hasAdminRole(req.user)) return true
    if (req.user?.collection === 'contacts') return { [emailField]: { equals: req.user.email } }
    return false
  }
