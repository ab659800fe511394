import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { queryRows } from '@/utilities/sql'

/**
 * The site's own screens (src/app/(frontend)): every other counted path is a page, course,
 * lesson or workshop of hers, read from the database.
 */
const APP_PATHS = [
  '/',
  '/affiliate',
  '/apply',
  '/checkout',
  '/course',
  '/email-header-test',
  '/free-meditation',
  '/meditation-access',
  '/quiz',
  '/sign-in',
  '/v2-reimagined-mockup',
  '/watch',
  '/watch/billing',
]

/** How long the list is trusted; a path not on it reloads it, at most this often. */
const FRESH_MS = 60_000
const RELOAD_AT_MOST_EVERY_MS = 10_000

let known: { paths: Set<string>; at: number } | undefined
let loading: Promise<Set<string>> | undefined

async function load(payload: Payload): Promise<Set<string>> {
  const rows = await queryRows<{ path: string }>(
    payload,
    sql`select '/' || slug as path from pages where _status = 'published' and slug <> 'home'
        union all select '/courses/' || slug from courses where is_published
        union all select '/course/' || module_id from lessons where module_id is not null
        union all select '/workshop/' || slug from workshops
        union all select '/workshop/' || slug || '/confirmation' from workshops`,
  )
  const paths = new Set([...APP_PATHS, ...rows.map((row) => row.path)])
  known = { paths, at: Date.now() }
  return paths
}

const reload = (payload: Payload) => {
  loading ??= load(payload).finally(() => {
    loading = undefined
  })
  return loading
}

/** "/about/" and "/about" are one page. */
const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Whether a path is a page of the site. A visit to an address that is not one (a made-up path
 * sent to inflate her figures, a mistyped link) is not counted: its 404 is not her page.
 */
export async function isSitePage(payload: Payload, path: string): Promise<boolean> {
  const wanted = normalised(path)
  const age = known ? Date.now() - known.at : Infinity
  const paths = age < FRESH_MS && known ? known.paths : await reload(payload)
  if (paths.has(wanted)) return true
  // A page published a moment ago: the list is read again, not more often than every 10 s.
  if (known && Date.now() - known.at >= RELOAD_AT_MOST_EVERY_MS) {
    return (await reload(payload)).has(wanted)
  }
  return false
}
