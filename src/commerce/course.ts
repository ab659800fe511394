import type { Payload, PayloadRequest } from 'payload'

import type { CourseModule, CourseProgress } from './api'
import { MASTERCLASS_COURSE_SLUG } from './catalogue'
import { type Entitlements, entitlementsFor } from './entitlements'
import { asSystem } from '@/core/operation'

/** A lesson as the server knows it: the module's public fields, its row id and its video. */
export type CourseLesson = Omit<CourseModule, 'locked' | 'videoHostId'> & {
  lessonId: number
  videoHostId: string
}

/** The masterclass course record (published or not: a buyer keeps access). */
export async function findMasterclassCourse(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: MASTERCLASS_COURSE_SLUG } },
    limit: 1,
    depth: 0,
    ...asSystem('memberCourse'),
    req,
  })
  return docs[0] ?? null
}

/** The course's published lessons in order, video ids included: server use only. */
export async function loadCourseLessons(
  payload: Payload,
  courseId: number,
  req?: PayloadRequest,
): Promise<CourseLesson[]> {
  const sections = await payload.find({
    collection: 'sections',
    where: { and: [{ course: { equals: courseId } }, { isPublished: { equals: true } }] },
    sort: 'order',
    pagination: false,
    depth: 0,
    ...asSystem('memberCourse'),
    req,
  })
  const sectionOrder = new Map(sections.docs.map((section, index) => [section.id, index]))
  if (sectionOrder.size === 0) return []
  const lessons = await payload.find({
    collection: 'lessons',
    where: {
      and: [{ section: { in: [...sectionOrder.keys()] } }, { isPublished: { equals: true } }],
    },
    pagination: false,
    depth: 0,
    ...asSystem('memberCourse'),
    req,
  })
  const sectionIndex = (section: number | { id: number }) =>
    sectionOrder.get(typeof section === 'number' ? section : section.id) ?? 0
  return lessons.docs
    .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.order - b.order)
    .map((lesson) => ({
      lessonId: lesson.id,
      id: lesson.moduleId,
      title: lesson.title,
      description: lesson.description ?? '',
      duration: lesson.duration,
      type: lesson.type,
      order: lesson.order,
      videoHostId: lesson.videoHostId,
    }))
}

/** The main module is open to every buyer; add-ons need the bonus. */
export const isUnlocked = (lesson: Pick<CourseLesson, 'type'>, entitlements: Entitlements) =>
  entitlements.hasAccess && (lesson.type === 'main' || entitlements.hasReturnToBodyAddon)

/**
 * The lesson rows an address may open, by isUnlocked: what lesson-progress access lets a buyer
 * record progress on, whether she writes through the course API or Payload's routes.
 */
export async function openLessonIds(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<number[]> {
  const course = await findMasterclassCourse(payload, req)
  if (!course) return []
  const [entitlements, lessons] = await Promise.all([
    entitlementsFor(payload, email, req),
    loadCourseLessons(payload, course.id, req),
  ])
  return lessons.filter((lesson) => isUnlocked(lesson, entitlements)).map((l) => l.lessonId)
}

/** What a member may see of the lessons: video ids only where she is entitled. */
export function modulesFor(lessons: CourseLesson[], entitlements: Entitlements): CourseModule[] {
  return lessons.map(({ lessonId: _lessonId, videoHostId, ...lesson }) => {
    const locked = !isUnlocked(lesson, entitlements)
    return { ...lesson, locked, ...(locked ? {} : { videoHostId }) }
  })
}

/**
 * Her progress per module. With her request it is read as her, through access; without one
 * (the owner's tools), as the system.
 */
export async function loadProgress(
  payload: Payload,
  email: string,
  lessons: CourseLesson[],
  req?: PayloadRequest,
): Promise<CourseProgress> {
  const { docs } = await payload.find({
    collection: 'lesson-progress',
    where: { email: { equals: email } },
    pagination: false,
    depth: 0,
    ...(req ? { overrideAccess: false, req } : asSystem('memberCourse')),
  })
  const moduleOf = new Map(lessons.map((lesson) => [lesson.lessonId, lesson.id]))
  const progress: CourseProgress = { completed: [], progress: {} }
  for (const row of docs) {
    const moduleId = moduleOf.get(typeof row.lesson === 'number' ? row.lesson : row.lesson.id)
    if (!moduleId) continue
    progress.progress[moduleId] = row.progress ?? 0
    if (row.isCompleted) progress.completed.push(moduleId)
  }
  return progress
}
