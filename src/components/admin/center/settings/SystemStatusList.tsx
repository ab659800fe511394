import type { CheckState, SystemStatus } from '@/reports/system'

import { formatOwnerDateTime } from '@/settings/timeZone'

import { Badge, type BadgeTone } from '../ui'
import styles from './settings.module.css'

const TONE: Record<CheckState, BadgeTone> = { ok: 'success', warning: 'warning', error: 'error' }
const WORD: Record<CheckState, string> = { ok: 'Working', warning: 'Limited', error: 'Not working' }

/** System Status: each service as it answered just now. */
export function SystemStatusList({ status, zone }: { status: SystemStatus; zone: string }) {
  return (
    <>
      <ul className={styles.checks}>
        {status.checks.map((check) => (
          <li key={check.key} className={styles.check}>
            <span className={styles.checkName}>
              {check.label} <Badge tone={TONE[check.state]}>{WORD[check.state]}</Badge>
            </span>
            <p className={styles.checkDetail}>{check.detail}</p>
          </li>
        ))}
      </ul>
      <p className={styles.checkDetail} style={{ marginTop: '0.75rem', fontSize: '0.8rem' }}>
        Checked {formatOwnerDateTime(status.checkedAt, zone)}, when this tab opened.
      </p>
    </>
  )
}
