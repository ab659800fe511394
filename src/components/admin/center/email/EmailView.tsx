import Link from 'next/link'

import type { EmailTab } from '@/reports/email'

import { Stack } from '../ui'
import { CampaignDetails } from './CampaignDetails'
import { CampaignEditorProvider, CreateCampaignButton } from './CampaignEditor.client'
import { CampaignList } from './CampaignList'
import { EmailCards } from './EmailCards'
import styles from './email.module.css'
import { OverviewPanel } from './OverviewPanel'
import { PerformancePanel } from './PerformancePanel'
import { EMAIL_VIEWS, emailHref, type EmailPlace } from './place'
import { SequencesPanel } from './SequencesPanel'

/**
 * The Email tab (spec §2): the welcome banner with Create Campaign and View Analytics, the four
 * cards, and the inner tabs overview, campaigns, sequences and performance, all from her real
 * campaigns and sequences.
 */
export function EmailView({ tab, place }: { tab: EmailTab; place: EmailPlace }) {
  const details =
    place.campaign !== null
      ? (tab.campaigns.find((campaign) => campaign.id === place.campaign) ?? null)
      : null
  return (
    <CampaignEditorProvider
      campaigns={tab.campaigns}
      audiences={tab.audiences}
      templates={tab.templates}
      zone={tab.zone}
    >
      <Stack>
        <section className={styles.banner} aria-labelledby="email-welcome">
          <div className={styles.bannerText}>
            <h2 id="email-welcome" className={styles.bannerTitle}>
              Your e-mails
            </h2>
            <p>
              Write to the women on your list, send now or at a time you choose, and see who opened,
              clicked and bought.
            </p>
          </div>
          <div className={styles.bannerActions}>
            <CreateCampaignButton />
            <Link
              className={`${styles.button} ${styles.secondary}`}
              href={emailHref({ view: 'performance' })}
            >
              View Analytics
            </Link>
          </div>
        </section>

        <EmailCards tab={tab} />

        <nav aria-label="Email sections">
          <ul className={styles.sections}>
            {EMAIL_VIEWS.map((view) => (
              <li key={view.key}>
                <Link
                  className={styles.section}
                  href={emailHref({ view: view.key })}
                  aria-current={view.key === place.view ? 'page' : undefined}
                >
                  {view.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {place.view === 'overview' ? <OverviewPanel tab={tab} /> : null}
        {place.view === 'campaigns' ? (
          <>
            {details ? <CampaignDetails campaign={details} zone={tab.zone} /> : null}
            <CampaignList campaigns={tab.campaigns} archived={place.archived} zone={tab.zone} />
          </>
        ) : null}
        {place.view === 'sequences' ? <SequencesPanel tab={tab} /> : null}
        {place.view === 'performance' ? <PerformancePanel tab={tab} /> : null}
      </Stack>
    </CampaignEditorProvider>
  )
}
