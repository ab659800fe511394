// Browser tests drive Debian's Chromium, never a browser downloaded by a test tool.
// Missing and root: install it with apt-get (and say so). Missing otherwise: print the command.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = '/usr/bin/chromium'

/**
 * How every tool here starts Chromium (headless mode is added by each tool): as root it needs no
 * sandbox, and with no internet its background services would only fail, many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const INSTALL = 'apt-get update && apt-get install -y --no-install-recommends chromium'

/** @returns {Promise<boolean>} whether Chromium is there (now) */
export async function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() !== 0) {
    log(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`)
    return false
  }
  log(`[chromium] ${CHROMIUM} is missing; installing Debian's chromium with apt-get (about 30 s)`)
  let output = ''
  const code = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', INSTALL], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', resolve)
  })
  if (code !== 0 || !existsSync(CHROMIUM)) {
    log(`[chromium] apt-get failed:\n${output.split('\n').slice(-20).join('\n')}`)
    return false
  }
  log(`[chromium] installed: ${execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()}`)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await ensureChromium()) ? 0 : 1)
