import type { Endpoint, PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { handled } from '@/core/operation'
import { saveCourse } from '@/courses/operations/saveCourse'
import { setCoursePublished } from '@/courses/operations/setCoursePublished'
import { courseInputSchema, publishInputSchema } from '@/courses/schema'
import { loadAnalytics } from '@/dashboard/analytics'
import { loadCourseAnalytics, loadCourses } from '@/dashboard/courses'
import { loadLaunchChecklist } from '@/dashboard/launch'
import { loadOverview } from '@/dashboard/overview'
import { loadSentMail } from '@/dashboard/sentMail'
import { loadSystemStatus } from '@/dashboard/system'
import { retryMessage } from '@/email/operations/retryMessage'

import { readJson } from '../utilities/readJson'

/** The owner's figures are never cached by a browser or a proxy. */
const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, { created = false } = {}) =>
  Response.json(body, { status: created ? 201 : 200, headers: noStore })

/** The numeric id in the path, or a 404 (a made-up id names nothing). */
function idParam(req: PayloadRequest, what: string): number {
  const raw = String(req.routeParams?.id ?? '')
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1)
    throw new AppError('not_found', `There is no such ${what}.`)
  return id
}

/** A GET that answers the read model's result; the read model checks the owner first. */
const read = (path: string, load: (req: PayloadRequest) => Promise<unknown>): Endpoint => ({
  path,
  method: 'get',
  handler: handled(async (req) => json(await load(req))),
})

/** GET /api/admin/analytics (spec §7): {conversionRate, revenue, totalRevenue}. */
const analytics = read('/admin/analytics', loadAnalytics)

/** GET /api/admin/overview: the four cards and the 30-day series. */
const overview = read('/admin/overview', loadOverview)

/** GET /api/admin/courses: every course with enrolments, completion and prices (dollars). */
const courses = read('/admin/courses', loadCourses)

/** GET /api/admin/courses/:id/analytics: "View Analytics" for one course. */
const courseAnalytics = read('/admin/courses/:id/analytics', (req) => {
  requireOwner(req)
  return loadCourseAnalytics(req, idParam(req, 'course'))
})

/** POST /api/admin/courses: a new course (and its product); amounts in dollars. */
const createCourse: Endpoint = {
  path: '/admin/courses',
  method: 'post',
  handler: handled(async (req) => {
    requireOwner(req)
    const { data, error } = await readJson(req, courseInputSchema)
    if (error) return error
    const { course, product } = await saveCourse(req, { input: data })
    return json({ id: course.id, slug: course.slug, productId: product.id }, { created: true })
  }),
}

/** PATCH /api/admin/courses/:id: edits title, description, prices, Published. */
const editCourse: Endpoint = {
  path: '/admin/courses/:id',
  method: 'patch',
  handler: handled(async (req) => {
    requireOwner(req)
    const id = idParam(req, 'course')
    const { data, error } = await readJson(req, courseInputSchema)
    if (error) return error
    const { course } = await saveCourse(req, { id, input: data })
    return json({ id: course.id, slug: course.slug })
  }),
}

/** POST /api/admin/courses/:id/publish {isPublished}: the Published toggle. */
const publishCourse: Endpoint = {
  path: '/admin/courses/:id/publish',
  method: 'post',
  handler: handled(async (req) => {
    requireOwner(req)
    const id = idParam(req, 'course')
    const { data, error } = await readJson(req, publishInputSchema)
    if (error) return error
    const { course, changed } = await setCoursePublished(req, { id, ...data })
    return json({ id: course.id, isPublished: course.isPublished === true, changed })
  }),
}

/** GET /api/admin/system-status: database, e-mail, payments and AI, checked now. */
const systemStatus = read('/admin/system-status', loadSystemStatus)

/** GET /api/admin/launch-checklist: "Ready to launch", from the data. */
const launchChecklist = read('/admin/launch-checklist', (req) => loadLaunchChecklist(req))

/** GET /api/admin/email-messages: recent messages and those that failed for good. */
const sentMail = read('/admin/email-messages', loadSentMail)

/** POST /api/admin/email-messages/:id/retry: re-queues a message that failed for good, once. */
const retry: Endpoint = {
  path: '/admin/email-messages/:id/retry',
  method: 'post',
  handler: handled(async (req) => {
    requireOwner(req)
    const { message, requeued } = await retryMessage(req, { id: idParam(req, 'message') })
    return json({ id: message.id, status: message.status, requeued })
  }),
}

/** /api/admin/analytics, overview, courses, system status, launch checklist, e-mail retries. */
export const businessEndpoints: Endpoint[] = [
  analytics,
  overview,
  courses,
  courseAnalytics,
  createCourse,
  editCourse,
  publishCourse,
  systemStatus,
  launchChecklist,
  sentMail,
  retry,
]
