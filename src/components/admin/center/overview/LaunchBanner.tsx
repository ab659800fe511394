import Link from 'next/link'

import type { LaunchChecklist } from '@/reports/launch'

import { tabHref } from '../tabs'
import styles from './overview.module.css'

/** "Ready to launch" on the overview until every item of the checklist is done. */
export function LaunchBanner({ checklist }: { checklist: LaunchChecklist }) {
  if (checklist.complete) return null
  const left = checklist.items.length - checklist.done
  return (
    <section className={styles.banner} aria-labelledby="launch-banner-title">
      <p className={styles.bannerText}>
        <strong id="launch-banner-title">Ready to launch?</strong>
        <span>
          {checklist.done} of {checklist.items.length} steps done: {left} still to do before real
          visitors and payments.
        </span>
      </p>
      <Link className={styles.bannerLink} href={tabHref('settings')}>
        Open the checklist in Settings
      </Link>
    </section>
  )
}
