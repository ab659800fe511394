'use client'

import { useEffect, useState } from 'react'

import type { AiInsights } from '@/assistant/types'

import { readInsights } from '../assistant/api'
import { Card, StatCard, StatGrid } from '../ui'
import { formatPercent } from './format'
import styles from './overview.module.css'

/**
 * What each figure counts, in one line (the definitions are src/assistant/insights.ts's: rolling
 * windows counted back from now).
 */
const COUNTS = {
  leadQuality:
    'New leads of the last 30 days who finished the quiz or opened or clicked one of your e-mails.',
  email: 'Marketing e-mails sent in the last 30 days whose link was clicked.',
  growth: 'Share of this week’s new leads who applied or bought, against last week’s (in points).',
} as const

const complete = (answer: Partial<AiInsights>): answer is AiInsights =>
  typeof answer.leadQualityScore === 'number' &&
  typeof answer.emailEngagementRate === 'number' &&
  typeof answer.conversionTrend === 'number'

/** "+2.5%" when it grew (spec §2: + when positive), "-1%" when it fell, "0%" when flat. */
const signed = (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value)}`

/**
 * The Overview's AI Insights (spec §2, §7): read once when the Overview opens (no retry),
 * "Analyzing..." meanwhile, and not shown at all when there is nothing to say yet or the read fails.
 */
export function InsightsPanel() {
  const [insights, setInsights] = useState<AiInsights | 'loading' | null>('loading')

  useEffect(() => {
    let current = true
    readInsights()
      .then((answer) => {
        if (current) setInsights(complete(answer) ? answer : null)
      })
      .catch(() => {
        if (current) setInsights(null)
      })
    return () => {
      current = false
    }
  }, [])

  if (insights === null) return null
  return (
    <Card title="AI Insights">
      {insights === 'loading' ? (
        <p className={styles.explanation} role="status">
          Analyzing...
        </p>
      ) : (
        <StatGrid>
          <StatCard
            label="Lead Quality"
            value={formatPercent(insights.leadQualityScore)}
            hint={insights.leadQualityInsight}
          >
            <p className={styles.explanation}>{COUNTS.leadQuality}</p>
          </StatCard>
          <StatCard
            label="Email Performance"
            value={formatPercent(insights.emailEngagementRate)}
            hint={insights.emailInsight}
          >
            <p className={styles.explanation}>{COUNTS.email}</p>
          </StatCard>
          <StatCard
            label="Growth Trend"
            value={signed(insights.conversionTrend)}
            hint={insights.conversionInsight}
          >
            <p className={styles.explanation}>{COUNTS.growth}</p>
          </StatCard>
        </StatGrid>
      )}
    </Card>
  )
}
