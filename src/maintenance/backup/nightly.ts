import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import { projectRoot } from '@/utilities/projectRoot'

import { backupFileName, createBackup } from './createBackup'
import { siteBackupSource } from './sitePlaces'
import { s3ClientFrom } from './storedFiles'

const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/

/** When a backup file was made, from its name (backupFileName); null for any other file. */
function madeAt(name: string): Date | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, year, month, day, hours, minutes, seconds] = match
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`)
}

const WEEK_MS = 7 * 86_400_000
// 1970-01-05 was a Monday: weeks counted from it start on Mondays (UTC).
const weekOf = (at: Date) => Math.floor((at.getTime() - 4 * 86_400_000) / WEEK_MS)
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * The backup files to delete: all but the newest of each of the last `daily` days that have one,
 * and the newest of each of the last `weekly` weeks that have one (so 7 and 4 reach a month back).
 * Files not named as backups are never touched.
 */
export function backupsToDelete(names: string[], daily: number, weekly: number): string[] {
  const dated = names
    .map((name) => ({ name, at: madeAt(name) }))
    .filter((file): file is { name: string; at: Date } => file.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const keep = new Set<string>()
  const newestOf = (key: (at: Date) => string | number, count: number) => {
    const seen = new Set<string | number>()
    for (const file of dated) {
      const period = key(file.at)
      if (seen.has(period)) continue
      if (seen.size >= count) break
      seen.add(period)
      keep.add(file.name)
    }
  }
  newestOf(dayOf, daily)
  newestOf(weekOf, weekly)
  return dated.filter((file) => !keep.has(file.name)).map((file) => file.name)
}

const keepCount = (value: string | undefined, fallback: number) => {
  const parsed = Number(value?.trim())
  return value?.trim() && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback
}

export type NightlyBackup = { fileName: string; location: string; bytes: number; deleted: number }

/**
 * Makes tonight's backup into BACKUP_S3_BUCKET (through the S3_* endpoint and keys) or the folder
 * BACKUP_DIR (default ./backups), then deletes what BACKUP_KEEP_DAILY (7) and BACKUP_KEEP_WEEKLY
 * (4) no longer keep there. Throws when the backup could not be made.
 */
export async function makeNightlyBackup(
  env: NodeJS.ProcessEnv = process.env,
): Promise<NightlyBackup> {
  const daily = keepCount(env.BACKUP_KEEP_DAILY, 7)
  const weekly = keepCount(env.BACKUP_KEEP_WEEKLY, 4)
  const fileName = backupFileName(new Date())
  const source = siteBackupSource(env)
  const bucket = env.BACKUP_S3_BUCKET?.trim()
  if (!bucket) {
    const dir = path.resolve(projectRoot, env.BACKUP_DIR?.trim() || 'backups')
    await mkdir(dir, { recursive: true })
    const { bytes } = await createBackup(source, path.join(dir, fileName))
    const stale = backupsToDelete(await readdir(dir), daily, weekly)
    for (const name of stale) await unlink(path.join(dir, name))
    return { fileName, location: dir, bytes, deleted: stale.length }
  }

  const client = s3ClientFrom(env)
  const staging = await mkdtemp(path.join(os.tmpdir(), 'somatic-nightly-'))
  try {
    const { file, bytes } = await createBackup(source, path.join(staging, fileName))
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: fileName,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/x-tar',
      }),
    )
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'backup-' }),
    )
    const names = (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
    const stale = backupsToDelete(names, daily, weekly)
    if (stale.length) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: stale.map((Key) => ({ Key })) },
        }),
      )
    }
    return { fileName, location: `s3://${bucket}`, bytes, deleted: stale.length }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
