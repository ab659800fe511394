import { DEFAULT_TIME_ZONE } from '@/workshops/constants'

/**
 * "This month" and "per day" are the owner's calendar, not the server's: she works in MST (the
 * workshop's time zone), so a sale at 8 PM on the 31st belongs to that month, as her bank sees it.
 */
export const REPORTING_TIME_ZONE = DEFAULT_TIME_ZONE

/** Cents as dollars with two decimals, as the spec's analytics answer carries them. */
export const dollars = (cents: number | string | null | undefined) =>
  Math.round(Number(cents ?? 0)) / 100

/** A ratio as a percentage with two decimals; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0

/** Postgres returns count(*) and sums as strings (bigint, numeric). */
export const count = (value: unknown) => Number(value ?? 0)
