import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

import { type LeadFilter, LEADS_AUDIENCE_PREFIX, leadFilterOfAudience } from '@/contacts/leadFilter'
import { leadPeopleWhere } from '@/contacts/leadFilterSql'
import { MAX_PROPOSAL_PEOPLE } from '@/assistant/constants'
import { ARCHETYPE_KEYS, type ArchetypeKey, DEFAULT_LEAD_SOURCE } from '@/contacts/schema'
import { onListSql } from '@/contacts/suppression'

/**
 * Whom a campaign is for, as a value the Email tab's select sends: a fixed audience, a quiz
 * archetype (`quiz:rebel`), a tag (`tag:12`), or those who did not open a campaign
 * (`not-opened:7`, "resend to those who did not open"), or the people of a Leads list filter
 * (`leads:status=customer&tag=3`, "E-mail these people"), or people she (or her assistant) chose
 * one by one (`people:12,40,41`). Only subscribed contacts are ever in one.
 */
export const FIXED_AUDIENCES = {
  'all-leads': 'Everyone on your list',
  'quiz-takers': 'Quiz takers',
  'meditation-downloaders': 'Meditation downloaders',
  waitlist: 'Waitlist',
  customers: 'Customers',
  'non-buyers': 'Not customers yet',
  applicants: 'Mentorship applicants',
} as const
export type FixedAudience = keyof typeof FIXED_AUDIENCES

export const ARCHETYPE_LABELS: Record<ArchetypeKey, string> = {
  people_pleaser: 'People-Pleasers',
  perfectionist: 'Perfectionists',
  rebel: 'Rebels',
}

export type Audience =
  | { kind: FixedAudience }
  | { kind: 'quiz'; archetype: ArchetypeKey }
  | { kind: 'tag'; tagId: number }
  | { kind: 'not-opened'; campaignId: number }
  | { kind: 'leads'; filter: LeadFilter }
  | { kind: 'people'; contactIds: number[] }

/**
 * A stored audience value is at most this long: a Leads filter with the longest search (200
 * characters, each up to 9 once escaped for the address) and every other filter fits.
 */
export const MAX_AUDIENCE_LENGTH = 2_000

/** "These 37 women": the people an audience names one by one, by their contacts' ids. */
export const PEOPLE_AUDIENCE_PREFIX = 'people:'
/** The longest `people:` value: MAX_PROPOSAL_PEOPLE ids of up to 9 digits and their commas. */
export const MAX_PEOPLE_AUDIENCE_LENGTH = PEOPLE_AUDIENCE_PREFIX.length + MAX_PROPOSAL_PEOPLE * 10

const ID = /^[1-9]\d{0,8}$/

/** The ids a `people:` value lists, or null when it is not a list of 1..MAX_PROPOSAL_PEOPLE ids. */
function peopleOf(rest: string): number[] | null {
  const parts = rest.split(',')
  if (!parts.length || parts.length > MAX_PROPOSAL_PEOPLE) return null
  if (!parts.every((part) => ID.test(part))) return null
  return [...new Set(parts.map(Number))]
}

/** The audience a value names, or null for one that names nothing. */
export function parseAudience(value: string): Audience | null {
  if (value in FIXED_AUDIENCES) return { kind: value as FixedAudience }
  // Its filter is an address query (":" inside it is escaped), read leniently like the list's.
  if (value.startsWith(LEADS_AUDIENCE_PREFIX)) {
    return {
      kind: 'leads',
      filter: leadFilterOfAudience(value.slice(LEADS_AUDIENCE_PREFIX.length)),
    }
  }
  if (value.startsWith(PEOPLE_AUDIENCE_PREFIX)) {
    const contactIds = peopleOf(value.slice(PEOPLE_AUDIENCE_PREFIX.length))
    return contactIds ? { kind: 'people', contactIds } : null
  }
  const [kind, rest = ''] = value.split(':', 2) as [string, string?]
  if (kind === 'quiz' && (ARCHETYPE_KEYS as readonly string[]).includes(rest)) {
    return { kind: 'quiz', archetype: rest as ArchetypeKey }
  }
  if (kind === 'tag' && ID.test(rest)) return { kind: 'tag', tagId: Number(rest) }
  if (kind === 'not-opened' && ID.test(rest))
    return { kind: 'not-opened', campaignId: Number(rest) }
  return null
}

/** Contacts `c` with a paid order: a course order or a workshop place, not refunded ("buyers"). */
export const PAID_CONTACT = sql`(exists (select 1 from orders o where o.contact_id = c.id
                                         and o.status in ('paid', 'past_due', 'cancelled'))
  or exists (select 1 from workshop_registrations w
             where w.contact_id = c.id and w.payment_status = 'paid'))`

/** The SQL condition on contacts `c` for an audience (subscribed is added by audienceWhere). */
function condition(audience: Audience): SQL {
  switch (audience.kind) {
    case 'all-leads':
      return sql`true`
    case 'quiz-takers':
      return sql`exists (select 1 from leads l where l.contact_id = c.id and l.quiz_result is not null)`
    case 'quiz':
      return sql`exists (select 1 from leads l
                         where l.contact_id = c.id and l.quiz_result = ${audience.archetype})`
    case 'meditation-downloaders':
      return sql`exists (select 1 from leads l
                         where l.contact_id = c.id and l.source = ${DEFAULT_LEAD_SOURCE})`
    case 'waitlist':
      return sql`exists (select 1 from waitlist_entries w
                         where w.contact_id = c.id and w.status <> 'removed')`
    case 'customers':
      return PAID_CONTACT
    case 'non-buyers':
      return sql`not ${PAID_CONTACT}`
    case 'applicants':
      return sql`exists (select 1 from applications a where a.contact_id = c.id)`
    case 'tag':
      return sql`exists (select 1 from contacts_rels r
                         where r.parent_id = c.id and r.path = 'tags' and r.tags_id = ${audience.tagId})`
    case 'not-opened':
      return sql`exists (select 1 from email_deliveries d
                         where d.contact_id = c.id and d.campaign_id = ${audience.campaignId}
                           and d.status = 'sent' and d.opened_at is null)`
    case 'leads':
      // The Leads list's own SQL: its "subscribed" count is this audience's size.
      return leadPeopleWhere(audience.filter)
    case 'people':
      return sql`c.id in (${sql.join(
        audience.contactIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
  }
}

/** Contacts `c` in the audience who may receive marketing mail now. */
export const audienceWhere = (audience: Audience): SQL =>
  sql`${onListSql()} and (${condition(audience)})`
