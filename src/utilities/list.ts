import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { AppError } from '@/core/errors'
import { forbiddenTextMessage, hasForbiddenText } from '@/security/text'
import { queryRows } from './sql'

/** A SQL fragment built with `sql` (drizzle's type, which the adapter does not re-export). */
export type SQL = ReturnType<typeof sql>

/** How many rows a list shows when the caller does not say, and the most it may ask for. */
const DEFAULT_PAGE_SIZE = 50
const MAX_PAGE_SIZE = 500
/** A search longer than any e-mail, name or source is a mistake, not a search. */
const MAX_QUERY_LENGTH = 200

export type ListQuery = {
  /** Case-insensitive substring; blank means every row. */
  q?: string
  limit?: number
  /** 1-based. */
  page?: number
}

export type ListPage<Row> = {
  rows: Row[]
  /** Rows matching the search, over all pages. */
  total: number
  page: number
  limit: number
}

/** The search, limit and page a caller may ask for, or a 400 that says what is wrong. */
export function normaliseListQuery(query: ListQuery): Required<ListQuery> {
  const q = (query.q ?? '').trim()
  // Postgres refuses NUL and broken Unicode in a parameter: a 400, not a failed query.
  if (hasForbiddenText(q)) throw new AppError('bad_request', forbiddenTextMessage('q'))
  if (q.length > MAX_QUERY_LENGTH) {
    throw new AppError('bad_request', `Search is too long: at most ${MAX_QUERY_LENGTH} characters.`)
  }
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError('bad_request', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
  }
  const page = query.page ?? 1
  if (!Number.isSafeInteger(page) || page < 1 || page > 1_000_000) {
    throw new AppError('bad_request', 'page must be a whole number from 1.')
  }
  return { q, limit, page }
}

/**
 * The ILIKE pattern for a substring search: the searched text's own % and _ and \ match
 * themselves, not "anything". Trigram indexes (migration 20261124_230000) serve ILIKE '%…%'.
 */
const substringPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `where` matching rows whose columns contain `q` (any of them), or nothing for a blank search. */
export function searchCondition(q: string, columns: SQL[]): SQL {
  if (!q) return sql`true`
  const pattern = substringPattern(q)
  return sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )
}

/** A timestamp from Postgres (a Date or its text) as ISO 8601, or null. */
export const isoDate = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : new Date(value as string | Date).toISOString()

/** Up to this many matches, collecting and sorting them all costs a few milliseconds. */
const SORT_ALL_MATCHES_UP_TO = 10_000
/** How many of the newest rows a walk down the created_at index reads before giving up. */
const WALK_WINDOW = 20_000

/**
 * One page of `table`'s rows matching `where`, newest first, and how many match, in indexed
 * SQL. With a search the count runs first and picks the plan (Postgres alone guesses wrong when
 * matches are rare but it expects them often): a few thousand matches are collected through the
 * trigram indexes (a materialised CTE) and sorted; many matches are found by walking the newest
 * rows down the created_at index, at most WALK_WINDOW of them, falling back to collecting when
 * they are bunched among older rows. Either way no statement reads the whole table for a page.
 */
export async function searchPage<Row, Counts extends { total: number } = { total: number }>(
  payload: Payload,
  {
    table,
    columns,
    where,
    searching,
    limit,
    page,
    counting,
  }: {
    table: string
    columns: SQL
    where: SQL
    searching: boolean
    limit: number
    page: number
    /**
     * The statement that counts the matches (its `total`), when a list wants more figures from
     * the same pass over them; by default `count(*)`.
     */
    counting?: SQL
  },
): Promise<{ rows: Row[]; total: number; counts: Counts }> {
  const from = sql.raw(`"${table}"`)
  const offset = (page - 1) * limit
  let counts = { total: 0 } as Counts
  const count = () =>
    queryRows<Counts>(
      payload,
      counting ?? sql`select count(*)::int as "total" from ${from} where ${where}`,
    ).then((rows) => {
      counts = rows[0] ?? counts
      return counts.total
    })
  const newestFirst = sql`order by "created_at" desc, "id" desc limit ${limit} offset ${offset}`
  if (!searching) {
    const [rows, total] = await Promise.all([
      queryRows<Row>(payload, sql`select ${columns} from ${from} ${newestFirst}`),
      count(),
    ])
    return { rows, total, counts }
  }
  // The count and the walk through the newest rows run side by side: a search that matches
  // most rows then costs one of them, not both; a rare one wastes a short walk.
  const [total, walked] = await Promise.all([
    count(),
    queryRows<Row>(
      payload,
      sql`select * from (select ${columns} from ${from} order by "created_at" desc, "id" desc
            limit ${WALK_WINDOW}) as "newest" where ${where} ${newestFirst}`,
    ),
  ])
  if (total === 0 || offset >= total) return { rows: [], total, counts }
  const collectAndSort = () =>
    queryRows<Row>(
      payload,
      sql`with "matches" as materialized (select ${columns} from ${from} where ${where})
          select * from "matches" ${newestFirst}`,
    )
  if (total <= SORT_ALL_MATCHES_UP_TO) return { rows: await collectAndSort(), total, counts }
  // A full page, or the last matches there are: the window held this page.
  if (walked.length === limit || offset + walked.length === total) {
    return { rows: walked, total, counts }
  }
  return { rows: await collectAndSort(), total, counts }
}
