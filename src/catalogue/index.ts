import * as z from 'zod/mini'

import { MAX_VOICE_BYTES, VOICE_NOT_AUDIO, VOICE_TOO_LARGE } from '@/assistant/constants'
import { getAiInsights } from '@/assistant/operations/getAiInsights'
import { isAudio, transcribeVoiceCommand } from '@/assistant/operations/transcribeVoiceCommand'
import { acceptProposal } from '@/assistant/operations/acceptProposal'
import { dismissProposal } from '@/assistant/operations/dismissProposal'
import { listAssistantHistory } from '@/assistant/operations/listAssistantHistory'
import { runAssistantCommand } from '@/assistant/operations/runAssistantCommand'
import {
  acceptSchema,
  commandIdSchema,
  commandSchema,
  historyQuerySchema,
} from '@/assistant/schema'
import { sendSignInLink } from '@/auth/operations/requestMagicLink'
import { requireOwner } from '@/auth/requireOwner'
import { deliverMessage } from '@/email/operations/deliverMessage'
import { cleanUp } from '@/maintenance/operations/cleanUp'
import { narrateQuizText, narrateStory } from '@/voice/operations/narrate'
import { generateVoiceBodySchema, textToSpeechBodySchema } from '@/voice/schema'
import { DECISIONS, decideApplication } from '@/applications/operations/decideApplication'
import { submitApplication } from '@/applications/operations/submitApplication'
import { applicationSchema } from '@/applications/schema'
import { requestMagicLink } from '@/auth/operations/requestMagicLink'
import { signInWithMagicLink } from '@/auth/operations/signInWithMagicLink'
import { signOut } from '@/auth/operations/signOut'
import { magicLinkRequestSchema, magicLinkTokenSchema, signOutSchema } from '@/auth/schema'
import {
  billingPortalSchema,
  cancelDemoMembershipSchema,
  moveDemoClockSchema,
  payDemoInstalmentSchema,
} from '@/commerce/billing/schema'
import { cancelDemoMembership } from '@/commerce/operations/cancelDemoMembership'
import { claimPayment } from '@/commerce/operations/claimPayment'
import { listMyBilling } from '@/commerce/operations/listMyBilling'
import { moveDemoClock } from '@/commerce/operations/moveDemoClock'
import { openBillingPortal } from '@/commerce/operations/openBillingPortal'
import { payDemoInstalment } from '@/commerce/operations/payDemoInstalment'
import { runDemoBilling } from '@/commerce/operations/runDemoBilling'
import { confirmDemoPayment } from '@/commerce/operations/confirmDemoPayment'
import { downloadFile, downloadLessonFile } from '@/commerce/operations/downloadFile'
import { fulfilOrder } from '@/commerce/operations/fulfilOrder'
import { getCourse } from '@/commerce/operations/getCourse'
import { lookUpPurchase } from '@/commerce/operations/lookUpPurchase'
import { requestAccessLink } from '@/commerce/operations/requestAccessLink'
import { saveLessonProgress } from '@/commerce/operations/saveLessonProgress'
import { setOrderAccess } from '@/commerce/operations/setOrderAccess'
import { signOutBuyer } from '@/commerce/operations/signOutBuyer'
import { useAccessLink } from '@/commerce/operations/useAccessLink'
import { refundPurchase } from '@/commerce/operations/refundPurchase'
import { startCheckout } from '@/commerce/operations/startCheckout'
import {
  accessLinkSchema,
  claimPaymentSchema,
  courseProgressSchema,
  createPaymentIntentSchema,
  demoConfirmSchema,
} from '@/commerce/schema'
import { CONTACT_STATUSES } from '@/contacts/constants'
import { contactMessageSchema } from '@/contacts/messageSchema'
import { SOURCE_PATTERN } from '@/contacts/leadFilter'
import { captureLead } from '@/contacts/operations/captureLead'
import { findPeople, findPeopleSchema } from '@/contacts/operations/findPeople'
import { tagPeople, tagPeopleSchema } from '@/contacts/operations/tagPeople'
import { subscribeByToken, subscriptionByToken } from '@/contacts/operations/changeSubscription'
import { joinWaitlist } from '@/contacts/operations/joinWaitlist'
import { sendContactMessage } from '@/contacts/operations/sendMessage'
import {
  MAX_NOTE_LENGTH,
  MAX_TAG_NAME_LENGTH,
  updateContact,
} from '@/contacts/operations/updateContact'
import { defineOperation, type Operation } from '@/core/defineOperation'
import { approveCommissions } from '@/affiliates/operations/approveCommissions'
import { getAffiliatePage } from '@/affiliates/operations/getAffiliatePage'
import { markCommissionsPaid } from '@/affiliates/operations/markCommissionsPaid'
import { recordAffiliateClick } from '@/affiliates/operations/recordAffiliateClick'
import { sendAffiliatePageLink } from '@/affiliates/operations/sendAffiliatePageLink'
import { affiliateCommissionsCsv, loadAffiliateReport } from '@/affiliates/report'
import {
  affiliateClickSchema,
  affiliateIdSchema,
  affiliatePageSchema,
  commissionIdsSchema,
} from '@/affiliates/schema'
import { getCoursePreview } from '@/courses/operations/getCoursePreview'
import { saveCourse } from '@/courses/operations/saveCourse'
import { setCoursePublished } from '@/courses/operations/setCoursePublished'
import { courseInputSchema, publishInputSchema } from '@/courses/schema'
import { recordPageEvent } from '@/analytics/operations/recordPageEvent'
import { sumTrafficDays } from '@/analytics/operations/sumTrafficDays'
import { DEFAULT_TRAFFIC_PERIOD, TRAFFIC_PERIODS } from '@/analytics/constants'
import { trafficEventsCsv } from '@/analytics/exportEvents'
import { loadTraffic } from '@/analytics/report'
import { pageEventSchema } from '@/analytics/schema'
import { DEFAULT_ANALYTICS_DAYS, loadAnalytics, MAX_ANALYTICS_DAYS } from '@/dashboard/analytics'
import { getApplication, listApplications } from '@/dashboard/applications'
import { loadCourseAnalytics, loadCourses } from '@/dashboard/courses'
import { loadOffersReport } from '@/dashboard/offers'
import { loadLaunchChecklist } from '@/dashboard/launch'
import { DEFAULT_REPORT_DAYS, loadBusinessReport, reportDays } from '@/dashboard/businessReport'
import { listEmailTemplates, listSequences } from '@/dashboard/emailLibrary'
import { DEFAULT_QUIZ_FUNNEL_DAYS, loadQuizFunnel } from '@/dashboard/quizFunnel'
import { listLeads } from '@/dashboard/leads'
import { loadOverview } from '@/dashboard/overview'
import { getPerson } from '@/dashboard/person'
import { loadSentMail } from '@/dashboard/sentMail'
import { loadSystemStatus } from '@/dashboard/system'
import { retryMessage } from '@/email/operations/retryMessage'
import { campaignDraftSchema, sendTimeSchema } from '@/email/campaigns/schema'
import { loadEmailMetrics, loadEmailTab } from '@/dashboard/email'
import { describeAudience } from '@/email/operations/describeAudience'
import { enrolInSequence, enrolInSequenceSchema } from '@/email/operations/enrolInSequence'
import { previewCampaign, sendTestCampaign } from '@/email/operations/previewCampaign'
import { findPreviewPeople, previewTemplate } from '@/email/operations/previewTemplate'
import { resetTemplate } from '@/email/operations/resetTemplate'
import { sendTemplateTest } from '@/email/operations/sendTemplateTest'
import { runCampaign } from '@/email/operations/runCampaign'
import { runSequenceStep } from '@/email/operations/runSequenceStep'
import { saveSequence } from '@/email/operations/saveSequence'
import { sequenceFields, tagRule } from '@/email/sequences/schema'
import { saveCampaign } from '@/email/operations/saveCampaign'
import {
  archiveCampaign,
  cancelCampaign,
  duplicateCampaign,
  resendToNonOpeners,
  sendCampaign,
} from '@/email/operations/sendCampaign'
import { followTrackedLink, recordOpen } from '@/email/operations/track'
import { leadSchema, waitlistSchema } from '@/leads/schema'
import { MAX_KEY_LABEL_LENGTH } from '@/mcp/keys'
import { createMcpKey } from '@/mcp/operations/createMcpKey'
import { listMcpKeys } from '@/mcp/operations/listMcpKeys'
import { revokeMcpKey } from '@/mcp/operations/revokeMcpKey'
import { registerForWorkshop } from '@/workshops/operations/register'
import { workshopRegistrationSchema } from '@/workshops/schema'

/** An id of a row: a whole number from 1. */
const id = (what: string) =>
  z.int(`Unknown ${what}.`).check(z.positive(`Unknown ${what}.`), z.lte(2 ** 31 - 1))

const nothing = z.strictObject({})

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

// ─── Visitors: the public site's forms ──────────────────────────────────────────────────────────

const captureLeadOp = defineOperation({
  name: 'captureLead',
  description: 'A visitor leaves her address for the meditation, the quiz result or the homepage.',
  input: leadSchema,
  audience: 'public',
  effect: 'write',
  run: captureLead,
})

const joinWaitlistOp = defineOperation({
  name: 'joinWaitlist',
  description: 'A visitor joins the waitlist of a program and gets its confirmation.',
  input: waitlistSchema,
  audience: 'public',
  effect: 'write',
  run: joinWaitlist,
})

const sendContactMessageOp = defineOperation({
  name: 'sendContactMessage',
  description: 'A visitor writes to the owner from the contact form.',
  input: contactMessageSchema,
  audience: 'public',
  effect: 'write',
  run: sendContactMessage,
})

const submitApplicationOp = defineOperation({
  name: 'submitApplication',
  description: 'A visitor applies for the mentorship.',
  input: applicationSchema,
  audience: 'public',
  effect: 'write',
  run: submitApplication,
})

/** The token of the link at the foot of every marketing e-mail. */
const subscriptionLink = z.object({
  token: z.string('The unsubscribe link is not valid.').check(z.maxLength(200)),
})

const lookUpSubscriptionOp = defineOperation({
  name: 'lookUpSubscription',
  description:
    'Whether the holder of an unsubscribe link still gets marketing e-mail (the link’s page; it changes nothing).',
  input: subscriptionLink,
  audience: 'public',
  effect: 'read',
  run: (req, { token }) => subscriptionByToken(req, token),
})

const unsubscribeOp = defineOperation({
  name: 'unsubscribe',
  description:
    'Someone stops all marketing e-mail: the button on the unsubscribe page, or her mail app’s one-click unsubscribe.',
  input: subscriptionLink,
  audience: 'public',
  effect: 'write',
  run: (req, { token }) => subscribeByToken(req, { token, subscribed: false }),
})

const resubscribeOp = defineOperation({
  name: 'resubscribe',
  description: 'Someone who unsubscribed asks for the e-mails again, from the same page.',
  input: subscriptionLink,
  audience: 'public',
  effect: 'write',
  run: (req, { token }) => subscribeByToken(req, { token, subscribed: true }),
})

const startCheckoutOp = defineOperation({
  name: 'startCheckout',
  description:
    'A visitor starts paying for an offer (your main offer unless a link names another), with the extras she ticks and a coupon code; the price is always worked out here, never taken from her browser.',
  input: createPaymentIntentSchema,
  audience: 'public',
  effect: 'write',
  run: async (req, input) => {
    const checkout = await startCheckout(req, {
      email: input.email,
      purchase: input.purchase ?? 'masterclass',
      hasReturnToBodyAddon: input.hasReturnToBodyAddon ?? false,
      paymentIntentId: input.paymentIntentId,
      offer: input.offer,
      bumps: input.bumps,
      coupon: input.coupon,
    })
    // The spec's page sends the price it shows; the charge is always the catalogue's.
    const claimed = typeof input.amount === 'number' ? Math.round(input.amount * 100) : undefined
    if (claimed !== undefined && claimed !== checkout.amountInCents) {
      req.payload.logger.warn(
        `create-payment-intent: browser sent amount ${String(input.amount)}; charging the catalogue's ${checkout.amountInCents} cents`,
      )
    }
    return checkout
  },
})

const registerForWorkshopOp = defineOperation({
  name: 'registerForWorkshop',
  description: 'A visitor holds a spot in a live workshop and goes on to pay for it.',
  input: z.extend(workshopRegistrationSchema, {
    slug: z.string('Unknown workshop.').check(z.maxLength(200, 'Unknown workshop.')),
  }),
  audience: 'public',
  effect: 'write',
  run: (req, { slug, ...input }) => registerForWorkshop(req, slug, input),
})

// ─── The owner's sign-in ────────────────────────────────────────────────────────────────────────

const requestMagicLinkOp = defineOperation({
  name: 'requestMagicLink',
  description: 'Anyone asks for an Admin Center sign-in link; only the owner’s address gets one.',
  input: magicLinkRequestSchema,
  audience: 'public',
  effect: 'write',
  run: requestMagicLink,
})

const signInWithMagicLinkOp = defineOperation({
  name: 'signInWithMagicLink',
  description: 'The owner opens her e-mailed sign-in link.',
  input: magicLinkTokenSchema,
  audience: 'public',
  effect: 'write',
  run: signInWithMagicLink,
})

const signOutOp = defineOperation({
  name: 'signOut',
  description: 'The owner signs out of this browser, or of every browser.',
  input: signOutSchema,
  audience: 'owner',
  effect: 'write',
  run: signOut,
})

const getOwnerSessionOp = defineOperation({
  name: 'getOwnerSession',
  description: 'Whether this browser is signed in to the Admin Center, and as whom.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: async (req) => ({ ok: true as const, email: requireOwner(req).email }),
})

const sendOwnerSignInLinkOp = defineOperation({
  name: 'sendOwnerSignInLink',
  description: 'After a sign-in request, the owner’s address (and only hers) is e-mailed a link.',
  input: z.strictObject({ email: z.email() }),
  audience: 'system',
  effect: 'write',
  run: sendSignInLink,
})

// ─── Buyers: paying, signing in, the course ─────────────────────────────────────────────────────

const confirmDemoPaymentOp = defineOperation({
  name: 'confirmDemoPayment',
  description: 'A visitor pays with a test card where no real payments are set up.',
  input: demoConfirmSchema,
  audience: 'public',
  effect: 'write',
  run: confirmDemoPayment,
})

const claimPaymentOp = defineOperation({
  name: 'claimPayment',
  description: 'A buyer back from Stripe has her payment recorded, and may be signed in.',
  input: claimPaymentSchema,
  audience: 'public',
  effect: 'write',
  run: claimPayment,
})

const listMyBillingOp = defineOperation({
  name: 'listMyBilling',
  description:
    'A signed-in buyer’s payment plans and memberships: what she pays, until when, and whether a payment failed.',
  input: nothing,
  audience: 'buyer',
  effect: 'read',
  run: (req) => listMyBilling(req),
})

const openBillingPortalOp = defineOperation({
  name: 'openBillingPortal',
  description:
    'A buyer with a payment plan or membership opens her billing page: change her card, pay a failed payment, cancel at the end of the period.',
  input: billingPortalSchema,
  audience: 'buyer',
  effect: 'read',
  run: openBillingPortal,
})

const cancelDemoMembershipOp = defineOperation({
  name: 'cancelDemoMembership',
  description:
    'Demo mode: a buyer cancels her membership at the end of the paid period (or takes that back); access stays open until then.',
  input: cancelDemoMembershipSchema,
  audience: 'buyer',
  effect: 'write',
  run: cancelDemoMembership,
})

const payDemoInstalmentOp = defineOperation({
  name: 'payDemoInstalment',
  description:
    'Demo mode: a buyer pays a failed instalment or renewal with another test card; her course opens again.',
  input: payDemoInstalmentSchema,
  audience: 'buyer',
  effect: 'write',
  run: payDemoInstalment,
})

const moveDemoClockOp = defineOperation({
  name: 'moveDemoClock',
  description:
    'Demo mode only: move the demo payments clock some days ahead, to try instalments, renewals and the end of a membership without waiting.',
  input: moveDemoClockSchema,
  audience: 'owner',
  effect: 'write',
  run: moveDemoClock,
})

const runDemoBillingOp = defineOperation({
  name: 'runDemoBilling',
  description:
    'Demo mode only: charge the demo payment plans and memberships that are due by the demo clock (also runs every hour).',
  input: nothing,
  audience: 'owner',
  effect: 'write',
  run: (req) => runDemoBilling(req),
})

/** Which order a payment or an access change is for: its id, or the payment provider's ids. */
const orderRef = z.union([
  z.strictObject({ id: z.int().check(z.positive()) }),
  z.strictObject({ paymentIntentId: z.string().check(z.minLength(1)) }),
  z.strictObject({ subscriptionId: z.string().check(z.minLength(1)) }),
])

const fulfilOrderOp = defineOperation({
  name: 'fulfilOrder',
  description:
    'A confirmed first payment marks the order paid once: course access opens, the coupon and the referral count, the revenue is recorded and the receipt sent.',
  input: z.strictObject({
    order: orderRef,
    providerPaymentId: z.string().check(z.minLength(1)),
    amountInCents: z.int().check(z.nonnegative()),
    mode: z.enum(['stripe', 'demo']),
    periodEnd: z.optional(z.nullable(z.iso.datetime())),
    customerId: z.optional(z.nullable(z.string())),
  }),
  audience: 'system',
  effect: 'write',
  run: fulfilOrder,
})

const setOrderAccessOp = defineOperation({
  name: 'setOrderAccess',
  description:
    'The course access an order gives is opened, paused (a payment failed) or ended (a refund, a membership that ended).',
  input: z.strictObject({
    order: orderRef,
    access: z.enum(['open', 'paused', 'ended']),
    until: z.optional(z.nullable(z.iso.datetime())),
    orderStatus: z.optional(z.enum(['pending', 'paid', 'past_due', 'cancelled', 'refunded'])),
  }),
  audience: 'system',
  effect: 'write',
  // Declared for the assistant and `npm run ops`; its callers (webhooks, the demo billing clock)
  // call it directly with their own system action.
  run: (req, input) => setOrderAccess(req, { ...input, system: 'paymentWebhook' }),
})

const lookUpPurchaseOp = defineOperation({
  name: 'lookUpPurchase',
  description: 'Whether an address bought the masterclass and the bonus.',
  input: z.strictObject({ email: z.email('Please enter a valid email address') }),
  audience: 'public',
  effect: 'read',
  run: lookUpPurchase,
})

const requestAccessLinkOp = defineOperation({
  name: 'requestAccessLink',
  description: 'A buyer asks for a sign-in link by e-mail; nobody else learns whether she bought.',
  input: accessLinkSchema,
  audience: 'public',
  effect: 'write',
  run: requestAccessLink,
})

const useAccessLinkOp = defineOperation({
  name: 'useAccessLink',
  description: 'A buyer opens her e-mailed sign-in link, once, and is signed in.',
  input: z.strictObject({ token: z.string('The sign-in link is incomplete.') }),
  audience: 'public',
  effect: 'write',
  run: useAccessLink,
})

const signOutBuyerOp = defineOperation({
  name: 'signOutBuyer',
  description: 'A buyer signs out of this browser.',
  input: nothing,
  audience: 'public',
  effect: 'write',
  run: (req) => signOutBuyer(req),
})

const courseShortName = z.string('Unknown course.').check(z.maxLength(255, 'Unknown course.'))

const getCourseOp = defineOperation({
  name: 'getCourse',
  description:
    'A signed-in buyer’s course (the main one, or the one named): the lessons she may open, why the others are still locked, her progress, and every course she owns.',
  input: z.strictObject({ course: z.optional(courseShortName) }),
  audience: 'buyer',
  effect: 'read',
  run: getCourse,
})

const getCoursePreviewOp = defineOperation({
  name: 'getCoursePreview',
  description:
    'A published course’s public page: its sections and lessons, the free preview lessons open to anyone, and where to buy it.',
  input: z.strictObject({ course: courseShortName }),
  audience: 'public',
  effect: 'read',
  run: getCoursePreview,
})

const saveLessonProgressOp = defineOperation({
  name: 'saveLessonProgress',
  description: 'A signed-in buyer’s progress in a module is saved.',
  input: courseProgressSchema,
  audience: 'buyer',
  effect: 'write',
  run: saveLessonProgress,
})

const downloadFileOp = defineOperation({
  name: 'downloadFile',
  description:
    'A signed-in buyer downloads the e-book or the integration guide of a course she owns.',
  input: z.strictObject({
    file: z.string('No such download.'),
    email: z.optional(z.string('email must be an address')),
    course: z.optional(courseShortName),
  }),
  audience: 'buyer',
  effect: 'read',
  run: downloadFile,
})

const downloadLessonFileOp = defineOperation({
  name: 'downloadLessonFile',
  description:
    'A lesson’s file or download, for whoever the lesson is open to: its buyers once it opens for them, anyone for a free preview.',
  input: z.strictObject({
    lesson: z.string('No such download.').check(z.maxLength(255, 'No such download.')),
    item: z.string('No such download.').check(z.maxLength(8, 'No such download.')),
  }),
  audience: 'public',
  effect: 'read',
  run: downloadLessonFile,
})

// ─── The owner's Admin Center: what she reads ───────────────────────────────────────────────────

const getOverviewOp = defineOperation({
  name: 'getOverview',
  description:
    'The Overview tab: leads, applications, revenue and conversion, with 30 days of figures.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => loadOverview(req),
})

const analyticsDays = z.optional(
  z
    .int(`days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`)
    .check(
      z.gte(1, `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`),
      z.lte(MAX_ANALYTICS_DAYS, `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}.`),
    ),
)

const getAnalyticsOp = defineOperation({
  name: 'getAnalytics',
  description:
    'The lead-to-application rate, revenue this month and in all, and for the last days (30 unless asked): visitors, visits, page views, new leads and purchases.',
  input: z.strictObject({ days: analyticsDays }),
  audience: 'owner',
  effect: 'read',
  run: (req, { days }) => loadAnalytics(req, { days: days ?? DEFAULT_ANALYTICS_DAYS }),
})

/** A filter from the Overview's address: her words when it was edited by hand into nonsense. */
const FILTER_UNUSABLE =
  'This filter cannot be used: choose a page, source or campaign from the lists.'
const trafficFilterText = () =>
  z.optional(z.string(FILTER_UNUSABLE).check(z.maxLength(300, FILTER_UNUSABLE)))

const getTrafficOp = defineOperation({
  name: 'getTraffic',
  description:
    'Visits to her site over 7, 30 or 90 days beside the days before: visitors, pages, sources, campaigns, devices and the funnel from visit to lead to buyer, optionally for one page, source or campaign.',
  input: z.strictObject({
    days: z.optional(
      z.union(
        TRAFFIC_PERIODS.map((days) => z.literal(days, 'days must be 7, 30 or 90.')),
        'days must be 7, 30 or 90.',
      ),
    ),
    path: trafficFilterText(),
    source: trafficFilterText(),
    campaign: trafficFilterText(),
  }),
  audience: 'owner',
  effect: 'read',
  run: (req, { days, ...filter }) =>
    loadTraffic(req, { days: days ?? DEFAULT_TRAFFIC_PERIOD, ...filter }),
})

const exportTrafficEventsOp = defineOperation({
  name: 'exportTrafficEvents',
  description:
    'Every page view, play, sign-up and sale of the last days (30 unless asked) with its visit, as a spreadsheet (CSV).',
  input: z.strictObject({ days: analyticsDays }),
  audience: 'owner',
  effect: 'read',
  run: async (req, { days }) => trafficEventsCsv(req, { days: days ?? DEFAULT_ANALYTICS_DAYS }),
})

const listLeadsOp = defineOperation({
  name: 'listLeads',
  description:
    'The Leads tab: the people who left their address, searchable by name, e-mail or source, filtered by source, status, tag and subscription, with how many people (and subscribed) match.',
  input: leadListQuery,
  audience: 'owner',
  effect: 'read',
  run: listLeads,
})

const listApplicationsOp = defineOperation({
  name: 'listApplications',
  description: 'The Applications tab: mentorship applications, searchable, newest first.',
  input: listQuery,
  audience: 'owner',
  effect: 'read',
  run: listApplications,
})

const getApplicationOp = defineOperation({
  name: 'getApplication',
  description: 'One application with every answer and the e-mails about it.',
  input: z.strictObject({ id: id('application') }),
  audience: 'owner',
  effect: 'read',
  run: (req, input) => getApplication(req, input.id),
})

const getPersonOp = defineOperation({
  name: 'getPerson',
  description: 'One person: her sign-ups, purchases, messages, notes, status and tags.',
  input: z.strictObject({ id: id('contact') }),
  audience: 'owner',
  effect: 'read',
  run: (req, input) => getPerson(req, input.id),
})

const listCoursesOp = defineOperation({
  name: 'listCourses',
  description: 'The Courses tab: every course with its enrolments, completion and prices.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => loadCourses(req),
})

const getCourseAnalyticsOp = defineOperation({
  name: 'getCourseAnalytics',
  description: 'How one course is doing: enrolments and how far each lesson is watched.',
  input: z.strictObject({ id: id('course') }),
  audience: 'owner',
  effect: 'read',
  run: (req, input) => loadCourseAnalytics(req, input.id),
})

const getOffersReportOp = defineOperation({
  name: 'getOffersReport',
  description:
    'What each offer has sold: sales, money received after coupons and refunds, refunds, each coupon’s uses, and who has access or a plan or membership running.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => loadOffersReport(req),
})

const getSentMailOp = defineOperation({
  name: 'getSentMail',
  description: 'The e-mail she has sent lately (or on one day of hers) and what failed.',
  input: z.strictObject({
    day: z.optional(z.iso.date('Pick a day from the calendar.')),
  }),
  audience: 'owner',
  effect: 'read',
  run: (req, input) => loadSentMail(req, input),
})

const getSystemStatusOp = defineOperation({
  name: 'getSystemStatus',
  description: 'Settings: whether the database, e-mail, payments and AI are set up and answering.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => loadSystemStatus(req),
})

/** How old an e-mail server check the Overview's banner re-uses (Settings checks it live). */
const RECENT_EMAIL_CHECK_MS = 10 * 60_000

const getLaunchChecklistOp = defineOperation({
  name: 'getLaunchChecklist',
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
})

// ─── The AI assistant's reads and changes (the same rules as every tab) ──────────────────────────

const findPeopleOp = defineOperation({
  name: 'findPeople',
  description:
    'Finds the people on her list by when they joined, how they came in, quiz result, tag, status, subscription, purchase or application, newest first, with how many match and how many of them get e-mail.',
  input: findPeopleSchema,
  audience: 'owner',
  effect: 'read',
  run: (req, input) => findPeople(req, input),
})

const getBusinessReportOp = defineOperation({
  name: 'getBusinessReport',
  description:
    'Her business over the last days (7 unless asked) beside the days before: new leads and where they came from, new people, applications, purchases and revenue.',
  input: z.strictObject({ days: reportDays }),
  audience: 'owner',
  effect: 'read',
  run: (req, { days }) => loadBusinessReport(req, { days: days ?? DEFAULT_REPORT_DAYS }),
})

const getQuizFunnelOp = defineOperation({
  name: 'getQuizFunnel',
  description:
    'The quiz over the last days (30 unless asked): how many started and finished it, each result, and how many quiz takers then bought or applied.',
  input: z.strictObject({ days: reportDays }),
  audience: 'owner',
  effect: 'read',
  run: (req, { days }) => loadQuizFunnel(req, { days: days ?? DEFAULT_QUIZ_FUNNEL_DAYS }),
})

const listSequencesOp = defineOperation({
  name: 'listSequences',
  description:
    'Her sequences: what starts each, whether it is on, its e-mails with their delays, and how many people are in it now.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => listSequences(req),
})

const listEmailTemplatesOp = defineOperation({
  name: 'listEmailTemplates',
  description:
    'Her e-mails with their subject lines and words, and which of them the site sends by itself, to write new ones in her voice.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => listEmailTemplates(req),
})

const enrolInSequenceOp = defineOperation({
  name: 'enrolInSequence',
  description:
    'Puts the people she chose in one of her sequences: each subscribed one not already in it gets its e-mails from the first, at their times.',
  input: enrolInSequenceSchema,
  audience: 'owner',
  effect: 'write',
  run: enrolInSequence,
})

const tagPeopleOp = defineOperation({
  name: 'tagPeople',
  description:
    'Gives a tag to the people she chose (a new name makes a new tag), or takes it off them; a tag given starts the sequences it starts.',
  input: tagPeopleSchema,
  audience: 'owner',
  effect: 'write',
  run: tagPeople,
})

// ─── The owner's Admin Center: what she changes ─────────────────────────────────────────────────

const updateContactOp = defineOperation({
  name: 'updateContact',
  description: 'The owner adds a note to a person, changes her status or her tags.',
  input: z.strictObject({
    id: id('contact'),
    note: z.optional(
      z
        .string('The note must be text')
        .check(
          z.maxLength(
            MAX_NOTE_LENGTH,
            `The note is too long: at most ${MAX_NOTE_LENGTH} characters.`,
          ),
        ),
    ),
    status: z.optional(z.enum(CONTACT_STATUSES, 'Unknown status')),
    tagIds: z.optional(
      z
        .array(
          z.int('Tags are given by their ids').check(z.positive('Tags are given by their ids')),
        )
        .check(z.maxLength(100, 'At most 100 tags')),
    ),
    newTag: z.optional(
      z
        .string('The tag name must be text')
        .check(
          z.maxLength(
            MAX_TAG_NAME_LENGTH,
            `A tag name has at most ${MAX_TAG_NAME_LENGTH} characters.`,
          ),
        ),
    ),
  }),
  audience: 'owner',
  effect: 'write',
  run: (req, { id, ...changes }) => updateContact(req, id, changes),
})

const decideApplicationOp = defineOperation({
  name: 'decideApplication',
  description: 'The owner accepts an application or offers a call; the applicant is e-mailed once.',
  input: z.strictObject({
    id: id('application'),
    decision: z.enum(
      DECISIONS.filter((decision) => decision !== 'decline') as ['accept', 'schedule-call'],
      'decision must be accept or schedule-call',
    ),
    callAt: z.optional(z.string('callAt must be an ISO date and time')),
  }),
  audience: 'owner',
  effect: 'write',
  run: decideApplication,
})

const declineApplicationOp = defineOperation({
  name: 'declineApplication',
  description: 'The owner declines an application; the applicant is e-mailed once.',
  input: z.strictObject({ id: id('application') }),
  audience: 'owner',
  effect: 'destructive',
  run: (req, input) => decideApplication(req, { id: input.id, decision: 'decline' }),
})

const refundPurchaseOp = defineOperation({
  name: 'refundPurchase',
  description: 'The owner refunds a purchase: the money goes back and the course access ends.',
  input: z.strictObject({ id: id('purchase') }),
  audience: 'owner',
  effect: 'destructive',
  run: (req, input) => refundPurchase(req, { purchase: { id: input.id } }),
})

const createCourseOp = defineOperation({
  name: 'createCourse',
  description:
    'The owner adds a course with its offer: its price and how buyers pay (once, in instalments or as a membership).',
  input: courseInputSchema,
  audience: 'owner',
  effect: 'write',
  run: (req, input) => saveCourse(req, { input }),
})

const updateCourseOp = defineOperation({
  name: 'updateCourse',
  description:
    'The owner changes a course’s title, description, price or how buyers pay for it.',
  input: z.extend(courseInputSchema, { id: id('course') }),
  audience: 'owner',
  effect: 'write',
  run: (req, { id, ...input }) => saveCourse(req, { id, input }),
})

const setCoursePublishedOp = defineOperation({
  name: 'setCoursePublished',
  description: 'The owner publishes a course on the site, or takes it down.',
  input: z.extend(publishInputSchema, { id: id('course') }),
  audience: 'owner',
  effect: 'write',
  run: setCoursePublished,
})

const retryMessageOp = defineOperation({
  name: 'retryMessage',
  description: 'The owner sends again an e-mail that failed for good.',
  input: z.strictObject({ id: id('message') }),
  audience: 'owner',
  effect: 'write',
  run: retryMessage,
})

// ─── E-mail marketing ───────────────────────────────────────────────────────────────────────────

const campaignId = z.strictObject({ id: id('campaign') })
const trackingInput = z.strictObject({
  token: z.string('This link does not work.').check(z.maxLength(64, 'This link does not work.')),
  userAgent: z.optional(z.string().check(z.maxLength(1000))),
})

const getEmailMetricsOp = defineOperation({
  name: 'getEmailMetrics',
  description:
    'Open, click and conversion rates, e-mails sent and active campaigns, from the deliveries.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: loadEmailMetrics,
})

const getEmailTabOp = defineOperation({
  name: 'getEmailTab',
  description:
    'The Email tab: subscribers, campaigns with their figures, weekly rates and audiences.',
  input: z.strictObject({ archived: z.optional(z.boolean('archived must be true or false')) }),
  audience: 'owner',
  effect: 'read',
  run: loadEmailTab,
})

const describeAudienceOp = defineOperation({
  name: 'describeAudience',
  description:
    'One campaign audience in words and how many subscribed people it holds now (for a Leads filter: the list’s subscribed count).',
  input: z.strictObject({ audience: campaignDraftSchema.shape.audience }),
  audience: 'owner',
  effect: 'read',
  run: describeAudience,
})

const previewCampaignOp = defineOperation({
  name: 'previewCampaign',
  description:
    'Shows a campaign as the first person of its audience will read it, and how many get it.',
  input: campaignDraftSchema,
  audience: 'owner',
  effect: 'read',
  run: previewCampaign,
})

const sendTestCampaignOp = defineOperation({
  name: 'sendTestCampaign',
  description: 'Sends a campaign to the owner’s own address, marked as a test.',
  input: campaignDraftSchema,
  audience: 'owner',
  effect: 'write',
  run: sendTestCampaign,
})

/** A template and, optionally, the real person to show it for. */
const templatePreviewInput = z.strictObject({
  id: id('e-mail'),
  contactId: z.optional(id('person')),
})

const previewTemplateOp = defineOperation({
  name: 'previewTemplate',
  description:
    'Shows an e-mail’s latest draft as it would be sent, for a sample person or a real one, as HTML and plain text.',
  input: templatePreviewInput,
  audience: 'owner',
  effect: 'read',
  run: previewTemplate,
})

const sendTemplateTestOp = defineOperation({
  name: 'sendTemplateTest',
  description:
    'Sends an e-mail’s latest draft to the owner’s own address, marked as a test; nobody else gets it.',
  input: templatePreviewInput,
  audience: 'owner',
  effect: 'write',
  run: sendTemplateTest,
})

const findPreviewPeopleOp = defineOperation({
  name: 'findPreviewPeople',
  description: 'Finds people by name or e-mail address, to preview an e-mail as one of them.',
  input: z.strictObject({
    q: z
      .string('Type a name or an e-mail address.')
      .check(
        z.trim(),
        z.minLength(2, 'Type at least two letters.'),
        z.maxLength(100, 'That is too long to search for.'),
      ),
  }),
  audience: 'owner',
  effect: 'read',
  run: findPreviewPeople,
})

const resetTemplateOp = defineOperation({
  name: 'resetTemplate',
  description:
    'Puts one of the site’s own e-mails back to its original words, saved as a draft to publish.',
  input: z.strictObject({ id: id('e-mail') }),
  audience: 'owner',
  effect: 'write',
  run: resetTemplate,
})

const saveCampaignOp = defineOperation({
  name: 'saveCampaign',
  description:
    'Saves a campaign draft (subject, words with {{name}}, audience), or her edit of one.',
  input: z.extend(campaignDraftSchema, { id: z.optional(id('campaign')) }),
  audience: 'owner',
  effect: 'write',
  run: saveCampaign,
})

const sendCampaignOp = defineOperation({
  name: 'sendCampaign',
  description:
    'Sends a campaign to its audience now, or schedules it for a time; unsubscribed people never get it.',
  input: z.extend(campaignId, { at: sendTimeSchema }),
  audience: 'owner',
  effect: 'write',
  run: sendCampaign,
})

const cancelCampaignOp = defineOperation({
  name: 'cancelCampaign',
  description: 'Cancels a scheduled campaign before its time; it becomes a draft again.',
  input: campaignId,
  audience: 'owner',
  effect: 'write',
  run: cancelCampaign,
})

const duplicateCampaignOp = defineOperation({
  name: 'duplicateCampaign',
  description: 'Makes a new draft with the same subject, words and audience as a campaign.',
  input: campaignId,
  audience: 'owner',
  effect: 'write',
  run: duplicateCampaign,
})

const resendToNonOpenersOp = defineOperation({
  name: 'resendToNonOpeners',
  description: 'Makes a new draft of a sent campaign for the people who did not open it.',
  input: campaignId,
  audience: 'owner',
  effect: 'write',
  run: resendToNonOpeners,
})

const archiveCampaignOp = defineOperation({
  name: 'archiveCampaign',
  description: 'Moves a campaign out of the list (or back), its figures kept.',
  input: z.extend(campaignId, { archived: z.boolean('archived must be true or false') }),
  audience: 'owner',
  effect: 'write',
  run: archiveCampaign,
})

const runCampaignOp = defineOperation({
  name: 'runCampaign',
  description:
    'The send job: starts a due campaign, fixes its recipients once, and sends each of them one copy.',
  input: z.strictObject({ campaignId: z.int().check(z.positive()) }),
  audience: 'system',
  effect: 'write',
  run: runCampaign,
})

const saveSequenceOp = defineOperation({
  name: 'saveSequence',
  description:
    'Saves a sequence: what starts it, its steps (an e-mail, a delay, a time of day) and when she leaves it.',
  input: z.extend(sequenceFields, { id: z.optional(id('sequence')) }).check(tagRule),
  audience: 'owner',
  effect: 'write',
  run: saveSequence,
})

const runSequenceStepOp = defineOperation({
  name: 'runSequenceStep',
  description:
    'The step job: one e-mail of a sequence to one woman at its time, once, unless she has left it.',
  input: z.strictObject({
    enrollmentId: z.int().check(z.positive()),
    step: z.int().check(z.nonnegative()),
  }),
  audience: 'system',
  effect: 'write',
  run: runSequenceStep,
})

const followTrackedLinkOp = defineOperation({
  name: 'followTrackedLink',
  description:
    'A reader follows a link in a campaign: her click is counted and she goes where it said.',
  input: trackingInput,
  audience: 'public',
  effect: 'write',
  run: followTrackedLink,
})

const recordPageEventOp = defineOperation({
  name: 'recordPageEvent',
  description:
    'A page of her site reports a visit (a view, a video played, a quiz started, or that the visitor is leaving): counted without cookies, unless it is a bot, a prefetch or the owner herself.',
  input: pageEventSchema,
  audience: 'public',
  effect: 'write',
  run: recordPageEvent,
})

const recordOpenOp = defineOperation({
  name: 'recordOpen',
  description:
    'A reader’s mail app loads a campaign’s images: the open is counted (approximately).',
  input: trackingInput,
  audience: 'public',
  effect: 'write',
  run: recordOpen,
})

/**
 * Every business action, by name: what endpoints, admin views, jobs, the AI assistant's tools
 * and MCP call. `npm run ops` prints it; tests/int/catalogue.int.spec.ts walks it.
 */
const cleanUpOp = defineOperation({
  name: 'cleanUp',
  description:
    'Every minute: unpaid workshop holds whose time is up give their spot back; expired sessions and links go.',
  input: nothing,
  audience: 'system',
  effect: 'write',
  run: (req) => cleanUp(req),
})

const sumTrafficDaysOp = defineOperation({
  name: 'sumTrafficDays',
  description:
    'Every ten minutes: adds up each finished day of visits for the Overview, and deletes visits older than she keeps them (13 months unless she set another period).',
  input: nothing,
  audience: 'system',
  effect: 'write',
  run: (req) => sumTrafficDays(req),
})

const deliverMessageOp = defineOperation({
  name: 'deliverMessage',
  description: 'One queued e-mail is sent (or skipped for someone who unsubscribed) and logged.',
  input: z.strictObject({ messageId: z.int().check(z.positive()) }),
  audience: 'system',
  effect: 'write',
  run: deliverMessage,
})

// ─── Her own AI apps (MCP, /api/mcp) ─────────────────────────────────────────────────────────────

const KEY_LABEL_REQUIRED = 'Please name the app this key is for.'

const createMcpKeyOp = defineOperation({
  name: 'createMcpKey',
  description:
    'Makes a key for one of her AI apps (ChatGPT, Claude, …) to read her business and propose changes as her; the key is shown once.',
  input: z.strictObject({
    label: z
      .string(KEY_LABEL_REQUIRED)
      .check(
        z.trim(),
        z.minLength(1, KEY_LABEL_REQUIRED),
        z.maxLength(
          MAX_KEY_LABEL_LENGTH,
          `A key's name has at most ${MAX_KEY_LABEL_LENGTH} characters.`,
        ),
      ),
  }),
  audience: 'owner',
  effect: 'write',
  run: createMcpKey,
})

const revokeMcpKeyOp = defineOperation({
  name: 'revokeMcpKey',
  description: 'Revokes one of her AI app keys: the app that holds it is refused from then on.',
  input: z.strictObject({ id: id('key') }),
  audience: 'owner',
  effect: 'write',
  run: revokeMcpKey,
})

const listMcpKeysOp = defineOperation({
  name: 'listMcpKeys',
  description:
    'Her AI app keys by name and first characters, when each was made and last used, and which are revoked.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => listMcpKeys(req),
})

// ─── AI Insights and voice commands ─────────────────────────────────────────────────────────────

const getAiInsightsOp = defineOperation({
  name: 'getAiInsights',
  description:
    'The Overview’s AI Insights: how many new leads of the last 30 days are engaged, the e-mail click rate of the last 30 days, and conversion this week against last, each with a sentence.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => getAiInsights(req),
})

const transcribeVoiceCommandOp = defineOperation({
  name: 'transcribeVoiceCommand',
  description:
    'Her spoken command as text (transcribed by OpenAI), and whether it only asks something, so it may run at once.',
  input: z.strictObject({
    audio: z.instanceof(Uint8Array, { error: VOICE_NOT_AUDIO }).check(
      z.refine((bytes) => bytes.byteLength <= MAX_VOICE_BYTES, { error: VOICE_TOO_LARGE }),
      z.refine(isAudio, { error: VOICE_NOT_AUDIO }),
    ),
    name: z.optional(z.string(VOICE_NOT_AUDIO)),
    type: z.optional(z.string(VOICE_NOT_AUDIO)),
  }),
  audience: 'owner',
  effect: 'read',
  run: transcribeVoiceCommand,
})

// ─── The AI assistant (her commands, its suggestions, her decisions) ────────────────────────────

const runAssistantCommandOp = defineOperation({
  name: 'runAssistantCommand',
  description:
    'Her command to the AI assistant, answered from her real figures; any change it suggests waits for her Accept.',
  input: commandSchema,
  audience: 'owner',
  effect: 'write',
  run: (req, input) => runAssistantCommand(req, input),
})

const acceptProposalOp = defineOperation({
  name: 'acceptProposal',
  description:
    'She accepts an assistant suggestion, as she edited it: it is carried out once and what changed is kept in her history.',
  input: acceptSchema,
  audience: 'owner',
  effect: 'write',
  run: acceptProposal,
})

const dismissProposalOp = defineOperation({
  name: 'dismissProposal',
  description: 'She dismisses an assistant suggestion: nothing of it is done.',
  input: commandIdSchema,
  audience: 'owner',
  effect: 'write',
  run: dismissProposal,
})

const listAssistantHistoryOp = defineOperation({
  name: 'listAssistantHistory',
  description:
    'Her past commands to the assistant, newest first: when, what she asked, what it suggested and what changed.',
  input: historyQuerySchema,
  audience: 'owner',
  effect: 'read',
  run: listAssistantHistory,
})

// ─── Narration ──────────────────────────────────────────────────────────────────────────────────

const narrateQuizTextOp = defineOperation({
  name: 'narrateQuizText',
  description: 'A quiz question or result is read aloud in her chosen voice (ElevenLabs, cached).',
  input: textToSpeechBodySchema,
  audience: 'public',
  effect: 'read',
  run: narrateQuizText,
})

const narrateStoryOp = defineOperation({
  name: 'narrateStory',
  description: 'The home page’s story is read aloud in the voice it names (ElevenLabs, cached).',
  input: generateVoiceBodySchema,
  audience: 'public',
  effect: 'read',
  run: narrateStory,
})

// ─── Affiliates: her referral partners, their clicks and commissions ───────────────────────────

const recordAffiliateClickOp = defineOperation({
  name: 'recordAffiliateClick',
  description:
    'A visitor arrives through an affiliate’s link (?ref=): the click is counted without her address, and a sale within 30 days is credited to that affiliate (the last link she followed).',
  input: affiliateClickSchema,
  audience: 'public',
  effect: 'write',
  run: recordAffiliateClick,
})

const getAffiliatePageOp = defineOperation({
  name: 'getAffiliatePage',
  description:
    'An affiliate opens her own page by the link she was e-mailed: her link, clicks, sales and earnings, nothing about anyone else.',
  input: affiliatePageSchema,
  audience: 'public',
  effect: 'read',
  run: getAffiliatePage,
})

const getAffiliateReportOp = defineOperation({
  name: 'getAffiliateReport',
  description:
    'The Affiliates view: each affiliate’s clicks, sales, commissions to approve, to pay, paid and refunded, and her earnings; the commissions to act on.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => loadAffiliateReport(req),
})

const exportAffiliateCommissionsOp = defineOperation({
  name: 'exportAffiliateCommissions',
  description:
    'Every affiliate commission as a spreadsheet (CSV): the affiliate and her PayPal, the sale, what the buyer paid, the commission and where it stands.',
  input: nothing,
  audience: 'owner',
  effect: 'read',
  run: (req) => affiliateCommissionsCsv(req),
})

const approveCommissionsOp = defineOperation({
  name: 'approveCommissions',
  description:
    'Approves affiliate commissions whose sale stands, so they are ready to pay (a refunded sale’s cannot be approved).',
  input: commissionIdsSchema,
  audience: 'owner',
  effect: 'write',
  run: approveCommissions,
})

const markCommissionsPaidOp = defineOperation({
  name: 'markCommissionsPaid',
  description:
    'Records that she paid approved affiliate commissions (by PayPal or otherwise), dated today.',
  input: commissionIdsSchema,
  audience: 'owner',
  effect: 'write',
  run: markCommissionsPaid,
})

const sendAffiliatePageLinkOp = defineOperation({
  name: 'sendAffiliatePageLink',
  description:
    'E-mails an affiliate the link to her own page (her link to share, her clicks, sales and earnings); it works for 90 days.',
  input: affiliateIdSchema,
  audience: 'owner',
  effect: 'write',
  run: sendAffiliatePageLink,
})

export const catalogue = Object.freeze({
  captureLead: captureLeadOp,
  joinWaitlist: joinWaitlistOp,
  sendContactMessage: sendContactMessageOp,
  submitApplication: submitApplicationOp,
  lookUpSubscription: lookUpSubscriptionOp,
  unsubscribe: unsubscribeOp,
  resubscribe: resubscribeOp,
  startCheckout: startCheckoutOp,
  registerForWorkshop: registerForWorkshopOp,
  confirmDemoPayment: confirmDemoPaymentOp,
  claimPayment: claimPaymentOp,
  listMyBilling: listMyBillingOp,
  openBillingPortal: openBillingPortalOp,
  cancelDemoMembership: cancelDemoMembershipOp,
  payDemoInstalment: payDemoInstalmentOp,
  moveDemoClock: moveDemoClockOp,
  runDemoBilling: runDemoBillingOp,
  fulfilOrder: fulfilOrderOp,
  setOrderAccess: setOrderAccessOp,
  lookUpPurchase: lookUpPurchaseOp,
  requestAccessLink: requestAccessLinkOp,
  useAccessLink: useAccessLinkOp,
  signOutBuyer: signOutBuyerOp,
  getCourse: getCourseOp,
  getCoursePreview: getCoursePreviewOp,
  saveLessonProgress: saveLessonProgressOp,
  downloadFile: downloadFileOp,
  downloadLessonFile: downloadLessonFileOp,
  requestMagicLink: requestMagicLinkOp,
  signInWithMagicLink: signInWithMagicLinkOp,
  signOut: signOutOp,
  getOwnerSession: getOwnerSessionOp,
  getOverview: getOverviewOp,
  getAnalytics: getAnalyticsOp,
  getTraffic: getTrafficOp,
  exportTrafficEvents: exportTrafficEventsOp,
  listLeads: listLeadsOp,
  listApplications: listApplicationsOp,
  getApplication: getApplicationOp,
  getPerson: getPersonOp,
  listCourses: listCoursesOp,
  getCourseAnalytics: getCourseAnalyticsOp,
  getOffersReport: getOffersReportOp,
  getSentMail: getSentMailOp,
  getSystemStatus: getSystemStatusOp,
  getLaunchChecklist: getLaunchChecklistOp,
  findPeople: findPeopleOp,
  getBusinessReport: getBusinessReportOp,
  getQuizFunnel: getQuizFunnelOp,
  listSequences: listSequencesOp,
  listEmailTemplates: listEmailTemplatesOp,
  enrolInSequence: enrolInSequenceOp,
  tagPeople: tagPeopleOp,
  updateContact: updateContactOp,
  decideApplication: decideApplicationOp,
  declineApplication: declineApplicationOp,
  refundPurchase: refundPurchaseOp,
  createCourse: createCourseOp,
  updateCourse: updateCourseOp,
  setCoursePublished: setCoursePublishedOp,
  retryMessage: retryMessageOp,
  getEmailMetrics: getEmailMetricsOp,
  getEmailTab: getEmailTabOp,
  describeAudience: describeAudienceOp,
  previewCampaign: previewCampaignOp,
  sendTestCampaign: sendTestCampaignOp,
  previewTemplate: previewTemplateOp,
  sendTemplateTest: sendTemplateTestOp,
  findPreviewPeople: findPreviewPeopleOp,
  resetTemplate: resetTemplateOp,
  saveCampaign: saveCampaignOp,
  sendCampaign: sendCampaignOp,
  cancelCampaign: cancelCampaignOp,
  duplicateCampaign: duplicateCampaignOp,
  resendToNonOpeners: resendToNonOpenersOp,
  archiveCampaign: archiveCampaignOp,
  followTrackedLink: followTrackedLinkOp,
  recordOpen: recordOpenOp,
  recordPageEvent: recordPageEventOp,
  runCampaign: runCampaignOp,
  saveSequence: saveSequenceOp,
  runSequenceStep: runSequenceStepOp,
  sendOwnerSignInLink: sendOwnerSignInLinkOp,
  cleanUp: cleanUpOp,
  sumTrafficDays: sumTrafficDaysOp,
  deliverMessage: deliverMessageOp,
  narrateQuizText: narrateQuizTextOp,
  narrateStory: narrateStoryOp,
  runAssistantCommand: runAssistantCommandOp,
  acceptProposal: acceptProposalOp,
  dismissProposal: dismissProposalOp,
  listAssistantHistory: listAssistantHistoryOp,
  getAiInsights: getAiInsightsOp,
  transcribeVoiceCommand: transcribeVoiceCommandOp,
  createMcpKey: createMcpKeyOp,
  revokeMcpKey: revokeMcpKeyOp,
  listMcpKeys: listMcpKeysOp,
  recordAffiliateClick: recordAffiliateClickOp,
  getAffiliatePage: getAffiliatePageOp,
  getAffiliateReport: getAffiliateReportOp,
  exportAffiliateCommissions: exportAffiliateCommissionsOp,
  approveCommissions: approveCommissionsOp,
  markCommissionsPaid: markCommissionsPaidOp,
  sendAffiliatePageLink: sendAffiliatePageLinkOp,
})

export type OperationName = keyof typeof catalogue

/** Every operation, for callers that walk them all (the tests, `npm run ops`, the AI tools). */
export const allOperations = Object.values(catalogue) as readonly Operation[]
