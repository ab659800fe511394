import type { Payload, PayloadRequest } from 'payload'

import type { CourseModule, CourseProgress, CourseSummary } from '@/commerce/api'
import { commerceNow } from '@/commerce/billing/clock'
import {
  type CourseAccess,
  courseAccessFor,
  type Entitlements,
  mainCourseId,
} from '@/commerce/orders/access'
import { asSystem } from '@/core/operation'
import type { Course, Lesson } from '@/payload-types'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { readTogether } from '@/utilities/transaction'
import { idOf } from '@/utilities/idOf'

const DAY_MS = 24 * 60 * 60 * 1000


/**
 * A lesson as the server knows it: the module's public fields, its row id and what it holds (its
 * video id, file, text and downloads). Server use only: modulesFor decides what leaves.
 */
export type CourseLesson = Omit<
  CourseModule,
  'locked' | 'lockedBy' | 'lockedReason' | 'videoHostId' | 'fileURL' | 'text' | 'downloads'
> & {
  lessonId: number
  /** Its section's title (the public page groups the outline by section). */
  section: string
  contentType: NonNullable<Lesson['contentType']>
  videoHostId: string
  fileId: number | null
  text: string
  downloads: { label: string; fileId: number }[]
  isFree: boolean
  dripDays: number
  prerequisiteId: number | null
}

/** A course by its short name (published or not: a buyer keeps access), or null. */
export async function findCourseBySlug(payload: Payload, slug: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    ...asSystem('memberCourse'),
    req,
  })
  return docs[0] ?? null
}

/** The course the site's main offer opens (site settings → Your main offer), or null. */
export async function findMainCourse(payload: Payload, req?: PayloadRequest) {
  const id = await mainCourseId(payload, req)
  if (id === null) return null
  return payload
    .findByID({ collection: 'courses', id, depth: 0, ...asSystem('memberCourse'), req })
    .catch(() => null)
}

/** The course's published lessons in order, with what they hold: server use only. */
async function loadCourseLessons(
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
  const sectionTitle = new Map(sections.docs.map((section) => [section.id, section.title]))
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
    sectionOrder.get(idOf(section) ?? 0) ?? 0
  return lessons.docs
    .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.order - b.order)
    .map((lesson) => ({
      lessonId: lesson.id,
      section: sectionTitle.get(idOf(lesson.section) ?? 0) ?? '',
      id: lesson.moduleId,
      title: lesson.title,
      description: lesson.description ?? '',
      duration: lesson.duration,
      type: lesson.type,
      order: lesson.order,
      contentType: lesson.contentType ?? 'video',
      videoHostId: lesson.videoHostId ?? '',
      fileId: idOf(lesson.file),
      text: lesson.text ?? '',
      downloads: (lesson.downloads ?? []).flatMap((item) => {
        const fileId = idOf(item.file)
        return fileId ? [{ label: item.label, fileId }] : []
      }),
      isFree: Boolean(lesson.isFree),
      dripDays: Math.max(0, Math.trunc(lesson.dripDays ?? 0)),
      prerequisiteId: idOf(lesson.prerequisite),
    }))
}

/**
 * What decides which lessons of one course open for one visitor: her access to the course (none
 * for a visitor or a non-buyer), the lessons she finished, and the commerce clock's now.
 */
export type CourseSeat = {
  course: Course
  lessons: CourseLesson[]
  access: CourseAccess | null
  completed: Set<number>
  now: Date
  zone: string
  /** The main offer's course (the masterclass): the spec's words for its bonus lessons. */
  isMain: boolean
  /** What a locked bonus lesson says. */
  bonusNote: string
  email: string | null
}

export type LessonLock = { kind: 'course' | 'bonus' | 'drip' | 'prerequisite'; reason: string }

/** "3 December" (and the year when it is not this year's), on the owner's calendar. */
function dayInWords(at: Date, now: Date, zone: string) {
  const sameYear =
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: zone }).format(at) ===
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: zone }).format(now)
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: zone,
  }).format(at)
}

/**
 * Why a lesson is closed to her, or null when it is open. A free preview is open to everyone;
 * otherwise she needs the course (and the bonus for a bonus lesson), its drip day must have come
 * (access start + days, on the commerce clock) and its prerequisite must be finished.
 */
export function lessonLock(lesson: CourseLesson, seat: CourseSeat): LessonLock | null {
  if (lesson.isFree) return null
  if (!seat.access) {
    return { kind: 'course', reason: `Part of ${seat.course.title}: open it by joining the course` }
  }
  if (lesson.type === 'addon' && !seat.access.includesBonusLessons) {
    return { kind: 'bonus', reason: seat.bonusNote }
  }
  if (lesson.dripDays > 0) {
    const opensAt = new Date(Date.parse(seat.access.startsAt) + lesson.dripDays * DAY_MS)
    if (opensAt > seat.now) {
      return { kind: 'drip', reason: `Opens on ${dayInWords(opensAt, seat.now, seat.zone)}` }
    }
  }
  if (lesson.prerequisiteId !== null && !seat.completed.has(lesson.prerequisiteId)) {
    const before = seat.lessons.find((other) => other.lessonId === lesson.prerequisiteId)
    // A prerequisite that is no longer published cannot be finished: it no longer holds her back.
    if (before) return { kind: 'prerequisite', reason: `Finish “${before.title}” first` }
  }
  return null
}

/** The lesson ids an address marked complete. */
async function completedLessonIds(payload: Payload, email: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'lesson-progress',
    where: { and: [{ email: { equals: email } }, { isCompleted: { equals: true } }] },
    pagination: false,
    depth: 0,
    select: { lesson: true },
    ...asSystem('memberCourse'),
    req,
  })
  return new Set(docs.map((row) => idOf(row.lesson as number | { id: number })!))
}

/**
 * One course as one visitor meets it. `email` null: a visitor who is not signed in (only free
 * previews open). `accessList` may be passed when the caller already read it.
 */
export async function loadSeat(
  payload: Payload,
  course: Course,
  email: string | null,
  req?: PayloadRequest,
  accessList?: CourseAccess[],
): Promise<CourseSeat> {
  const [lessons, access, completed, now, zone, mainId] = await readTogether(req, [
    () => loadCourseLessons(payload, course.id, req),
    async () => (email ? (accessList ?? courseAccessFor(payload, email, req)) : []),
    async () => (email ? completedLessonIds(payload, email, req) : new Set<number>()),
    () => commerceNow(payload, req),
    () => readOwnerTimeZone(payload, req),
    () => mainCourseId(payload, req),
  ] as const)
  return {
    course,
    lessons,
    access: access.find((entry) => entry.courseId === course.id) ?? null,
    completed,
    now,
    zone,
    isMain: course.id === mainId,
    bonusNote:
      course.id === mainId
        ? 'Requires Return to Body Practices'
        : 'Requires the bonus lessons of this course',
    email,
  }
}

/** The address a lesson's file or download is served from (downloadFile checks her again). */
const lessonFileURL = (moduleId: string, item: 'file' | number) =>
  `/api/download/lesson/${encodeURIComponent(moduleId)}/${item}`

/**
 * What she may see of the lessons: everything public about each, why a locked one is locked, and
 * the content (video id, file, text, downloads) only of the open ones.
 */
export function modulesFor(seat: CourseSeat): CourseModule[] {
  return seat.lessons.map((lesson) => {
    const lock = lessonLock(lesson, seat)
    const outline: CourseModule = {
      id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      duration: lesson.duration,
      type: lesson.type,
      order: lesson.order,
      contentType: lesson.contentType,
      isFree: lesson.isFree,
      locked: lock !== null,
    }
    if (lock) return { ...outline, lockedBy: lock.kind, lockedReason: lock.reason }
    return {
      ...outline,
      ...(lesson.contentType === 'video' ? { videoHostId: lesson.videoHostId } : {}),
      ...(lesson.contentType === 'file' && lesson.fileId
        ? { fileURL: lessonFileURL(lesson.id, 'file') }
        : {}),
      ...(lesson.contentType === 'text' ? { text: lesson.text } : {}),
      downloads: lesson.downloads.map((item, index) => ({
        label: item.label,
        url: lessonFileURL(lesson.id, index + 1),
      })),
    }
  })
}

/**
 * The lesson rows an address may open now (lessonLock), over every course she has: what
 * lesson-progress access lets a buyer record progress on, by whichever route she writes.
 */
export async function openLessonIds(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<number[]> {
  const access = await courseAccessFor(payload, email, req)
  if (access.length === 0) return []
  const { docs: courses } = await payload.find({
    collection: 'courses',
    where: { id: { in: access.map((entry) => entry.courseId) } },
    pagination: false,
    depth: 0,
    ...asSystem('memberCourse'),
    req,
  })
  const seats = await Promise.all(
    courses.map((course) => loadSeat(payload, course, email, req, access)),
  )
  return seats.flatMap((seat) =>
    seat.lessons.filter((lesson) => !lessonLock(lesson, seat)).map((lesson) => lesson.lessonId),
  )
}

/** Every course she owns, the main course first: the portal's list and /watch's. */
export async function ownedCourses(
  payload: Payload,
  access: CourseAccess[],
  req?: PayloadRequest,
): Promise<CourseSummary[]> {
  if (access.length === 0) return []
  const [{ docs: courses }, mainId] = await Promise.all([
    payload.find({
      collection: 'courses',
      where: { id: { in: access.map((entry) => entry.courseId) } },
      pagination: false,
      depth: 0,
      sort: 'title',
      ...asSystem('memberCourse'),
      req,
    }),
    mainCourseId(payload, req),
  ])
  const ordered = [
    ...courses.filter((course) => course.id === mainId),
    ...courses.filter((course) => course.id !== mainId),
  ]
  return Promise.all(
    ordered.map(async (course) => {
      const lessons = await loadCourseLessons(payload, course.id, req)
      return {
        slug: course.slug,
        title: course.title,
        description: course.description ?? '',
        lessons: lessons.length,
        href: lessons[0] ? `/course/${encodeURIComponent(lessons[0].id)}` : '/course',
      }
    }),
  )
}

/** The spec's two booleans, for one course: access, and its bonus lessons. */
export const seatEntitlements = (seat: CourseSeat): Entitlements => ({
  hasAccess: seat.access !== null,
  hasReturnToBodyAddon: Boolean(seat.access?.includesBonusLessons),
})

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
  if (lessons.length === 0) return { completed: [], progress: {} }
  const { docs } = await payload.find({
    collection: 'lesson-progress',
    where: {
      and: [
        { email: { equals: email } },
        { lesson: { in: lessons.map((lesson) => lesson.lessonId) } },
      ],
    },
    pagination: false,
    depth: 0,
    ...(req ? { overrideAccess: false, req } : asSystem('memberCourse')),
  })
  const moduleOf = new Map(lessons.map((lesson) => [lesson.lessonId, lesson.id]))
  const progress: CourseProgress = { completed: [], progress: {} }
  for (const row of docs) {
    const moduleId = moduleOf.get(idOf(row.lesson as number | { id: number })!)
    if (!moduleId) continue
    progress.progress[moduleId] = row.progress ?? 0
    if (row.isCompleted) progress.completed.push(moduleId)
  }
  return progress
}

/**
 * The lesson at a web address, with its course as this visitor meets it, or null when there is
 * no such published lesson in a course.
 */
export async function findLessonSeat(
  payload: Payload,
  moduleId: string,
  email: string | null,
  req?: PayloadRequest,
): Promise<{ seat: CourseSeat; lesson: CourseLesson } | null> {
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { moduleId: { equals: moduleId } },
    limit: 1,
    depth: 1,
    select: { section: true },
    ...asSystem('memberCourse'),
    req,
  })
  const section = docs[0]?.section
  const courseId = section && typeof section === 'object' ? idOf(section.course) : null
  if (courseId === null) return null
  const course = await payload
    .findByID({ collection: 'courses', id: courseId, depth: 0, ...asSystem('memberCourse'), req })
    .catch(() => null)
  if (!course) return null
  const seat = await loadSeat(payload, course, email, req)
  const lesson = seat.lessons.find((candidate) => candidate.id === moduleId)
  return lesson ? { seat, lesson } : null
}

/**
 * The course a lesson's web address belongs to, for the portal page: its short name, and whether
 * it is the main course (whose answers keep the spec's words). Null for no such lesson.
 */
export async function courseOfLesson(
  payload: Payload,
  moduleId: string,
): Promise<{ slug: string; isMain: boolean } | null> {
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { moduleId: { equals: moduleId } },
    limit: 1,
    depth: 2,
    select: { section: true },
    ...asSystem('memberCourse'),
  })
  const section = docs[0]?.section
  const course = section && typeof section === 'object' ? section.course : null
  if (!course || typeof course !== 'object') return null
  return { slug: course.slug, isMain: course.id === (await mainCourseId(payload)) }
}
