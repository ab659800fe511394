import net from 'node:net'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { checkDatabase } from '@/endpoints/health'

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('checkDatabase', () => {
  it('reports down when Postgres is unreachable', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://nobody:x@127.0.0.1:${await closedPort()}/none`,
    })
    await expect(checkDatabase(pool)).resolves.toBe('down')
    await pool.end()
  })

  it('reports down when the database does not answer in time', async () => {
    const hanging = { query: () => new Promise<never>(() => {}) } as never
    const started = Date.now()
    await expect(checkDatabase(hanging)).resolves.toBe('down')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('reports down when there is no pool at all', async () => {
    await expect(checkDatabase(undefined)).resolves.toBe('down')
  })
})
