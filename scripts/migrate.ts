// Applies the committed migrations (and with --seed, the idempotent seed) to DATABASE_URL.
// Payload's own `payload migrate` can exit 0 without doing anything, and prompts forever on a
// database that dev-mode push has touched; this script calls payload.db.migrate() and refuses
// such a database instead.
import { getPayload, type Migration } from 'payload'

import config from '../payload.config'
import { migrations } from '../src/migrations'
import { seed } from '../src/seed'

const withSeed = process.argv.includes('--seed')
const started = Date.now()
const payload = await getPayload({ config })

try {
  if (process.env.PAYLOAD_DB_PUSH === '1') {
    payload.logger.info('[migrate] dev push is on: schema pushed, migrations skipped')
  } else {
    const migrationTable = await payload.db.pool.query(
      "select 1 from information_schema.tables where table_name = 'payload_migrations'",
    )
    const pushed = migrationTable.rowCount
      ? await payload.count({ collection: 'payload-migrations', where: { batch: { equals: -1 } } })
      : { totalDocs: 0 }
    if (pushed.totalDocs > 0) {
      throw new Error(
        'This database was changed by dev-mode schema push, so migrations cannot be applied safely. ' +
          'Use a separate database for `npm run dev` (it uses app_dev) or recreate this one.',
      )
    }
    // The generated index types `up`/`down` with the Postgres arguments; migrate() takes any adapter's.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  if (withSeed) {
    const created = await seed(payload)
    payload.logger.info(
      `[seed] ${created.length ? `created ${created.join(', ')}` : 'nothing to do: content already there'}`,
    )
  }
  payload.logger.info(`[migrate] done in ${Date.now() - started} ms`)
} catch (error) {
  payload.logger.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)
