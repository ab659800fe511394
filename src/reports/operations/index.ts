import * as z from 'zod/mini'

import { DEFAULT_ANALYTICS_DAYS } from '@/analytics/constants'
import { analyticsDays } from '@/analytics/schema'
import { CONTACT_STATUSES } from '@/contacts/constants'
import { SOURCE_PATTERN } from '@/contacts/leadFilter'
import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'

import { loadAnalytics } from '../analytics'
import { getApplication, listApplications } from '../applications'
import { DEFAULT_REPORT_DAYS, loadBusinessReport, reportDays } from '../businessReport'
import { loadCourseAnalytics, loadCourses } from '../courses'
import { listEmailTemplates, listSequences } from '../emailLibrary'
import { loadLaunchChecklist } from '../launch'
import { listLeads } from '../leads'
import { loadOffersReport } from '../offers'
import { loadOverview } from '../overview'
import { getPerson } from '../person'
import { DEFAULT_QUIZ_FUNNEL_DAYS, loadQuizFunnel } from '../quizFunnel'
import { loadSentMail } from '../sentMail'
import { loadSystemStatus } from '../system'

const listQuery = z.strictObject({
  // Its length and characters are checked where every list reads it (normaliseListQuery).
  q: z.optional(z.string('q must be text')),
  limit: z.optional(
    z.int('limit must be a whole number.').check(z.positive('limit must be a whole number.')),
  ),
  page: z.optional(
    z.int('page must be a whole number.').check(z.positive('page must be a whole number.')),
  ),
})

/** The Leads list's filters beside the search (src/contacts/leadFilter.ts). */
const leadFilterFields = {
  source: z.optional(
    z.string('source must be text').check(z.regex(SOURCE_PATTERN, 'Unknown source')),
  ),
  status: z.optional(z.enum(CONTACT_STATUSES, 'Unknown status')),
  tag: z.optional(z.int('tag must be a tag’s id').check(z.positive('tag must be a tag’s id'))),
  subscribed: z.optional(z.enum(['yes', 'no'], 'subscribed must be yes or no')),
}

const leadListQuery = z.strictObject({ ...listQuery.shape, ...leadFilterFields })

/** How old an e-mail server check the Overview's banner re-uses (Settings checks it live). */
const RECENT_EMAIL_CHECK_MS = 10 * 60_000

/** What the Admin Center's tabs read: her figures, lists and people. */
export const reportOperations = operations({
  getOverview: {
    description:
      'The Overview tab: leads, applications, revenue and conversion, with 30 days of figures.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => loadOverview(req),
  },

  getAnalytics: {
    description:
      'The lead-to-application rate, revenue this month and in all, and for the last days (30 unless asked): visitors, visits, page views, new leads and purchases.',
    input: z.strictObject({ days: analyticsDays }),
    audience: 'owner',
    effect: 'read',
    run: (req, { days }) => loadAnalytics(req, { days: days ?? DEFAULT_ANALYTICS_DAYS }),
  },

  listLeads: {
    description:
      'The Leads tab: the people who left their address, searchable by name, e-mail or source, filtered by source, status, tag and subscription, with how many people (and subscribed) match.',
    input: leadListQuery,
    audience: 'owner',
    effect: 'read',
    run: listLeads,
  },

  listApplications: {
    description: 'The Applications tab: mentorship applications, searchable, newest first.',
    input: listQuery,
    audience: 'owner',
    effect: 'read',
    run: listApplications,
  },

  getApplication: {
    description: 'One application with every answer and the e-mails about it.',
    input: z.strictObject({ id: id('application') }),
    audience: 'owner',
    effect: 'read',
    run: (req, input) => getApplication(req, input.id),
  },

  getPerson: {
    description: 'One person: her sign-ups, purchases, messages, notes, status and tags.',
    input: z.strictObject({ id: id('contact') }),
    audience: 'owner',
    effect: 'read',
    run: (req, input) => getPerson(req, input.id),
  },

  listCourses: {
    description: 'The Courses tab: every course with its enrolments, completion and prices.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => loadCourses(req),
  },

  getCourseAnalytics: {
    description: 'How one course is doing: enrolments and how far each lesson is watched.',
    input: z.strictObject({ id: id('course') }),
    audience: 'owner',
    effect: 'read',
    run: (req, input) => loadCourseAnalytics(req, input.id),
  },

  getOffersReport: {
    description:
      'What each offer has sold: sales, money received after coupons and refunds, refunds, each coupon’s uses, and who has access or a plan or membership running.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => loadOffersReport(req),
  },

  getSentMail: {
    description: 'The e-mail she has sent lately (or on one day of hers) and what failed.',
    input: z.strictObject({
      day: z.optional(z.iso.date('Pick a day from the calendar.')),
    }),
    audience: 'owner',
    effect: 'read',
    run: (req, input) => loadSentMail(req, input),
  },

  getSystemStatus: {
    description:
      'Settings: whether the database, e-mail, payments and AI are set up and answering.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => loadSystemStatus(req),
  },

  getLaunchChecklist: {
    description: 'What is still missing before the site can take real buyers.',
    input: z.strictObject({
      reuseRecentEmailCheck: z.optional(z.boolean('reuseRecentEmailCheck is true or false')),
    }),
    audience: 'owner',
    effect: 'read',
    run: (req, input) =>
      loadLaunchChecklist(req, process.env, {
        smtpMaxAgeMs: input.reuseRecentEmailCheck ? RECENT_EMAIL_CHECK_MS : 0,
      }),
  },

  getBusinessReport: {
    description:
      'Her business over the last days (7 unless asked) beside the days before: new leads and where they came from, new people, applications, purchases and revenue.',
    input: z.strictObject({ days: reportDays }),
    audience: 'owner',
    effect: 'read',
    run: (req, { days }) => loadBusinessReport(req, { days: days ?? DEFAULT_REPORT_DAYS }),
  },

  getQuizFunnel: {
    description:
      'The quiz over the last days (30 unless asked): how many started and finished it, each result, and how many quiz takers then bought or applied.',
    input: z.strictObject({ days: reportDays }),
    audience: 'owner',
    effect: 'read',
    run: (req, { days }) => loadQuizFunnel(req, { days: days ?? DEFAULT_QUIZ_FUNNEL_DAYS }),
  },

  listSequences: {
    description:
      'Her sequences: what starts each, whether it is on, its e-mails with their delays, and how many people are in it now.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => listSequences(req),
  },

  listEmailTemplates: {
    description:
      'Her e-mails with their subject lines and words, and which of them the site sends by itself, to write new ones in her voice.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => listEmailTemplates(req),
  },
})
