import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { asSystem, inOperation } from '@/core/operation'
import { logMessage } from '@/jobs/queueEmail'
import type { EmailTemplate } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { readOwnerTimeZone } from '@/settings/readTimeZone'
import { queryRows, writeAsSystem } from '@/utilities/sql'

import { trackLinks } from '../campaigns/trackLinks'
import type { ExitReason, SendWindow } from '../sequences/constants'
import { delayOf, queueStep } from '../sequences/enrol'
import { windowWait } from '../sequences/window'
import { renderTemplate, type TemplateSource } from '../send'
import type { TemplateKey } from '../templates'
import { deliverMessage } from './deliverMessage'
import { onListSql } from '@/contacts/suppression'

export type StepRun = {
  outcome:
    | 'stale'
    | 'paused'
    | 'exited'
    | 'waiting-window'
    | 'in-flight'
    | 'sent'
    | 'skipped'
    | 'completed'
}

/**
 * How long a step's message may be in its sender's hands before another job takes it over: the
 * sender died mid-send (a killed server). Longer than any send (nodemailer gives up on a silent
 * socket after 10 minutes); housekeeping queues her step again every 5 minutes until then.
 */
const SEND_LEASE = '15 minutes'

/** An enrolment, its sequence and her contact, as one step needs them. */
type Member = {
  id: number
  status: string
  next_step: number
  created_at: string
  data: { quizResultKey?: string; program?: string; manual?: boolean } | null
  sequence_id: number
  active: boolean | null
  trigger: string
  trigger_tag_id: number | null
  exit_on_purchase: boolean | null
  contact_id: number
  email: string
  name: string | null
  subscribed: boolean
  unsubscribe_token: string
}

const PAID_SINCE = (contactId: number, since: string) =>
  sql`exists (select 1 from orders o where o.contact_id = ${contactId}
                and o.status in ('paid', 'past_due', 'cancelled') and o.mode <> 'complimentary'
                and coalesce(o.paid_at, o.created_at) >= ${since})
      or exists (select 1 from workshop_registrations w where w.contact_id = ${contactId}
                and w.payment_status = 'paid' and coalesce(w.paid_at, w.created_at) >= ${since})`

/** Why she leaves the sequence before this step, or null to carry on. */
async function exitReason(req: PayloadRequest, member: Member): Promise<ExitReason | null> {
  if (!member.subscribed) return 'unsubscribed'
  const [row] = await queryRows<{ bought: boolean; tagged: boolean; result: string | null }>(
    req.payload,
    sql`select (${PAID_SINCE(member.contact_id, member.created_at)}) as bought,
               exists (select 1 from contacts_rels r where r.parent_id = ${member.contact_id}
                         and r.path = 'tags' and r.tags_id = ${member.trigger_tag_id}) as tagged,
               (select l.quiz_result::text from leads l where l.contact_id = ${member.contact_id}
                  and l.quiz_result is not null order by l.updated_at desc limit 1) as result`,
  )
  if (member.exit_on_purchase && row?.bought) return 'bought'
  // Someone put in by hand stays in without the trigger's tag or result (src/email/sequences/enrol.ts).
  const byHand = member.data?.manual === true
  if (member.trigger === 'tag-added' && !byHand && !row?.tagged) return 'tag-removed'
  if (
    !byHand &&
    member.trigger.startsWith('quiz_') &&
    row?.result &&
    `quiz_${row.result}` !== member.trigger
  ) {
    return 'left-segment'
  }
  return null
}

/** Her merge fields for a step: her name, her quiz result's title, the program she joined. */
async function mergeData(req: PayloadRequest, member: Member) {
  const [row] = await queryRows<{ key: string | null; title: string | null }>(
    req.payload,
    sql`select k.key, a.title from (select coalesce(${member.data?.quizResultKey ?? null},
              (select l.quiz_result::text from leads l where l.contact_id = ${member.contact_id}
                 and l.quiz_result is not null order by l.updated_at desc limit 1)) as key) k
          left join archetypes a on a.key::text = k.key`,
    // In the step's transaction: a second pooled connection per job could exhaust the pool.
    req,
  )
  return {
    name: member.name,
    quizResultKey: row?.key ?? null,
    quizResult: row?.title ?? row?.key?.replace('_', ' ') ?? null,
    program: member.data?.program ?? null,
  }
}

/** The step's e-mail: the site's own by its key (published or built-in), or hers if published. */
async function sourceOf(req: PayloadRequest, templateId: number): Promise<TemplateSource | null> {
  const template = (await req.payload.findByID({
    collection: 'email-templates',
    id: templateId,
    depth: 0,
    draft: false,
    disableErrors: true,
    req,
    ...asSystem('emailSequence'),
  })) as EmailTemplate | null
  if (!template) return null
  if (template.key) return { key: template.key as TemplateKey }
  return template._status === 'published' ? { doc: template } : null
}

const finish = (req: PayloadRequest, id: number, step: number, fields: ReturnType<typeof sql>) =>
  writeAsSystem<{ id: number }>(
    'emailSequence',
    req.payload,
    sql`update sequence_enrollments set ${fields}, updated_at = now()
         where id = ${id} and status = 'active' and next_step = ${step} returning id`,
  )

/**
 * One step for one member, as its job: she may leave first (unsubscribed, bought, untagged, no
 * longer in the audience); the step waits for its window of the day; then one delivery row for
 * her and this step (unique: a second job, a retry or a restart finds it and sends nothing new),
 * rendered now with her fields and tracked links, sent through the e-mail log by the job that
 * made the row. A failed send throws, so the job retries it (claiming the failed message); a
 * second job meanwhile sends nothing ('in-flight'); once sent, the next step is queued at its time.
 */
export async function runSequenceStep(
  req: PayloadRequest,
  { enrollmentId, step }: { enrollmentId: number; step: number },
): Promise<StepRun> {
  const { payload } = req
  const [member] = await queryRows<Member>(
    payload,
    sql`select e.id, e.status, e.next_step::int as next_step, e.created_at, e.data,
               s.id as sequence_id, s.active, s.trigger, s.trigger_tag_id, s.exit_on_purchase,
               c.id as contact_id, c.email, c.name, ${onListSql()} as subscribed,
               c.unsubscribe_token
          from sequence_enrollments e
          join email_sequences s on s.id = e.sequence_id
          join contacts c on c.id = e.contact_id
         where e.id = ${enrollmentId}`,
  )
  if (!member || member.status !== 'active' || member.next_step !== step)
    return { outcome: 'stale' }
  // Paused: housekeeping picks her up again once the sequence is on.
  if (!member.active) return { outcome: 'paused' }
  const reason = await exitReason(req, member)
  if (reason) {
    await finish(
      req,
      member.id,
      step,
      sql`status = 'exited', exit_reason = ${reason}, next_step_at = null`,
    )
    return { outcome: 'exited' }
  }
  const steps = await queryRows<{
    template_id: number
    delay: number
    delay_unit: 'days' | 'hours'
    send_window: SendWindow
    active: boolean | null
  }>(
    payload,
    sql`select template_id, delay::int as delay, delay_unit, send_window, active
          from email_sequences_steps where _parent_id = ${member.sequence_id} order by _order`,
  )
  const current = steps[step]
  if (!current) {
    await finish(req, member.id, step, sql`status = 'completed', next_step_at = null`)
    return { outcome: 'completed' }
  }
  const wait = windowWait(current.send_window, await readOwnerTimeZone(payload, req))
  if (wait) {
    const moved = await finish(req, member.id, step, sql`next_step_at = ${wait.toISOString()}`)
    if (moved.length) await queueStep(payload, member.id, step, wait)
    return { outcome: 'waiting-window' }
  }

  // Whose send this is. Two jobs for one step run side by side (housekeeping queues an overdue
  // step again while its first job still waits in the queue, and one run takes both): the job
  // whose insert made the delivery row sends it; another finds the row and sends only a message
  // nobody is sending (its last attempt failed, or its sender died a lease ago), claimed in one
  // statement, else it leaves the step to the sender (which moves her on once it is sent).
  const claim = await inOperation(
    req,
    async (req): Promise<{ send: number } | 'skip' | 'in-flight'> => {
      const [existing] = await queryRows<{
        id: number
        message_id: number | null
        status: string | null
      }>(
        payload,
        sql`select d.id, d.message_id, m.status::text as status from email_deliveries d
             left join email_messages m on m.id = d.message_id
             where d.enrollment_id = ${member.id} and d.step = ${step}`,
        req,
      )
      if (existing) {
        if (existing.message_id === null) return 'skip'
        if (existing.status === 'sent' || existing.status === 'skipped')
          return { send: existing.message_id }
        const [claimed] = await writeAsSystem<{ id: number }>(
          'emailSequence',
          payload,
          sql`update email_messages set status = 'queued', updated_at = now()
               where id = ${existing.message_id}
                 and (status = 'failed' or (status = 'queued'
                      and updated_at < now() - ${SEND_LEASE}::interval))
               returning id`,
          req,
        )
        return claimed ? { send: claimed.id } : 'in-flight'
      }
      const source = current.active === false ? null : await sourceOf(req, current.template_id)
      const [delivery] = await writeAsSystem<{ id: number }>(
        'emailSequence',
        payload,
        sql`insert into email_deliveries
            (sequence_id, enrollment_id, step, contact_id, email, status, attempts, opens, clicks,
             updated_at, created_at)
          values (${member.sequence_id}, ${member.id}, ${step}, ${member.contact_id}, ${member.email},
                  ${source ? 'pending' : 'skipped'}, 0, 0, 0, now(), now())
          on conflict (enrollment_id, step) do nothing
          returning id`,
        req,
      )
      // Another job inserted it first (this insert waited for its commit): that job sends it.
      if (!delivery) return 'in-flight'
      // An inactive step, or an e-mail of hers not published: on record as skipped.
      if (!source) return 'skip'
      const { composed, unsubscribeURL } = await renderTemplate(
        payload,
        { source, data: await mergeData(req, member), unsubscribeToken: member.unsubscribe_token },
        req,
      )
      const { composed: tracked, links } = trackLinks(composed, {
        deliveryId: delivery.id,
        siteUrl: getServerSideURL(),
        secret: payload.secret,
        untracked: unsubscribeURL ? [unsubscribeURL] : [],
      })
      const message = await logMessage(
        payload,
        {
          to: member.email,
          ...tracked,
          template: 'key' in source ? source.key : `sequence-step`,
          unsubscribeURL,
        },
        req,
      )
      await writeAsSystem(
        'emailSequence',
        payload,
        sql`update email_deliveries set message_id = ${message.id}, links = ${JSON.stringify(links)}::jsonb
           where id = ${delivery.id}`,
        req,
      )
      return { send: message.id }
    },
  )
  if (claim === 'in-flight') return { outcome: 'in-flight' }

  let outcome: StepRun['outcome'] = 'skipped'
  if (claim !== 'skip') {
    // Throws on a failed send: the job retries this step, and claims its failed message above.
    const { skipped } = await deliverMessage(req, { messageId: claim.send })
    outcome = skipped ? 'skipped' : 'sent'
  }
  const next = step + 1
  if (next >= steps.length) {
    await finish(
      req,
      member.id,
      step,
      sql`status = 'completed', next_step = ${next}, next_step_at = null`,
    )
    return { outcome }
  }
  const at = new Date(
    Date.now() + delayOf({ delay: steps[next]!.delay, delayUnit: steps[next]!.delay_unit }),
  )
  const advanced = await finish(
    req,
    member.id,
    step,
    sql`next_step = ${next}, next_step_at = ${at.toISOString()}`,
  )
  if (advanced.length) await queueStep(payload, member.id, next, at)
  return { outcome }
}

/**
 * Housekeeping's part: a member whose step is long overdue (its job was lost in a crash, or her
 * sequence was paused and is on again) gets her step queued again; the delivery row makes sure it
 * is sent once.
 */
export async function resumeOverdueSteps(req: PayloadRequest): Promise<number> {
  const overdue = await writeAsSystem<{ id: number; next_step: number }>(
    'emailSequence',
    req.payload,
    sql`update sequence_enrollments e set next_step_at = now(), updated_at = now()
         from email_sequences s
        where s.id = e.sequence_id and s.active = true and e.status = 'active'
          and e.next_step_at < now() - interval '5 minutes'
      returning e.id, e.next_step::int as next_step`,
  )
  for (const member of overdue)
    await queueStep(req.payload, member.id, member.next_step, new Date())
  return overdue.length
}
