import { chmod, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { create as createTar } from 'tar'

import {
  type BackupManifest,
  DATABASE_DUMP,
  MANIFEST,
  MEDIA_FOLDER,
  sha256Of,
  VOICE_CACHE_FOLDER,
} from './manifest'
import { installAdvice, runTool, serverMajor, toolMajorVersion, toolPath } from './postgresTools'
import { copyStoredFilesOut, filesUnder, type StoredFilesPlace } from './storedFiles'

export type BackupSource = {
  databaseUrl: string
  media: StoredFilesPlace
  /** The narration clips' folder (VOICE_CACHE_DIR): paid for once, kept with the rest. */
  voiceCacheDir: string
  app: { name: string; version: string }
  serverUrl: string | null
}

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest }

/** What the database says about itself, read in the snapshot pg_dump copies. */
async function describeDatabase(client: pg.Client) {
  const tables = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )
  const rowCounts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const counted = await client.query<{ rows: number }>(
      `select count(*)::int as rows from ${client.escapeIdentifier(name)}`,
    )
    rowCounts[name] = counted.rows[0]!.rows
  }
  const has = (table: string) => table in rowCounts
  const migrations = has('payload_migrations')
    ? (
        await client.query<{ name: string }>(
          `select name from payload_migrations where name <> 'dev' order by id`,
        )
      ).rows.map((row) => row.name)
    : []
  const siteName = has('site_settings')
    ? ((
        await client.query<{ site_name: string | null }>(
          `select site_name from site_settings limit 1`,
        )
      ).rows[0]?.site_name ?? null)
    : null
  return { rowCounts, migrations, siteName }
}

/** The file's name: the site and the time, sortable, e.g. backup-2026-12-02T053000Z.tar. */
export const backupFileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`

/**
 * Writes one tar holding the database (pg_dump's custom format), every stored file and a
 * manifest, beside a running site: pg_dump reads one snapshot, which the row counts read too
 * (an exported snapshot), so the counts describe exactly the rows the dump holds. The file
 * appears under its name only once complete.
 */
export async function createBackup(source: BackupSource, target: string): Promise<BackupResult> {
  const pgDump = toolPath('pg_dump')
  const dumpVersion = await toolMajorVersion(pgDump)
  const client = new pg.Client({ connectionString: source.databaseUrl })
  await client.connect()
  const staging = await mkdtemp(path.join(os.tmpdir(), 'somatic-backup-'))
  try {
    const version = await client.query<{ num: string; text: string }>(
      `select current_setting('server_version_num') as num, current_setting('server_version') as text`,
    )
    const server = serverMajor(Number(version.rows[0]!.num))
    if (dumpVersion.major < server) {
      throw new Error(
        `pg_dump is version ${dumpVersion.major} (${pgDump}) but the database runs Postgres ` +
          `${server}, and pg_dump cannot read a newer server: ${installAdvice(server)}.`,
      )
    }
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id
    const described = await describeDatabase(client)
    await runTool(pgDump, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(staging, DATABASE_DUMP)}`,
      `--dbname=${source.databaseUrl}`,
    ])
    await client.query('commit')

    const media = await copyStoredFilesOut(source.media, path.join(staging, MEDIA_FOLDER))
    await copyStoredFilesOut(
      { kind: 'local', dir: source.voiceCacheDir },
      path.join(staging, VOICE_CACHE_FOLDER),
    )

    const members: BackupManifest['members'] = {}
    for (const member of await filesUnder(staging)) {
      const file = path.join(staging, member)
      members[member.split(path.sep).join('/')] = {
        bytes: (await stat(file)).size,
        sha256: await sha256Of(file),
      }
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      site: { name: described.siteName, serverUrl: source.serverUrl },
      app: source.app,
      postgres: { server: version.rows[0]!.text, pgDump: dumpVersion.text },
      migrations: described.migrations,
      latestMigration: described.migrations.at(-1) ?? null,
      rowCounts: described.rowCounts,
      storage: source.media.kind,
      contentTypes: media.contentTypes,
      members,
    }
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)

    const partial = `${target}.partial`
    try {
      await createTar({ file: partial, cwd: staging, portable: true }, [
        MANIFEST,
        ...Object.keys(members),
      ])
      // It holds everyone on her list: readable by the server's user alone.
      await chmod(partial, 0o600)
      await rename(partial, target)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
    return { file: target, bytes: (await stat(target)).size, manifest }
  } finally {
    await client.end().catch(() => {})
    await rm(staging, { recursive: true, force: true })
  }
}
