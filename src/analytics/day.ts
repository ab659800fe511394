import { REPORTING_TIME_ZONE } from '@/dashboard/reporting'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORTING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The owner's calendar day of a moment, YYYY-MM-DD (her day, not the server's). */
export const ownerDay = (at: Date) => dayFormat.format(at)

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) => addDays(day, -1)

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number) {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10)
}
