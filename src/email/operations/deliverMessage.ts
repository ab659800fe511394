import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { isUnsubscribed } from '@/contacts/subscription'
import { asSystem } from '@/core/operation'
import { loggedMessages } from '@/email/adapter'
import { INVITATION_FILE } from '@/email/calendar'
import { redactedCopy } from '@/email/redact'
import { writeAsSystem } from '@/utilities/sql'

/**
 * Sends one logged message (email-messages), as the sendEmail job's attempt. Marketing e-mail
 * (it has an unsubscribe link) is skipped for addresses that have unsubscribed by send time. Once
 * a message is sent (or skipped), the log keeps it with its secret links disarmed: a sign-in or
 * unsubscribe token lives in her mailbox only. A queued or failed message keeps them, to be sent.
 * A failure is recorded and thrown, so the queue retries it.
 */
export async function deliverMessage(
  req: PayloadRequest,
  input: { messageId: number },
): Promise<{ skipped: boolean }> {
  const { payload } = req
  const system = { depth: 0, req, ...asSystem('emailDelivery') } as const
  const message = await payload.findByID({
    collection: 'email-messages',
    id: input.messageId,
    ...system,
  })
  const record = async (data: Record<string, unknown>) => {
    await payload.update({ collection: 'email-messages', id: message.id, data, ...system })
    // A sequence step's delivery row follows its message (its figures are counted there).
    if (data.status === 'sent' || data.status === 'skipped') {
      await writeAsSystem(
        'emailDelivery',
        payload,
        sql`update email_deliveries set status = ${data.status as string},
              sent_at = ${data.status === 'sent' ? sql`now()` : null}, updated_at = now()
             where message_id = ${message.id}`,
        req,
      )
    }
  }

  // Sent already (a retried step after a crash): never twice.
  if (message.status === 'sent' || message.status === 'skipped') {
    return { skipped: message.status === 'skipped' }
  }

  if (message.unsubscribeUrl && (await isUnsubscribed(payload, message.to))) {
    payload.logger.info(`[email] skipped "${message.subject}": the recipient has unsubscribed`)
    await record({ status: 'skipped', ...redactedCopy(message) })
    return { skipped: true }
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', ...system })
  const attempts = (message.attempts ?? 0) + 1
  try {
    const outgoing = {
      // The sender's identity is the practice's: its owner's name, replies to its support address.
      from: {
        name: settings.ownerName || payload.email.defaultFromName,
        address: payload.email.defaultFromAddress,
      },
      to: message.to,
      subject: message.subject,
      text: message.text ?? '',
      ...(message.html ? { html: message.html } : {}),
      replyTo: message.replyTo || settings.supportEmail || undefined,
      // A call invitation's calendar file, for her to add with one tap.
      ...(message.calendar
        ? {
            attachments: [
              {
                filename: INVITATION_FILE,
                content: message.calendar,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ],
          }
        : {}),
      ...(message.unsubscribeUrl
        ? {
            list: { unsubscribe: message.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    }
    loggedMessages.add(outgoing)
    const info = (await payload.sendEmail(outgoing)) as { messageId?: string } | undefined
    await record({
      status: 'sent',
      attempts,
      error: null,
      providerMessageId: info?.messageId ?? null,
      provider: payload.email.name,
      sentAt: new Date().toISOString(),
      ...redactedCopy(message),
    })
    return { skipped: false }
  } catch (error) {
    // Outside the job's own request: the attempt is on record even if the job's work is undone.
    await payload.update({
      collection: 'email-messages',
      id: message.id,
      data: { status: 'failed', attempts, error: (error as Error).message },
      depth: 0,
      ...asSystem('emailDelivery'),
    })
    throw error
  }
}
