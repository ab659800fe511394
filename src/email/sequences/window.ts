import { REPORTING_TIME_ZONE } from '@/dashboard/reporting'

import { SEND_WINDOWS, type SendWindow } from './constants'

/** The hour of the day (0–23) on the owner's clock. */
const ownerHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: REPORTING_TIME_ZONE,
    }).format(at),
  )

/**
 * When a step with this send window may go out: null now (inside the window, or any time), else
 * the start of the window's next hour on the owner's clock (her zone has no daylight saving).
 */
export function windowWait(window: SendWindow, now = new Date()): Date | null {
  const { from, to } = SEND_WINDOWS[window]
  const hour = ownerHour(now)
  if (hour >= from && hour < to) return null
  const hoursToGo = (from - hour + 24) % 24 || 24
  const next = new Date(now.getTime() + hoursToGo * 3_600_000)
  next.setUTCMinutes(0, 0, 0)
  return next
}
