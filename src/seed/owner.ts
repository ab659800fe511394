import type { Payload } from 'payload'
import { normaliseEmail } from '@/contacts/emailAddress'

export const DEFAULT_ADMIN_EMAIL = 'owner@example.com'

/**
 * The owner's account, from ADMIN_EMAIL. It has no password: she signs in with a link e-mailed to
 * that address (or printed by `npm run admin:link` on the server's console).
 */
export async function seedOwner(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
) {
  const email = normaliseEmail(env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL)
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) return false
  await payload.create({ collection: 'users', data: { email, role: 'admin', name: 'Owner' } })
  payload.logger.info(`[seed] owner account ${email} created; sign in with a link e-mailed to it`)
  return true
}
