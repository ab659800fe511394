import Link from 'next/link'

import type { LaunchChecklist } from '@/dashboard/launch'

import { Badge } from '../ui'
import styles from './settings.module.css'

/** "Ready to launch": each item done or not, what it found, and where to fix it. */
export function LaunchChecklistList({ checklist }: { checklist: LaunchChecklist }) {
  return (
    <>
      <p className={styles.checkDetail} style={{ marginBottom: '0.75rem' }}>
        {checklist.complete
          ? 'Everything is in place: the site is ready for real visitors and payments.'
          : `${checklist.done} of ${checklist.items.length} done.`}
      </p>
      <ul className={styles.checks}>
        {checklist.items.map((item) => {
          const external = item.href?.startsWith('http')
          return (
            <li key={item.key} className={styles.check}>
              <span className={styles.checkName}>
                <Badge tone={item.done ? 'success' : 'warning'}>
                  {item.done ? 'Done' : 'To do'}
                </Badge>
                {item.label}
              </span>
              <p className={styles.checkDetail}>
                {item.detail}{' '}
                {item.href && !item.done ? (
                  external ? (
                    <a
                      className={styles.itemLink}
                      href={item.href}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Open {item.label.split(' ')[0]} (new tab)
                    </a>
                  ) : (
                    <Link className={styles.itemLink} href={item.href}>
                      Fix this: {item.label}
                    </Link>
                  )
                ) : null}
              </p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
