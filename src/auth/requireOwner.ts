import type { PayloadRequest } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { AppError } from '@/core/errors'
import type { User } from '@/payload-types'

const SIGN_IN_REQUIRED = 'Please sign in to the Admin Center.'

/**
 * The owner making this request, or the AppError every admin call answers with: 401 for a
 * signed-out browser, 403 for anyone else who is signed in (a buyer's member session).
 */
export function requireOwner(req: Pick<PayloadRequest, 'user'>): User {
  const user = req.user
  if (!user) throw new AppError('unauthorized', SIGN_IN_REQUIRED)
  if (!hasAdminRole(user)) {
    throw new AppError('forbidden', 'Only the owner can use the Admin Center.')
  }
  return user as User
}
