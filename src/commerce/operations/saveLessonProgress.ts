import type { PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { saveProgress } from '@/courses/saveProgress'

import { memberOf } from '../member'
import type { courseProgressSchema } from '../schema'

/** Saves where the signed-in buyer is in a module she may open (saveProgress, as her). */
export async function saveLessonProgress(
  req: PayloadRequest,
  input: z.output<typeof courseProgressSchema>,
) {
  return saveProgress(req, await memberOf(req), input)
}
