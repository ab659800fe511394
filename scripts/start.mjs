// npm start: migrate, seed, build when the sources changed since the last build, then serve.
import { buildIsCurrent, migrateAndSeed, nextBuild } from './lib/build.mjs'
import { start } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const origin = `http://localhost:${port}`
const started = Date.now()

// What /api/health says of payments (src/commerce/stripe.ts decides), in words.
const PAYMENT_MODES = {
  stripe: 'Stripe',
  demo: 'demo mode (no STRIPE_SECRET_KEY, local server: test cards, no money moves)',
  unavailable: 'not set up (set STRIPE_SECRET_KEY, or ALLOW_DEMO_PAYMENTS=1 for demo mode)',
}

try {
  await migrateAndSeed()
  if (buildIsCurrent()) console.log('[start] production build is up to date')
  else await nextBuild()
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode || 1)
}

const server = start(process.execPath, ['server/serve.mjs', '--port', port])

// Say where to go once the site really answers, not merely when the port opens.
;(async () => {
  while (server.child.exitCode === null) {
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) {
        const { payments } = await response.json()
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(
          `\n  Site:   ${origin}\n  Admin:  ${origin}/admin  (sign in as ${process.env.ADMIN_EMAIL || 'owner@example.com'}: ask for a link there; without SMTP_URL it is in the E-mail log and printed below, or run \`npm run admin:link\`)\n  Health: ${origin}/api/health\n  Payments: ${PAYMENT_MODES[payments] ?? payments}\n  Ready in ${seconds} s\n`,
        )
        return
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
})()

process.exit(await server.exited)
