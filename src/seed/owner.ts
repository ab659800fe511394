import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { projectRoot } from '@/utilities/projectRoot'

export const DEFAULT_ADMIN_EMAIL = 'owner@example.com'

/** Where a generated password goes when no person is watching the terminal (readable by us only). */
export const GENERATED_PASSWORD_FILE = path.join(projectRoot, '.data', 'owner-password')

/**
 * The owner's account, from ADMIN_EMAIL. Without ADMIN_PASSWORD a random one is made, and it never
 * enters a log: it is shown on an interactive terminal only, or written to a file of mode 0600
 * whose path is logged.
 */
export async function seedOwner(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
  {
    terminal = process.stdout,
    passwordFile = GENERATED_PASSWORD_FILE,
  }: {
    terminal?: { isTTY?: boolean; write: (text: string) => unknown }
    passwordFile?: string
  } = {},
) {
  const email = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase()
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) return false

  const password = env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, role: 'admin', name: 'Owner' },
  })
  if (env.ADMIN_PASSWORD) {
    payload.logger.info(`[seed] owner account ${email} created with ADMIN_PASSWORD`)
  } else if (terminal.isTTY) {
    terminal.write(
      `\n  Owner account ${email}, password: ${password}\n` +
        '  (shown once, on this terminal only; set ADMIN_PASSWORD to choose it)\n\n',
    )
    payload.logger.info(`[seed] owner account ${email} created; its password is on the terminal`)
  } else {
    mkdirSync(path.dirname(passwordFile), { recursive: true })
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
    payload.logger.info(
      `[seed] owner account ${email} created; its password is in ${passwordFile} ` +
        '(readable by this user only; delete it once noted)',
    )
  }
  return true
}
