import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { leadsAudienceLabel } from '@/contacts/leadFilter'
import {
  ARCHETYPE_LABELS,
  audienceWhere,
  FIXED_AUDIENCES,
  parseAudience,
} from '@/email/campaigns/audience'
import { type CampaignStatus, REVENUE_WINDOW_DAYS } from '@/email/campaigns/constants'
import { paragraphsOf } from '@/email/compose'
import {
  EXIT_REASONS,
  type ExitReason,
  SEND_WINDOWS,
  type SendWindow,
  SEQUENCE_TRIGGERS,
  type SequenceTrigger,
} from '@/email/sequences/constants'
import { ARCHETYPE_KEYS } from '@/contacts/schema'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import type { OwnerTimeZone } from '@/settings/timeZone'
import type { EmailTemplate } from '@/payload-types'
import { queryRows } from '@/utilities/sql'

import { count, dollars, percent } from './reporting'
import { onListSql } from '@/contacts/suppression'

/** Spec §3 "Email metrics response", every figure counted from the delivery rows. */
export type EmailMetrics = {
  /** Percent of delivered campaign e-mails she opened (machine opens left out). */
  openRate: number
  /** Percent of delivered campaign e-mails whose link she followed. */
  clickRate: number
  /** Percent of delivered campaign e-mails followed by a purchase within 7 days of a click. */
  conversionRate: number
  /** Campaign e-mails the mail server accepted. */
  totalEmailsSent: number
  /** Campaigns scheduled or going out now. */
  activeCampaigns: number
}

/** Paid orders with whose they are and when: course orders and workshop places. */
const ORDERS = sql`
  select o.contact_id, o.paid_in_cents::bigint as cents, coalesce(o.paid_at, o.created_at) as at
    from orders o where o.status in ('paid', 'past_due', 'cancelled') and o.contact_id is not null
     and o.mode <> 'complimentary'
  union all
  select w.contact_id, coalesce(w.amount_paid_in_cents, w.price_in_cents)::bigint,
         coalesce(w.paid_at, w.created_at)
    from workshop_registrations w where w.payment_status = 'paid' and w.contact_id is not null`

/**
 * Each paid order that followed a click on a campaign e-mail within REVENUE_WINDOW_DAYS, credited
 * to the campaign of her last click before it (an order counts once, however many she clicked).
 */
const ATTRIBUTED_ORDERS = sql`
  select last.campaign_id, o.contact_id, o.cents
    from (${ORDERS}) o
    cross join lateral (
      select d.campaign_id from email_deliveries d
       where d.contact_id = o.contact_id and d.clicked_at <= o.at
         and o.at < d.clicked_at + make_interval(days => ${REVENUE_WINDOW_DAYS})
       order by d.clicked_at desc limit 1) last`

/**
 * Who unsubscribed after a campaign reached her: credited to the last campaign delivered to her
 * in the week before she left.
 */
const ATTRIBUTED_UNSUBSCRIBES = sql`
  select last.campaign_id
    from contacts c
    cross join lateral (
      select d.campaign_id from email_deliveries d
       where d.contact_id = c.id and d.sent_at <= c.subscription_changed_at
         and c.subscription_changed_at < d.sent_at + interval '7 days'
       order by d.sent_at desc limit 1) last
   where c.marketing_status = 'unsubscribed'`

type Totals = { delivered: string; opened: string; clicked: string; failed: string }
type Refusals = { bounced: string; complained: string }

const TOTALS = sql`select count(*) filter (where status = 'sent') as delivered,
       count(*) filter (where status = 'sent' and opened_at is not null) as opened,
       count(*) filter (where status = 'sent' and clicked_at is not null) as clicked,
       count(*) filter (where status = 'failed') as failed
  from email_deliveries`

/** GET /api/admin/ai-email/metrics (spec §7). */
export async function loadEmailMetrics(req: PayloadRequest): Promise<EmailMetrics> {
  requireOwner(req)
  const { payload } = req
  const [[totals], [conversions], [active]] = await Promise.all([
    queryRows<Totals>(payload, TOTALS),
    queryRows<{ converted: string }>(
      payload,
      sql`select count(distinct (campaign_id, contact_id)) as converted from (${ATTRIBUTED_ORDERS}) a`,
    ),
    queryRows<{ active: string }>(
      payload,
      sql`select count(*) as active from email_campaigns where status in ('scheduled', 'sending')`,
    ),
  ])
  const delivered = count(totals?.delivered)
  return {
    openRate: percent(count(totals?.opened), delivered),
    clickRate: percent(count(totals?.clicked), delivered),
    conversionRate: percent(count(conversions?.converted), delivered),
    totalEmailsSent: delivered,
    activeCampaigns: count(active?.active),
  }
}

export type CampaignRow = {
  id: number
  subject: string
  content: string
  audience: string
  audienceLabel: string
  status: CampaignStatus
  archived: boolean
  scheduledFor: string | null
  sentAt: string | null
  createdAt: string
  /** People the send was for (fixed when it started), or null before. */
  recipients: number | null
  /** Messages handed to her mail server (accepted or refused). */
  sent: number
  /** Accepted by her mail server. */
  delivered: number
  opened: number
  clicked: number
  unsubscribed: number
  /** Addresses that refused it for good (at sending, or reported later by her provider). */
  bounced: number
  /** Readers who marked it as spam (reported by her provider). */
  complained: number
  /** Dollars from orders within 7 days of a click on it. */
  revenue: number
  openRate: number
  clickRate: number
}

export type WeekFigures = {
  /** The Monday the week starts, YYYY-MM-DD, her calendar. */
  week: string
  delivered: number
  openRate: number
  clickRate: number
}

export type AudienceOption = { value: string; label: string; count: number }

export type SequenceStepRow = {
  index: number
  /** Her name for the e-mail, or its subject. */
  email: string
  /** "At once", "2 days later", "12 hours later". */
  when: string
  window: string
  active: boolean
  sent: number
  opened: number
  clicked: number
  openRate: number
  clickRate: number
}

export type SequenceRow = {
  id: number
  name: string
  /** What starts it, in her words. */
  trigger: string
  active: boolean
  exitOnPurchase: boolean
  /** The sequence as the editor fills its form (the saveSequence operation's input). */
  editable: {
    name: string
    description: string | null
    trigger: SequenceTrigger
    triggerProduct: number | null
    triggerTag: number | null
    exitOnPurchase: boolean
    active: boolean
    steps: {
      template: number
      delay: number
      delayUnit: 'days' | 'hours'
      sendWindow: SendWindow
      active: boolean
    }[]
  }
  members: { active: number; completed: number; exited: number }
  steps: SequenceStepRow[]
  /** The latest to join, with the step each is at. */
  recent: {
    contactId: number
    email: string
    name: string | null
    status: string
    /** Her next step, from 1; null once she has finished or left. */
    nextStep: number | null
    nextStepAt: string | null
    exitReason: string | null
  }[]
}

/** What the sequence editor's selects offer. */
export type SequenceOptions = {
  triggers: { value: SequenceTrigger; label: string }[]
  windows: { value: SendWindow; label: string }[]
  products: { id: number; name: string }[]
  tags: { id: number; name: string }[]
}

/** A saved e-mail she can start a campaign from: its subject and words as plain text. */
export type TemplateOption = { id: number; name: string; subject: string; content: string }

export type EmailTab = {
  /** Her zone (Site settings): the tab writes every time on her clock. */
  zone: OwnerTimeZone
  /** Spec §2's four cards. */
  subscribers: number
  emailsSent: number
  averageOpenRate: number
  averageClickRate: number
  revenue: number
  hasSends: boolean
  quickStats: {
    campaignsSent: number
    scheduled: number
    drafts: number
    clicks: number
    unsubscribes: number
  }
  /** Sent campaigns with the best click rates (at least one delivery). */
  topSubjects: {
    id: number
    subject: string
    clickRate: number
    openRate: number
    delivered: number
  }[]
  campaigns: CampaignRow[]
  weekly: WeekFigures[]
  insights: {
    quizTakers: number
    meditationDownloaders: number
    peoplePleasers: number
    customers: number
  }
  audiences: AudienceOption[]
  sequences: SequenceRow[]
  sequenceOptions: SequenceOptions
  templates: TemplateOption[]
}

/** The weeks the Performance chart covers, this week included. */
const PERFORMANCE_WEEKS = 12

/** "quiz:rebel" → "Quiz: Rebels"; a tag or an earlier campaign by its name. */
export function audienceLabel(
  value: string,
  names: { tags: Map<number, string>; campaigns: Map<number, string> },
): string {
  const audience = parseAudience(value)
  if (!audience) return value
  switch (audience.kind) {
    case 'quiz':
      return `Quiz: ${ARCHETYPE_LABELS[audience.archetype]}`
    case 'tag':
      return `Tag: ${names.tags.get(audience.tagId) ?? 'a deleted tag'}`
    case 'not-opened':
      return `Did not open “${names.campaigns.get(audience.campaignId) ?? 'an earlier campaign'}”`
    case 'leads':
      return leadsAudienceLabel(audience.filter, (id) => names.tags.get(id))
    case 'people':
      return audience.contactIds.length === 1
        ? '1 person you chose'
        : `${audience.contactIds.length.toLocaleString('en-US')} people you chose`
    default:
      return FIXED_AUDIENCES[audience.kind]
  }
}

const audienceCount = (value: string) =>
  sql`(select count(*) from contacts c where ${audienceWhere(parseAudience(value)!)})`

/** The Email tab: cards, campaigns with their figures, weekly rates and the audiences, all real. */
export async function loadEmailTab(
  req: PayloadRequest,
  { archived = false }: { archived?: boolean } = {},
): Promise<EmailTab> {
  requireOwner(req)
  const { payload } = req
  const tz = await readOwnerTimeZone(payload)
  const tagRows = await queryRows<{ id: number; name: string }>(
    payload,
    sql`select id, name from tags order by name limit 200`,
  )
  const optionValues = [
    ...Object.keys(FIXED_AUDIENCES),
    ...ARCHETYPE_KEYS.map((key) => `quiz:${key}`),
    ...tagRows.map((tag) => `tag:${tag.id}`),
  ]
  const [
    [totals],
    campaigns,
    perCampaign,
    revenueRows,
    unsubscribeRows,
    weekly,
    [counts],
    [insights],
  ] = await Promise.all([
    queryRows<Totals>(payload, TOTALS),
    queryRows<{
      id: number
      subject: string
      content: string
      audience: string
      status: CampaignStatus
      archived: boolean | null
      scheduled_for: string | null
      sent_at: string | null
      created_at: string
      recipient_count: number | null
    }>(
      payload,
      sql`select id, subject, content, audience, status, archived, scheduled_for, sent_at,
                   created_at, recipient_count
              from email_campaigns
             where coalesce(archived, false) = ${archived}
             order by coalesce(sent_at, scheduled_for, created_at) desc
             limit 100`,
    ),
    queryRows<{ campaign_id: number } & Totals & Refusals>(
      payload,
      sql`select campaign_id,
                   count(*) filter (where status = 'sent') as delivered,
                   count(*) filter (where status = 'sent' and opened_at is not null) as opened,
                   count(*) filter (where status = 'sent' and clicked_at is not null) as clicked,
                   count(*) filter (where status = 'failed') as failed,
                   count(*) filter (where bounced_at is not null) as bounced,
                   count(*) filter (where complained_at is not null) as complained
              from email_deliveries group by campaign_id`,
    ),
    queryRows<{ campaign_id: number; cents: string }>(
      payload,
      sql`select campaign_id, sum(cents) as cents from (${ATTRIBUTED_ORDERS}) a group by 1`,
    ),
    queryRows<{ campaign_id: number; unsubscribed: string }>(
      payload,
      sql`select campaign_id, count(*) as unsubscribed from (${ATTRIBUTED_UNSUBSCRIBES}) u group by 1`,
    ),
    queryRows<{ week: string; delivered: string; opened: string; clicked: string }>(
      payload,
      sql`with weeks as (
              select (date_trunc('week', now() at time zone ${tz}) - make_interval(weeks => w))::date as week
                from generate_series(0, ${PERFORMANCE_WEEKS - 1}::int) w
            ),
            sent as (
              select date_trunc('week', sent_at at time zone ${tz})::date as week,
                     count(*) as delivered,
                     count(*) filter (where opened_at is not null) as opened,
                     count(*) filter (where clicked_at is not null) as clicked
                from email_deliveries where status = 'sent' group by 1
            )
            select to_char(weeks.week, 'YYYY-MM-DD') as week, coalesce(s.delivered, 0) as delivered,
                   coalesce(s.opened, 0) as opened, coalesce(s.clicked, 0) as clicked
              from weeks left join sent s on s.week = weeks.week
             order by weeks.week`,
    ),
    queryRows<Record<string, string>>(
      payload,
      sql`select ${sql.join(
        optionValues.map(
          (value, index) => sql`${audienceCount(value)} as ${sql.identifier(`a${index}`)}`,
        ),
        sql`, `,
      )},
        (select count(*) from contacts c where ${onListSql()}) as subscribers,
        (select count(*) from email_campaigns where status = 'sent') as campaigns_sent,
        (select count(*) from email_campaigns where status = 'scheduled') as scheduled,
        (select count(*) from email_campaigns where status = 'draft' and coalesce(archived, false) = false) as drafts,
        (select coalesce(sum(clicks), 0) from email_deliveries) as clicks,
        (select count(*) from contacts where marketing_status = 'unsubscribed'
           and subscription_changed_at > now() - interval '30 days') as unsubscribes`,
    ),
    queryRows<{
      quiz_takers: string
      meditation: string
      people_pleasers: string
      customers: string
    }>(
      payload,
      sql`select ${audienceCount('quiz-takers')} as quiz_takers,
                   ${audienceCount('meditation-downloaders')} as meditation,
                   ${audienceCount('quiz:people_pleaser')} as people_pleasers,
                   ${audienceCount('customers')} as customers`,
    ),
  ])

  const names = {
    tags: new Map(tagRows.map((tag) => [tag.id, tag.name])),
    campaigns: new Map(campaigns.map((campaign) => [campaign.id, campaign.subject])),
  }
  const figures = new Map(perCampaign.map((row) => [row.campaign_id, row]))
  const revenue = new Map(revenueRows.map((row) => [row.campaign_id, dollars(row.cents)]))
  const unsubscribed = new Map(
    unsubscribeRows.map((row) => [row.campaign_id, count(row.unsubscribed)]),
  )

  const rows: CampaignRow[] = campaigns.map((campaign) => {
    const own = figures.get(campaign.id)
    const delivered = count(own?.delivered)
    return {
      id: campaign.id,
      subject: campaign.subject,
      content: campaign.content,
      audience: campaign.audience,
      audienceLabel: audienceLabel(campaign.audience, names),
      status: campaign.status,
      archived: campaign.archived === true,
      scheduledFor: campaign.scheduled_for && new Date(campaign.scheduled_for).toISOString(),
      sentAt: campaign.sent_at && new Date(campaign.sent_at).toISOString(),
      createdAt: new Date(campaign.created_at).toISOString(),
      recipients: campaign.recipient_count,
      sent: delivered + count(own?.failed),
      delivered,
      opened: count(own?.opened),
      clicked: count(own?.clicked),
      unsubscribed: unsubscribed.get(campaign.id) ?? 0,
      bounced: count(own?.bounced),
      complained: count(own?.complained),
      revenue: revenue.get(campaign.id) ?? 0,
      openRate: percent(count(own?.opened), delivered),
      clickRate: percent(count(own?.clicked), delivered),
    }
  })
  const delivered = count(totals?.delivered)
  const [sequences, templates, products] = await Promise.all([
    loadSequences(req),
    loadTemplateOptions(req),
    queryRows<{ id: number; name: string }>(
      payload,
      sql`select id, name from offers order by name`,
    ),
  ])
  return {
    zone: tz,
    sequences,
    sequenceOptions: {
      triggers: Object.entries(SEQUENCE_TRIGGERS).map(([value, label]) => ({
        value: value as SequenceTrigger,
        label,
      })),
      windows: Object.entries(SEND_WINDOWS).map(([value, { label }]) => ({
        value: value as SendWindow,
        label,
      })),
      products,
      tags: tagRows,
    },
    templates,
    subscribers: count(counts?.subscribers),
    emailsSent: delivered,
    averageOpenRate: percent(count(totals?.opened), delivered),
    averageClickRate: percent(count(totals?.clicked), delivered),
    revenue: [...revenue.values()].reduce((sum, dollarsOf) => sum + dollarsOf, 0),
    hasSends: delivered > 0,
    quickStats: {
      campaignsSent: count(counts?.campaigns_sent),
      scheduled: count(counts?.scheduled),
      drafts: count(counts?.drafts),
      clicks: count(counts?.clicks),
      unsubscribes: count(counts?.unsubscribes),
    },
    topSubjects: rows
      .filter((row) => row.status === 'sent' && row.delivered > 0)
      .sort((a, b) => b.clickRate - a.clickRate || b.openRate - a.openRate)
      .slice(0, 5)
      .map(({ id, subject, clickRate, openRate, delivered }) => ({
        id,
        subject,
        clickRate,
        openRate,
        delivered,
      })),
    campaigns: rows,
    weekly: weekly.map((row) => ({
      week: row.week,
      delivered: count(row.delivered),
      openRate: percent(count(row.opened), count(row.delivered)),
      clickRate: percent(count(row.clicked), count(row.delivered)),
    })),
    insights: {
      quizTakers: count(insights?.quiz_takers),
      meditationDownloaders: count(insights?.meditation),
      peoplePleasers: count(insights?.people_pleasers),
      customers: count(insights?.customers),
    },
    audiences: optionValues.map((value, index) => ({
      value,
      label: audienceLabel(value, names),
      count: count(counts?.[`a${index}`]),
    })),
  }
}

const delayWords = (delay: number, unit: string) =>
  delay === 0 ? 'At once' : `${delay} ${delay === 1 ? unit.replace(/s$/, '') : unit} later`

/** Every sequence with its members and each step's figures, from the enrolment and delivery rows. */
export async function loadSequences(req: PayloadRequest): Promise<SequenceRow[]> {
  const { payload } = req
  const [sequences, steps, members, figures, recent] = await Promise.all([
    queryRows<{
      id: number
      name: string
      description: string | null
      trigger: string
      trigger_product_id: number | null
      trigger_tag_id: number | null
      active: boolean | null
      exit_on_purchase: boolean | null
    }>(
      payload,
      sql`select id, name, description, trigger, trigger_product_id, trigger_tag_id, active,
                 exit_on_purchase
            from email_sequences order by name`,
    ),
    queryRows<{
      sequence_id: number
      index: number
      template_id: number | null
      name: string | null
      subject: string | null
      delay: number
      delay_unit: string
      send_window: string
      active: boolean | null
    }>(
      payload,
      sql`select s._parent_id as sequence_id,
                 (row_number() over (partition by s._parent_id order by s._order) - 1)::int as index,
                 s.template_id, t.name, t.subject, s.delay::int as delay, s.delay_unit, s.send_window, s.active
            from email_sequences_steps s left join email_templates t on t.id = s.template_id
           order by s._parent_id, s._order`,
    ),
    queryRows<{ sequence_id: number; status: string; count: string }>(
      payload,
      sql`select sequence_id, status, count(*) as count from sequence_enrollments group by 1, 2`,
    ),
    queryRows<{ sequence_id: number; step: number } & Omit<Totals, 'failed'>>(
      payload,
      sql`select sequence_id, step::int as step,
                 count(*) filter (where status = 'sent') as delivered,
                 count(*) filter (where status = 'sent' and opened_at is not null) as opened,
                 count(*) filter (where status = 'sent' and clicked_at is not null) as clicked
            from email_deliveries where sequence_id is not null group by 1, 2`,
    ),
    queryRows<{
      sequence_id: number
      contact_id: number
      email: string
      name: string | null
      status: string
      next_step: number
      next_step_at: string | null
      exit_reason: string | null
    }>(
      payload,
      sql`select * from (
            select e.sequence_id, e.contact_id, c.email, c.name, e.status, e.next_step::int as next_step,
                   e.next_step_at, e.exit_reason,
                   row_number() over (partition by e.sequence_id order by e.created_at desc) as place
              from sequence_enrollments e join contacts c on c.id = e.contact_id) m
           where place <= 20`,
    ),
  ])
  return sequences.map((sequence) => {
    const memberCount = (status: string) =>
      count(members.find((row) => row.sequence_id === sequence.id && row.status === status)?.count)
    return {
      id: sequence.id,
      name: sequence.name,
      trigger: SEQUENCE_TRIGGERS[sequence.trigger as SequenceTrigger] ?? sequence.trigger,
      active: sequence.active !== false,
      exitOnPurchase: sequence.exit_on_purchase === true,
      editable: {
        name: sequence.name,
        description: sequence.description,
        trigger: sequence.trigger as SequenceTrigger,
        triggerProduct: sequence.trigger_product_id,
        triggerTag: sequence.trigger_tag_id,
        exitOnPurchase: sequence.exit_on_purchase === true,
        active: sequence.active !== false,
        steps: steps
          .filter((step) => step.sequence_id === sequence.id && step.template_id !== null)
          .map((step) => ({
            template: step.template_id!,
            delay: step.delay,
            delayUnit: step.delay_unit as 'days' | 'hours',
            sendWindow: step.send_window as SendWindow,
            active: step.active !== false,
          })),
      },
      members: {
        active: memberCount('active'),
        completed: memberCount('completed'),
        exited: memberCount('exited'),
      },
      steps: steps
        .filter((step) => step.sequence_id === sequence.id)
        .map((step) => {
          const own = figures.find(
            (row) => row.sequence_id === sequence.id && row.step === step.index,
          )
          const sent = count(own?.delivered)
          return {
            index: step.index,
            email: step.name || step.subject || 'An e-mail that was deleted',
            when: delayWords(step.delay, step.delay_unit),
            window: SEND_WINDOWS[step.send_window as SendWindow]?.label ?? step.send_window,
            active: step.active !== false,
            sent,
            opened: count(own?.opened),
            clicked: count(own?.clicked),
            openRate: percent(count(own?.opened), sent),
            clickRate: percent(count(own?.clicked), sent),
          }
        }),
      recent: recent
        .filter((row) => row.sequence_id === sequence.id)
        .map((row) => ({
          contactId: row.contact_id,
          email: row.email,
          name: row.name,
          status: row.status,
          nextStep: row.status === 'active' ? row.next_step + 1 : null,
          nextStepAt:
            row.status === 'active' && row.next_step_at
              ? new Date(row.next_step_at).toISOString()
              : null,
          exitReason: row.exit_reason
            ? (EXIT_REASONS[row.exit_reason as ExitReason] ?? row.exit_reason)
            : null,
        })),
    }
  })
}

/** Her published e-mails (at most 100), read as the owner. */
export async function findPublishedTemplates(req: PayloadRequest, sort?: 'name') {
  const { docs } = await req.payload.find({
    collection: 'email-templates',
    where: { _status: { equals: 'published' } },
    draft: false,
    depth: 0,
    limit: 100,
    pagination: false,
    sort,
    req,
    overrideAccess: false,
  })
  return docs
}

/** Her saved e-mails (published), as plain text a campaign can start from. */
async function loadTemplateOptions(req: PayloadRequest): Promise<TemplateOption[]> {
  const docs = await findPublishedTemplates(req)
  return docs.map((template) => ({
    id: template.id,
    name: template.name || template.subject,
    subject: template.subject,
    content: templatePlainText(template),
  }))
}

/** A saved e-mail's words as plain text: its paragraphs, links written out, and its button. */
export function templatePlainText(
  template: Pick<EmailTemplate, 'body' | 'buttonLabel' | 'buttonUrl'>,
): string {
  const paragraphs = paragraphsOf(template.body).map((runs) =>
    runs
      .map((run) => (run.href && run.href !== run.text ? `${run.text} ${run.href}` : run.text))
      .join(''),
  )
  if (template.buttonLabel && template.buttonUrl) {
    paragraphs.push(`${template.buttonLabel}: ${template.buttonUrl}`)
  }
  return paragraphs.join('\n\n')
}
