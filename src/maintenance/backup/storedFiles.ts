import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { cp, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

/**
 * Where the site's uploads are: the S3 bucket the media storage uses (src/storage/mediaStorage.ts,
 * the same variables) or the local folder.
 */
export type StoredFilesPlace =
  { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; client: S3Client }

export function s3ClientFrom(env: NodeJS.ProcessEnv): S3Client {
  const endpoint = env.S3_ENDPOINT?.trim()
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return new S3Client({
    // Checksums only where S3 requires them: the SDK's default streams an upload in aws-chunked
    // form with a trailing checksum, which several S3-compatible servers store as the file's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    region: env.S3_REGION?.trim() || (endpoint ? 'auto' : 'us-east-1'),
    ...(endpoint ? { endpoint } : {}),
    ...(env.S3_FORCE_PATH_STYLE === '1' ? { forcePathStyle: true } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  })
}

export function mediaPlace(env: NodeJS.ProcessEnv, localDir: string): StoredFilesPlace {
  const bucket = env.S3_BUCKET?.trim()
  return bucket
    ? { kind: 's3', bucket, client: s3ClientFrom(env) }
    : { kind: 'local', dir: localDir }
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

async function objectKeys(place: Extract<StoredFilesPlace, { kind: 's3' }>): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await place.client.send(
      new ListObjectsV2Command({ Bucket: place.bucket, ContinuationToken: token }),
    )
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

/**
 * Copies every stored file into `into` (a folder of the backup being made). A bucket's objects
 * keep their content type (the manifest carries it), which the site's file route answers with.
 */
export async function copyStoredFilesOut(
  place: StoredFilesPlace,
  into: string,
): Promise<{ count: number; contentTypes: Record<string, string> }> {
  await mkdir(into, { recursive: true })
  if (place.kind === 'local') {
    const files = await filesUnder(place.dir)
    if (files.length) await cp(place.dir, into, { recursive: true })
    return { count: files.length, contentTypes: {} }
  }
  const contentTypes: Record<string, string> = {}
  const keys = await objectKeys(place)
  for (const key of keys) {
    const target = path.join(into, key)
    // A key such as "../x" names no upload of the site, and must not be written outside the backup.
    if (!target.startsWith(`${into}${path.sep}`))
      throw new Error(`Unexpected object key in ${place.bucket}: ${key}`)
    await mkdir(path.dirname(target), { recursive: true })
    const object = await place.client.send(new GetObjectCommand({ Bucket: place.bucket, Key: key }))
    await pipeline(object.Body as Readable, createWriteStream(target))
    if (object.ContentType) contentTypes[key] = object.ContentType
  }
  return { count: keys.length, contentTypes }
}

/** Whether the place already holds files (a restore without --replace refuses to mix them). */
export async function holdsFiles(place: StoredFilesPlace): Promise<boolean> {
  if (place.kind === 'local') return (await filesUnder(place.dir)).length > 0
  // One page of the listing is enough to know (some S3-compatible servers fail on MaxKeys: 1).
  const page = await place.client.send(new ListObjectsV2Command({ Bucket: place.bucket }))
  return (page.Contents ?? []).length > 0
}

/** Puts the backup's files (the folder `from`) back where the site keeps them. */
export async function copyStoredFilesIn(
  from: string,
  place: StoredFilesPlace,
  contentTypes: Record<string, string> = {},
): Promise<number> {
  const files = await filesUnder(from)
  if (place.kind === 'local') {
    await mkdir(place.dir, { recursive: true })
    if (files.length) await cp(from, place.dir, { recursive: true })
    return files.length
  }
  for (const file of files) {
    const source = path.join(from, file)
    await place.client.send(
      new PutObjectCommand({
        Bucket: place.bucket,
        Key: file.split(path.sep).join('/'),
        Body: createReadStream(source),
        ContentLength: (await stat(source)).size,
        ...(contentTypes[file] ? { ContentType: contentTypes[file] } : {}),
      }),
    )
  }
  return files.length
}
