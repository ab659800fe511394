// npm start: migrate, seed, build when the sources changed since the last build, then serve.
import { buildIsCurrent, migrateAndSeed, nextBuild } from './lib/build.mjs'
import { bin, start } from './lib/run.mjs'

const port = process.env.PORT || '3000'
const origin = `http://localhost:${port}`
const started = Date.now()

try {
  await migrateAndSeed()
  if (buildIsCurrent()) console.log('[start] production build is up to date')
  else await nextBuild()
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode || 1)
}

const server = start(bin('next'), ['start', '--port', port])

// Say where to go once the site really answers, not merely when the port opens.
;(async () => {
  while (server.child.exitCode === null) {
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(
          `\n  Site:   ${origin}\n  Admin:  ${origin}/admin  (sign in as ${process.env.ADMIN_EMAIL || 'owner@example.com'})\n  Health: ${origin}/api/health\n  Ready in ${seconds} s\n`,
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
