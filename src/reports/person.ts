import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest, Where } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { commerceNow } from '@/commerce/billing/clock'
import {
  CONSENT_METHOD_LABELS,
  type ContactStatus,
  MARKETING_STATUS_LABELS,
} from '@/contacts/constants'
import { AppError } from '@/core/errors'
import { pendingAskOf } from '@/privacy/erasureAsks'
import type { Contact, Membership, Order, Tag } from '@/payload-types'
import { formatOwnerDate } from '@/settings/timeZone'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { queryRows } from '@/utilities/sql'

import {
  APPLICATION_COLUMNS,
  type ApplicationRow,
  type DbApplication,
  withDecisionEmails,
} from './applications'
import { quizResultLabel, sourceLabel } from './labels'
import { LEAD_COLUMNS, type LeadRow, toLeadRow } from './leads'

/** One of her tracked e-mails: a sequence step (with its message) or a campaign. */
type DeliveryRow = {
  id: number
  message_id: number | null
  campaign_id: number | null
  subject: string | null
  status: string
  sent_at: string | null
  created_at: string
  opened_at: string | null
  clicked_at: string | null
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null)

/**
 * Her e-mails, newest first: each message of the log with its opens and clicks when it was a
 * tracked sequence step, and each campaign she was sent (campaigns are not in the log).
 */
function personEmails(
  messages: {
    id: number
    subject: string
    template?: string | null
    status: string
    sentAt?: string | null
    createdAt: string
  }[],
  deliveries: DeliveryRow[],
): PersonEmail[] {
  const byMessage = new Map(deliveries.map((delivery) => [delivery.message_id, delivery]))
  const fromLog = messages.map((email) => ({
    key: `message-${email.id}`,
    subject: email.subject,
    template: email.template ?? null,
    status: email.status,
    sentAt: email.sentAt ?? null,
    createdAt: email.createdAt,
    href: `/admin/collections/email-messages/${email.id}`,
    openedAt: iso(byMessage.get(email.id)?.opened_at ?? null),
    clickedAt: iso(byMessage.get(email.id)?.clicked_at ?? null),
  }))
  const campaigns = deliveries
    .filter((delivery) => delivery.campaign_id !== null)
    .map((delivery) => ({
      key: `campaign-${delivery.id}`,
      subject: delivery.subject ?? '',
      template: 'Campaign',
      status: delivery.status,
      sentAt: iso(delivery.sent_at),
      createdAt: iso(delivery.created_at)!,
      href: `/admin?tab=email&view=campaigns&campaign=${delivery.campaign_id}`,
      openedAt: iso(delivery.opened_at),
      clickedAt: iso(delivery.clicked_at),
    }))
  return [...fromLog, ...campaigns]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, PERSON_EMAIL_LIMIT)
}

/** At most this many of her e-mails are listed (newest first); the e-mail log has the rest. */
const PERSON_EMAIL_LIMIT = 100

export type QuizAnswerLine = { questionId: string; question: string; answer: string }

export type PersonLead = LeadRow & {
  quizResultTitle: string | null
  /** Her answers as question text → chosen answer text, in the quiz's order. */
  quizAnswerLines: QuizAnswerLine[]
}

export type PersonEmail = {
  key: string
  subject: string
  /** The template, or "Campaign" for one of her broadcasts. */
  template: string | null
  status: string
  sentAt: string | null
  createdAt: string
  /** Where the owner reads it: the message in the e-mail log, or the campaign in the Email tab. */
  href: string
  /** Her first open and first click, when it was tracked (campaigns and sequence steps). */
  openedAt: string | null
  clickedAt: string | null
}

/** One of her orders, in the words the person page shows. */
export type PersonOrder = {
  id: number
  createdAt: string
  paidAt: string | null
  /** What she bought: the offer, then any bump ("Masterclass + Return to the Body"). */
  what: string
  priceType: Order['priceType']
  /** Charged at checkout (each payment, for instalments and memberships), after any coupon. */
  amountInCents: number
  paidInCents: number
  discountInCents: number
  status: Order['status']
  /** The status in words: "Paid", "Refunded", "A payment failed"… */
  statusWords: string
  /**
   * Where a plan or membership stands, on her clock: "2 of 3 paid", "Membership: renews
   * Jan 3, 2027", "Membership: ends Jan 3, 2027", "Payment failed — access paused"; null for a
   * one-time order.
   */
  billing: string | null
  coupon: string | null
  referredBy: string | null
  mode: Order['mode']
  /** Whether Refund applies (it was paid and is not refunded yet). */
  refundable: boolean
}

/** One course she can open (or could), from her course access. */
export type PersonAccess = {
  id: number
  course: string
  courseId: number | null
  includesBonusLessons: boolean
  startsAt: string
  endsAt: string | null
  state: 'open' | 'paused' | 'ended'
  /** "Open", "Paused (a payment failed)", "Ended". */
  stateWords: string
  orderId: number | null
}

export type PersonRegistration = {
  id: number
  workshopTitle: string | null
  paymentStatus: string
  amountPaidInCents: number | null
  registrationDate: string
}

export type TagOption = Pick<Tag, 'id' | 'name' | 'color'>

/** Everything about one person, for the Admin Center's "View" page. */
export type Person = {
  contact: {
    id: number
    email: string
    name: string | null
    status: ContactStatus
    statusHistory: { status: ContactStatus; changedBy: string | null; changedAt: string }[]
    tags: TagOption[]
    notes: {
      id: string | null
      note: string
      adminEmail: string | null
      createdAt: string | null
    }[]
    sources: string[]
    subscribed: boolean
    /** Whether marketing e-mail may reach her, and why not, in her words. */
    marketing: string
    /** The proof of her yes, when she said it: where, when, the words she agreed to, how. */
    consent: {
      source: string
      at: string | null
      words: string | null
      method: string | null
      confirmedAt: string | null
    } | null
    firstSeenAt: string
    lastSeenAt: string
  }
  /** When she asked, by her e-mailed link, to be erased, while it waits for the owner. */
  erasureAskedAt: string | null
  leads: PersonLead[]
  emails: PersonEmail[]
  orders: PersonOrder[]
  access: PersonAccess[]
  registrations: PersonRegistration[]
  applications: ApplicationRow[]
  /** Every tag there is, for the tag picker. */
  allTags: TagOption[]
}

type QuizQuestionDoc = {
  questionId: string
  order: number
  question: string
  options: { value: string; text: string }[]
}

const valuesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => String(item))
    : value === null || value === undefined
      ? []
      : [typeof value === 'object' ? JSON.stringify(value) : String(value)]

/** A lead's stored answers (JSON of question id → value) as the questions and answers she saw. */
export function quizAnswerLines(
  quizAnswers: string | null,
  questions: readonly QuizQuestionDoc[],
): QuizAnswerLine[] {
  if (!quizAnswers) return []
  let answers: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(quizAnswers)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return []
    answers = parsed as Record<string, unknown>
  } catch {
    return []
  }
  const known = new Set(questions.map((question) => question.questionId))
  const lines = questions
    .filter((question) => question.questionId in answers)
    .map((question) => {
      // An answer the CMS no longer has is shown as it was stored, not dropped; several answers
      // to one question are joined with " | ".
      const answer = valuesOf(answers[question.questionId])
        .map(
          (value) => question.options.find((candidate) => candidate.value === value)?.text ?? value,
        )
        .join(' | ')
      return { questionId: question.questionId, question: question.question, answer }
    })
  // Answers to questions that were since removed from the CMS still belong to her.
  for (const [questionId, value] of Object.entries(answers)) {
    if (!known.has(questionId))
      lines.push({ questionId, question: questionId, answer: valuesOf(value).join(' | ') })
  }
  return lines
}

const ORDER_STATUS_WORDS: Record<Order['status'], string> = {
  pending: 'Checkout started, not paid',
  paid: 'Paid',
  past_due: 'A payment failed',
  cancelled: 'Membership ended',
  refunded: 'Refunded',
}

const ACCESS_WORDS: Record<PersonAccess['state'], string> = {
  open: 'Open',
  paused: 'Paused (a payment failed)',
  ended: 'Ended',
}

const nameOf = (value: unknown, key: 'name' | 'code' | 'title'): string | null =>
  value && typeof value === 'object' && key in value
    ? String((value as Record<string, unknown>)[key])
    : null

/** Where an order's instalments or membership stand, in her words and on her clock. */
function billingWords(
  order: Pick<
    Order,
    | 'priceType'
    | 'status'
    | 'installmentsTotal'
    | 'installmentsPaid'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
  >,
  zone: string,
  now: Date,
): string | null {
  if (order.priceType === 'one-time' || order.status === 'pending') return null
  if (order.status === 'refunded') return 'Refunded: access ended'
  if (order.status === 'past_due') return 'Payment failed — access paused'
  const end = order.currentPeriodEnd ? formatOwnerDate(order.currentPeriodEnd, zone) : null
  if (order.priceType === 'payment-plan') {
    const total = order.installmentsTotal ?? 0
    const paid = Math.min(order.installmentsPaid ?? 0, total)
    return paid >= total ? `Paid in full (${total} of ${total})` : `${paid} of ${total} paid`
  }
  const over = order.currentPeriodEnd ? new Date(order.currentPeriodEnd) <= now : false
  if (order.status === 'cancelled' || (order.cancelAtPeriodEnd && over)) {
    return end ? `Membership: ended ${end}` : 'Membership: ended'
  }
  if (order.cancelAtPeriodEnd) return end ? `Membership: ends ${end}` : 'Membership: ending'
  return end ? `Membership: renews ${end}` : 'Membership: active'
}

/** Her order as the person page lists it. */
function personOrder(order: Order, zone: string, now: Date): PersonOrder {
  const main = nameOf(order.offer, 'name') ?? 'An offer no longer in the CMS'
  const bumps = (order.items ?? []).filter((item) => item.kind === 'bump').map((item) => item.label)
  return {
    id: order.id,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    what: [main, ...bumps].join(' + '),
    priceType: order.priceType,
    amountInCents: order.amountInCents,
    paidInCents: order.paidInCents ?? 0,
    discountInCents: order.discountInCents ?? 0,
    status: order.status,
    statusWords: ORDER_STATUS_WORDS[order.status] ?? order.status,
    billing: billingWords(order, zone, now),
    coupon: nameOf(order.coupon, 'code'),
    referredBy: nameOf(order.affiliate, 'name'),
    mode: order.mode,
    refundable: order.status === 'paid' || order.status === 'past_due',
  }
}

/** Her course access: open, paused by a failed payment, or ended (its "until" has passed). */
function personAccess(row: Membership, now: Date): PersonAccess {
  const ended =
    row.status === 'ended' || (row.endsAt ? new Date(row.endsAt).getTime() <= now.getTime() : false)
  const state: PersonAccess['state'] = ended ? 'ended' : row.status === 'paused' ? 'paused' : 'open'
  return {
    id: row.id,
    course: nameOf(row.course, 'title') ?? 'A course no longer in the CMS',
    courseId: typeof row.course === 'object' ? row.course.id : row.course,
    includesBonusLessons: row.includesBonusLessons === true,
    startsAt: row.startsAt,
    endsAt: row.endsAt ?? null,
    state,
    stateWords: ACCESS_WORDS[state],
    orderId: typeof row.order === 'object' ? row.order.id : (row.order ?? null),
  }
}

const tagOption = (tag: number | Tag): TagOption | null =>
  typeof tag === 'object' ? { id: tag.id, name: tag.name, color: tag.color } : null

/**
 * One contact and everything that points at her: her sign-ups with their quiz answers spelled
 * out, the e-mails the site sent her, purchases, workshop registrations and applications. Reads
 * run as the owner through Payload's access (lists by her indexed contact id).
 */
export async function getPerson(req: PayloadRequest, contactId: number): Promise<Person> {
  requireOwner(req)
  if (!Number.isSafeInteger(contactId) || contactId < 1) {
    throw new AppError('bad_request', 'Unknown contact.')
  }
  const asOwner = { req, overrideAccess: false, depth: 0 } as const
  const byContact = { contact: { equals: contactId } }
  const contact = (await req.payload
    .findByID({ collection: 'contacts', id: contactId, ...asOwner, depth: 1, disableErrors: true })
    .catch(() => null)) as Contact | null
  if (!contact) throw new AppError('not_found', 'No such contact.')

  // Her orders and access are hers by contact, or by address for rows written before the link.
  const hers: Where = {
    or: [{ contact: { equals: contactId } }, { email: { equals: contact.email } }],
  }
  const [
    leadRows,
    questions,
    emails,
    orders,
    access,
    registrations,
    applicationRows,
    tags,
    tracked,
    zone,
  ] = await Promise.all([
    queryRows<Parameters<typeof toLeadRow>[0]>(
      req.payload,
      sql`select ${LEAD_COLUMNS} from "leads" where "contact_id" = ${contactId}
            order by "created_at" desc, "id" desc`,
    ),
    req.payload.find({
      collection: 'quiz-questions',
      ...asOwner,
      pagination: false,
      sort: 'order',
    }),
    req.payload.find({
      collection: 'email-messages',
      where: byContact,
      ...asOwner,
      limit: PERSON_EMAIL_LIMIT,
      sort: '-createdAt',
      select: { subject: true, template: true, status: true, sentAt: true, createdAt: true },
    }),
    req.payload.find({
      collection: 'orders',
      where: hers,
      ...asOwner,
      depth: 1,
      pagination: false,
      sort: '-createdAt',
    }),
    req.payload.find({
      collection: 'memberships',
      where: hers,
      ...asOwner,
      depth: 1,
      pagination: false,
      sort: '-startsAt',
      select: {
        course: true,
        order: true,
        includesBonusLessons: true,
        status: true,
        startsAt: true,
        endsAt: true,
      },
    }),
    req.payload.find({
      collection: 'workshop-registrations',
      where: byContact,
      ...asOwner,
      pagination: false,
      sort: '-createdAt',
    }),
    queryRows<DbApplication>(
      req.payload,
      sql`select ${APPLICATION_COLUMNS} from "applications" where "contact_id" = ${contactId}
            order by "created_at" desc, "id" desc`,
    ),
    req.payload.find({ collection: 'tags', ...asOwner, limit: 500, sort: 'name' }),
    queryRows<DeliveryRow>(
      req.payload,
      sql`select d.id, d.message_id, d.campaign_id, c.subject, d.status, d.sent_at, d.created_at,
                   d.opened_at, d.clicked_at
              from email_deliveries d left join email_campaigns c on c.id = d.campaign_id
             where d.contact_id = ${contactId}
             order by d.created_at desc limit ${PERSON_EMAIL_LIMIT}`,
    ),
    readOwnerTimeZone(req.payload, req),
  ])
  // The clock course access is judged by (the demo payments clock in demo mode).
  const now = await commerceNow(req.payload, req)

  const quizQuestions = questions.docs as unknown as QuizQuestionDoc[]
  const erasureAskedAt = await pendingAskOf(req, contactId)
  return {
    erasureAskedAt,
    contact: {
      id: contact.id,
      email: contact.email,
      name: contact.name ?? null,
      status: contact.status,
      statusHistory: (contact.statusHistory ?? []).map((change) => ({
        status: change.status,
        changedBy: change.changedBy ?? null,
        changedAt: change.changedAt,
      })),
      tags: (contact.tags ?? []).map(tagOption).filter((tag): tag is TagOption => tag !== null),
      notes: (contact.notes ?? []).map((note) => ({
        id: note.id ?? null,
        note: note.note,
        adminEmail: note.adminEmail ?? null,
        createdAt: note.createdAt ?? null,
      })),
      sources: contact.sources ?? [],
      subscribed: contact.subscribed === true,
      marketing: MARKETING_STATUS_LABELS[contact.marketingStatus],
      consent: contact.consent?.source
        ? {
            source: sourceLabel(contact.consent.source),
            at: contact.consent.at ?? null,
            words: contact.consent.words ?? null,
            method: contact.consent.method ? CONSENT_METHOD_LABELS[contact.consent.method] : null,
            confirmedAt: contact.consent.confirmedAt ?? null,
          }
        : null,
      firstSeenAt: contact.firstSeenAt,
      lastSeenAt: contact.lastSeenAt,
    },
    leads: leadRows.map((row) => {
      const lead = toLeadRow(row)
      return {
        ...lead,
        quizResultTitle: lead.quizResult ? quizResultLabel(lead.quizResult) : null,
        quizAnswerLines: quizAnswerLines(lead.quizAnswers, quizQuestions),
      }
    }),
    emails: personEmails(emails.docs, tracked),
    orders: orders.docs.map((order) => personOrder(order, zone, now)),
    access: access.docs.map((row) => personAccess(row as Membership, now)),
    registrations: registrations.docs.map((registration) => ({
      id: registration.id,
      workshopTitle: registration.workshopTitle ?? null,
      paymentStatus: registration.paymentStatus,
      amountPaidInCents: registration.amountPaidInCents ?? null,
      registrationDate: registration.registrationDate,
    })),
    applications: await withDecisionEmails(req, applicationRows),
    allTags: tags.docs.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
  }
}
