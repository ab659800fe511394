import type { Endpoint } from 'payload'

import type { CourseResponse } from '@/commerce/api'
import { loadProgress, modulesFor } from '@/commerce/course'
import { requireMember } from '@/commerce/member'

import { DOWNLOADS, offersDownload } from './download'

/** GET /api/course: the signed-in buyer's modules (video ids where entitled) and progress. */
export const courseEndpoint: Endpoint = {
  path: '/course',
  method: 'get',
  handler: async (req) => {
    const member = await requireMember(req)
    if (!member.ok) return member.response
    const { email, entitlements, course, lessons } = member

    const downloadURL = (file: keyof typeof DOWNLOADS) =>
      entitlements.hasAccess && offersDownload(course, DOWNLOADS[file])
        ? `/api/download/${file}?email=${encodeURIComponent(email)}`
        : null
    const body: CourseResponse = {
      member: { email, ...entitlements },
      course: {
        title: course.title,
        ebookURL: downloadURL('emotional-power-ebook.pdf'),
        integrationGuideURL: downloadURL('integration-guide.pdf'),
      },
      modules: modulesFor(lessons, entitlements),
      progress: entitlements.hasAccess
        ? await loadProgress(req.payload, email, lessons)
        : { completed: [], progress: {} },
    }
    return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}
