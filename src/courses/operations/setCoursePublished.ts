import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { inOperation } from '@/core/operation'
import { findCourse } from '@/courses/findCourse'
import type { Course } from '@/payload-types'

/**
 * The Courses tab's Published toggle. Visitors read a course only while it is published
 * (publishedOrAdmin), and the Courses collection revalidates the site's pages after the change,
 * so the public site follows at once. Setting the value it already has changes nothing.
 */
export async function setCoursePublished(
  req: PayloadRequest,
  { id, isPublished }: { id: number; isPublished: boolean },
): Promise<{ course: Course; changed: boolean }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const existing = await findCourse(req, id)
    if ((existing.isPublished === true) === isPublished) {
      return { course: existing, changed: false }
    }
    const course = await req.payload.update({
      collection: 'courses',
      id,
      data: { isPublished },
      req,
      depth: 0,
      overrideAccess: false,
    })
    return { course, changed: true }
  })
}
