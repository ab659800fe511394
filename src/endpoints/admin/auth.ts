import type { Endpoint } from 'payload'

import { catalogue } from '@/catalogue'
import { redirectResponse } from '@/commerce/redirects'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'

/** POST /api/admin/request-magic-link {email}: the same answer for every address. */
const requestLink = operationEndpoint(catalogue.requestMagicLink, ROUTES.requestMagicLink, {
  headers: NO_STORE,
})

/**
 * GET /api/admin/verify-magic-link?token=…: the e-mailed link. A GET may come twice (browsers
 * repeat a first request, mail scanners prefetch links), so it uses nothing: it opens the sign-in
 * screen, whose script POSTs the token back and then removes it from the address bar.
 */
const showLink: Endpoint = {
  path: '/admin/verify-magic-link',
  method: 'get',
  handler: async (req) => {
    const token = (req.searchParams.get('token') ?? '').slice(0, 200)
    return redirectResponse(`/admin/login?token=${encodeURIComponent(token)}`, {
      fallback: '/admin/login',
      headers: { ...NO_STORE, 'Referrer-Policy': 'no-referrer' },
    })
  },
}

/** POST /api/admin/verify-magic-link {token}: uses the link once and signs this browser in. */
const useLink = operationEndpoint(catalogue.signInWithMagicLink, ROUTES.signInWithMagicLink, {
  respond: ({ cookie, deviceCookie, email }) => {
    // The session first: scripts that keep one cookie of the answer keep the session.
    const headers = new Headers({ ...NO_STORE, 'Set-Cookie': cookie })
    headers.append('Set-Cookie', deviceCookie)
    return Response.json({ ok: true, email, message: 'Welcome to the Admin Center' }, { headers })
  },
})

/** GET /api/admin/verify-auth: 200 for a signed-in admin, 401 (or 403 for a buyer) otherwise. */
const verifyAuth = operationEndpoint(catalogue.getOwnerSession, ROUTES.getOwnerSession, {
  headers: NO_STORE,
})

/** POST /api/admin/sign-out {everywhere?}: ends this session, or all of the owner's. */
const signOutEndpoint = operationEndpoint(catalogue.signOut, ROUTES.signOut, {
  respond: ({ cookie, ended }) =>
    Response.json(
      { ok: true, ended, message: 'You are signed out.' },
      { headers: { ...NO_STORE, 'Set-Cookie': cookie } },
    ),
})

export const adminAuthEndpoints: Endpoint[] = [
  requestLink,
  showLink,
  useLink,
  verifyAuth,
  signOutEndpoint,
]
