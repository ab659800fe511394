/**
 * The owner's clock. Every date and time the admin, her e-mails and her exports show is written
 * in the zone chosen in Site settings (default America/Phoenix), so "10:30" means the same thing
 * on every screen and in every invitation. Pure functions: the browser imports them too.
 */

export const DEFAULT_OWNER_TIME_ZONE = 'America/Phoenix'

/** The zones she can pick, each with the words a reader outside it understands. */
export const TIME_ZONE_CHOICES = [
  { value: 'America/Phoenix', label: 'Arizona (no daylight saving)', words: 'Arizona time' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)', words: 'Pacific time' },
  { value: 'America/Denver', label: 'Mountain (Denver)', words: 'Mountain time' },
  { value: 'America/Chicago', label: 'Central (Chicago)', words: 'Central time' },
  { value: 'America/New_York', label: 'Eastern (New York)', words: 'Eastern time' },
  { value: 'America/Anchorage', label: 'Alaska', words: 'Alaska time' },
  { value: 'Pacific/Honolulu', label: 'Hawaii', words: 'Hawaii time' },
  { value: 'America/Toronto', label: 'Toronto', words: 'Toronto time' },
  { value: 'America/Vancouver', label: 'Vancouver', words: 'Vancouver time' },
  { value: 'America/Mexico_City', label: 'Mexico City', words: 'Mexico City time' },
  { value: 'Europe/London', label: 'London', words: 'UK time' },
  { value: 'Europe/Dublin', label: 'Dublin', words: 'Irish time' },
  { value: 'Europe/Lisbon', label: 'Lisbon', words: 'Lisbon time' },
  { value: 'Europe/Paris', label: 'Paris, Berlin, Madrid, Rome', words: 'Central European time' },
  { value: 'Europe/Athens', label: 'Athens', words: 'Athens time' },
  { value: 'Asia/Dubai', label: 'Dubai', words: 'Dubai time' },
  { value: 'Asia/Kolkata', label: 'India', words: 'India time' },
  { value: 'Asia/Singapore', label: 'Singapore', words: 'Singapore time' },
  { value: 'Asia/Tokyo', label: 'Tokyo', words: 'Tokyo time' },
  { value: 'Australia/Perth', label: 'Perth', words: 'Perth time' },
  { value: 'Australia/Sydney', label: 'Sydney, Melbourne', words: 'Sydney time' },
  { value: 'Pacific/Auckland', label: 'New Zealand', words: 'New Zealand time' },
  { value: 'UTC', label: 'UTC', words: 'UTC' },
] as const

export type OwnerTimeZone = (typeof TIME_ZONE_CHOICES)[number]['value']

export const isOwnerTimeZone = (value: unknown): value is OwnerTimeZone =>
  TIME_ZONE_CHOICES.some((choice) => choice.value === value)

/** A stored setting as a zone we know; anything else (unset, renamed) is the default. */
export const ownerZoneOf = (value: unknown): OwnerTimeZone =>
  isOwnerTimeZone(value) ? value : DEFAULT_OWNER_TIME_ZONE

/** "Arizona time": how a person outside her zone is told which clock a time is on. */
export const zoneWords = (zone: string) =>
  TIME_ZONE_CHOICES.find((choice) => choice.value === zone)?.words ?? zone

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (zone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${zone}|${JSON.stringify(options)}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    formatters.set(key, found)
  }
  return found
}

type Instant = string | number | Date
const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value))
const valid = (value: Instant | null | undefined): value is Instant =>
  value !== null && value !== undefined && value !== '' && !Number.isNaN(toDate(value).getTime())

/** "Nov 24, 2026" on her calendar; "-" for nothing. */
export const formatOwnerDate = (value: Instant | null | undefined, zone: string) =>
  valid(value) ? formatter(zone, { dateStyle: 'medium' }).format(toDate(value)) : '-'

/** "Nov 24, 2026, 9:41 AM" on her clock (for her own screens, where the zone goes unsaid). */
export const formatOwnerDateTime = (value: Instant | null | undefined, zone: string) =>
  valid(value)
    ? formatter(zone, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value))
    : '-'

/** "Nov 24, 2026, 9:41 AM Arizona time": for anyone who may live elsewhere (e-mails, exports). */
export const formatZonedDateTime = (value: Instant | null | undefined, zone: string) =>
  valid(value) ? `${formatOwnerDateTime(value, zone)} ${zoneWords(zone)}` : '-'

/** "Tuesday 2 December, 10:30 AM Arizona time": a call or event time, in words. */
export function formatTimeInWords(value: Instant, zone: string) {
  const parts = formatter(zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(toDate(value))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  const dayPeriod = part('dayPeriod')
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}${dayPeriod ? ` ${dayPeriod}` : ''} ${zoneWords(zone)}`
}

/** The calendar day "2026-11-24" an instant falls on in her zone. */
export function ownerDayOf(value: Instant, zone: string) {
  const parts = formatter(zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toDate(value))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

const offsetAt = (instant: number, zone: string) => {
  const parts = formatter(zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant))
  const n = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * Wall-clock "2026-12-02T10:30" (a datetime-local value, or a bare day "2026-12-02" for its
 * midnight) read on her clock, as an ISO instant; null when it is not one.
 */
export function wallTimeToIso(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(local.trim())
  if (!match) return null
  const [, y, mo, d, h = '00', mi = '00'] = match
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi))
  if (Number.isNaN(wall)) return null
  let instant = wall - offsetAt(wall, zone)
  instant = wall - offsetAt(instant, zone)
  return new Date(instant).toISOString()
}

/** An instant as a datetime-local value on her clock ("2026-12-02T10:30"). */
export function isoToWallTime(value: Instant, zone: string): string {
  const parts = formatter(zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}
