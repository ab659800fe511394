import type { Payload, PayloadRequest } from 'payload'

import { extractLinks } from '@/email/adapter'
import { asSystem } from '@/core/operation'

import { mailQueueFor } from './mailQueues'
import { normaliseEmail } from '@/contacts/emailAddress'

export type Email = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** The email-templates key it was rendered from, for the log. */
  template?: string
  /** Marks marketing e-mail: sent only while the address is subscribed. */
  unsubscribeURL?: string
  /** A calendar file (.ics text) sent with it as invitation.ics: a call invitation's. */
  calendar?: string
}

/**
 * Queues an e-mail and logs it (email-messages, status "queued") with its rendered text and HTML,
 * so every message is on record whether or not SMTP is configured. The web server's job runners
 * send it within seconds: transactional mail within a second or two, bulk (marketing) mail in its
 * own queue behind it (src/jobs/mailQueues.ts). With a transaction's req, the log entry and the
 * job exist only if the transaction commits.
 */
export async function queueEmail(payload: Payload, email: Email, req?: PayloadRequest) {
  const message = await logMessage(payload, email, req)
  const job = await payload.jobs.queue({
    task: 'sendEmail',
    input: { messageId: message.id },
    queue: mailQueueFor({ unsubscribeUrl: email.unsubscribeURL }),
    req,
  })
  // The log entry's id, for records that keep what was sent to her (an application's decision).
  return Object.assign(job, { messageId: message.id })
}

/** The message in the log (status "queued"), for whoever sends it: the sendEmail job, or a sequence step. */
export async function logMessage(payload: Payload, email: Email, req?: PayloadRequest) {
  // Her contact, when she is one (the owner's own notifications have none).
  const { docs: contacts } = await payload.find({
    collection: 'contacts',
    where: { email: { equals: normaliseEmail(email.to) } },
    limit: 1,
    depth: 0,
    select: {},
    req,
    ...asSystem('emailDelivery'),
  })
  return payload.create({
    collection: 'email-messages',
    data: {
      to: email.to,
      contact: contacts[0]?.id,
      template: email.template,
      subject: email.subject,
      status: 'queued',
      attempts: 0,
      text: email.text,
      html: email.html,
      links: extractLinks(email.text, email.html),
      replyTo: email.replyTo,
      unsubscribeUrl: email.unsubscribeURL,
      calendar: email.calendar,
    },
    depth: 0,
    req,
    ...asSystem('emailDelivery'),
  })
}

/** The owner's addresses: every account with the admin role. */
export async function ownerAddresses(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  const owners = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 10,
    pagination: false,
    select: { email: true },
    req,
    ...asSystem('emailDelivery'),
  })
  return owners.docs.map((owner) => owner.email)
}
