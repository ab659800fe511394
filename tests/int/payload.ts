import { getPayload, type Migration, type Payload } from 'payload'

import config from '@payload-config'
import { migrations } from '@/migrations'

let ready: Promise<Payload> | undefined

/** Payload's Local API on the throw-away database, with the committed migrations applied. */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    // `npm test -- --int-only --push` works on collections that have no migration yet.
    if (process.env.PAYLOAD_DB_PUSH !== '1') {
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    }
    return payload
  })()
  return ready
}
