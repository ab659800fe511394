import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { getApplication, type ApplicationRow } from '@/reports/applications'
import type { ApplicationStatus } from '@/reports/labels'
import { enrolByEmail } from '@/email/sequences/enrol'
import { sendTemplate } from '@/email/send'
import type { TemplateKey } from '@/email/templates'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatOwnerDate, formatTimeInWords, wallTimeToIso } from '@/settings/timeZone'
import { lockUntilCommit } from '@/utilities/transaction'

import { callInvitation } from '../invitation'

import { DECISION_OPERATION } from '../schema'

export const DECISIONS = ['accept', 'schedule-call', 'decline'] as const
export type Decision = (typeof DECISIONS)[number]

const OUTCOME: Record<
  Decision,
  { status: ApplicationStatus; template: TemplateKey; done: string }
> = {
  accept: { status: 'accepted', template: 'application-accepted', done: 'accepted' },
  'schedule-call': {
    status: 'call-scheduled',
    template: 'application-call',
    done: 'invited to a call',
  },
  decline: { status: 'declined', template: 'application-declined', done: 'declined' },
}

/**
 * Which decisions each status still allows: a new application any; after a call, a yes or a no;
 * an accepted or declined one none (she has had her answer, and a second e-mail would contradict
 * or repeat it).
 */
const ALLOWED_DECISIONS: Record<ApplicationStatus, readonly Decision[]> = {
  new: DECISIONS,
  'call-scheduled': ['accept', 'decline'],
  accepted: [],
  declined: [],
}

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  new: 'new',
  accepted: 'accepted',
  'call-scheduled': 'invited to a call',
  declined: 'declined',
}

/** A call time as the form sends it: her wall clock ("2026-12-02T10:30"), or an instant. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/**
 * The instant of a call time: a wall-clock time is read on her clock (the zone in Site
 * settings), so 10:30 is 10:30 for her whatever computer she typed it on; an ISO instant with
 * its zone is taken as it is. Null when it is neither.
 */
function callInstant(value: string, zone: string): string | null {
  if (WALL_TIME.test(value.trim())) return wallTimeToIso(value, zone)
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return null
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? null : time.toISOString()
}

/**
 * The owner decides on a mentorship application: Accept, Schedule Call (with her booking link,
 * and the time she picked if any) or Decline. The status changes and the applicant's e-mail is
 * queued in one transaction, from the template the owner edits in the CMS; the message's log
 * entry is kept on the application, so the owner sees what was sent. Each decision is taken
 * once: the application is locked while it is decided, and a decision its status no longer
 * allows is refused (409) with nothing sent.
 */
export async function decideApplication(
  req: PayloadRequest,
  input: { id: number; decision: Decision; callAt?: string },
): Promise<ApplicationRow> {
  const owner = requireOwner(req)
  const outcome = OUTCOME[input.decision]
  if (!outcome) throw new AppError('bad_request', 'Unknown decision.')
  const zone = await readOwnerTimeZone(req.payload, req)
  let callAt: string | null = null
  if (input.callAt !== undefined && input.callAt !== '') {
    if (input.decision !== 'schedule-call') {
      throw new AppError('bad_request', 'A call time goes only with Schedule Call.')
    }
    callAt = callInstant(input.callAt, zone)
    if (!callAt) throw new AppError('bad_request', 'The call time is not a date and time.')
    if (new Date(callAt).getTime() < Date.now()) {
      throw new AppError('bad_request', 'The call time is in the past.')
    }
  }

  await inOperation(req, async (req) => {
    await lockUntilCommit(req.payload, `application-decision:${input.id}`, req)
    const application = await req.payload
      .findByID({
        collection: 'applications',
        id: input.id,
        depth: 0,
        req,
        overrideAccess: false,
        disableErrors: true,
      })
      .catch(() => null)
    if (!application) throw new AppError('not_found', 'No such application.')
    const status = application.status as ApplicationStatus
    if (!ALLOWED_DECISIONS[status].includes(input.decision)) {
      const when = application.decidedAt
        ? ` on ${formatOwnerDate(application.decidedAt, zone)}`
        : ''
      throw new AppError(
        'conflict',
        `This application was already ${STATUS_WORDS[status]}${when}: nothing was changed or sent.`,
      )
    }

    const settings = await req.payload.findGlobal({
      slug: 'site-settings',
      req,
      overrideAccess: false,
    })
    const bookingLink =
      (settings as { bookingLink?: string | null }).bookingLink?.trim() ||
      // No booking page yet: she writes to the owner to agree a time, which is honest and works.
      `mailto:${settings.supportEmail}?subject=${encodeURIComponent('Our call about my mentorship application')}`
    const callLine = callAt
      ? `I have set aside ${formatTimeInWords(callAt, zone)} for us. The invitation is attached, to add to your calendar. If that time does not suit you, choose another with the link below.`
      : 'Please choose a time that suits you with the link below.'
    const calendar = callAt
      ? callInvitation({
          applicationId: application.id,
          callAt,
          ownerName: settings.ownerName,
          supportEmail: settings.supportEmail,
          bookingLink: (settings as { bookingLink?: string | null }).bookingLink?.trim() || null,
        })
      : undefined
    const queued = await sendTemplate(
      req.payload,
      {
        template: outcome.template,
        to: application.email,
        data: { name: application.name, callLine, bookingLink },
        calendar,
      },
      req,
    )
    const previous = (
      (application as { decisionEmails?: (number | { id: number })[] | null }).decisionEmails ?? []
    ).map((email) => (typeof email === 'object' ? email.id : email))

    await req.payload.update({
      collection: 'applications',
      id: application.id,
      data: {
        status: outcome.status,
        decidedAt: new Date().toISOString(),
        decidedBy: owner.email,
        callAt:
          input.decision === 'schedule-call'
            ? callAt
            : ((application as { callAt?: string | null }).callAt ?? null),
        decisionEmails: [...previous, queued.messageId],
      } as Record<string, unknown>,
      depth: 0,
      req,
      overrideAccess: false,
      // Status is not editable by hand (see Applications): only this operation changes it.
      context: { [DECISION_OPERATION]: true },
    })
    if (outcome.status === 'accepted') {
      await enrolByEmail(req, application.email, { kind: 'application-accepted' })
    }
  })
  return (await getApplication(req, input.id))!
}
