const MINUTE_MS = 60_000

export type CountdownParts = { days: number; hours: number; minutes: number }

/**
 * Whole minutes left until `endsAt`, rounded up: it reads "0 days 00 hours 01 minutes" in the
 * last minute and the countdown ends (0) exactly at the moment the owner set. Null: no end set or
 * an unreadable one.
 */
export function minutesLeft(endsAt: string | null | undefined, now: number): number | null {
  if (!endsAt) return null
  const end = new Date(endsAt).getTime()
  if (Number.isNaN(end)) return null
  return Math.max(Math.ceil((end - now) / MINUTE_MS), 0)
}

export const countdownParts = (minutes: number): CountdownParts => ({
  days: Math.floor(minutes / (24 * 60)),
  hours: Math.floor(minutes / 60) % 24,
  minutes: minutes % 60,
})

/** Milliseconds until the figure shown changes, so each tick lands on the minute it shows. */
export function msUntilNextMinute(endsAt: string, now: number): number {
  const rest = (new Date(endsAt).getTime() - now) % MINUTE_MS
  return rest > 0 ? rest : MINUTE_MS
}
