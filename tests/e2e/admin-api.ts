import type { APIRequestContext } from '@playwright/test'

type AuthHeader = { Authorization: string }
let cached: AuthHeader | undefined

async function isValid(request: APIRequestContext, headers: AuthHeader) {
  const me = await request.get('/api/users/me', { headers })
  const { user } = (await me.json()) as { user?: { email?: string } | null }
  return Boolean(user?.email)
}

/**
 * Signs in as the owner through Payload's REST API; returns the Authorization header. The token is
 * reused while it works: two sign-ins at the same moment can overwrite each other's session on the
 * user record, and the losing token is then refused, so each use checks it and signs in again.
 */
export async function ownerAuth(request: APIRequestContext): Promise<AuthHeader> {
  if (cached && (await isValid(request, cached))) return cached
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const response = await request.post('/api/users/login', {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    })
    const { token } = (await response.json()) as { token?: string }
    const headers = { Authorization: `JWT ${token}` }
    if (token && (await isValid(request, headers))) return (cached = headers)
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
  }
  throw new Error('The owner could not sign in through /api/users/login')
}
