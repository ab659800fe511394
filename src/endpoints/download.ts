import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint } from 'payload'

import { mediaDir } from '@/collections/Media'
import { requireMember } from '@/commerce/member'
import { normaliseEmail } from '@/commerce/schema'
import { AppError, errorResponse } from '@/core/errors'
import { asSystem, handled } from '@/core/operation'
import { documentPdf } from '@/documents/documentPdf'
import type { Course } from '@/payload-types'

/** The members-only files, by the name in their address, and the course field that holds each. */
export const DOWNLOADS = {
  'emotional-power-ebook.pdf': 'ebook',
  'integration-guide.pdf': 'integrationGuide',
} as const

type DownloadField = (typeof DOWNLOADS)[keyof typeof DOWNLOADS]

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : value

/** Whether the course offers this download: her own PDF, or a document made into one. */
export const offersDownload = (course: Course, field: DownloadField) =>
  Boolean(course[field] || course[`${field}Document`])

const notYet = () => errorResponse(new AppError('not_found', 'This file is not available yet.'))

/**
 * GET /api/download/emotional-power-ebook.pdf?email=<address> (and the integration guide): the
 * file, for a signed-in buyer only. The `email` of the spec's link must be hers if given. A PDF
 * the owner uploaded wins; otherwise the published version of the course's document is rendered.
 */
export const downloadEndpoint: Endpoint = {
  path: '/download/:file',
  method: 'get',
  handler: handled(async (req) => {
    const file = String(req.routeParams?.file ?? '')
    if (!(file in DOWNLOADS)) {
      throw new AppError('not_found', 'No such download.')
    }
    const member = await requireMember(req)
    if (!member.ok) return member.response
    const asked = req.searchParams.get('email')
    if (asked && normaliseEmail(asked) !== member.email) {
      throw new AppError(
        'forbidden',
        'This download belongs to another buyer. Sign in with your own access link.',
      )
    }
    if (!member.entitlements.hasAccess) {
      throw new AppError('forbidden', 'Please purchase the masterclass to access this content.')
    }

    const field = DOWNLOADS[file as keyof typeof DOWNLOADS]
    const headers = (type: string) => ({
      'Content-Type': type,
      'Content-Disposition': `inline; filename="${file}"`,
      'Cache-Control': 'private, no-store',
    })

    const mediaId = idOf(member.course[field])
    if (mediaId) {
      const doc = await req.payload
        .findByID({ collection: 'media', id: mediaId, ...asSystem('memberCourse'), depth: 0 })
        .catch(() => null)
      if (!doc?.filename) return notYet()
      const bytes = await readFile(path.join(mediaDir(), path.basename(doc.filename)))
      return new Response(new Uint8Array(bytes), {
        headers: headers(doc.mimeType ?? 'application/pdf'),
      })
    }

    const documentId = idOf(member.course[`${field}Document`])
    const document = documentId
      ? await req.payload
          .findByID({
            collection: 'documents',
            id: documentId,
            // The published version only: her unpublished edits never reach a buyer.
            draft: false,
            depth: 0,
            ...asSystem('memberCourse'),
          })
          .catch(() => null)
      : null
    if (!document || document._status !== 'published') return notYet()
    return new Response(new Uint8Array(await documentPdf(req.payload, document)), {
      headers: headers('application/pdf'),
    })
  }),
}
