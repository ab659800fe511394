import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

/** The backup file's table of contents, written last, as manifest.json. */
export type BackupManifest = {
  format: 1
  createdAt: string
  site: { name: string | null; serverUrl: string | null }
  app: { name: string; version: string }
  postgres: { server: string; pgDump: string }
  /** Every migration the database had applied, oldest first, and the latest of them. */
  migrations: string[]
  latestMigration: string | null
  /** Rows per table, counted in the snapshot pg_dump copied. */
  rowCounts: Record<string, number>
  /** Where the stored files came from: the local folder or the S3 bucket. */
  storage: 'local' | 's3'
  /** The content type of each object of a bucket, by its key (local files have none). */
  contentTypes: Record<string, string>
  /** Every other member of the file, with its size and sha256. */
  members: Record<string, { bytes: number; sha256: string }>
}

export const MANIFEST = 'manifest.json'
export const DATABASE_DUMP = 'database.dump'
/** Folders inside the backup holding the stored files. */
export const MEDIA_FOLDER = 'media'
export const VOICE_CACHE_FOLDER = 'voice-cache'

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
