import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { ARCHETYPE_LABELS, PAID_CONTACT } from '@/email/campaigns/audience'
import { ARCHETYPE_KEYS, type ArchetypeKey } from '@/contacts/schema'
import { queryRows } from '@/utilities/sql'

import { count, percent } from './reporting'

export const DEFAULT_QUIZ_FUNNEL_DAYS = 30

export type QuizFunnel = {
  /** The last `days` × 24 hours up to now. */
  period: { from: string; to: string; days: number }
  /**
   * Visits in the period in which the quiz was started: the quiz page's `quiz_started` event
   * (src/utilities/analytics.ts), counted once per visit however often she restarted. Bots,
   * prefetches and the owner herself are not counted (src/analytics), so this can be lower than
   * `completed` when visitors block the counter.
   */
  started: number
  /**
   * Quiz takers: people who finished the quiz and left their address in the period (a sign-up
   * with a quiz result), each once however often she took it.
   */
  completed: number
  /** completed ÷ started, percent with two decimals (0 with no starts counted). */
  completionRate: number
  /** The period's quiz takers by their latest result, each once, every archetype listed. */
  byArchetype: { archetype: ArchetypeKey; label: string; count: number }[]
  /** Of the period's quiz takers, those with a paid order (course or workshop place, not refunded), at any time. */
  becameCustomers: number
  /** Of the period's quiz takers, those who sent a mentorship application, at any time. */
  becameApplicants: number
  /** becameCustomers ÷ completed, percent. */
  conversionRate: number
  /** becameApplicants ÷ completed, percent. */
  applicationRate: number
}

/**
 * "Analyze quiz completion and conversion": the quiz from its start to a purchase, for the last
 * `days` days, in two statements as the owner.
 */
export async function loadQuizFunnel(
  req: PayloadRequest,
  { days = DEFAULT_QUIZ_FUNNEL_DAYS }: { days?: number } = {},
  now: Date = new Date(),
): Promise<QuizFunnel> {
  requireOwner(req)
  const to = now.toISOString()
  const from = new Date(now.getTime() - days * 86_400_000).toISOString()
  const period = sql`${from}::timestamptz and l.created_at < ${to}::timestamptz`
  const [[started], takers] = await Promise.all([
    queryRows<{ started: string }>(
      req.payload,
      sql`select count(distinct e.visit_id) + count(*) filter (where e.visit_id is null) as started
            from analytics_events e
           where e.name = 'quiz_started' and e.at >= ${from}::timestamptz and e.at < ${to}::timestamptz`,
      req,
    ),
    // Each quiz taker of the period once (by her contact, else her address), with her latest result.
    queryRows<{ archetype: string; takers: string; customers: string; applicants: string }>(
      req.payload,
      sql`select t.quiz_result as archetype, count(*) as takers,
                 count(*) filter (where t.contact_id is not null and exists (
                   select 1 from contacts c where c.id = t.contact_id and ${PAID_CONTACT})) as customers,
                 count(*) filter (where t.contact_id is not null and exists (
                   select 1 from applications a where a.contact_id = t.contact_id)) as applicants
            from (select distinct on (coalesce(l.contact_id::text, lower(l.email)))
                         l.contact_id, l.quiz_result
                    from leads l
                   where l.quiz_result is not null and l.created_at >= ${period}
                   order by coalesce(l.contact_id::text, lower(l.email)), l.created_at desc) t
           group by t.quiz_result`,
      req,
    ),
  ])
  const sum = (pick: (row: (typeof takers)[number]) => string) =>
    takers.reduce((total, row) => total + count(pick(row)), 0)
  const completed = sum((row) => row.takers)
  const becameCustomers = sum((row) => row.customers)
  const becameApplicants = sum((row) => row.applicants)
  const startedCount = count(started?.started)
  return {
    period: { from, to, days },
    started: startedCount,
    completed,
    completionRate: percent(completed, startedCount),
    byArchetype: ARCHETYPE_KEYS.map((archetype) => ({
      archetype,
      label: ARCHETYPE_LABELS[archetype],
      count: count(takers.find((row) => row.archetype === archetype)?.takers),
    })),
    becameCustomers,
    becameApplicants,
    conversionRate: percent(becameCustomers, completed),
    applicationRate: percent(becameApplicants, completed),
  }
}
