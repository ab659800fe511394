import pg from 'pg'
import { getPayload, type Migration, type Payload } from 'payload'

import config from '@payload-config'
import { migrations } from '@/migrations'

let ready: Promise<Payload> | undefined

/**
 * Makes this file's database (tests/int/setup.ts created it empty) a copy of one that `npm test`
 * prepared once per run: migrated, or migrated and seeded. Copying takes a fraction of a second;
 * migrating and seeding in every file took most of the integration stage's time.
 */
async function copyTemplate(template: string) {
  const own = new URL(process.env.DATABASE_URL!)
  const database = own.pathname.slice(1)
  const admin = new pg.Client({ connectionString: process.env.INT_BASE_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${database}`)
    await admin.query(`create database ${database} template ${template}`)
  } finally {
    await admin.end()
  }
}

/**
 * Payload's Local API on the throw-away database, with the committed migrations applied; with
 * `seeded`, the site as `seed()` leaves it (the owner from ADMIN_EMAIL, pages, products, quiz,
 * course, workshops, e-mail templates), so the file's own `seed()` finds nothing to do.
 */
export function getTestPayload({ seeded = false }: { seeded?: boolean } = {}): Promise<Payload> {
  ready ??= (async () => {
    const template = seeded ? process.env.INT_SEEDED_TEMPLATE : process.env.INT_MIGRATED_TEMPLATE
    if (template) await copyTemplate(template)
    // With --push the template was pushed by this run's config already: pushing the copy again
    // would only fail (drizzle-kit 0.31 drops the parameters of its composite-primary-key query,
    // and the visit tables have composite keys), so the copy keeps the template's schema.
    if (template && process.env.PAYLOAD_DB_PUSH === '1') process.env.PAYLOAD_MIGRATING = 'true'
    const payload = await getPayload({ config })
    // `npm test -- --int-only --push` works on collections that have no migration yet. On a copy
    // of a template this finds every migration applied.
    if (process.env.PAYLOAD_DB_PUSH !== '1') {
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    }
    return payload
  })()
  return ready
}
