import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { requireOwner } from '@/auth/requireOwner'
import { isoDate } from '@/utilities/list'
import { count } from '@/reports/reporting'
import { PAID_CONTACT } from '@/email/campaigns/audience'
import { ARCHETYPE_KEYS } from '@/contacts/schema'
import { queryRows } from '@/utilities/sql'

import { CONTACT_STATUSES, type ContactStatus } from '../constants'
import { SOURCE_PATTERN } from '../leadFilter'
import { and } from '../leadFilterSql'
import { MAX_TAG_NAME_LENGTH } from './updateContact'

type SQL = ReturnType<typeof sql>

/** A year and a day: the longest "joined in the last … hours" she can ask for. */
const MAX_JOINED_WITHIN_HOURS = 8_784
const MAX_FIND_PEOPLE = 500
const DEFAULT_FIND_PEOPLE = 50

const isoTime = (what: string) =>
  z.optional(z.iso.datetime({ offset: true, error: `${what} must be a date and time.` }))

/**
 * Who she is looking for: "leads who joined in the last 24 hours", "quiz takers who are Rebels",
 * "women tagged VIP", "applicants", "buyers". Every filter is optional; together they all hold.
 */
export const findPeopleSchema = z.strictObject({
  joinedWithinHours: z.optional(
    z
      .int(`joinedWithinHours must be a whole number from 1 to ${MAX_JOINED_WITHIN_HOURS}.`)
      .check(
        z.gte(1, `joinedWithinHours must be a whole number from 1 to ${MAX_JOINED_WITHIN_HOURS}.`),
        z.lte(
          MAX_JOINED_WITHIN_HOURS,
          `joinedWithinHours must be a whole number from 1 to ${MAX_JOINED_WITHIN_HOURS}.`,
        ),
      ),
  ),
  joinedSince: isoTime('joinedSince'),
  joinedBefore: isoTime('joinedBefore'),
  source: z.optional(
    z.string('source must be text').check(z.regex(SOURCE_PATTERN, 'Unknown source')),
  ),
  archetype: z.optional(
    z.enum(ARCHETYPE_KEYS, 'archetype must be people_pleaser, perfectionist or rebel'),
  ),
  tag: z.optional(z.int('tag must be a tag’s id').check(z.positive('tag must be a tag’s id'))),
  tagName: z.optional(
    z
      .string('tagName must be text')
      .check(
        z.trim(),
        z.minLength(1, 'tagName is empty.'),
        z.maxLength(
          MAX_TAG_NAME_LENGTH,
          `A tag name has at most ${MAX_TAG_NAME_LENGTH} characters.`,
        ),
      ),
  ),
  status: z.optional(z.enum(CONTACT_STATUSES, 'Unknown status')),
  subscribed: z.optional(z.enum(['yes', 'no'], 'subscribed must be yes or no')),
  bought: z.optional(z.boolean('bought must be true or false')),
  applied: z.optional(z.boolean('applied must be true or false')),
  limit: z.optional(
    z
      .int(`limit must be a whole number from 1 to ${MAX_FIND_PEOPLE}.`)
      .check(
        z.gte(1, `limit must be a whole number from 1 to ${MAX_FIND_PEOPLE}.`),
        z.lte(MAX_FIND_PEOPLE, `limit must be a whole number from 1 to ${MAX_FIND_PEOPLE}.`),
      ),
  ),
})
export type FindPeopleInput = z.output<typeof findPeopleSchema>

/** One person as the assistant sees her: who she is and where she stands, never a token. */
export type FoundPerson = {
  id: number
  name: string | null
  email: string
  /** The first way she came in (a funnel, a purchase, a form). */
  source: string | null
  /** Her latest quiz result's archetype key, if she took the quiz. */
  quizResult: string | null
  status: ContactStatus
  /** Her tags' names, A to Z. */
  tags: string[]
  subscribed: boolean
  /** When she first came in (her contact's first sign-up or creation), ISO. */
  joinedAt: string
}

export type FoundPeople = {
  /** Everyone who matches, however many are listed. */
  count: number
  /** Of them, those who still receive marketing e-mail (who a campaign or sequence reaches). */
  subscribedCount: number
  /** The newest first, at most `limit`. */
  people: FoundPerson[]
}

/** The conditions on contacts `c` the filter names (all of them hold). */
function conditions(input: FindPeopleInput, now: Date): SQL[] {
  const parts: SQL[] = []
  // "Joined" is her contact's first sighting: the first sign-up, purchase or form that brought her.
  if (input.joinedWithinHours !== undefined) {
    const since = new Date(now.getTime() - input.joinedWithinHours * 3_600_000)
    parts.push(sql`c.first_seen_at >= ${since.toISOString()}`)
  }
  if (input.joinedSince)
    parts.push(sql`c.first_seen_at >= ${new Date(input.joinedSince).toISOString()}`)
  if (input.joinedBefore)
    parts.push(sql`c.first_seen_at < ${new Date(input.joinedBefore).toISOString()}`)
  if (input.source) {
    // A funnel's sign-up (quiz_rebel, meditation-download) or a source of her contact (purchase…).
    parts.push(sql`exists (select 1 from leads l where l.contact_id = c.id and l.source = ${input.source})
      or exists (select 1 from contacts_texts s
                  where s.parent_id = c.id and s.path = 'sources' and s.text = ${input.source})`)
  }
  if (input.archetype) {
    parts.push(sql`exists (select 1 from leads l
                            where l.contact_id = c.id and l.quiz_result = ${input.archetype})`)
  }
  if (input.tag !== undefined) {
    parts.push(sql`exists (select 1 from contacts_rels r
                            where r.parent_id = c.id and r.path = 'tags' and r.tags_id = ${input.tag})`)
  }
  if (input.tagName) {
    parts.push(sql`exists (select 1 from contacts_rels r join tags t on t.id = r.tags_id
                            where r.parent_id = c.id and r.path = 'tags'
                              and lower(t.name) = lower(${input.tagName}))`)
  }
  if (input.status) parts.push(sql`c.status = ${input.status}`)
  if (input.subscribed) parts.push(sql`c.subscribed = ${input.subscribed === 'yes'}`)
  if (input.bought !== undefined) parts.push(input.bought ? PAID_CONTACT : sql`not ${PAID_CONTACT}`)
  if (input.applied !== undefined) {
    const applied = sql`exists (select 1 from applications a where a.contact_id = c.id)`
    parts.push(input.applied ? applied : sql`not ${applied}`)
  }
  return parts
}

/**
 * The people matching a filter, newest first, with how many match and how many of those are
 * subscribed: two statements as the owner (her request's transaction, when it has one). Only
 * what she sees on a person's row leaves here: no sign-in or unsubscribe token, no notes.
 */
export async function findPeople(
  req: PayloadRequest,
  input: FindPeopleInput,
  now: Date = new Date(),
): Promise<FoundPeople> {
  requireOwner(req)
  const where = and(conditions(input, now))
  const limit = input.limit ?? DEFAULT_FIND_PEOPLE
  const [[totals], rows] = await Promise.all([
    queryRows<{ total: string; subscribed: string }>(
      req.payload,
      sql`select count(*) as total, count(*) filter (where c.subscribed) as subscribed
            from contacts c where ${where}`,
      req,
    ),
    queryRows<{
      id: number
      name: string | null
      email: string
      status: ContactStatus
      subscribed: boolean | null
      first_seen_at: string | Date
      source: string | null
      quiz_result: string | null
      tags: string[] | null
    }>(
      req.payload,
      sql`select c.id, c.name, c.email, c.status, c.subscribed, c.first_seen_at,
                 (select s.text from contacts_texts s
                   where s.parent_id = c.id and s.path = 'sources' order by s."order" limit 1) as source,
                 (select l.quiz_result from leads l
                   where l.contact_id = c.id and l.quiz_result is not null
                   order by l.created_at desc limit 1) as quiz_result,
                 (select array_agg(t.name order by lower(t.name)) from contacts_rels r
                    join tags t on t.id = r.tags_id
                   where r.parent_id = c.id and r.path = 'tags') as tags
            from contacts c
           where ${where}
           order by c.first_seen_at desc, c.id desc
           limit ${limit}`,
      req,
    ),
  ])
  return {
    count: count(totals?.total),
    subscribedCount: count(totals?.subscribed),
    people: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      source: row.source,
      quizResult: row.quiz_result,
      status: row.status,
      tags: row.tags ?? [],
      subscribed: row.subscribed === true,
      joinedAt: isoDate(row.first_seen_at)!,
    })),
  }
}
