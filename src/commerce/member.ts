import type { PayloadRequest } from 'payload'

import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'

import { findMasterclassCourse, loadCourseLessons } from './course'
import { entitlementsFor } from './entitlements'
import { readMemberSession } from './memberSession'

/**
 * The signed-in buyer with her entitlements and the course. Every buyer operation starts here, so
 * the rule lives in one place: no member session is a 401 in the member pages' words.
 */
export async function memberOf(req: PayloadRequest) {
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  const course = await findMasterclassCourse(req.payload)
  if (!course) throw new AppError('not_found', 'The course is not set up yet.')
  const [entitlements, lessons] = await Promise.all([
    entitlementsFor(req.payload, session.email),
    loadCourseLessons(req.payload, course.id),
  ])
  return { email: session.email, entitlements, course, lessons }
}

export type Member = Awaited<ReturnType<typeof memberOf>>
