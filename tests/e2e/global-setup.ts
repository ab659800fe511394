import { writeFileSync } from 'node:fs'
import path from 'node:path'

import type { FullConfig } from '@playwright/test'

import { OWNER_NETWORK, OWNER_SESSION_FILE, signInByMagicLink } from './admin-session'

/**
 * Signs the owner in once for the whole run, the way she does: a link requested on the gate's
 * call, read from the SMTP peer's mailbox, POSTed back. The session cookie is shared by every
 * test that needs the owner (tests that sign out use an account of their own).
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!
  const cookie = await signInByMagicLink(baseURL, process.env.ADMIN_EMAIL!, OWNER_NETWORK)
  writeFileSync(path.resolve(OWNER_SESSION_FILE), cookie, { mode: 0o600 })
}
