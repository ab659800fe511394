import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import type { ContactStatus } from '@/contacts/constants'
import { AppError } from '@/core/errors'
import type { Contact, Tag } from '@/payload-types'
import { queryRows } from '@/utilities/sql'

import {
  APPLICATION_COLUMNS,
  type ApplicationRow,
  type DbApplication,
  withDecisionEmails,
} from './applications'
import { quizResultLabel } from './labels'
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
export const PERSON_EMAIL_LIMIT = 100

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

export type PersonPurchase = {
  id: number
  amountInCents: number
  includesMasterclass: boolean
  hasReturnToBodyAddon: boolean
  status: string
  mode: string
  refundedAt: string | null
  createdAt: string
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
    firstSeenAt: string
    lastSeenAt: string
  }
  leads: PersonLead[]
  emails: PersonEmail[]
  purchases: PersonPurchase[]
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

  const [leadRows, questions, emails, purchases, registrations, applicationRows, tags, tracked] =
    await Promise.all([
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
        collection: 'purchases',
        where: byContact,
        ...asOwner,
        pagination: false,
        sort: '-createdAt',
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
    ])

  const quizQuestions = questions.docs as unknown as QuizQuestionDoc[]
  return {
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
      subscribed: contact.subscribed !== false,
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
    purchases: purchases.docs.map((purchase) => ({
      id: purchase.id,
      amountInCents: purchase.amountInCents,
      includesMasterclass: purchase.includesMasterclass !== false,
      hasReturnToBodyAddon: Boolean(purchase.hasReturnToBodyAddon),
      status: purchase.status,
      mode: purchase.mode,
      refundedAt: purchase.refundedAt ?? null,
      createdAt: purchase.createdAt,
    })),
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
