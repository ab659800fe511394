import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { mediaDir } from '@/collections/Media'
import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import { documentPdf } from '@/documents/documentPdf'

import { DOWNLOADS, type DownloadName } from '../downloads'
import { memberOf } from '../member'
import { normaliseEmail } from '../schema'

export type DownloadedFile = {
  name: DownloadName
  contentType: string
  bytes: Uint8Array<ArrayBuffer>
}

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : value

const NOT_YET = 'This file is not available yet.'

/**
 * A members-only file for the signed-in buyer. The `email` of the spec's link must be hers if
 * given. A PDF the owner uploaded wins; otherwise the published version of the course's document
 * is rendered, so her unpublished edits never reach a buyer.
 */
export async function downloadFile(
  req: PayloadRequest,
  input: { file: string; email?: string },
): Promise<DownloadedFile> {
  if (!(input.file in DOWNLOADS)) throw new AppError('not_found', 'No such download.')
  const name = input.file as DownloadName
  const member = await memberOf(req)
  if (input.email && normaliseEmail(input.email) !== member.email) {
    throw new AppError(
      'forbidden',
      'This download belongs to another buyer. Sign in with your own access link.',
    )
  }
  if (!member.entitlements.hasAccess) {
    throw new AppError('forbidden', 'Please purchase the masterclass to access this content.')
  }

  const field = DOWNLOADS[name]
  const mediaId = idOf(member.course[field])
  if (mediaId) {
    const doc = await req.payload
      .findByID({ collection: 'media', id: mediaId, ...asSystem('memberCourse'), depth: 0 })
      .catch(() => null)
    if (!doc?.filename) throw new AppError('not_found', NOT_YET)
    const bytes = await readFile(path.join(mediaDir(), path.basename(doc.filename)))
    return { name, contentType: doc.mimeType ?? 'application/pdf', bytes: new Uint8Array(bytes) }
  }

  const documentId = idOf(member.course[`${field}Document`])
  const document = documentId
    ? await req.payload
        .findByID({
          collection: 'documents',
          id: documentId,
          draft: false,
          depth: 0,
          ...asSystem('memberCourse'),
        })
        .catch(() => null)
    : null
  if (!document || document._status !== 'published') throw new AppError('not_found', NOT_YET)
  return {
    name,
    contentType: 'application/pdf',
    bytes: new Uint8Array(await documentPdf(req.payload, document)),
  }
}
