/**
 * A campaign's life: written (draft), waiting for its time (scheduled), going out (sending), done
 * (sent). A scheduled one cancelled before its time is a draft again. Archiving hides one.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/** The owner's words for each status. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
}

/**
 * One recipient's copy: waiting (pending), taken by a sender (sending), accepted by the mail
 * server (sent), refused for good (failed), or not sent because she unsubscribed (skipped).
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** A purchase within this many days of her click counts as the e-mail's revenue. */
export const REVENUE_WINDOW_DAYS = 7

/** An open this soon after sending is a machine's (a scanner or a privacy proxy), not hers. */
export const MACHINE_OPEN_SECONDS = 10

export const MAX_SUBJECT_LENGTH = 200
export const MAX_CONTENT_LENGTH = 20_000
