import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { refuseMarketing } from '@/contacts/consent'
import { normaliseEmail } from '@/contacts/emailAddress'
import { inOperation, systemRequest } from '@/core/operation'
import { writeAsSystem } from '@/utilities/sql'

type SmtpError = { responseCode?: number; command?: string; response?: string }

/** A refusal the mail server says is final (a 5xx reply): trying again would be refused again. */
export const isPermanentRefusal = (error: unknown) => {
  const code = (error as SmtpError).responseCode
  return typeof code === 'number' && code >= 500
}

/**
 * A final refusal of the address itself, not of this message: a 5xx to RCPT TO (no such mailbox,
 * mailbox disabled) or an enhanced status 5.1.x / 5.2.1 (RFC 3463). A 5xx for the content (554
 * 5.7.1, rejected as spam) says nothing against her address, so it does not mark her bounced.
 */
export const isAddressRefusal = (error: unknown) => {
  if (!isPermanentRefusal(error)) return false
  const { command, response = '' } = error as SmtpError
  if (/\b5\.(1\.\d+|2\.1)\b/.test(response)) return true
  if (/\b5\.\d+\.\d+\b/.test(response)) return false
  return command === 'RCPT TO'
}

/**
 * What a send does with its mail server's refusal: an address refused for good is marked bounced
 * (marketing e-mail stops for it, and it is suppressed), in a transaction of its own, whatever
 * the sender's. Returns whether it was.
 */
export async function noteRefusal(
  payload: Payload,
  email: string,
  error: unknown,
): Promise<boolean> {
  if (!isAddressRefusal(error)) return false
  await inOperation(await systemRequest(payload, 'mailingConsent'), (req) =>
    refuseMarketing(req, email, 'bounced'),
  )
  return true
}

/** Which e-mail of hers a provider's later report is about, for the per-campaign figures. */
export type ReportedMessage = { email: string; subject?: string | null; at: Date }

/**
 * Marks the delivery a bounce or complaint report is about: the latest e-mail sent to her address
 * before the report, the one with the reported subject when there is one, within the 7 days a
 * provider reports in. Returns whether one was found (a report about mail from elsewhere is not).
 */
export async function markReportedDelivery(
  req: PayloadRequest,
  report: ReportedMessage,
  kind: 'bounced' | 'complained',
): Promise<boolean> {
  const column = sql.identifier(kind === 'bounced' ? 'bounced_at' : 'complained_at')
  const marked = await writeAsSystem<{ id: number }>(
    'mailingConsent',
    req.payload,
    sql`update email_deliveries set ${column} = coalesce(${column}, ${report.at.toISOString()}::timestamptz),
          updated_at = now()
         where id = (
           select d.id from email_deliveries d
             left join email_campaigns c on c.id = d.campaign_id
            where d.contact_id = (select id from contacts where email = ${normaliseEmail(report.email)})
              and d.status = 'sent'
              and d.sent_at <= ${report.at.toISOString()}::timestamptz
              and d.sent_at > ${report.at.toISOString()}::timestamptz - interval '7 days'
            order by coalesce(c.subject = ${report.subject ?? null}::text, false) desc, d.sent_at desc
            limit 1)
     returning id`,
    req,
  )
  return marked.length > 0
}
