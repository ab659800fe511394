import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { AppError, errorResponse, toAppError } from './errors'

/**
 * Runs an operation's work in one transaction on the caller's request, so every Payload call
 * given `req` runs as the caller (her `req.user`, through access) and commits together. An
 * operation called by another joins its transaction instead of starting one.
 */
export async function inOperation<T>(
  req: PayloadRequest,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw toAppError(error) ?? error
  }
}

/**
 * The writes that must bypass access, each with a name: a visitor's public sign-up cannot be
 * given create rights on the collections it writes, a webhook has no user, a job runs for nobody.
 * `grep -rn "asSystem(" src` lists every place; `overrideAccess: true` appears only below.
 */
export const SYSTEM_ACTIONS = {
  recordContact:
    'Every submission, purchase and registration is linked to the contact of its e-mail',
  publicSignUp: 'A visitor signs up (lead, waitlist, contact message, application)',
  mailingConsent:
    'Her yes to marketing e-mail is recorded or withdrawn, an address that refuses mail is marked, and the suppression list kept',
  publicCheckout: 'A visitor starts a checkout or registers for a workshop',
  paymentWebhook: 'Stripe (or the demo confirmation) reports a payment or a refund',
  memberSignIn: 'A buyer signs in with a link or after paying; her session is resolved',
  adminSignIn: 'The owner signs in with an e-mailed link; her admin session is resolved',
  memberCourse: "A signed-in buyer's course content and progress, filtered by her entitlements",
  revenueLedger: 'A money event is appended to the revenue record (nobody types revenue in)',
  emailDelivery: 'The e-mail job renders, sends and logs a message',
  emailCampaign:
    "The owner's campaigns change only through their operations (their REST writes are closed); the send job records each delivery",
  emailSequence:
    'Her sign-up, purchase or tag starts a sequence, and its steps are sent by the jobs queue',
  emailTracking:
    'A recipient opens a marketing e-mail or follows its link: her delivery records it',
  emailRetry: 'The owner re-queues a message that failed for good; only the system writes the log',
  housekeeping: 'The scheduled job releases holds and deletes expired rows',
  jobRunner:
    'A jobs worker (npm run jobs) takes queued jobs for itself in one statement, so no two workers run one job',
  analytics:
    'A visit or a business event is counted (no user: a visitor, a webhook, a job); its daily sums and old visits are kept up by the scheduled job',
  rateLimits: 'Every request is counted against the site’s budgets, whoever sends it',
  seed: 'First start: seeds the content and the owner account',
  aiAppKeys:
    'Her AI app keys are written only by their operations (their REST writes are closed); an AI app’s request (/api/mcp) is resolved to her by its key, and its last use recorded',
  assistantLog:
    "The assistant's commands, suggestions and what Accept changed are recorded; its REST writes are closed so her history stays true",
  demoBilling:
    'Demo mode only: the demo payments clock moves and its instalments and renewals are charged (no user: a job or a test)',
  affiliateClick:
    'A visitor arrives through an affiliate link: the click is counted (hashed, no raw IP) for the 30-day attribution',
  affiliatePage:
    'An affiliate opens her own page by its e-mailed link and reads her own clicks, sales and earnings, nothing else',
  importPeople:
    'Her imports change only through their operations (their REST writes are closed); the import job writes the people, tags, consent and complimentary orders she checked and started',
  mailProviderWebhook:
    'Her e-mail provider reports an address that bounced for good or a spam complaint (signed, no user)',
  stripeSync:
    "With a Stripe key, each offer's Stripe product and price are kept in step by a job (no user)",
  personalData:
    'The owner answers a request for a person’s data or her erasure: every row of hers is read, deleted or anonymised, and the request recorded',
  ownDataRequest:
    'Someone opens the link e-mailed to her address: she reads her own data (every row of hers, nothing else) or asks to be erased, which waits for the owner',
  publicContent:
    'The public site renders its published pages, settings, quiz and workshops (drafts only in her preview)',
} as const

export type SystemAction = keyof typeof SYSTEM_ACTIONS

/** Local API options for a named system action (see SYSTEM_ACTIONS). */
export const asSystem = (action: SystemAction) =>
  ({ overrideAccess: true, context: { systemAction: action } }) as const

/**
 * Requests the server made for itself, and for which action. A request's `context` is no proof:
 * Payload copies a call's `context` (asSystem's too) onto the request it is given, so a visitor's
 * request that once wrote as the system would carry the name.
 */
const systemCallers = new WeakMap<PayloadRequest, SystemAction>()

/** A request with no user, for system actions started outside any request (jobs, webhooks, scripts). */
export async function systemRequest(payload: Payload, action: SystemAction) {
  const req = await createLocalReq({ context: { systemAction: action } }, payload)
  systemCallers.set(req, action)
  return req
}

/**
 * A job's own request, which the job runner made (no visitor's request ever reaches a job), as
 * the server's for this action.
 */
export function serverOwnRequest(req: PayloadRequest, action: SystemAction) {
  systemCallers.set(req, action)
  return req
}

/** The system action a request was made for by systemRequest, if it was. */
export const systemActionOf = (req: PayloadRequest): SystemAction | undefined =>
  systemCallers.get(req)

/** Turns what an operation threw into the endpoint's answer; rethrows what is not ours. */
export function answerError(error: unknown): Response {
  const appError = toAppError(error)
  if (!appError) throw error
  return errorResponse(appError)
}

/** Wraps an endpoint handler so an AppError (or Payload access error) becomes its JSON answer. */
export const handled =
  (handler: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    try {
      return await handler(req)
    } catch (error) {
      return answerError(error)
    }
  }

export { AppError }
