import type { PayloadRequest } from 'payload'

import type { CourseResponse } from '../api'
import { loadProgress, modulesFor } from '../course'
import { DOWNLOADS, type DownloadName, offersDownload } from '../downloads'
import { memberOf } from '../member'

/**
 * The signed-in buyer's course: her modules (video ids only where she is entitled), the download
 * links she may open, and her progress. A read: nothing changes.
 */
export async function getCourse(req: PayloadRequest): Promise<CourseResponse> {
  const { email, entitlements, course, lessons } = await memberOf(req)
  const downloadURL = (file: DownloadName) =>
    entitlements.hasAccess && offersDownload(course, DOWNLOADS[file])
      ? `/api/download/${file}?email=${encodeURIComponent(email)}`
      : null
  return {
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
}
