import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './AdminCenterShell.module.css'
import { ADMIN_TABS, type AdminTab, tabHref } from './tabs'
import { WelcomeToast } from './WelcomeToast.client'

/** The Admin Center's frame: title, the signed-in address and the tabs (links: the tab is in the URL). */
export function AdminCenterShell({
  tab,
  email,
  children,
}: {
  tab: AdminTab
  email: string
  children: ReactNode
}) {
  const current = ADMIN_TABS.find((entry) => entry.key === tab)!
  return (
    <main className={styles.center} id="admin-center">
      <WelcomeToast />
      {/* Not a <header>: Payload's app header is the page's banner landmark. */}
      <div className={styles.header}>
        <h1 className={styles.title}>Admin Center</h1>
        <p className={styles.who}>Signed in as {email}</p>
      </div>
      <nav aria-label="Admin Center">
        <ul className={styles.tabs}>
          {ADMIN_TABS.map((entry) => (
            <li key={entry.key}>
              <Link
                className={styles.tab}
                href={tabHref(entry.key)}
                aria-current={entry.key === tab ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={current.label}>{children}</section>
    </main>
  )
}
