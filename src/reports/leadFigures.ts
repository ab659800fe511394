import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { queryRows } from '@/utilities/sql'

import type { SQL } from '@/utilities/list'
import { percent } from './reporting'
import { onListSql } from '@/contacts/suppression'

/*
 * The lead figures, each defined once: the SQL below counts them, figureWords.ts says in her words
 * what each counts, and every place that shows one (the Overview's cards and chart, GET
 * /api/admin/overview and /api/admin/analytics) reads it from here.
 */

/** Who the leads are, counted as people (contacts), not rows. */
export type LeadFigures = {
  /** People who ever signed up through a funnel (at least one lead row). */
  leadPeople: number
  /** Of them, those on her list now (onListSql): "Total Leads", "Active email subscribers". */
  subscribed: number
  /** Of them, those who also sent a mentorship application. */
  applied: number
  /** Every application received (including people who never were leads). */
  applications: number
  /** Applications from people with no lead row: why applications can outnumber `applied`. */
  nonLeadApplications: number
}

/**
 * Lead to application rate: of the people who became leads (distinct contacts with a lead row,
 * whether or not they are still subscribed), the share who also sent a mentorship application,
 * in percent with two decimals. Counting people, not rows, keeps it a true rate: a lead who took
 * the quiz twice is one person.
 */
export const leadConversionRate = (people: Pick<LeadFigures, 'applied' | 'leadPeople'>) =>
  percent(people.applied, people.leadPeople)

/**
 * New leads: people whose first sign-up (their earliest lead row) is at or after `start`, one row
 * each with that moment. A second sign-up by the same person is not a new lead; someone who later
 * unsubscribed still counts on the day she joined. Read through the created_at and contact
 * indexes, never every lead.
 */
export const firstSignUpsSince = (start: SQL) => sql`
  select l.contact_id, min(l.created_at) as first_at
    from leads l
   where l.created_at >= ${start}
     and l.contact_id is not null
     and not exists (select 1 from leads earlier
                      where earlier.contact_id = l.contact_id and earlier.created_at < ${start})
   group by l.contact_id`

/*
 * The counts need one pass over every lead (a semi-join of contacts with leads, 100,000 rows at
 * the benchmark's size: 50-80 ms on two busy cores). The overview is read again and again while
 * nothing changes, so the figures are kept per process together with a signature of the tables
 * they come from, read through indexes in a few milliseconds: row counts, the highest ids and the
 * latest updates of leads, contacts and applications. Any insert, delete or edit (a lead, an
 * unsubscribe, an application) changes the signature and the figures are counted again, so they
 * are what the database holds, never an estimate. One case slips past a signature: two edits of
 * contacts committed in the opposite order of their timestamps; so the figures are also counted
 * again at least every RECOUNT_AFTER_MS.
 */
const RECOUNT_AFTER_MS = 30_000

const SIGNATURE = sql`select concat_ws('|',
    (select count(*) from leads), (select max(id) from leads), (select max(updated_at) from leads),
    (select count(*) from contacts), (select max(updated_at) from contacts),
    (select count(*) from applications), (select max(id) from applications),
    (select max(updated_at) from applications), (select count(*) from suppressions),
    (select max(updated_at) from suppressions)) as signature`

/**
 * One pass: contacts that have a lead row (hash semi-join), with their subscription and whether
 * their contact also applied (a hashed subplan over the applications).
 */
const FIGURES = sql`select
    count(*) as lead_people,
    count(*) filter (where ${onListSql()}) as subscribed,
    count(*) filter (where c.id in (select contact_id from applications where contact_id is not null))
      as applied,
    (select count(*) from applications) as applications,
    (select count(*) from applications a
      where not exists (select 1 from leads l where l.contact_id = a.contact_id))
      as non_lead_applications
  from contacts c
 where exists (select 1 from leads l where l.contact_id = c.id)`

let remembered: { signature: string; at: number; figures: LeadFigures } | undefined

export async function loadLeadFigures(payload: Payload): Promise<LeadFigures> {
  const [{ signature } = { signature: '' }] = await queryRows<{ signature: string }>(
    payload,
    SIGNATURE,
  )
  if (remembered?.signature === signature && Date.now() - remembered.at < RECOUNT_AFTER_MS) {
    return remembered.figures
  }
  const [row] = await queryRows<{
    lead_people: string
    subscribed: string
    applied: string
    applications: string
    non_lead_applications: string
  }>(payload, FIGURES)
  const figures: LeadFigures = {
    leadPeople: Number(row?.lead_people ?? 0),
    subscribed: Number(row?.subscribed ?? 0),
    applied: Number(row?.applied ?? 0),
    applications: Number(row?.applications ?? 0),
    nonLeadApplications: Number(row?.non_lead_applications ?? 0),
  }
  remembered = { signature, at: Date.now(), figures }
  return figures
}
