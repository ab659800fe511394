import type { APIRequestContext } from '@playwright/test'

/** Signs in as the owner through Payload's REST API; returns the Authorization header. */
export async function ownerAuth(request: APIRequestContext) {
  const response = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}
