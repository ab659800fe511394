import type { BadgeTone } from '../ui'
import type { CampaignRow } from '@/reports/email'
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@/email/campaigns/constants'

import { formatOwnerDateTime } from '@/settings/timeZone'

import { formatCount, formatPercent } from '../overview/format'

export { CAMPAIGN_STATUS_LABELS }

export const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
}

/** "1 person", "37 people". */
export const people = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'person' : 'people'}`

/** A rate where something was delivered; a dash where there is nothing to divide by. */
export const rateOf = (rate: number, delivered: number) =>
  delivered > 0 ? formatPercent(rate) : '–'

/** The moment that matters for a campaign, in her words and on her clock. */
export function campaignWhen(campaign: CampaignRow, zone: string): string {
  const formatMoment = (iso: string) => formatOwnerDateTime(iso, zone)
  switch (campaign.status) {
    case 'sent':
      return `Sent ${formatMoment(campaign.sentAt ?? campaign.createdAt)}`
    case 'sending':
      return 'Going out now'
    case 'scheduled':
      return campaign.scheduledFor
        ? `Scheduled for ${formatMoment(campaign.scheduledFor)}`
        : 'Scheduled'
    default:
      return `Written ${formatMoment(campaign.createdAt)}`
  }
}

/** Whether a campaign has any sending figures yet (a draft or a scheduled one has none). */
export const hasFigures = (campaign: CampaignRow) => campaign.sent > 0 || campaign.status === 'sent'
