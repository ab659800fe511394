import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { PENDING_SEND } from '@/reports/sentMail'
import { mailQueueFor } from '@/jobs/mailQueues'
import type { EmailMessage } from '@/payload-types'
import { queryRows } from '@/utilities/sql'
import { lockUntilCommit } from '@/utilities/transaction'

/**
 * The owner's Retry on a message that failed after its last retry: it goes back to 'queued' with
 * a new send job (the same rendered message, to the same address), once. A second click while it
 * is queued, or on a message that was sent or is still being retried, changes nothing.
 */
export async function retryMessage(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ message: Pick<EmailMessage, 'id' | 'status'>; requeued: boolean }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    // Two clicks at once: the second waits here and then finds the message queued.
    await lockUntilCommit(req.payload, `email-message:${id}`, req)
    const [row] = await queryRows<{
      id: number
      status: EmailMessage['status']
      pending: boolean
      unsubscribe_url: string | null
    }>(
      req.payload,
      sql`select m.id, m.status, m.unsubscribe_url, ${PENDING_SEND} as pending
            from email_messages m where m.id = ${id}`,
      req,
    )
    if (!row) throw new AppError('not_found', 'There is no such message.')
    if (row.status !== 'failed' || row.pending) {
      return { message: { id: row.id, status: row.status }, requeued: false }
    }
    // The log is written only by the system (EmailMessages' access): this is a named action.
    await req.payload.update({
      collection: 'email-messages',
      id,
      data: { status: 'queued', error: null },
      depth: 0,
      req,
      ...asSystem('emailRetry'),
    })
    await req.payload.jobs.queue({
      task: 'sendEmail',
      input: { messageId: id },
      queue: mailQueueFor({ unsubscribeUrl: row.unsubscribe_url }),
      req,
    })
    return { message: { id, status: 'queued' }, requeued: true }
  })
}
