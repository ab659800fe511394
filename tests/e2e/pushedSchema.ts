import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/**
 * `npm test -- --push` gives the browser tests' database its tables by schema push, which skips
 * the migrations, so the analytics migration's SQL function (analytics_record, which every
 * sign-up calls to count itself) is missing and every sign-up answers 500. This adds that one
 * function from the migration's own text, only when it is missing: under plain `npm test` (the
 * migrations applied) it does nothing.
 */
export async function ensureMigrationFunctions() {
  const url = process.env.DATABASE_URL
  if (!url) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      "select 1 from pg_proc where proname = 'analytics_record'",
    )
    if (rowCount) return
    const migration = readFileSync(
      path.join(process.cwd(), 'src/migrations/20261126_234843_analytics.ts'),
      'utf8',
    )
    const create = /CREATE FUNCTION analytics_record[\s\S]*?\$fn\$;/.exec(migration)?.[0]
    if (!create) throw new Error('The analytics migration no longer defines analytics_record')
    await client.query(create)
  } finally {
    await client.end()
  }
}
