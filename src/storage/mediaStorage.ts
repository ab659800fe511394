import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/** The variables that move media to S3-compatible storage (documented in .env.example). */
type S3Variable =
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'

type Env = Partial<Record<S3Variable, string>>

/**
 * Where uploads live: the local folder (MEDIA_DIR) of this one machine, or, with S3_BUCKET set, a
 * bucket every web process shares (AWS S3, Cloudflare R2, MinIO, …), which several processes on
 * several machines need. Files are still served through Payload's own route (/api/media/file/…),
 * so access rules (members-only media) hold, and no column is added to the schema (no prefix).
 * A half-made setting (a key without its secret) stops the start instead of writing to the local
 * disk of one process.
 */
export function mediaStorage(env: Env = process.env as Env): Plugin[] {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return []
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the machine’s own credentials).',
    )
  }
  const endpoint = env.S3_ENDPOINT?.trim()
  return [
    s3Storage({
      bucket,
      collections: { media: true },
      config: {
        region: env.S3_REGION?.trim() || (endpoint ? 'auto' : 'us-east-1'),
        ...(endpoint ? { endpoint } : {}),
        // MinIO and some others address a bucket as a path, not a subdomain.
        ...(env.S3_FORCE_PATH_STYLE === '1' ? { forcePathStyle: true } : {}),
        ...(accessKeyId && secretAccessKey
          ? { credentials: { accessKeyId, secretAccessKey } }
          : {}),
      },
    }),
  ]
}
