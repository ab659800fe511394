import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { firstSignUpsSince } from '@/reports/leadFigures'
import { count, percent } from '@/reports/reporting'
import { queryRows } from '@/utilities/sql'

import type { InsightFigures } from './types'

/*
 * The figures behind the Overview's AI Insights (spec §2, §3), each defined once, here
 * (docs/owner-guide.md repeats the definitions). Every window is rolling, counted back from the
 * moment asked.
 *
 * - leadQualityScore, "engaged new leads": of the people whose first sign-up (their earliest lead
 *   row, see firstSignUpsSince: the Overview's "new leads") falls in the last 30 days, the share
 *   who finished the quiz (a lead row with a quiz result) OR opened or clicked any marketing
 *   e-mail (a campaign or sequence delivery with a person's open, not a mail privacy proxy's, or
 *   a click), in percent with two decimals.
 * - emailEngagementRate, "click rate of the last 30 days": of the marketing e-mails her mail
 *   server accepted in the last 30 days (deliveries with status 'sent', by sentAt), the share
 *   whose link the person followed (clickedAt set: unique clicks, one per e-mail and person), in
 *   percent: the Email tab's click rate (loadEmailMetrics) over that window.
 * - conversionTrend, "conversion this week against last", in percentage points: (of the new
 *   leads of the last 7 days, the share who have applied for mentorship or paid for something)
 *   minus (the same share of the new leads of the 7 days before). The Overview's conversion
 *   counts applications; a paid order is a conversion too. The newest leads have had less time
 *   to decide, which the sentence says when it matters.
 */

const INSIGHT_WINDOW_DAYS = 30
const TREND_WINDOW_DAYS = 7

/** The counts each figure is computed from, for the sentences (every number they may print). */
export type InsightFacts = {
  newLeads: number
  engagedLeads: number
  quizFinished: number
  openedOrClicked: number
  delivered: number
  opened: number
  clicked: number
  leadsThisWeek: number
  convertedThisWeek: number
  leadsLastWeek: number
  convertedLastWeek: number
  conversionThisWeek: number
  conversionLastWeek: number
}

export type InsightData = InsightFigures & { facts: InsightFacts }

/** Paid orders with whose they are (course orders and workshop places). */
const PAYING_CONTACTS = sql`
  select o.contact_id from orders o
   where o.status in ('paid', 'past_due', 'cancelled') and o.contact_id is not null
     and o.mode <> 'complimentary'
  union
  select w.contact_id from workshop_registrations w
   where w.payment_status = 'paid' and w.contact_id is not null`

const daysBefore = (now: Date, days: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(days => ${days}))`

/** The figures and their counts, or null when there is nothing to say (no leads, no e-mail). */
export async function loadInsightData(
  req: PayloadRequest,
  now: Date = new Date(),
): Promise<InsightData | null> {
  requireOwner(req)
  const { payload } = req
  const monthStart = daysBefore(now, INSIGHT_WINDOW_DAYS)
  const weekStart = daysBefore(now, TREND_WINDOW_DAYS)
  const fortnightStart = daysBefore(now, TREND_WINDOW_DAYS * 2)
  const until = sql`${now.toISOString()}::timestamptz`
  const [[leads], [mail], [weeks]] = await Promise.all([
    queryRows<Record<'new_leads' | 'engaged' | 'quiz' | 'mail', string>>(
      payload,
      sql`select count(*) as new_leads,
                 count(*) filter (where quiz or mail) as engaged,
                 count(*) filter (where quiz) as quiz,
                 count(*) filter (where mail) as mail
            from (select
                    exists (select 1 from leads q
                             where q.contact_id = f.contact_id and q.quiz_result is not null) as quiz,
                    exists (select 1 from email_deliveries d
                             where d.contact_id = f.contact_id
                               and (d.opened_at is not null or d.clicked_at is not null)) as mail
                    from (${firstSignUpsSince(monthStart)}) f
                   where f.first_at <= ${until}) people`,
    ),
    queryRows<Record<'delivered' | 'opened' | 'clicked', string>>(
      payload,
      sql`select count(*) as delivered,
                 count(*) filter (where opened_at is not null) as opened,
                 count(*) filter (where clicked_at is not null) as clicked
            from email_deliveries
           where status = 'sent' and sent_at >= ${monthStart} and sent_at <= ${until}`,
    ),
    queryRows<Record<'this_leads' | 'this_converted' | 'last_leads' | 'last_converted', string>>(
      payload,
      sql`select count(*) filter (where this_week) as this_leads,
                 count(*) filter (where this_week and converted) as this_converted,
                 count(*) filter (where not this_week) as last_leads,
                 count(*) filter (where not this_week and converted) as last_converted
            from (select f.first_at >= ${weekStart} as this_week,
                         (f.contact_id in (select contact_id from applications
                                            where contact_id is not null)
                          or f.contact_id in (${PAYING_CONTACTS})) as converted
                    from (${firstSignUpsSince(fortnightStart)}) f
                   where f.first_at <= ${until}) people`,
    ),
  ])
  const facts: InsightFacts = {
    newLeads: count(leads?.new_leads),
    engagedLeads: count(leads?.engaged),
    quizFinished: count(leads?.quiz),
    openedOrClicked: count(leads?.mail),
    delivered: count(mail?.delivered),
    opened: count(mail?.opened),
    clicked: count(mail?.clicked),
    leadsThisWeek: count(weeks?.this_leads),
    convertedThisWeek: count(weeks?.this_converted),
    leadsLastWeek: count(weeks?.last_leads),
    convertedLastWeek: count(weeks?.last_converted),
    conversionThisWeek: 0,
    conversionLastWeek: 0,
  }
  facts.conversionThisWeek = percent(facts.convertedThisWeek, facts.leadsThisWeek)
  facts.conversionLastWeek = percent(facts.convertedLastWeek, facts.leadsLastWeek)
  // Nothing happened in the windows: the panel is hidden (spec §2) rather than showing zeros.
  // (The two weeks' leads are among the 30 days' new leads.)
  if (!facts.newLeads && !facts.delivered) return null
  return {
    leadQualityScore: percent(facts.engagedLeads, facts.newLeads),
    emailEngagementRate: percent(facts.clicked, facts.delivered),
    conversionTrend: Math.round((facts.conversionThisWeek - facts.conversionLastWeek) * 100) / 100,
    facts,
  }
}
