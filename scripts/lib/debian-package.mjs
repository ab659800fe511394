// Tools the tests drive are Debian's own (Chromium, SpamAssassin), never a download of a test tool.
// Missing and root: install the package with apt-get (and say so). Missing otherwise: print the
// command. One apt-get at a time: dpkg holds a lock, so callers chain their calls.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * @param {{ binary: string, packageName: string, log?: (line: string) => void }} options
 * @returns {Promise<boolean>} whether `binary` is there (now)
 */
export async function ensureDebianPackage({ binary, packageName, log = console.log }) {
  if (existsSync(binary)) return true
  const install = `apt-get update && apt-get install -y --no-install-recommends ${packageName}`
  if (process.getuid?.() !== 0) {
    log(`${binary} is missing. Install it with:\n  sudo sh -c '${install}'`)
    return false
  }
  log(`[${packageName}] ${binary} is missing; installing Debian's ${packageName} with apt-get`)
  let output = ''
  const code = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', install], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', resolve)
  })
  if (code !== 0 || !existsSync(binary)) {
    log(`[${packageName}] apt-get failed:\n${output.split('\n').slice(-20).join('\n')}`)
    return false
  }
  log(`[${packageName}] installed`)
  return true
}
