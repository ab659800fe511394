import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint } from 'payload'

import { mediaDir } from '@/collections/Media'
import { requireMember } from '@/commerce/member'
import { normaliseEmail } from '@/commerce/schema'
import { asSystem } from '@/core/operation'

/** The members-only files, by the name in their address, and the course field that holds each. */
export const DOWNLOADS = {
  'emotional-power-ebook.pdf': 'ebook',
  'integration-guide.pdf': 'integrationGuide',
} as const

/**
 * GET /api/download/emotional-power-ebook.pdf?email=<address> (and the integration guide): the
 * file, for a signed-in buyer only. The `email` of the spec's link must be hers if given.
 */
export const downloadEndpoint: Endpoint = {
  path: '/download/:file',
  method: 'get',
  handler: async (req) => {
    const file = String(req.routeParams?.file ?? '')
    if (!(file in DOWNLOADS)) {
      return Response.json({ message: 'No such download.' }, { status: 404 })
    }
    const member = await requireMember(req)
    if (!member.ok) return member.response
    const asked = req.searchParams.get('email')
    if (asked && normaliseEmail(asked) !== member.email) {
      return Response.json(
        { message: 'This download belongs to another buyer. Sign in with your own access link.' },
        { status: 403 },
      )
    }
    if (!member.entitlements.hasAccess) {
      return Response.json(
        { message: 'Please purchase the masterclass to access this content.' },
        { status: 403 },
      )
    }

    const media = member.course[DOWNLOADS[file as keyof typeof DOWNLOADS]]
    const id = typeof media === 'object' && media ? media.id : media
    const doc = id
      ? await req.payload.findByID({
          collection: 'media',
          id,
          ...asSystem('memberCourse'),
          depth: 0,
        })
      : null
    if (!doc?.filename) {
      return Response.json({ message: 'This file is not available yet.' }, { status: 404 })
    }
    const bytes = await readFile(path.join(mediaDir(), path.basename(doc.filename)))
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': doc.mimeType ?? 'application/pdf',
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
