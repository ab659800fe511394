// Browser tests drive Debian's Chromium, never a browser downloaded by a test tool.
// Missing and root: install it with apt-get (and say so). Missing otherwise: print the command.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'
const INSTALL = 'apt-get update && apt-get install -y --no-install-recommends chromium'

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() !== 0) {
    log(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`)
    return false
  }
  log(`[chromium] ${CHROMIUM} is missing; installing Debian's chromium with apt-get (about 30 s)`)
  const result = spawnSync('sh', ['-c', INSTALL], {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    log(
      `[chromium] apt-get failed:\n${(result.stdout + result.stderr).split('\n').slice(-20).join('\n')}`,
    )
    return false
  }
  log(
    `[chromium] installed: ${spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim()}`,
  )
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1)
