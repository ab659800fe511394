import type { Endpoint } from 'payload'

import { consumeAccessLink } from '@/commerce/accessLinks'
import { startMemberSession } from '@/commerce/memberSession'
import { safeRedirectPath } from '@/commerce/tokens'

const redirect = (location: string, cookie?: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, ...(cookie ? { 'Set-Cookie': cookie } : {}) },
  })

/** GET /api/member/sign-in?token=…: the e-mailed link. Works once, then signs the browser in. */
export const memberSignInEndpoint: Endpoint = {
  path: '/member/sign-in',
  method: 'get',
  handler: async (req) => {
    const link = await consumeAccessLink(req.payload, req.searchParams.get('token') ?? '', 'member')
    if (!link) return redirect('/watch?access=expired')
    const cookie = await startMemberSession(req.payload, link.email, 'access-link')
    const fallback = `/watch?email=${encodeURIComponent(link.email)}`
    return redirect(safeRedirectPath(link.redirectTo, fallback), cookie)
  },
}
