import type { catalogue } from '@/catalogue'

/*
 * Where each operation is served over HTTP, declared once: the endpoints are built from it
 * (src/endpoints, operationEndpoint) and so is the Admin Center's client (ownerApi.ts), whose
 * answers are typed by the operation's own result. Nothing here runs on the server alone: the
 * browser imports it too.
 */

type Catalogue = typeof catalogue
export type OperationName = keyof Catalogue

/** What an operation's work returns. */
export type ResultOf<Name extends OperationName> = Awaited<ReturnType<Catalogue[Name]['run']>>

export type HttpMethod = 'GET' | 'POST' | 'PATCH'

/** One route: its method and path (under /api), and what it answers of the operation's result. */
export type Route<Result = unknown> = {
  method: HttpMethod
  path: string
  /** The status of a JSON answer (201 for what it creates); 200 by default. */
  status?: number
  /** The body of a JSON answer, from the result; the result itself by default. */
  body?: (result: Result) => unknown
}

export type RouteOf<Name extends OperationName> = Route<ResultOf<Name>> & {
  /** A second route of the same operation when its input names a row (an edit: PATCH /…/:id). */
  withId?: Route<ResultOf<Name>>
}

/** An operation served by another's route, which tells them apart by `also` in the body. */
type Shared = { sameAs: OperationName; also: Record<string, string> }

const created = { status: 201 } as const

type CampaignOnly = { id: number; status: string }
const campaignAnswer = ({ campaign }: { campaign: CampaignOnly }) => ({
  id: campaign.id,
  status: campaign.status,
})

export const ROUTES = {
  // The public site's forms and links.
  sendContactMessage: { method: 'POST', path: '/contact' },
  captureLead: { method: 'POST', path: '/leads' },
  joinWaitlist: { method: 'POST', path: '/waitlist' },
  submitApplication: { method: 'POST', path: '/applications' },
  lookUpSubscription: { method: 'GET', path: '/unsubscribe' },
  unsubscribe: { method: 'POST', path: '/unsubscribe' },
  resubscribe: { method: 'POST', path: '/resubscribe' },
  lookUpConfirmation: { method: 'GET', path: '/confirm-subscription' },
  confirmSubscription: { method: 'POST', path: '/confirm-subscription' },
  requestMyData: { method: 'POST', path: '/my-data/request' },
  lookUpMyData: { method: 'GET', path: '/my-data' },
  downloadMyData: { method: 'GET', path: '/my-data/download' },
  askForErasure: { method: 'POST', path: '/my-data/erasure' },
  startCheckout: { method: 'POST', path: '/create-payment-intent' },
  registerForWorkshop: { method: 'POST', path: '/workshop/:slug/register' },
  narrateQuizText: { method: 'POST', path: '/text-to-speech' },
  narrateStory: { method: 'POST', path: '/generate-voice' },
  recordAffiliateClick: { method: 'POST', path: '/affiliate-click' },
  recordOpen: { method: 'GET', path: '/email/open/:token' },

  // Buyers: paying, signing in, the course, billing.
  confirmDemoPayment: { method: 'POST', path: '/demo-payments/confirm' },
  claimPayment: { method: 'POST', path: '/member/claim-payment' },
  lookUpPurchase: { method: 'GET', path: '/verify-purchase/:email' },
  requestAccessLink: { method: 'POST', path: '/member/access-link' },
  useAccessLink: { method: 'POST', path: '/member/sign-in' },
  signOutBuyer: { method: 'POST', path: '/member/sign-out' },
  getCourse: { method: 'GET', path: '/course' },
  getCoursePreview: { method: 'GET', path: '/course-preview/:course' },
  saveLessonProgress: { method: 'POST', path: '/course/progress' },
  downloadFile: { method: 'GET', path: '/download/:file' },
  downloadLessonFile: { method: 'GET', path: '/download/lesson/:lesson/:item' },
  listMyBilling: { method: 'GET', path: '/member/billing' },
  openBillingPortal: { method: 'POST', path: '/member/billing-portal' },
  cancelDemoMembership: { method: 'POST', path: '/member/demo-billing/cancel' },
  payDemoInstalment: { method: 'POST', path: '/member/demo-billing/pay' },

  // The owner's sign-in.
  requestMagicLink: { method: 'POST', path: '/admin/request-magic-link' },
  signInWithMagicLink: { method: 'POST', path: '/admin/verify-magic-link' },
  getOwnerSession: { method: 'GET', path: '/admin/verify-auth' },
  signOut: { method: 'POST', path: '/admin/sign-out' },

  // The Admin Center: what she reads.
  getOverview: { method: 'GET', path: '/admin/overview' },
  getAnalytics: { method: 'GET', path: '/admin/analytics' },
  exportTrafficEvents: { method: 'GET', path: '/admin/analytics/events.csv' },
  getTraffic: { method: 'GET', path: '/admin/traffic' },
  listLeads: { method: 'GET', path: '/admin/leads' },
  listApplications: { method: 'GET', path: '/admin/applications' },
  getPerson: { method: 'GET', path: '/admin/contacts/:id' },
  listCourses: { method: 'GET', path: '/admin/courses' },
  getCourseAnalytics: { method: 'GET', path: '/admin/courses/:id/analytics' },
  getOffersReport: { method: 'GET', path: '/admin/offers' },
  getSystemStatus: { method: 'GET', path: '/admin/system-status' },
  getLaunchChecklist: { method: 'GET', path: '/admin/launch-checklist' },
  getSentMail: { method: 'GET', path: '/admin/email-messages' },
  getEmailMetrics: { method: 'GET', path: '/admin/ai-email/metrics' },
  getEmailTab: { method: 'GET', path: '/admin/email' },
  getAffiliateReport: { method: 'GET', path: '/admin/affiliates' },
  exportAffiliateCommissions: { method: 'GET', path: '/admin/affiliates/commissions.csv' },
  getAiInsights: { method: 'GET', path: '/admin/ai-insights' },
  listAssistantHistory: { method: 'GET', path: '/admin/ai-history' },

  // The Admin Center: what she changes.
  updateContact: { method: 'PATCH', path: '/admin/contacts/:id' },
  decideApplication: { method: 'POST', path: '/admin/applications/:id/decision' },
  refundPurchase: { method: 'POST', path: '/orders/:id/refund' },
  createCourse: {
    method: 'POST',
    path: '/admin/courses',
    ...created,
    body: ({ course, product }) => ({ id: course.id, slug: course.slug, productId: product.id }),
  },
  updateCourse: {
    method: 'PATCH',
    path: '/admin/courses/:id',
    body: ({ course }) => ({ id: course.id, slug: course.slug }),
  },
  setCoursePublished: {
    method: 'POST',
    path: '/admin/courses/:id/publish',
    body: ({ course, changed }) => ({
      id: course.id,
      isPublished: course.isPublished === true,
      changed,
    }),
  },
  retryMessage: {
    method: 'POST',
    path: '/admin/email-messages/:id/retry',
    body: ({ message, requeued }) => ({ id: message.id, status: message.status, requeued }),
  },
  previewCampaign: { method: 'POST', path: '/admin/campaigns/preview' },
  sendTestCampaign: { method: 'POST', path: '/admin/campaigns/test' },
  saveCampaign: {
    method: 'POST',
    path: '/admin/campaigns',
    ...created,
    body: (campaign) => ({ id: campaign.id, status: campaign.status }),
    withId: {
      method: 'PATCH',
      path: '/admin/campaigns/:id',
      body: (campaign) => ({ id: campaign.id, status: campaign.status }),
    },
  },
  sendCampaign: {
    method: 'POST',
    path: '/admin/campaigns/:id/send',
    body: ({ campaign, recipients }) => ({
      id: campaign.id,
      status: campaign.status,
      scheduledFor: campaign.scheduledFor ?? null,
      recipients,
    }),
  },
  cancelCampaign: { method: 'POST', path: '/admin/campaigns/:id/cancel', body: campaignAnswer },
  duplicateCampaign: {
    method: 'POST',
    path: '/admin/campaigns/:id/duplicate',
    ...created,
    body: campaignAnswer,
  },
  resendToNonOpeners: {
    method: 'POST',
    path: '/admin/campaigns/:id/resend',
    ...created,
    body: campaignAnswer,
  },
  archiveCampaign: {
    method: 'POST',
    path: '/admin/campaigns/:id/archive',
    body: ({ campaign }) => ({
      id: campaign.id,
      status: campaign.status,
      archived: campaign.archived === true,
    }),
  },
  saveSequence: {
    method: 'POST',
    path: '/admin/sequences',
    ...created,
    body: (sequence) => ({ id: sequence.id }),
    withId: {
      method: 'PATCH',
      path: '/admin/sequences/:id',
      body: (sequence) => ({ id: sequence.id }),
    },
  },
  findPreviewPeople: { method: 'POST', path: '/email-templates/preview-people' },
  previewTemplate: { method: 'POST', path: '/email-templates/:id/preview' },
  sendTemplateTest: { method: 'POST', path: '/email-templates/:id/test' },
  resetTemplate: { method: 'POST', path: '/email-templates/:id/reset' },
  runAssistantCommand: { method: 'POST', path: '/admin/ai-command' },
  acceptProposal: { method: 'POST', path: '/admin/ai-command/:id/accept' },
  dismissProposal: { method: 'POST', path: '/admin/ai-command/:id/dismiss' },
  transcribeVoiceCommand: { method: 'POST', path: '/admin/voice-command' },
  createMcpKey: { method: 'POST', path: '/admin/mcp-keys', ...created },
  revokeMcpKey: { method: 'POST', path: '/admin/mcp-keys/:id/revoke' },
  approveCommissions: { method: 'POST', path: '/admin/affiliates/commissions/approve' },
  markCommissionsPaid: { method: 'POST', path: '/admin/affiliates/commissions/paid' },
  sendAffiliatePageLink: { method: 'POST', path: '/admin/affiliates/:id/page-link' },

  // Bringing her list and customers from another product (the Leads tab → Import).
  uploadImport: { method: 'POST', path: '/admin/imports', ...created },
  listImports: { method: 'GET', path: '/admin/imports' },
  getImport: { method: 'GET', path: '/admin/imports/:id' },
  checkImport: { method: 'POST', path: '/admin/imports/:id/check' },
  startImport: { method: 'POST', path: '/admin/imports/:id/start' },
  exportImportProblems: { method: 'GET', path: '/admin/imports/:id/problems.csv' },

  // A person's data on her request (her page in the Leads tab): the archive, and the erasure.
  exportPerson: { method: 'GET', path: '/admin/people/:id/data' },
  erasePerson: { method: 'POST', path: '/admin/people/:id/erase' },
} as const satisfies { readonly [Name in OperationName]?: RouteOf<Name> }

/** Operations served by another's route. */
export const SHARED_ROUTES = {
  declineApplication: { sameAs: 'decideApplication', also: { decision: 'decline' } },
} as const satisfies { readonly [Name in OperationName]?: Shared }

export type RoutedOperation = keyof typeof ROUTES

/** What the route answers: its body from the result, or the result itself. */
export type AnswerOf<Name extends OperationName> = Name extends RoutedOperation
  ? (typeof ROUTES)[Name] extends { body: (result: never) => infer Body }
    ? Body
    : ResultOf<Name>
  : ResultOf<Name>

/** A route's JSON answer for a result: its body and status. */
export function answerOf<Result>(route: Route<Result>, result: Result) {
  return { body: route.body ? route.body(result) : result, status: route.status ?? 200 }
}
