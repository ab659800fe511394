import { getServerSideURL } from '@/utilities/getURL'
import { formatZonedDateTime } from '@/settings/timeZone'

import { APPLICATION_QUESTIONS, type ApplicationInput, REPLY_WITHIN_HOURS } from './schema'

export const applicantSubject = 'Your mentorship application is received'
export const ownerSubject = (name: string) => `New mentorship application from ${name}`

/*
 * The two e-mails an application sends (§1: the reply is promised within 48 hours): a
 * confirmation to the applicant (template 'application-received', at most one a day per address:
 * WELCOME_INTERVAL_HOURS, else anyone could send a stranger a confirmation every minute), and to
 * the owner every answer with a link to the application in the admin. Neither is marketing, so
 * neither carries an unsubscribe link. submitApplication queues both in the transaction that
 * stores the application.
 */

/** The owner's notification; `id` is the application's id (or what stands in for it). */
export function ownerNotificationText(
  application: ApplicationInput,
  { id, createdAt, timeZone }: { id: string; createdAt: string; timeZone: string },
) {
  const link = `${getServerSideURL()}/admin/collections/applications/${id}`
  const answers = APPLICATION_QUESTIONS.map(
    ({ name, label, question }) => `${label}\n(${question})\n${application[name]}`,
  )
  return [
    `${application.name} applied for 1:1 mentorship.`,
    [
      `E-mail: ${application.email}`,
      `Phone: ${application.phone || 'not given'}`,
      `Received: ${formatZonedDateTime(createdAt, timeZone)}`,
    ].join('\n'),
    ...answers,
    `Open the application in the admin: ${link}`,
    `Reply to this e-mail to write to ${application.name}. She was promised an answer within ${REPLY_WITHIN_HOURS} hours.`,
  ].join('\n\n')
}
