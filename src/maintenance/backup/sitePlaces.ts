import { readFileSync } from 'node:fs'
import path from 'node:path'

import { mediaDir } from '@/collections/Media'
import { projectRoot } from '@/utilities/projectRoot'
import { voiceSettingsFromEnv } from '@/voice/elevenLabs'

import type { BackupSource } from './createBackup'
import { mediaPlace } from './storedFiles'

/** This site's database, its uploads (folder or bucket) and its narration clips, from its env. */
export function siteBackupSource(env: NodeJS.ProcessEnv = process.env): BackupSource {
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set (run it through npm run backup).')
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  return {
    databaseUrl,
    media: mediaPlace(env, mediaDir()),
    voiceCacheDir: voiceSettingsFromEnv(env).cacheDir,
    app: { name: manifest.name, version: manifest.version },
    serverUrl: env.NEXT_PUBLIC_SERVER_URL?.trim() || null,
  }
}
