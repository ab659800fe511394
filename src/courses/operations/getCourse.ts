import type { PayloadRequest } from 'payload'

import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'

import type { CourseResponse } from '@/commerce/api'
import {
  findCourseBySlug,
  findMainCourse,
  loadProgress,
  loadSeat,
  modulesFor,
  ownedCourses,
  seatEntitlements,
} from '../unlocking'
import { DOWNLOADS, type DownloadName, offersDownload } from '@/commerce/downloads'
import { readMemberSession } from '@/auth/memberSession'
import { courseAccessFor } from '@/commerce/orders/access'

const NO_SUCH_COURSE = 'There is no such course.'

/**
 * The signed-in buyer's course — the main one, or the one named by its short name — as the spec's
 * answer: her modules (what each holds only where it is open to her, and why the others are
 * locked), the download links she may open, her progress, and every course she owns. A course
 * she does not own answers with everything locked but its free previews; an unpublished course
 * she does not own is not there at all. A read: nothing changes.
 */
export async function getCourse(
  req: PayloadRequest,
  input: { course?: string },
): Promise<CourseResponse> {
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  const { email } = session
  const [access, course] = await Promise.all([
    courseAccessFor(req.payload, email, req),
    input.course
      ? findCourseBySlug(req.payload, input.course, req)
      : findMainCourse(req.payload, req),
  ])
  if (!course) {
    throw new AppError('not_found', input.course ? NO_SUCH_COURSE : 'The course is not set up yet.')
  }
  const seat = await loadSeat(req.payload, course, email, req, access)
  if (!course.isPublished && !seat.access) throw new AppError('not_found', NO_SUCH_COURSE)
  const entitlements = seatEntitlements(seat)
  const query = `?email=${encodeURIComponent(email)}${input.course ? `&course=${encodeURIComponent(course.slug)}` : ''}`
  const downloadURL = (file: DownloadName) =>
    entitlements.hasAccess && offersDownload(course, DOWNLOADS[file])
      ? `/api/download/${file}${query}`
      : null
  const [progress, courses] = await Promise.all([
    entitlements.hasAccess
      ? loadProgress(req.payload, email, seat.lessons, req)
      : Promise.resolve({ completed: [], progress: {} }),
    ownedCourses(req.payload, access, req),
  ])
  return {
    member: { email, ...entitlements },
    course: {
      title: course.title,
      slug: course.slug,
      ebookURL: downloadURL('emotional-power-ebook.pdf'),
      integrationGuideURL: downloadURL('integration-guide.pdf'),
    },
    modules: modulesFor(seat),
    progress,
    courses,
  }
}
