import { ownerDayOf } from '@/settings/timeZone'

/**
 * The owner's calendar day of a moment, YYYY-MM-DD (her day, not the server's), in her zone
 * (Site settings; callers read it once with cachedOwnerTimeZone).
 */
export const ownerDay = (at: Date, zone: string) => ownerDayOf(at, zone)

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => addDays(day, -1)

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number) {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10)
}
