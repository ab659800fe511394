import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { redirectResponse } from '@/commerce/redirects'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { NO_STORE } from '@/endpoints/utilities/noStore'

/** The sign-in steps carry a token in their addresses: never sent on as a referrer. */
const redirect = (
  location: string,
  { fallback, cookie }: { fallback?: string; cookie?: string } = {},
) =>
  redirectResponse(location, {
    fallback,
    headers: {
      ...NO_STORE,
      'Referrer-Policy': 'no-referrer',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    },
  })

/**
 * GET /api/member/sign-in?token=…: the e-mailed link. A GET may come twice (Chromium repeats a
 * first request for client hints; mail scanners prefetch links), so it uses nothing: it leads to
 * /sign-in, whose form POSTs the token back.
 */
const showSignIn: Endpoint = {
  path: '/member/sign-in',
  method: 'get',
  handler: async (req) => {
    const token = (req.searchParams.get('token') ?? '').slice(0, 200)
    return redirect(`/sign-in?token=${encodeURIComponent(token)}`)
  },
}

/** The token from the sign-in form (form-encoded) or a script (JSON). */
async function postedToken(req: PayloadRequest): Promise<string> {
  const text = (await req.text?.().catch(() => '')) ?? ''
  if (text.length > 2_000) return ''
  if (req.headers.get('content-type')?.includes('application/json')) {
    try {
      const body = JSON.parse(text) as { token?: unknown }
      return typeof body.token === 'string' ? body.token : ''
    } catch {
      return ''
    }
  }
  return new URLSearchParams(text).get('token') ?? ''
}

/** POST /api/member/sign-in {token}: uses the link, once, and signs this browser in. */
const useSignInLink = operationEndpoint(catalogue.useAccessLink, ROUTES.useAccessLink, {
  // Login CSRF: another site's form must not sign this browser in to an account of its choice.
  sameOriginOnly: true,
  readBody: async (req) => ({ token: await postedToken(req) }),
  respond: (use) =>
    use.signedIn
      ? redirect(use.location, { fallback: use.fallback, cookie: use.setCookie })
      : redirect(use.location),
})

export const memberSignInEndpoints: Endpoint[] = [showSignIn, useSignInLink]
