// Browser tests drive Debian's Chromium, never a browser downloaded by a test tool; the e-mail
// tests score messages with Debian's SpamAssassin. Each is installed when missing (as root).
import { ensureDebianPackage } from './lib/debian-package.mjs'

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
/** @returns {Promise<boolean>} whether Chromium is there (now) */
export const ensureChromium = (log = console.log) =>
  ensureDebianPackage({ binary: CHROMIUM, packageName: 'chromium', log })

/** SpamAssassin scores the e-mails the integration tests receive (tests/int/deliverability). */
export const SPAMASSASSIN = '/usr/bin/spamassassin'

/** @returns {Promise<boolean>} whether SpamAssassin is there (now) */
export const ensureSpamAssassin = (log = console.log) =>
  ensureDebianPackage({ binary: SPAMASSASSIN, packageName: 'spamassassin', log })

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await ensureChromium()) ? 0 : 1)
