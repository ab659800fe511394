import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { mediaDir } from '@/collections/Media'
import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { asSystem } from '@/core/operation'
import { documentPdf } from '@/documents/documentPdf'

import { findCourseBySlug, findLessonSeat, findMainCourse, lessonLock } from '@/courses/unlocking'
import { DOWNLOADS, type DownloadName } from '../downloads'
import { readMemberSession } from '@/auth/memberSession'
import { courseAccessFor } from '../orders/access'
import { normaliseEmail } from '@/contacts/emailAddress'
import { idOf } from '@/utilities/idOf'

export type DownloadedFile = {
  name: string
  contentType: string
  bytes: Uint8Array<ArrayBuffer>
}


const NOT_YET = 'This file is not available yet.'

/** An uploaded file's bytes, as the system (members-only files are not public). */
async function mediaFile(req: PayloadRequest, mediaId: number): Promise<DownloadedFile> {
  const doc = await req.payload
    .findByID({ collection: 'media', id: mediaId, ...asSystem('memberCourse'), depth: 0, req })
    .catch(() => null)
  if (!doc?.filename) throw new AppError('not_found', NOT_YET)
  const bytes = await readFile(path.join(mediaDir(), path.basename(doc.filename))).catch(() => {
    throw new AppError('not_found', NOT_YET)
  })
  return {
    name: doc.filename,
    contentType: doc.mimeType ?? 'application/octet-stream',
    bytes: new Uint8Array(bytes),
  }
}

/**
 * A course's members-only file (the ebook or the integration guide) for the signed-in buyer of
 * that course: the main course, or the one `course` names. The `email` of the spec's link must be
 * hers if given. A PDF the owner uploaded wins; otherwise the published version of the course's
 * document is rendered, so her unpublished edits never reach a buyer.
 */
export async function downloadFile(
  req: PayloadRequest,
  input: { file: string; email?: string; course?: string },
): Promise<DownloadedFile> {
  if (!(input.file in DOWNLOADS)) throw new AppError('not_found', 'No such download.')
  const name = input.file as DownloadName
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  if (input.email && normaliseEmail(input.email) !== session.email) {
    throw new AppError(
      'forbidden',
      'This download belongs to another buyer. Sign in with your own access link.',
    )
  }
  const [course, access] = await Promise.all([
    input.course
      ? findCourseBySlug(req.payload, input.course, req)
      : findMainCourse(req.payload, req),
    courseAccessFor(req.payload, session.email, req),
  ])
  if (!course || !access.some((entry) => entry.courseId === course.id)) {
    throw new AppError(
      'forbidden',
      input.course
        ? 'Please buy the course to open this file.'
        : 'Please purchase the masterclass to access this content.',
    )
  }

  const field = DOWNLOADS[name]
  const mediaId = idOf(course[field])
  if (mediaId) return { ...(await mediaFile(req, mediaId)), name }

  const documentId = idOf(course[`${field}Document`])
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

/**
 * A lesson's own file (`item` "file") or one of its downloads (`item` 1, 2 …), for whoever the
 * lesson is open to: its buyers once it opens for them (lessonLock), and anyone for a free
 * preview of a published course, signed in or not.
 */
export async function downloadLessonFile(
  req: PayloadRequest,
  input: { lesson: string; item: string },
): Promise<DownloadedFile> {
  const session = await readMemberSession(req)
  const found = await findLessonSeat(req.payload, input.lesson, session?.email ?? null, req)
  if (!found || (!found.seat.course.isPublished && !found.seat.access)) {
    throw new AppError('not_found', 'No such download.')
  }
  const { seat, lesson } = found
  const lock = lessonLock(lesson, seat)
  if (lock) {
    if (!session && lock.kind === 'course') throw new AppError('unauthorized', SIGN_IN_FIRST)
    throw new AppError('forbidden', `${lock.reason}.`)
  }
  const fileId =
    input.item === 'file'
      ? lesson.contentType === 'file'
        ? lesson.fileId
        : null
      : /^\d{1,3}$/.test(input.item)
        ? (lesson.downloads[Number(input.item) - 1]?.fileId ?? null)
        : null
  if (!fileId) throw new AppError('not_found', 'No such download.')
  return mediaFile(req, fileId)
}
