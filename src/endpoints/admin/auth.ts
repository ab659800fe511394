import type { Endpoint } from 'payload'

import { requestMagicLink } from '@/auth/operations/requestMagicLink'
import { signInWithMagicLink } from '@/auth/operations/signInWithMagicLink'
import { signOut } from '@/auth/operations/signOut'
import { requireOwner } from '@/auth/requireOwner'
import { magicLinkRequestSchema, magicLinkTokenSchema, signOutSchema } from '@/auth/schema'
import { redirectResponse } from '@/commerce/redirects'
import { handled } from '@/core/operation'

import { readJson } from '../utilities/readJson'

const noStore = { 'Cache-Control': 'no-store' }

/** POST /api/admin/request-magic-link {email}: the same answer for every address. */
const requestLink: Endpoint = {
  path: '/admin/request-magic-link',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, magicLinkRequestSchema)
    if (error) return error
    return Response.json(await requestMagicLink(req, data), { headers: noStore })
  }),
}

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
      headers: { ...noStore, 'Referrer-Policy': 'no-referrer' },
    })
  },
}

/** POST /api/admin/verify-magic-link {token}: uses the link once and signs this browser in. */
const useLink: Endpoint = {
  path: '/admin/verify-magic-link',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, magicLinkTokenSchema)
    if (error) return error
    const { cookie, deviceCookie, email } = await signInWithMagicLink(req, data)
    // The session first: scripts that keep one cookie of the answer keep the session.
    const headers = new Headers({ ...noStore, 'Set-Cookie': cookie })
    headers.append('Set-Cookie', deviceCookie)
    return Response.json({ ok: true, email, message: 'Welcome to the Admin Center' }, { headers })
  }),
}

/** GET /api/admin/verify-auth: 200 for a signed-in admin, 401 (or 403 for a buyer) otherwise. */
const verifyAuth: Endpoint = {
  path: '/admin/verify-auth',
  method: 'get',
  handler: handled(async (req) => {
    const owner = requireOwner(req)
    return Response.json({ ok: true, email: owner.email }, { headers: noStore })
  }),
}

/** POST /api/admin/sign-out {everywhere?}: ends this session, or all of the owner's. */
const signOutEndpoint: Endpoint = {
  path: '/admin/sign-out',
  method: 'post',
  handler: handled(async (req) => {
    const { data, error } = await readJson(req, signOutSchema)
    if (error) return error
    const { cookie, ended } = await signOut(req, { everywhere: data.everywhere === true })
    return Response.json(
      { ok: true, ended, message: 'You are signed out.' },
      { headers: { ...noStore, 'Set-Cookie': cookie } },
    )
  }),
}

export const adminAuthEndpoints: Endpoint[] = [
  requestLink,
  showLink,
  useLink,
  verifyAuth,
  signOutEndpoint,
]
