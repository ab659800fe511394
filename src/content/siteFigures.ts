import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { ownerDayOf, wallTimeToIso } from '@/settings/timeZone'
import { queryRows } from '@/utilities/sql'

/**
 * The real figures a Stats block may show under its own, each with its period in words. There
 * is no made-up or growing count: the number is what the database holds for that period.
 */
export const SITE_FIGURE_OPTIONS = [
  { label: 'Nothing', value: 'none' },
  { label: 'Women who signed up', value: 'signups' },
  { label: 'Visits to the site', value: 'visits' },
] as const

export type SiteFigureKind = Exclude<(typeof SITE_FIGURE_OPTIONS)[number]['value'], 'none'>

export const SITE_FIGURE_PERIODS = [
  { label: 'The last 7 days', value: '7' },
  { label: 'The last 30 days', value: '30' },
  { label: 'The last 90 days', value: '90' },
] as const

export const DEFAULT_FIGURE_MINIMUM = 50

/** How long a computed figure is reused: a page view never waits on a count. */
const FIGURE_CACHE_MS = 5 * 60_000

const count = (kind: SiteFigureKind, days: number) =>
  kind === 'signups'
    ? // People, not sign-up rows: a woman who signed up for two things counts once.
      sql`select count(distinct contact_id)::int as n from leads
           where created_at >= now() - make_interval(days => ${days})`
    : sql`select count(*)::int as n from analytics_visits
           where day >= (current_date - ${days}::int)`

/** The figure, counted now. */
export async function countSiteFigure(
  payload: Payload,
  kind: SiteFigureKind,
  days: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(payload, count(kind, days))
  return Number(row?.n ?? 0)
}

const remembered = new Map<string, { at: number; value: number }>()

/** The figure, counted at most every FIGURE_CACHE_MS per server process. */
export async function cachedSiteFigure(payload: Payload, kind: SiteFigureKind, days: number) {
  const key = `${kind}:${days}`
  const hit = remembered.get(key)
  if (hit && Date.now() - hit.at < FIGURE_CACHE_MS) return hit.value
  const value = await countSiteFigure(payload, kind, days)
  remembered.set(key, { at: Date.now(), value })
  return value
}

const periodWords = (days: number) => (days === 1 ? 'the last day' : `the last ${days} days`)

/**
 * The sentence a visitor reads, or null when the figure must not show: no data, or fewer than
 * the owner's minimum (a small real number would read as an empty room).
 */
export function siteFigureLine(
  kind: SiteFigureKind,
  days: number,
  value: number,
  minimum: number = DEFAULT_FIGURE_MINIMUM,
): { figure: string; words: string } | null {
  if (!Number.isFinite(value) || value <= 0 || value < Math.max(1, minimum)) return null
  const figure = value.toLocaleString('en-US')
  const words =
    kind === 'signups'
      ? `${value === 1 ? 'woman' : 'women'} signed up in ${periodWords(days)}`
      : `${value === 1 ? 'visit' : 'visits'} to this site in ${periodWords(days)}`
  return { figure, words }
}

/** Below this many, "… joined today" is not shown: a small real number reads as an empty room. */
const JOINED_TODAY_MINIMUM = 10

let joinedToday: { day: string; at: number; value: number } | null = null

/**
 * Women who signed up today on her clock (each once), counted at most every FIGURE_CACHE_MS:
 * the alternate homepage's "… joined today" badge, which presents itself as live, so it is.
 */
export async function cachedSignUpsToday(payload: Payload): Promise<number> {
  const zone = await readOwnerTimeZone(payload)
  const day = ownerDayOf(Date.now(), zone)
  if (joinedToday?.day === day && Date.now() - joinedToday.at < FIGURE_CACHE_MS) {
    return joinedToday.value
  }
  const since = wallTimeToIso(day, zone)!
  const [row] = await queryRows<{ n: number | string }>(
    payload,
    sql`select count(distinct contact_id)::int as n from leads where created_at >= ${since}`,
  )
  joinedToday = { day, at: Date.now(), value: Number(row?.n ?? 0) }
  return joinedToday.value
}

/**
 * "23 joined today": the real count before her words (a number she typed, such as the old
 * "5,247 joined today", is dropped), or null below JOINED_TODAY_MINIMUM.
 */
export function joinedTodayLine(count: number, words: string | null | undefined): string | null {
  if (!Number.isFinite(count) || count < JOINED_TODAY_MINIMUM) return null
  const after = (words ?? '').replace(/^[\s\d.,+]+/, '').trim() || 'joined today'
  return `${count.toLocaleString('en-US')} ${after}`
}
