import type { Endpoint, Where } from 'payload'

import { isUnlocked, loadProgress } from '@/commerce/course'
import { requireMember } from '@/commerce/member'
import { courseProgressSchema } from '@/commerce/schema'

import { readJson } from './utilities/readJson'
import { asSystem } from '@/core/operation'

/** POST /api/course/progress {moduleId, progress?, completed?}: saves where the buyer is. */
export const courseProgressEndpoint: Endpoint = {
  path: '/course/progress',
  method: 'post',
  handler: async (req) => {
    const member = await requireMember(req)
    if (!member.ok) return member.response
    const { data, error } = await readJson(req, courseProgressSchema)
    if (error) return error

    const lesson = member.lessons.find((candidate) => candidate.id === data.moduleId)
    if (!lesson) return Response.json({ message: 'Unknown module.' }, { status: 404 })
    if (!isUnlocked(lesson, member.entitlements)) {
      return Response.json(
        { message: 'This content requires the Return to Body Practices package.' },
        { status: 403 },
      )
    }

    const where: Where = {
      and: [{ email: { equals: member.email } }, { lesson: { equals: lesson.lessonId } }],
    }
    const existing = (
      await req.payload.find({
        collection: 'lesson-progress',
        where,
        limit: 1,
        ...asSystem('memberCourse'),
      })
    ).docs[0]
    const isCompleted = data.completed ?? existing?.isCompleted ?? false
    // Progress only grows while watching; completing fills it, un-completing keeps what was seen.
    const progress = isCompleted
      ? 100
      : Math.max(
          data.completed === false ? 0 : (existing?.progress ?? 0),
          Math.round(data.progress ?? 0),
        )
    const values = {
      progress,
      isCompleted,
      completedAt: isCompleted ? (existing?.completedAt ?? new Date().toISOString()) : null,
    }
    const create = () =>
      req.payload.create({
        collection: 'lesson-progress',
        data: { email: member.email, lesson: lesson.lessonId, ...values },
        ...asSystem('memberCourse'),
      })
    const update = () =>
      req.payload.update({
        collection: 'lesson-progress',
        where,
        data: values,
        ...asSystem('memberCourse'),
      })
    if (existing) await update()
    else await create().catch(update) // a parallel first save won the unique (email, lesson) row

    return Response.json(await loadProgress(req.payload, member.email, member.lessons))
  },
}
