import type { PayloadRequest, Where } from 'payload'
import type * as z from 'zod/mini'

import type { CourseProgress } from '@/commerce/api'
import { type CourseLesson, isUnlocked, loadProgress } from '@/commerce/course'
import type { Entitlements } from '@/commerce/entitlements'
import type { courseProgressSchema } from '@/commerce/schema'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { lockUntilCommit } from '@/utilities/transaction'

type Member = { email: string; entitlements: Entitlements; lessons: CourseLesson[] }

/**
 * POST /api/course/progress: saves where the buyer is in a module she may open. Runs as her
 * (her contact is `req.user`): lesson-progress access lets her read her own rows and write them
 * only on lessons isUnlocked opens to her (src/access/lessonProgress.ts), the rule checked here
 * first for a clear answer. Progress only grows while watching; completing fills it,
 * un-completing keeps what was seen.
 */
export async function saveProgress(
  req: PayloadRequest,
  member: Member,
  input: z.output<typeof courseProgressSchema>,
): Promise<CourseProgress> {
  const lesson = member.lessons.find((candidate) => candidate.id === input.moduleId)
  if (!lesson) throw new AppError('not_found', 'Unknown module.')
  if (!isUnlocked(lesson, member.entitlements)) {
    throw new AppError('forbidden', 'This content requires the Return to Body Practices package.')
  }
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
    return loadProgress(req.payload, member.email, member.lessons, req)
  })
}
