import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { extract as extractTar } from 'tar'

import {
  type BackupManifest,
  DATABASE_DUMP,
  MANIFEST,
  MEDIA_FOLDER,
  sha256Of,
  VOICE_CACHE_FOLDER,
} from './manifest'
import { installAdvice, restoreInOneTransaction, toolMajorVersion, toolPath } from './postgresTools'
import { copyStoredFilesIn, filesUnder, holdsFiles, type StoredFilesPlace } from './storedFiles'

export type RestoreTarget = {
  databaseUrl: string
  media: StoredFilesPlace
  voiceCacheDir: string
  /** The migrations this code knows (src/migrations/index.ts), by name. */
  knownMigrations: string[]
  /** Empty the database (and write over the files) instead of refusing a non-empty one. */
  replace: boolean
}

export type RestoreResult = {
  manifest: BackupManifest
  tables: number
  files: number
  /** Tables whose rows after the restore differ from the manifest's count (none when all is well). */
  countMismatches: string[]
}

/** A restore refused before anything was changed; its message says why, in words to act on. */
export class RestoreRefused extends Error {}

/** Unpacks the file and checks every member against the manifest; throws RestoreRefused. */
async function unpackVerified(file: string, into: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`)
  try {
    await extractTar({ file, cwd: into, strict: true })
  } catch (error) {
    throw new RestoreRefused(
      `${file} is not a readable backup (damaged or not a backup file): ${(error as Error).message}`,
    )
  }
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), 'utf8')) as BackupManifest
  } catch {
    throw new RestoreRefused(`${file} has no readable ${MANIFEST}: it is damaged or not a backup.`)
  }
  if (manifest.format !== 1 || !manifest.members?.[DATABASE_DUMP]) {
    throw new RestoreRefused(`${file} is not a backup this version can read (no database dump).`)
  }
  const present = (await filesUnder(into)).map((member) => member.split(path.sep).join('/'))
  const listed = new Set(Object.keys(manifest.members))
  const problems: string[] = []
  for (const member of present) {
    if (member !== MANIFEST && !listed.has(member))
      problems.push(`${member} is not in the manifest`)
  }
  for (const [member, expected] of Object.entries(manifest.members)) {
    const onDisk = path.join(into, member)
    if (!existsSync(onDisk)) problems.push(`${member} is missing`)
    else if ((await sha256Of(onDisk)) !== expected.sha256) problems.push(`${member} is damaged`)
  }
  if (problems.length) {
    throw new RestoreRefused(
      `${file} is damaged (its checksums do not match): ${problems.slice(0, 5).join('; ')}` +
        `${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}. Nothing was changed.`,
    )
  }
  return manifest
}

/**
 * Brings back a backup into an empty database (or, told to replace, an emptied one) and its
 * files where the site keeps them. Everything that could refuse is checked before anything is
 * changed; the database is then restored in one transaction (a prefix that empties it, when
 * replacing, and pg_restore's statements through psql), so a failed restore leaves it as it was.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'somatic-restore-'))
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    const manifest = await unpackVerified(path.resolve(file), staging)

    const known = new Set(target.knownMigrations)
    const unknown = manifest.migrations.filter((name) => !known.has(name))
    if (unknown.length) {
      throw new RestoreRefused(
        `This backup comes from a newer version of the site: its database has the migration ` +
          `${unknown.at(-1)}, which this code does not have. Update the code to the version that ` +
          `made it (app ${manifest.app.version}), then restore. Nothing was changed.`,
      )
    }

    const pgRestore = toolPath('pg_restore')
    const psql = toolPath('psql')
    const restoreVersion = await toolMajorVersion(pgRestore)
    const dumpedWith = /\(PostgreSQL\)\s+(\d+)/.exec(manifest.postgres.pgDump)
    const dumpMajor = dumpedWith ? Number(dumpedWith[1]) : 0
    if (restoreVersion.major < dumpMajor) {
      throw new RestoreRefused(
        `This backup was written by pg_dump ${dumpMajor}, which pg_restore ${restoreVersion.major} ` +
          `(${pgRestore}) cannot read: ${installAdvice(dumpMajor)}. Nothing was changed.`,
      )
    }

    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public'`,
    )
    const filesThere = await holdsFiles(target.media)
    if (!target.replace && (tables.rowCount || filesThere)) {
      const what = tables.rowCount
        ? `the database already holds a site (${tables.rowCount} tables)`
        : `the media storage already holds files`
      throw new RestoreRefused(
        `Refusing to restore: ${what}. Restore into an empty database and folder, or run ` +
          `npm run restore <file> --replace to replace what is there. Nothing was changed.`,
      )
    }

    // Replacing: the public schema is dropped and made again in the restore's own transaction.
    const prefix = target.replace
      ? 'drop schema if exists public cascade;\ncreate schema public;\n'
      : ''
    await restoreInOneTransaction(
      { pgRestore, psql },
      path.join(staging, DATABASE_DUMP),
      target.databaseUrl,
      prefix,
    )

    const files = await copyStoredFilesIn(
      path.join(staging, MEDIA_FOLDER),
      target.media,
      manifest.contentTypes,
    )
    await copyStoredFilesIn(path.join(staging, VOICE_CACHE_FOLDER), {
      kind: 'local',
      dir: target.voiceCacheDir,
    })

    const countMismatches: string[] = []
    for (const [table, expected] of Object.entries(manifest.rowCounts)) {
      const counted = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${client.escapeIdentifier(table)}`,
      )
      if (counted.rows[0]!.rows !== expected) {
        countMismatches.push(`${table}: ${counted.rows[0]!.rows} rows, the backup had ${expected}`)
      }
    }
    return { manifest, tables: Object.keys(manifest.rowCounts).length, files, countMismatches }
  } finally {
    await client.end().catch(() => {})
    await rm(staging, { recursive: true, force: true })
  }
}
