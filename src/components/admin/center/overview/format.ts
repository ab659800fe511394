import { DEFAULT_OWNER_TIME_ZONE, formatZonedDateTime } from '@/settings/timeZone'

/** How the Admin Center writes amounts and counts (en-US, as the site's prices are). */

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const whole = new Intl.NumberFormat('en-US')

/** Dollars with cents: "$1,297.50". */
export const formatDollars = (dollars: number) => usd.format(dollars)

/** A price: "$297" for whole dollars, "$297.50" otherwise. */
export const formatPrice = (dollars: number) =>
  Number.isInteger(dollars) ? usdWhole.format(dollars) : usd.format(dollars)

export const formatCount = (value: number) => whole.format(value)

/** A percentage with up to two decimals: "12.5%". */
export const formatPercent = (value: number) => `${whole.format(Math.round(value * 100) / 100)}%`

/** A calendar day "2026-11-24" as "Nov 24". */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The month of a calendar day "2026-11-24": "November". */
export const formatMonth = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })

/**
 * A moment on her clock, with the clock named: "Nov 24, 2026, 9:41 AM Arizona time". Pass her
 * zone (readOwnerTimeZone on the server, as a prop to the browser); the default is the Site
 * settings' own default, for callers not yet given it.
 */
export const formatMoment = (iso: string, zone: string = DEFAULT_OWNER_TIME_ZONE) =>
  formatZonedDateTime(iso, zone)
