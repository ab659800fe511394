import type { PayloadRequest, Where } from 'payload'
import type * as z from 'zod/mini'

import type { CourseProgress } from '@/commerce/api'
import { type CourseLesson, type CourseSeat, lessonLock, loadProgress } from '@/courses/unlocking'
import type { courseProgressSchema } from '@/commerce/schema'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { lockUntilCommit } from '@/utilities/transaction'

type Member = { email: string; seat: CourseSeat; lesson: CourseLesson }

/** What a buyer reads when a lesson is closed to her: the spec's words for the bonus. */
const refusal = (seat: CourseSeat, lesson: CourseLesson) => {
  const lock = lessonLock(lesson, seat)
  if (!seat.access) return 'Join the course to keep your progress in it.'
  if (!lock) return null
  return lock.kind === 'bonus' && seat.isMain
    ? 'This content requires the Return to Body Practices package.'
    : `${lock.reason}.`
}

/**
 * POST /api/course/progress: saves where the buyer is in a lesson she may open. Runs as her
 * (her contact is `req.user`): lesson-progress access lets her read her own rows and write them
 * only on lessons open to her (lessonLock through openLessonIds, src/access/lessonProgress.ts),
 * the rule checked here first for a clear answer. Progress only grows while watching; completing
 * fills it, un-completing keeps what was seen.
 */
export async function saveProgress(
  req: PayloadRequest,
  member: Member,
  input: z.output<typeof courseProgressSchema>,
): Promise<CourseProgress> {
  const { lesson, seat } = member
  const refused = refusal(seat, lesson)
  if (refused) throw new AppError('forbidden', refused)
  return inOperation(req, async (req) => {
    const asHer = { depth: 0, overrideAccess: false, req } as const
    await lockUntilCommit(req.payload, `progress:${member.email}:${lesson.lessonId}`, req)
    const where: Where = {
      and: [{ email: { equals: member.email } }, { lesson: { equals: lesson.lessonId } }],
    }
    const existing = (
      await req.payload.find({ collection: 'lesson-progress', where, limit: 1, ...asHer })
    ).docs[0]
    const isCompleted = input.completed ?? existing?.isCompleted ?? false
    const values = {
      progress: isCompleted
        ? 100
        : Math.max(
            input.completed === false ? 0 : (existing?.progress ?? 0),
            Math.round(input.progress ?? 0),
          ),
      isCompleted,
      completedAt: isCompleted ? (existing?.completedAt ?? new Date().toISOString()) : null,
    }
    if (existing) {
      await req.payload.update({
        collection: 'lesson-progress',
        id: existing.id,
        data: values,
        ...asHer,
      })
    } else {
      await req.payload.create({
        collection: 'lesson-progress',
        data: { email: member.email, lesson: lesson.lessonId, ...values },
        ...asHer,
      })
    }
    return loadProgress(req.payload, member.email, seat.lessons, req)
  })
}
