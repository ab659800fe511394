import { DEFAULT_TIME_ZONE } from './constants'

const DAY_MS = 86_400_000

/** The calendar date and weekday an instant falls on in a time zone. */
function localDate(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: part('weekday'),
  }
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a wall-clock time on a calendar date happens in a time zone. */
export function zonedInstant(
  { year, month, day }: { year: number; month: number; day: number },
  { hour, minute }: { hour: number; minute: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // Twice, so a date on the other side of a daylight-saving change still lands on its hour.
  const first = asUtc - zoneOffset(new Date(asUtc), timeZone)
  return new Date(asUtc - zoneOffset(new Date(first), timeZone))
}

/**
 * When the seed schedules the demo workshop: the first Sunday at least six weeks after the
 * database is seeded, at 2:30 PM Arizona time (spec §9's "Sunday ... 2:30-4:30 PM MST"). The
 * spec's own date is long past, and a site must never open on a workshop that already happened.
 */
export function demoWorkshopStart(
  now: Date,
  {
    weeksAhead = 6,
    hour = 14,
    minute = 30,
    timeZone = DEFAULT_TIME_ZONE,
  }: { weeksAhead?: number; hour?: number; minute?: number; timeZone?: string } = {},
): Date {
  const earliest = now.getTime() + weeksAhead * 7 * DAY_MS
  for (let offset = 0; offset <= 8; offset += 1) {
    const date = localDate(new Date(earliest + offset * DAY_MS), timeZone)
    if (date.weekday !== 'Sun') continue
    const start = zonedInstant(date, { hour, minute }, timeZone)
    if (start.getTime() >= earliest) return start
  }
  throw new Error('No Sunday within eight days: the calendar is broken.')
}
