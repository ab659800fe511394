import Link from 'next/link'

import type { CampaignRow } from '@/reports/email'

import { formatCount, formatDollars } from '../overview/format'
import { Badge, Card, EmptyState } from '../ui'
import { CampaignMenu } from './CampaignMenu.client'
import styles from './email.module.css'
import { CAMPAIGN_STATUS_LABELS, campaignWhen, hasFigures, rateOf, STATUS_TONES } from './format'
import { emailHref } from './place'

/** What one campaign did: sent, delivered, opened, clicked, unsubscribed, refused, revenue. */
export function CampaignFigures({ campaign }: { campaign: CampaignRow }) {
  if (!hasFigures(campaign)) {
    return (
      <p className={styles.muted}>
        {campaign.status === 'sending'
          ? 'Its figures appear as the e-mails go out.'
          : 'Not sent yet: its figures appear once it goes out.'}
      </p>
    )
  }
  const figures: [string, string][] = [
    ['Sent', formatCount(campaign.sent)],
    ['Delivered', formatCount(campaign.delivered)],
    [
      'Opened',
      `${formatCount(campaign.opened)} (${rateOf(campaign.openRate, campaign.delivered)})`,
    ],
    [
      'Clicked',
      `${formatCount(campaign.clicked)} (${rateOf(campaign.clickRate, campaign.delivered)})`,
    ],
    ['Unsubscribed', formatCount(campaign.unsubscribed)],
    ['Bounced', formatCount(campaign.bounced)],
    ['Marked as spam', formatCount(campaign.complained)],
    ['Revenue', formatDollars(campaign.revenue)],
  ]
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The campaigns inner tab: Recent Campaigns (or the archived ones), each with its audience,
 * status, date on her clock, figures and menu. Cards rather than a table, so a phone shows all of
 * it without scrolling sideways.
 */
export function CampaignList({
  campaigns,
  archived,
  zone,
}: {
  campaigns: CampaignRow[]
  archived: boolean
  /** Her zone (Site settings): when each was sent or is due, on her clock. */
  zone: string
}) {
  const title = archived ? 'Archived Campaigns' : 'Recent Campaigns'
  return (
    <Card>
      <div className={styles.listHead}>
        <h2 className={styles.listTitle} id="email-campaigns-title">
          {title}
        </h2>
        <Link className={styles.link} href={emailHref({ view: 'campaigns', archived: !archived })}>
          {archived ? 'Back to recent campaigns' : 'Show archived campaigns'}
        </Link>
      </div>
      {campaigns.length === 0 ? (
        <EmptyState>
          {archived
            ? 'Nothing is archived. Archive a campaign from its Actions menu to tidy this list.'
            : 'No campaigns yet: write your first with “Create Campaign”.'}
        </EmptyState>
      ) : (
        <ul className={styles.campaigns} aria-labelledby="email-campaigns-title">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <article className={styles.campaign} aria-labelledby={`campaign-${campaign.id}`}>
                <div className={styles.campaignHead}>
                  <h3 className={styles.campaignTitle} id={`campaign-${campaign.id}`}>
                    {campaign.subject}
                  </h3>
                  <CampaignMenu campaign={campaign} />
                </div>
                <p className={styles.meta}>
                  <span className={styles.visuallyHidden}>Status: </span>
                  <Badge tone={STATUS_TONES[campaign.status]}>
                    {CAMPAIGN_STATUS_LABELS[campaign.status]}
                  </Badge>
                  <span>To: {campaign.audienceLabel}</span>
                  <span>{campaignWhen(campaign, zone)}</span>
                </p>
                <CampaignFigures campaign={campaign} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
