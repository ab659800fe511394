import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { SIGN_IN_FIRST } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { saveProgress } from '@/courses/saveProgress'

import { findLessonSeat } from '../unlocking'
import { readMemberSession } from '@/auth/memberSession'
import type { courseProgressSchema } from '@/commerce/schema'

/** Saves where the signed-in buyer is in a lesson she may open, in any course (saveProgress). */
export async function saveLessonProgress(
  req: PayloadRequest,
  input: z.output<typeof courseProgressSchema>,
) {
  const session = await readMemberSession(req)
  if (!session) throw new AppError('unauthorized', SIGN_IN_FIRST)
  const found = await findLessonSeat(req.payload, input.moduleId, session.email, req)
  if (!found) throw new AppError('not_found', 'Unknown module.')
  return saveProgress(req, { email: session.email, ...found }, input)
}
