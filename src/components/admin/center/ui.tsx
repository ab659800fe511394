import type { ReactNode } from 'react'

import styles from './ui.module.css'

/** Shared pieces of the Admin Center's tabs, styled with Payload's theme variables. */
export function Card({
  title,
  children,
  headingLevel = 2,
}: {
  title?: ReactNode
  children: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.card}>
      {title ? <Heading className={styles.cardTitle}>{title}</Heading> : null}
      {children}
    </section>
  )
}

export function StatCard({
  label,
  value,
  hint,
  children,
}: {
  label: string
  value: ReactNode
  hint: string
  /** Lines under the hint: what the figure counts, in her words. */
  children?: ReactNode
}) {
  return (
    <section className={`${styles.card} ${styles.stat}`} aria-label={label}>
      <h2 className={styles.statLabel}>{label}</h2>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.statHint}>{hint}</p>
      {children}
    </section>
  )
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'error' | 'info'

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  )
}

/** What a list or figure shows when there is nothing yet: never a sample figure. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>
}

export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>
}
