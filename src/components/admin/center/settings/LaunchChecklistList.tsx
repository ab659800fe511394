import Link from 'next/link'

import type { LaunchChecklist } from '@/reports/launch'

import { Badge } from '../ui'
import own from './LaunchChecklistList.module.css'
import styles from './settings.module.css'

/**
 * "Ready to launch": each item done or not, what it found and what to do in her words, where to
 * fix it, and the server settings folded away for whoever hosts her site.
 */
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
                      {item.hrefLabel ?? 'Open'} (new tab)
                    </a>
                  ) : (
                    <Link className={styles.itemLink} href={item.href}>
                      Fix this: {item.label}
                    </Link>
                  )
                ) : null}
              </p>
              {item.technical ? (
                <details className={own.technical}>
                  <summary>For whoever hosts your site</summary>
                  <p className={styles.checkDetail}>{item.technical}</p>
                </details>
              ) : null}
            </li>
          )
        })}
      </ul>
    </>
  )
}
