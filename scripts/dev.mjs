// npm run dev: Next's dev server with Payload's schema push, on its own database (app_dev) and
// media folder, so pushed schema never meets the migrated `app` database that npm start uses.
import path from 'node:path'

import { migrateAndSeed } from './lib/build.mjs'
import { projectRoot } from './lib/project.mjs'
import { bin, start } from './lib/run.mjs'

const env = {
  ...process.env,
  PAYLOAD_DB_PUSH: '1',
  MEDIA_DIR: process.env.MEDIA_DIR || path.join(projectRoot, '.data', 'media-dev'),
}

try {
  await migrateAndSeed(env)
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode || 1)
}
process.exit(
  await start(bin('next'), ['dev', '--port', process.env.PORT || '3000'], { env }).exited,
)
