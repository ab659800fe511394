import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './project.mjs'

/**
 * PAYLOAD_SECRET signs sessions. Production sets it in the environment; a developer machine gets a
 * random one kept in .data/ (git-ignored) so sessions survive restarts and nothing is committed.
 */
export function ensurePayloadSecret() {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(projectRoot, '.data', 'payload-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    console.log(
      `[env] PAYLOAD_SECRET is not set; generated one in ${path.relative(projectRoot, file)}`,
    )
  }
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}
