import Link from 'next/link'

import type { CampaignRow } from '@/reports/email'

import { formatCount } from '../overview/format'
import { Badge } from '../ui'
import ui from '../ui.module.css'
import { CampaignFigures } from './CampaignList'
import styles from './email.module.css'
import { CAMPAIGN_STATUS_LABELS, campaignWhen, STATUS_TONES } from './format'
import { emailHref } from './place'

/** "View Details": one campaign's words, audience and figures (?campaign=<id>). */
export function CampaignDetails({ campaign, zone }: { campaign: CampaignRow; zone: string }) {
  return (
    <section className={ui.card} aria-labelledby="campaign-details-title">
      <h2 className={ui.cardTitle} id="campaign-details-title">
        Campaign details: {campaign.subject}
      </h2>
      <div className={styles.stackSmall}>
        <p className={styles.meta}>
          <span className={styles.visuallyHidden}>Status: </span>
          <Badge tone={STATUS_TONES[campaign.status]}>
            {CAMPAIGN_STATUS_LABELS[campaign.status]}
          </Badge>
          <span>To: {campaign.audienceLabel}</span>
          <span>{campaignWhen(campaign, zone)}</span>
          {campaign.recipients !== null ? (
            <span>For {formatCount(campaign.recipients)} subscribed when it started</span>
          ) : null}
        </p>
        <CampaignFigures campaign={campaign} />
        <h3 className={styles.previewTitle}>The e-mail</h3>
        <div className={styles.content}>{campaign.content}</div>
        <p className={styles.closeRow}>
          <Link
            className={styles.link}
            href={emailHref({ view: 'campaigns', archived: campaign.archived })}
            scroll={false}
          >
            Close details
          </Link>
        </p>
      </div>
    </section>
  )
}
