import type { PayloadRequest } from 'payload'

import { refuseMarketing } from '@/contacts/consent'
import { inOperation } from '@/core/operation'

import { markReportedDelivery } from '../refusals'

export type MailReport = {
  kind: 'bounced' | 'complained'
  email: string
  subject?: string | null
  /** When the provider saw it (ISO 8601). */
  at: string
}

/**
 * Her e-mail provider's later word on a message: the address bounced for good, or she marked it
 * as spam. Either way marketing e-mail stops for the address (suppressed, her contact says why),
 * and the e-mail it was about counts it in its figures. The same report twice changes nothing.
 */
export async function recordMailReport(
  req: PayloadRequest,
  report: MailReport,
): Promise<{ suppressed: true; delivery: boolean }> {
  return inOperation(req, async (req) => {
    await refuseMarketing(req, report.email, report.kind)
    const delivery = await markReportedDelivery(
      req,
      { email: report.email, subject: report.subject, at: new Date(report.at) },
      report.kind,
    )
    return { suppressed: true, delivery }
  })
}
