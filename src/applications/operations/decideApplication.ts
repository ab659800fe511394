import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import { getApplication, type ApplicationRow } from '@/dashboard/applications'
import type { ApplicationStatus } from '@/dashboard/labels'
import { enrolByEmail } from '@/email/sequences/enrol'
import { sendTemplate } from '@/email/send'
import type { TemplateKey } from '@/email/templates'
import { lockUntilCommit } from '@/utilities/transaction'

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
export const ALLOWED_DECISIONS: Record<ApplicationStatus, readonly Decision[]> = {
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

/** "Tuesday, 1 December 2026 at 15:00 UTC": the owner picks a time, the e-mail names its zone. */
export const formatCallTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`

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
  let callAt: string | null = null
  if (input.callAt !== undefined && input.callAt !== '') {
    if (input.decision !== 'schedule-call') {
      throw new AppError('bad_request', 'A call time goes only with Schedule Call.')
    }
    const time = new Date(input.callAt)
    if (Number.isNaN(time.getTime())) {
      throw new AppError('bad_request', 'The call time is not a date and time.')
    }
    if (time.getTime() < Date.now()) {
      throw new AppError('bad_request', 'The call time is in the past.')
    }
    callAt = time.toISOString()
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
        ? ` on ${new Date(application.decidedAt).toISOString().slice(0, 10)}`
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
      ? `I have set aside ${formatCallTime(callAt)} for us. If that time does not suit you, choose another with the link below.`
      : 'Please choose a time that suits you with the link below.'
    const queued = await sendTemplate(
      req.payload,
      {
        template: outcome.template,
        to: application.email,
        data: { name: application.name, callLine, bookingLink },
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
