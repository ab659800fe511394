// npm start: migrate, seed, build when the sources changed since the last build, then serve.
import { buildIsCurrent, migrateAndSeed, nextBuild } from './lib/build.mjs'
import { bin, start } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const origin = `http://localhost:${port}`
const started = Date.now()

// A developer machine has no Stripe keys: checkout then runs in its labelled demo mode, which a
// production server refuses unless told. Set STRIPE_SECRET_KEY (or ALLOW_DEMO_PAYMENTS=0) to stop it.
const payments = process.env.STRIPE_SECRET_KEY
  ? 'Stripe'
  : (process.env.ALLOW_DEMO_PAYMENTS ??= '1') === '1'
    ? 'demo mode (no STRIPE_SECRET_KEY: test cards, no money moves)'
    : 'off (no STRIPE_SECRET_KEY and ALLOW_DEMO_PAYMENTS is not 1)'

try {
  await migrateAndSeed()
  if (buildIsCurrent()) console.log('[start] production build is up to date')
  else await nextBuild()
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode || 1)
}

const server = start(process.execPath, ['scripts/serve.mjs', '--port', port])

// Say where to go once the site really answers, not merely when the port opens.
;(async () => {
  while (server.child.exitCode === null) {
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(
          `\n  Site:   ${origin}\n  Admin:  ${origin}/admin  (sign in as ${process.env.ADMIN_EMAIL || 'owner@example.com'})\n  Health: ${origin}/api/health\n  Payments: ${payments}\n  Ready in ${seconds} s\n`,
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
