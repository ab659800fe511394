import type { Payload } from 'payload'

import { asSystem } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import { WELCOME_INTERVAL_HOURS } from '@/email/welcome'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import type { Application } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'

import { APPLICATION_QUESTIONS, REPLY_WITHIN_HOURS } from './schema'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { formatZonedDateTime } from '@/settings/timeZone'

export const applicantSubject = 'Your mentorship application is received'
export const ownerSubject = (name: string) => `New mentorship application from ${name}`

/**
 * Whether the address sent another application in the last day: it had its confirmation then.
 * Without this, anyone could send a stranger a confirmation every minute.
 */
async function confirmedRecently(payload: Payload, application: Application) {
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: {
      and: [
        { email: { equals: application.email } },
        { id: { not_equals: application.id } },
        {
          createdAt: {
            greater_than: new Date(Date.now() - WELCOME_INTERVAL_HOURS * 3_600_000).toISOString(),
          },
        },
      ],
    },
    ...asSystem('emailDelivery'),
  })
  return totalDocs > 0
}

/**
 * The two e-mails an application sends (§1: the reply is promised within 48 hours): a
 * confirmation to the applicant (at most one a day per address), and to the owner every answer
 * with a link to the application in the admin. Neither is marketing, so neither carries an
 * unsubscribe link.
 */
export async function queueApplicationEmails(payload: Payload, application: Application) {
  if (!(await confirmedRecently(payload, application))) {
    await sendTemplate(payload, {
      template: 'application-received',
      to: application.email,
      data: { name: application.name, replyWithinHours: REPLY_WITHIN_HOURS },
    })
  }

  const link = `${getServerSideURL()}/admin/collections/applications/${application.id}`
  const answers = APPLICATION_QUESTIONS.map(
    ({ name, label, question }) => `${label}\n(${question})\n${application[name]}`,
  )
  const text = [
    `${application.name} applied for 1:1 mentorship.`,
    [
      `E-mail: ${application.email}`,
      `Phone: ${application.phone || 'not given'}`,
      `Received: ${formatZonedDateTime(application.createdAt, await readOwnerTimeZone(payload))}`,
    ].join('\n'),
    ...answers,
    `Open the application in the admin: ${link}`,
    `Reply to this e-mail to write to ${application.name}. She was promised an answer within ${REPLY_WITHIN_HOURS} hours.`,
  ].join('\n\n')
  for (const to of await ownerAddresses(payload)) {
    await queueEmail(payload, {
      to,
      replyTo: application.email,
      subject: ownerSubject(application.name),
      text,
      template: 'owner-notification',
    })
  }
}
