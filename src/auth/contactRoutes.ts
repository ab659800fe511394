import { APIError, type CollectionConfig, type Endpoint } from 'payload'

import { endMemberSession } from './memberSession'
import { AppError, errorResponse } from '@/core/errors'
import { memberSignOutEndpoint } from '@/endpoints/memberSignOut'

const notFound = () =>
  errorResponse(
    new AppError('not_found', 'Not found. Buyers sign in with the link from their e-mail.'),
  )

/**
 * Payload's auth routes of an auth collection that a buyer's member session has no use for: she
 * has no password, no Payload token and no first user to register. Listed before Payload's own
 * (a collection's endpoints come first), so these answer 404 instead of Payload's handlers.
 */
const UNUSED_AUTH_ROUTES: Pick<Endpoint, 'method' | 'path'>[] = [
  { method: 'post', path: '/refresh-token' },
  { method: 'post', path: '/login' },
  { method: 'post', path: '/forgot-password' },
  { method: 'post', path: '/reset-password' },
  { method: 'post', path: '/unlock' },
  { method: 'post', path: '/verify/:id' },
  { method: 'post', path: '/first-register' },
  { method: 'get', path: '/init' },
]

/**
 * The contacts collection's auth routes: `/me` is Payload's (it reads her contact through access,
 * so she sees only the fields a buyer may read); `/logout` is the member sign-out (it ends her
 * session and clears its cookie, refused from another site's page); the rest answer 404.
 */
export const contactAuthEndpoints: Endpoint[] = [
  { ...memberSignOutEndpoint, path: '/logout' },
  ...UNUSED_AUTH_ROUTES.map((route) => ({ ...route, handler: notFound })),
]

/** The same through GraphQL (`logoutContact`, `refreshTokenContact`), which has no routes. */
export const contactAuthHooks: NonNullable<CollectionConfig['hooks']> = {
  afterLogout: [
    async ({ req }) => {
      await endMemberSession(req)
    },
  ],
  refresh: [
    () => {
      throw new APIError('Not found. Buyers sign in with the link from their e-mail.', 404)
    },
  ],
}
