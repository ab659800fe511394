// npm run restore <file> [--replace]: brings a backup (npm run backup) back into this site's
// database and file storage. It refuses, changing nothing, a damaged file, a file from a newer
// version of the code, and a database or media storage that already holds a site, unless
// --replace is given. See docs/production.md.
import { restoreBackup, RestoreRefused } from '../src/maintenance/backup/restoreBackup'
import { siteBackupSource } from '../src/maintenance/backup/sitePlaces'
import { migrations } from '../src/migrations'
import { ensurePostgresClient } from './lib/database.mjs'

const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
const replace = args.includes('--replace')
if (!file) {
  console.error('usage: npm run restore <backup file> [--replace]')
  process.exit(2)
}

let exitCode = 0
try {
  if (!(await ensurePostgresClient())) throw new Error('pg_restore is missing (see above).')
  const site = siteBackupSource()
  const result = await restoreBackup(file, {
    databaseUrl: site.databaseUrl,
    media: site.media,
    voiceCacheDir: site.voiceCacheDir,
    knownMigrations: migrations.map((migration) => migration.name),
    replace,
  })
  const { manifest } = result
  console.log(
    `Restored ${file}: the site "${manifest.site.name ?? '(unnamed)'}" as of ${manifest.createdAt}, ` +
      `${result.tables} tables and ${result.files} stored files (${manifest.storage} → ${site.media.kind}).`,
  )
  if (result.countMismatches.length) {
    console.error(`Row counts differ from the backup's:\n  ${result.countMismatches.join('\n  ')}`)
    exitCode = 1
  }
  const newer = migrations.length - manifest.migrations.length
  if (newer > 0)
    console.log(
      `This code has ${newer} newer migration(s): npm start (or npm run migrate) applies them.`,
    )
} catch (error) {
  console.error(
    error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`,
  )
  exitCode = 1
}
process.exit(exitCode)
