import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { csvResponse } from '@/endpoints/utilities/csvResponse'
import { withIdOf } from '@/endpoints/utilities/routeId'

/** The owner's figures are never cached by a browser or a proxy. */
const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, { created = false } = {}) =>
  Response.json(body, { status: created ? 201 : 200, headers: noStore })
const read = (result: unknown) => json(result)

/** A number from the query string; anything else is left for the schema to refuse. */
const queryNumber = (req: PayloadRequest, name: string) => {
  const value = req.searchParams.get(name)
  if (value === null || value === '') return undefined
  return /^\d{1,9}$/.test(value) ? Number(value) : value
}

/**
 * /api/admin/analytics (spec §7), overview, courses, system status, launch checklist and the
 * e-mail log with its retries: each the endpoint of one operation, the owner's alone.
 */
export const businessEndpoints: Endpoint[] = [
  /**
   * GET /api/admin/analytics?days= (spec §7): {conversionRate, revenue, totalRevenue} and the
   * period's visitors, visits, pageViews, leads and purchases (30 days unless asked).
   */
  operationEndpoint(catalogue.getAnalytics, {
    path: '/admin/analytics',
    method: 'get',
    input: (req) => ({ days: queryNumber(req, 'days') }),
    respond: read,
  }),
  /** GET /api/admin/analytics/events.csv?days=: the period's raw events as a spreadsheet. */
  operationEndpoint(catalogue.exportTrafficEvents, {
    path: '/admin/analytics/events.csv',
    method: 'get',
    input: (req) => ({ days: queryNumber(req, 'days') }),
    respond: (stream) => csvResponse(stream, 'visits'),
  }),
  /** GET /api/admin/traffic?days=&path=|source=|campaign=: the Overview's traffic figures. */
  operationEndpoint(catalogue.getTraffic, {
    path: '/admin/traffic',
    method: 'get',
    input: (req) => ({
      days: queryNumber(req, 'days'),
      path: req.searchParams.get('path') ?? undefined,
      source: req.searchParams.get('source') ?? undefined,
      campaign: req.searchParams.get('campaign') ?? undefined,
    }),
    respond: read,
  }),
  /** GET /api/admin/overview: the four cards and the 30-day series. */
  operationEndpoint(catalogue.getOverview, {
    path: '/admin/overview',
    method: 'get',
    respond: read,
  }),
  /** GET /api/admin/courses: every course with enrolments, completion and prices (dollars). */
  operationEndpoint(catalogue.listCourses, {
    path: '/admin/courses',
    method: 'get',
    respond: read,
  }),
  /** GET /api/admin/courses/:id/analytics: "View Analytics" for one course. */
  operationEndpoint(catalogue.getCourseAnalytics, {
    path: '/admin/courses/:id/analytics',
    method: 'get',
    input: withIdOf('There is no such course.'),
    respond: read,
  }),
  /** GET /api/admin/offers: each offer's sales, revenue, refunds and coupon uses (cents). */
  operationEndpoint(catalogue.getOffersReport, {
    path: '/admin/offers',
    method: 'get',
    respond: read,
  }),
  /** POST /api/admin/courses: a new course (and its offer); amounts in dollars. */
  operationEndpoint(catalogue.createCourse, {
    path: '/admin/courses',
    method: 'post',
    respond: ({ course, product }) =>
      json({ id: course.id, slug: course.slug, productId: product.id }, { created: true }),
  }),
  /** PATCH /api/admin/courses/:id: edits title, description, prices, Published. */
  operationEndpoint(catalogue.updateCourse, {
    path: '/admin/courses/:id',
    method: 'patch',
    input: withIdOf('There is no such course.'),
    respond: ({ course }) => json({ id: course.id, slug: course.slug }),
  }),
  /** POST /api/admin/courses/:id/publish {isPublished}: the Published toggle. */
  operationEndpoint(catalogue.setCoursePublished, {
    path: '/admin/courses/:id/publish',
    method: 'post',
    input: withIdOf('There is no such course.'),
    respond: ({ course, changed }) =>
      json({ id: course.id, isPublished: course.isPublished === true, changed }),
  }),
  /** GET /api/admin/system-status: database, e-mail, payments and AI, checked now. */
  operationEndpoint(catalogue.getSystemStatus, {
    path: '/admin/system-status',
    method: 'get',
    respond: read,
  }),
  /** GET /api/admin/launch-checklist: "Ready to launch", from the data, checked now. */
  operationEndpoint(catalogue.getLaunchChecklist, {
    path: '/admin/launch-checklist',
    method: 'get',
    respond: read,
  }),
  /** GET /api/admin/email-messages: recent messages and those that failed for good. */
  operationEndpoint(catalogue.getSentMail, {
    path: '/admin/email-messages',
    method: 'get',
    respond: read,
  }),
  /** POST /api/admin/email-messages/:id/retry: re-queues a message that failed for good, once. */
  operationEndpoint(catalogue.retryMessage, {
    path: '/admin/email-messages/:id/retry',
    method: 'post',
    input: withIdOf('There is no such message.'),
    respond: ({ message, requeued }) => json({ id: message.id, status: message.status, requeued }),
  }),
]
