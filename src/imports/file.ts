import { Readable } from 'node:stream'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { queryRows } from '@/utilities/sql'

/** Characters read from the stored file per statement: a slice in memory at a time. */
const SLICE = 1 << 20

/**
 * An import's stored file as a stream, read a slice at a time (Postgres's substr), so a large
 * file never sits whole in memory, whichever server reads it.
 */
export function storedFile(payload: Payload, importId: number, req?: PayloadRequest): Readable {
  async function* slices() {
    for (let start = 1; ; start += SLICE) {
      const [row] = await queryRows<{ slice: string | null }>(
        payload,
        sql`select substr(content, ${start}, ${SLICE}) as slice
              from import_files where import_id = ${importId}`,
        req,
      )
      if (!row?.slice) return
      yield row.slice
      if (row.slice.length < SLICE) return
    }
  }
  return Readable.from(slices(), { objectMode: false })
}
