/*
 * Amounts as the owner types and reads them (dollars) and as they are stored (whole cents), as
 * pure functions: the admin's forms and the server convert with the same rule. No Payload here.
 */

/** The largest price the forms accept, in dollars: a typo guard, not a business rule. */
const MAX_DOLLARS = 1_000_000

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * "297", "$297.50", "1,297.5" or 297.5 → cents (29750); null for anything else (negative, more
 * than two decimals, letters). Parsed from the digits, so no floating-point rounding creeps in.
 */
export function dollarsToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input
  const match = DOLLARS.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1]!.replaceAll(',', ''))
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  if (whole > MAX_DOLLARS) return null
  return whole * 100 + fraction
}

/** Cents → what a dollar field shows: "297" for whole dollars, "297.50" otherwise. */
export function centsToDollarText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return ''
  const value = cents / 100
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}
