import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const DEFAULT_ADMIN_EMAIL = 'owner@example.com'

/** The owner's account, from ADMIN_EMAIL. Without ADMIN_PASSWORD a random one is printed once. */
export async function seedOwner(payload: Payload, env: NodeJS.ProcessEnv = process.env) {
  const email = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) return false

  const password = env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', name: 'Owner' },
  })
  payload.logger.info(
    env.ADMIN_PASSWORD
      ? `[seed] owner account ${email} created with ADMIN_PASSWORD`
      : `[seed] owner account ${email} created with password: ${password}\n` +
          '       (shown once; set ADMIN_PASSWORD to choose it, or use "Forgot password" at /admin)',
  )
  return true
}
