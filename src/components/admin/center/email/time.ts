import { REPORTING_TIME_ZONE } from '@/dashboard/reporting'

/**
 * The owner's clock for scheduling: a "Send at" field's value ("2026-05-01T09:30", as a
 * datetime-local input gives it) is a time in her zone, whatever zone the browser is in.
 */
export const OWNER_TIME_ZONE = REPORTING_TIME_ZONE

/** How the field's label names her zone. */
export const OWNER_ZONE_LABEL = 'Arizona time, MST'

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

const partsOf = (instant: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string) {
  const p = partsOf(instant, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/** A datetime-local value read in `timeZone` as an ISO instant, or null if it is not one. */
export function zonedToIso(local: string, timeZone: string = OWNER_TIME_ZONE): string | null {
  const match = LOCAL.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!)
  if (!Number.isFinite(wall)) return null
  // The zone's offset at the wall time, checked once more where it changes (daylight saving).
  let instant = wall - offsetAt(wall, timeZone)
  const again = wall - offsetAt(instant, timeZone)
  if (again !== instant) instant = again
  return new Date(instant).toISOString()
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a datetime-local value on `timeZone`'s clock ("2026-05-01T09:30"). */
export function isoToZoned(iso: string, timeZone: string = OWNER_TIME_ZONE): string {
  const p = partsOf(Date.parse(iso), timeZone)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}
