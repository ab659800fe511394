import { isoToWallTime } from '@/settings/timeZone'

import { SEND_WINDOWS, type SendWindow } from './constants'

/** The hour of the day (0–23) on the owner's clock. */
const ownerHour = (at: Date, zone: string) => Number(isoToWallTime(at, zone).slice(11, 13))

/**
 * When a step with this send window may go out: null now (inside the window, or any time), else
 * the start of the window's next hour on the owner's clock (her zone, from Site settings).
 */
export function windowWait(window: SendWindow, zone: string, now = new Date()): Date | null {
  const { from, to } = SEND_WINDOWS[window]
  const hour = ownerHour(now, zone)
  if (hour >= from && hour < to) return null
  const hoursToGo = (from - hour + 24) % 24 || 24
  const next = new Date(now.getTime() + hoursToGo * 3_600_000)
  // The top of the hour on her clock (a zone may be half an hour off UTC's).
  const minutes = Number(isoToWallTime(next, zone).slice(14, 16))
  next.setTime(next.getTime() - minutes * 60_000)
  next.setUTCSeconds(0, 0)
  // A daylight-saving change in between moves her clock an hour: land on the window's first hour.
  const drift = ownerHour(next, zone) - from
  if (drift === 1 || drift === -23) next.setTime(next.getTime() - 3_600_000)
  if (drift === -1 || drift === 23) next.setTime(next.getTime() + 3_600_000)
  return next
}
