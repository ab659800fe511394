import type { Endpoint, PayloadRequest } from 'payload'

import { catalogue } from '@/catalogue'
import { operationEndpoint } from '@/core/endpoint'
import { ROUTES } from '@/core/routes'
import { csvResponse } from '@/endpoints/utilities/csvResponse'
import { NO_STORE } from '@/endpoints/utilities/noStore'
import { withIdOf } from '@/endpoints/utilities/routeId'

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
  operationEndpoint(catalogue.getAnalytics, ROUTES.getAnalytics, {
    input: (req) => ({ days: queryNumber(req, 'days') }),
    headers: NO_STORE,
  }),
  /** GET /api/admin/analytics/events.csv?days=: the period's raw events as a spreadsheet. */
  operationEndpoint(catalogue.exportTrafficEvents, ROUTES.exportTrafficEvents, {
    input: (req) => ({ days: queryNumber(req, 'days') }),
    respond: (stream) => csvResponse(stream, 'visits'),
  }),
  /** GET /api/admin/traffic?days=&path=|source=|campaign=: the Overview's traffic figures. */
  operationEndpoint(catalogue.getTraffic, ROUTES.getTraffic, {
    input: (req) => ({
      days: queryNumber(req, 'days'),
      path: req.searchParams.get('path') ?? undefined,
      source: req.searchParams.get('source') ?? undefined,
      campaign: req.searchParams.get('campaign') ?? undefined,
    }),
    headers: NO_STORE,
  }),
  /** GET /api/admin/overview: the four cards and the 30-day series. */
  operationEndpoint(catalogue.getOverview, ROUTES.getOverview, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/courses: every course with enrolments, completion and prices (dollars). */
  operationEndpoint(catalogue.listCourses, ROUTES.listCourses, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/courses/:id/analytics: "View Analytics" for one course. */
  operationEndpoint(catalogue.getCourseAnalytics, ROUTES.getCourseAnalytics, {
    input: withIdOf('There is no such course.'),
    headers: NO_STORE,
  }),
  /** GET /api/admin/offers: each offer's sales, revenue, refunds and coupon uses (cents). */
  operationEndpoint(catalogue.getOffersReport, ROUTES.getOffersReport, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/courses: a new course (and its offer); amounts in dollars. */
  operationEndpoint(catalogue.createCourse, ROUTES.createCourse, {
    headers: NO_STORE,
  }),
  /** PATCH /api/admin/courses/:id: edits title, description, prices, Published. */
  operationEndpoint(catalogue.updateCourse, ROUTES.updateCourse, {
    input: withIdOf('There is no such course.'),
    headers: NO_STORE,
  }),
  /** POST /api/admin/courses/:id/publish {isPublished}: the Published toggle. */
  operationEndpoint(catalogue.setCoursePublished, ROUTES.setCoursePublished, {
    input: withIdOf('There is no such course.'),
    headers: NO_STORE,
  }),
  /** GET /api/admin/system-status: database, e-mail, payments and AI, checked now. */
  operationEndpoint(catalogue.getSystemStatus, ROUTES.getSystemStatus, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/launch-checklist: "Ready to launch", from the data, checked now. */
  operationEndpoint(catalogue.getLaunchChecklist, ROUTES.getLaunchChecklist, {
    headers: NO_STORE,
  }),
  /** GET /api/admin/email-messages: recent messages and those that failed for good. */
  operationEndpoint(catalogue.getSentMail, ROUTES.getSentMail, {
    headers: NO_STORE,
  }),
  /** POST /api/admin/email-messages/:id/retry: re-queues a message that failed for good, once. */
  operationEndpoint(catalogue.retryMessage, ROUTES.retryMessage, {
    input: withIdOf('There is no such message.'),
    headers: NO_STORE,
  }),
]
