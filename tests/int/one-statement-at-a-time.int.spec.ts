import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inOperation } from '@/core/operation'
import { queryRows } from '@/utilities/sql'
import { readTogether } from '@/utilities/transaction'

import { watchOverlappingQueries } from '../support/overlappingQueries'

/*
 * A transaction is one connection, which runs one statement at a time: two sent together are
 * queued by pg (it warns: "Calling client.query() when the client is already executing a
 * query") and run in whatever order they arrived. Every integration test file fails on one
 * (tests/int/setup.ts); this shows the watch sees them, and that our ways of reading several
 * things in a transaction send them one by one.
 */

let payload: Payload
const overlapping = watchOverlappingQueries()

/** Runs `work` and gives back the overlapping statements it caused (and forgets them). */
async function overlapsOf(work: () => Promise<unknown>) {
  const before = overlapping.length
  await work()
  return overlapping.splice(before)
}

const inATransaction = async <T>(
  work: (req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<T>,
) => inOperation(await createLocalReq({}, payload), work)

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
})

describe('one statement at a time on a transaction’s connection', () => {
  it('two Payload reads sent together in a transaction are seen (the check can fail)', async () => {
    const seen = await overlapsOf(() =>
      inATransaction((req) =>
        Promise.all([
          payload.find({ collection: 'pages', depth: 0, req, overrideAccess: true }),
          payload.find({ collection: 'offers', depth: 0, req, overrideAccess: true }),
        ]),
      ),
    )
    expect(seen.length).toBeGreaterThan(0)
  })

  it('raw statements sent together in a transaction go one after another', async () => {
    const seen = await overlapsOf(() =>
      inATransaction((req) =>
        Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            queryRows(payload, sql`select pg_sleep(0.01), ${i}::int`, req),
          ),
        ),
      ),
    )
    expect(seen).toEqual([])
  })

  it('readTogether reads one after another inside a transaction, together outside one', async () => {
    const reads = (req?: Awaited<ReturnType<typeof createLocalReq>>) =>
      readTogether(req, [
        () => payload.find({ collection: 'pages', depth: 0, req, overrideAccess: true }),
        () => payload.find({ collection: 'offers', depth: 0, req, overrideAccess: true }),
      ] as const)
    expect(await overlapsOf(() => inATransaction((req) => reads(req)))).toEqual([])
    const [pages, offers] = await reads()
    expect(pages.totalDocs).toBeGreaterThan(0)
    expect(offers.totalDocs).toBeGreaterThan(0)
  })
})
