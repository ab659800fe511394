import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import type { Course } from '@/payload-types'

/** A course as the caller may read it (depth 0), or the 404 the Courses tab's calls answer. */
export async function findCourse(req: PayloadRequest, id: number): Promise<Course> {
  const { docs } = await req.payload.find({
    collection: 'courses',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  if (!docs[0]) throw new AppError('not_found', 'There is no such course.')
  return docs[0]
}
