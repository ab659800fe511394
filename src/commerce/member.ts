import type { PayloadRequest } from 'payload'

import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError, errorResponse } from '@/core/errors'

import { findMasterclassCourse, loadCourseLessons } from './course'
import { entitlementsFor } from './entitlements'
import { readMemberSession } from './memberSession'

/**
 * The signed-in buyer with her entitlements and the course, or the error answer to return. Every
 * member-only endpoint starts here, so the rule lives in one place.
 */
export async function requireMember(req: PayloadRequest) {
  const session = await readMemberSession(req)
  if (!session) {
    return {
      ok: false,
      response: errorResponse(new AppError('unauthorized', SIGN_IN_FIRST)),
    } as const
  }
  const course = await findMasterclassCourse(req.payload)
  if (!course) {
    return {
      ok: false,
      response: errorResponse(new AppError('not_found', 'The course is not set up yet.')),
    } as const
  }
  const [entitlements, lessons] = await Promise.all([
    entitlementsFor(req.payload, session.email),
    loadCourseLessons(req.payload, course.id),
  ])
  return { ok: true, email: session.email, entitlements, course, lessons } as const
}
