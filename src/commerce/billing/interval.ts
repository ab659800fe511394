import type { BillingInterval } from '../offers/types'

/**
 * `count` billing intervals after `from`, the way Stripe counts them: weeks are 7 days, months
 * and years keep the day of the month, clamped to the month's last day (Jan 31 → Feb 28).
 */
export function addIntervals(from: Date, interval: BillingInterval, count: number): Date {
  if (interval === 'week') return new Date(from.getTime() + count * 7 * 86_400_000)
  const months = interval === 'year' ? 12 * count : count
  const result = new Date(from.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}
