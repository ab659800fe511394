import type { Access, Where } from 'payload'

import { openLessonIds } from '@/courses/unlocking'

import { hasAdminRole } from './isAdmin'

/** The lesson a create or update names, as its id, or undefined (none, or not an id). */
function lessonNamed(data: unknown): number | undefined {
  const lesson = (data as { lesson?: unknown } | undefined)?.lesson
  const id =
    lesson && typeof lesson === 'object' ? (lesson as { id?: unknown }).id : (lesson as unknown)
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : undefined
  if (typeof id === 'string' && /^\d{1,15}$/.test(id)) return Number(id)
  return undefined
}

/**
 * Who records progress on a lesson: the owner, and a buyer on a lesson open to her now in a
 * course she has (lessonLock, through openLessonIds) — the course API's rule, so progress on
 * bonus, not-yet-dripped or prerequisite-locked lessons comes from nobody it is closed to, by
 * whichever route it is written (REST, GraphQL, /api/course/progress).
 */
export const createLessonProgress: Access = async ({ req, data }) => {
  if (hasAdminRole(req.user)) return true
  if (req.user?.collection !== 'contacts') return false
  const lesson = lessonNamed(data)
  if (lesson === undefined) return false
  return (await openLessonIds(req.payload, req.user.email, req)).includes(lesson)
}

/** Her own rows on lessons she may open; a change of lesson must name one of those too. */
export const updateLessonProgress: Access = async ({ req, data }) => {
  if (hasAdminRole(req.user)) return true
  if (req.user?.collection !== 'contacts') return false
  const open = await openLessonIds(req.payload, req.user.email, req)
  if (open.length === 0) return false
  if (data && 'lesson' in data) {
    const lesson = lessonNamed(data)
    if (lesson === undefined || !open.includes(lesson)) return false
  }
  const where: Where = {
    and: [{ email: { equals: req.user.email } }, { lesson: { in: open } }],
  }
  return where
}
