// npm run backup [file or folder]: writes one file holding the whole business (the database as
// pg_dump's custom format, every uploaded file, the narration clips, a manifest), beside a running
// site. Without an argument it goes to BACKUP_DIR (default ./backups). See docs/production.md.
import { existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { backupFileName, createBackup } from '../src/maintenance/backup/createBackup'
import { siteBackupSource } from '../src/maintenance/backup/sitePlaces'
import { projectRoot } from '../src/utilities/projectRoot'
import { ensurePostgresClient } from './lib/database.mjs'

const argument = process.argv[2]
const folderOrFile = path.resolve(
  argument || process.env.BACKUP_DIR?.trim() || path.join(projectRoot, 'backups'),
)
// A name ending in .tar is the file to write; anything else is the folder to write it in.
const isFile =
  folderOrFile.endsWith('.tar') &&
  !(existsSync(folderOrFile) && statSync(folderOrFile).isDirectory())
mkdirSync(isFile ? path.dirname(folderOrFile) : folderOrFile, { recursive: true })
const target = isFile ? folderOrFile : path.join(folderOrFile, backupFileName(new Date()))

let exitCode = 0
try {
  if (!(await ensurePostgresClient())) throw new Error('pg_dump is missing (see above).')
  const started = Date.now()
  const { file, bytes, manifest } = await createBackup(siteBackupSource(), target)
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0)
  const files = Object.keys(manifest.members).filter((member) => member.startsWith('media/'))
  console.log(
    `Backup written: ${file}\n  ${(bytes / 1_048_576).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${Object.keys(manifest.rowCounts).length} tables, ${rows} rows, ${files.length} stored files ` +
      `(${manifest.storage}); latest migration ${manifest.latestMigration ?? 'none'}`,
  )
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  exitCode = 1
}
process.exit(exitCode)
