import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { writeAsSystem } from '@/utilities/sql'

import { dayBefore } from './day'

type DaySalts = { day: string; today: string; yesterday?: string }

/** The salts of the day being counted, read once per day and process. */
let cached: Promise<DaySalts> | undefined
let cachedDay = ''

/**
 * Today's secret (created by whichever process counts the day's first visit) and yesterday's,
 * if it still exists. Creating a day's secret deletes every older than the day before: once a
 * day is over by more than a day, nobody (the owner, a copy of the database) can tie its
 * visitor ids to an address again.
 */
export function saltsFor(payload: Payload, day: string): Promise<DaySalts> {
  if (cached && cachedDay === day) return cached
  cachedDay = day
  cached = (async () => {
    const yesterday = dayBefore(day)
    const [row] = await writeAsSystem<{ today: string; yesterday: string | null }>(
      'analytics',
      payload,
      // "do update" to itself, so the statement returns the day's secret whoever created it.
      sql`with today as (
            insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString('hex')})
            on conflict (day) do update set salt = analytics_salts.salt
            returning salt
          ), expired as (
            delete from analytics_salts where day < ${yesterday}::date
          )
          select (select salt from today) as today,
                 (select salt from analytics_salts where day = ${yesterday}::date) as yesterday`,
    )
    if (!row?.today) throw new Error(`No analytics salt for ${day}`)
    return { day, today: row.today, yesterday: row.yesterday ?? undefined }
  })()
  cached.catch(() => {
    cached = undefined
  })
  return cached
}

/** Forgets the cached salts (a test that moves the clock back, a test that deletes them). */
export const forgetSalts = () => {
  cached = undefined
  cachedDay = ''
}

/**
 * A visitor id: the first 64 bits of SHA-256 over the day's secret, the site, the address and
 * the browser's user agent. The address itself is never stored; without the secret, the id
 * cannot be tied back to it, and the secret is gone two days later.
 */
export const visitorId = (salt: string, site: string, address: string, userAgent: string) =>
  createHash('sha256')
    .update(`${salt}\n${site}\n${address}\n${userAgent}`)
    .digest()
    .readBigInt64BE(0)
    .toString()

/** The part of an address one household or phone holds: an IPv6 address by its /64. */
export function networkOf(address: string): string {
  if (!address.includes(':')) return address
  const groups = address.split('%')[0]!.split('::')
  const head = groups[0] ? groups[0].split(':') : []
  const tail = groups.length > 1 && groups[1] ? groups[1].split(':') : []
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail]
  return `${full
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The network a visit came from, as today's salted hash (like a visitor id, and as unlinkable to
 * the address once the secret is gone): what the cap on new visitors per address counts by.
 */
export async function addressKeyOf(
  payload: Payload,
  day: string,
  site: string,
  address: string,
): Promise<string> {
  const { today } = await saltsFor(payload, day)
  return visitorId(today, site, networkOf(address), 'network')
}

/** The ids this browser has today and, for a visit that began before midnight, had yesterday. */
export async function visitorIds(
  payload: Payload,
  day: string,
  site: string,
  address: string,
  userAgent: string,
): Promise<string[]> {
  const salts = await saltsFor(payload, day)
  const ids = [visitorId(salts.today, site, address, userAgent)]
  if (salts.yesterday) ids.push(visitorId(salts.yesterday, site, address, userAgent))
  return ids
}
