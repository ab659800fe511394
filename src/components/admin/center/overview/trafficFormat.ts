import type { FunnelRow } from '@/analytics/reportTypes'

import { formatCount } from './format'

/** "the 30 days before": the period each figure is set beside. */
export const periodBefore = (days: number) => `the ${days} days before`

/**
 * A count beside the same count in the period before, in words: "+12% vs the 30 days before (was
 * 340)". A change from nothing has no percentage: it says there was none.
 */
export function countChange(current: number, previous: number, days: number): string {
  const before = periodBefore(days)
  if (previous === 0) return current === 0 ? `Also none in ${before}` : `None in ${before}`
  const change = Math.round(((current - previous) / previous) * 100)
  const was = `was ${formatCount(previous)}`
  if (change === 0) return `About the same as ${before} (${was})`
  // A true minus sign: screen readers say "minus", and it lines up with the plus.
  const signed = change > 0 ? `+${formatCount(change)}%` : `−${formatCount(-change)}%`
  return `${signed} vs ${before} (${was})`
}

/** Seconds as she would say them: "45 s", "2 min 5 s", "1 h 4 min". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
}

/** How many did not go on to the next step ("114"), never below zero. */
const droppedBetween = (from: number, to: number) => Math.max(0, from - to)

/** The drop-offs of one funnel row, as percentages of the step before. */
export function dropOff(row: FunnelRow) {
  return {
    visitorsLost: droppedBetween(row.visitors, row.leads),
    visitorsLostRate: row.visitors > 0 ? Math.max(0, 100 - row.leadRate) : 0,
    leadsLost: droppedBetween(row.leads, row.buyers),
    leadsLostRate: row.leads > 0 ? Math.max(0, 100 - row.buyerRate) : 0,
  }
}
