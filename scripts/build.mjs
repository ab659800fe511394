// npm run build: migrate and seed the database the pages are prerendered from, then next build.
import { migrateAndSeed, nextBuild } from './lib/build.mjs'

try {
  await migrateAndSeed()
  await nextBuild()
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode || 1)
}
