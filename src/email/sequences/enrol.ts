import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'
import { BULK_QUEUE } from '@/jobs/mailQueues'
import { type ArchetypeKey, QUIZ_SOURCE_PREFIX } from '@/contacts/schema'
import type { EmailSequence } from '@/payload-types'
import { writeAsSystem } from '@/utilities/sql'

import type { SequenceTrigger } from './constants'
import { idOf } from '@/utilities/idOf'
import { normaliseEmail } from '@/contacts/emailAddress'

/** What happened to her, that may start a sequence. */
export type SequenceEvent =
  | { kind: 'meditation' }
  | { kind: 'quiz'; result: ArchetypeKey }
  | { kind: 'waitlist'; program: string }
  | { kind: 'purchase'; productIds: number[] }
  | { kind: 'workshop' }
  | { kind: 'application-accepted' }
  | { kind: 'tag-added'; tagIds: number[] }

const triggersOf = (event: SequenceEvent): SequenceTrigger[] => {
  switch (event.kind) {
    case 'quiz':
      return ['quiz-any', `${QUIZ_SOURCE_PREFIX}${event.result}`]
    default:
      return [event.kind]
  }
}

type Step = NonNullable<EmailSequence['steps']>[number]

/** A step's delay after the one before, in milliseconds. */
export const delayOf = (step: Pick<Step, 'delay' | 'delayUnit'>) =>
  (step.delay ?? 0) * (step.delayUnit === 'hours' ? 3_600_000 : 86_400_000)


/** The active sequences this event starts, with their steps' templates. */
async function sequencesFor(payload: Payload, event: SequenceEvent, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'email-sequences',
    where: { and: [{ active: { equals: true } }, { trigger: { in: triggersOf(event) } }] },
    depth: 1,
    limit: 50,
    pagination: false,
    req,
    ...asSystem('emailSequence'),
  })
  return docs.filter((sequence) => {
    if (event.kind === 'purchase' && sequence.triggerProduct) {
      return event.productIds.includes(idOf(sequence.triggerProduct)!)
    }
    if (event.kind === 'tag-added') {
      return event.tagIds.includes(idOf(sequence.triggerTag) ?? -1)
    }
    return true
  })
}

/** Queues a member's step at its time (the jobs queue's `waitUntil`). */
export const queueStep = (
  payload: Payload,
  enrollmentId: number,
  step: number,
  at: Date,
  req?: PayloadRequest,
) =>
  payload.jobs.queue({
    task: 'sendSequenceStep',
    input: { enrollmentId, step },
    queue: BULK_QUEUE,
    ...(at.getTime() > Date.now() ? { waitUntil: at } : {}),
    req,
  })

/** What an enrolment remembers for her steps' merge fields and rules. */
export type EnrolmentData = {
  quizResultKey?: string
  program?: string
  /**
   * She was put in by hand (the owner or her assistant), not by its trigger: she stays in even
   * without the trigger's tag or quiz result (runSequenceStep's exit rules).
   */
  manual?: boolean
}

/**
 * Starts one sequence for her, once (a unique row per sequence and contact): false when she is
 * already in it (or was). Its first step is queued at its delay through the jobs queue (which
 * waits for the step's send window). A seeded sequence begins with the site's own welcome:
 * `welcome` says whether the welcome rules (src/email/welcome.ts) send it now (`claimed`) or not
 * (a repeat, or a welcome within the day), and step 1 is then sent, or recorded as skipped;
 * without `welcome` (someone put in by hand) step 1 is sent like any step.
 */
export async function startSequence(
  req: PayloadRequest,
  {
    sequence,
    contact,
    data,
    welcome,
  }: {
    sequence: Pick<EmailSequence, 'id' | 'steps' | 'seededFor'>
    contact: { id: number; email: string }
    data: EnrolmentData
    welcome?: { template: string; claimed: boolean }
  },
): Promise<{ started: boolean; welcomeScheduled: boolean }> {
  const { payload } = req
  const steps = sequence.steps ?? []
  if (!steps.length) return { started: false, welcomeScheduled: false }
  const startsWithWelcome = Boolean(welcome && sequence.seededFor === welcome.template)
  const [enrollment] = await writeAsSystem<{ id: number }>(
    'emailSequence',
    payload,
    sql`insert into sequence_enrollments
          (sequence_id, contact_id, status, next_step, next_step_at, data, updated_at, created_at)
        values (${sequence.id}, ${contact.id}, 'active', 0, now(), ${JSON.stringify(data)}::jsonb,
                now(), now())
        on conflict (sequence_id, contact_id) do nothing
        returning id`,
    req,
  )
  if (!enrollment) return { started: false, welcomeScheduled: false }
  let first = 0
  let welcomeScheduled = false
  if (startsWithWelcome && !welcome!.claimed) {
    // The welcome rules held it back: step 1 is on record as skipped, the rest follow.
    await writeAsSystem(
      'emailSequence',
      payload,
      sql`insert into email_deliveries
            (sequence_id, enrollment_id, step, contact_id, email, status, attempts, opens, clicks,
             updated_at, created_at)
          values (${sequence.id}, ${enrollment.id}, 0, ${contact.id}, ${contact.email}, 'skipped',
                  0, 0, 0, now(), now())`,
      req,
    )
    first = 1
  } else if (startsWithWelcome) {
    welcomeScheduled = true
  }
  if (first >= steps.length) {
    await writeAsSystem(
      'emailSequence',
      payload,
      sql`update sequence_enrollments set status = 'completed', next_step = ${first},
            next_step_at = null where id = ${enrollment.id}`,
      req,
    )
    return { started: true, welcomeScheduled }
  }
  const at = new Date(Date.now() + delayOf(steps[first]!))
  await writeAsSystem(
    'emailSequence',
    payload,
    sql`update sequence_enrollments set next_step = ${first}, next_step_at = ${at.toISOString()}
         where id = ${enrollment.id}`,
    req,
  )
  await queueStep(payload, enrollment.id, first, at, req)
  return { started: true, welcomeScheduled }
}

/**
 * Starts every active sequence this event triggers for her, once per sequence (startSequence).
 * Returns whether a sequence will send the site's welcome.
 */
export async function enrolInSequences(
  req: PayloadRequest,
  {
    contact,
    event,
    welcome,
  }: {
    contact: { id: number; email: string; subscribed?: boolean | null }
    event: SequenceEvent
    welcome?: { template: string; claimed: boolean }
  },
): Promise<{ welcomeScheduled: boolean }> {
  let welcomeScheduled = false
  if (contact.subscribed === false) return { welcomeScheduled }
  const data: EnrolmentData = {
    ...(event.kind === 'quiz' ? { quizResultKey: event.result } : {}),
    ...(event.kind === 'waitlist' ? { program: event.program } : {}),
  }
  for (const sequence of await sequencesFor(req.payload, event, req)) {
    const started = await startSequence(req, { sequence, contact, data, welcome })
    if (started.welcomeScheduled) welcomeScheduled = true
  }
  return { welcomeScheduled }
}

/** Starts her sequences for an event known by her address (a purchase, a registration…). */
export async function enrolByEmail(req: PayloadRequest, email: string, event: SequenceEvent) {
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { email: { equals: normaliseEmail(email) } },
    limit: 1,
    depth: 0,
    req,
    ...asSystem('emailSequence'),
  })
  if (docs[0]) await enrolInSequences(req, { contact: docs[0], event })
}

/** The events whose sequences have no product or tag to match: a sign-up's. */
type PlainEvent = Extract<
  SequenceEvent,
  { kind: 'meditation' | 'quiz' | 'waitlist' | 'workshop' | 'application-accepted' }
>

type SQL = ReturnType<typeof sql>

/**
 * The CTEs of enrolInSequences for a plain event (a sign-up's), for one statement: the active
 * sequences its triggers start, an enrolment per sequence (once per contact: the unique pair),
 * step 1 recorded as skipped when the welcome rules held a seeded welcome back, and the first
 * due step's job queued (bulk queue, `wait_until` its delay) — the same rows startSequence
 * writes, the step's job inserted as payload.jobs.queue inserts it (Payload's queue runs no hooks
 * here: jobs.runHooks is off). The e-mail is rendered by that job. `contact` and `claimed` are SQL
 * expressions of the statement; nothing starts for an unsubscribed contact. The statement's
 * `welcome_scheduled` column (welcomeScheduledColumn) says whether a seeded sequence sends the
 * welcome now.
 */
export function enrolmentCtes({
  contact,
  event,
  welcome,
}: {
  contact: { id: SQL; email: SQL; subscribed: SQL }
  event: PlainEvent
  welcome?: { template: string; claimed: SQL }
}): SQL {
  const data: EnrolmentData = {
    ...(event.kind === 'quiz' ? { quizResultKey: event.result } : {}),
    ...(event.kind === 'waitlist' ? { program: event.program } : {}),
  }
  const welcomeTemplate = welcome?.template ?? null
  const claimed = welcome ? welcome.claimed : sql`true`
  return sql`seq as (
      select s.id, coalesce(s.seeded_for = ${welcomeTemplate}, false) as starts_with_welcome,
             (select count(*) from email_sequences_steps st where st._parent_id = s.id)::int as n
        from email_sequences s
       where s.active = true and ${contact.subscribed} is not false
         and s.trigger::text in (
           select jsonb_array_elements_text(${JSON.stringify(triggersOf(event))}::jsonb))
    ), plan as (
      select seq.id, seq.n, seq.starts_with_welcome,
             case when seq.starts_with_welcome and not ${claimed} then 1 else 0 end as first
        from seq where seq.n > 0
    ), timed as (
      select plan.*, step.delay_ms
        from plan left join lateral (
          select (st.delay * case when st.delay_unit = 'hours' then 3600000 else 86400000 end)
                   as delay_ms
            from email_sequences_steps st
           where st._parent_id = plan.id
           order by st._order offset plan.first limit 1
        ) step on true
    ), enrol as (
      insert into sequence_enrollments
        (sequence_id, contact_id, status, next_step, next_step_at, data, updated_at, created_at)
      select timed.id, ${contact.id},
             (case when timed.first >= timed.n then 'completed' else 'active' end)
               ::enum_sequence_enrollments_status,
             timed.first,
             case when timed.first < timed.n
                  then now() + make_interval(secs => coalesce(timed.delay_ms, 0) / 1000.0) end,
             ${JSON.stringify(data)}::jsonb, now(), now()
        from timed
      on conflict (sequence_id, contact_id) do nothing
      returning id, sequence_id, status, next_step, next_step_at
    ), skipped as (
      insert into email_deliveries
        (sequence_id, enrollment_id, step, contact_id, email, status, attempts, opens, clicks,
         updated_at, created_at)
      select enrol.sequence_id, enrol.id, 0, ${contact.id}, ${contact.email},
             'skipped'::enum_email_deliveries_status, 0, 0, 0, now(), now()
        from enrol join timed on timed.id = enrol.sequence_id
       where timed.first = 1
      returning id
    ), step_jobs as (
      insert into payload_jobs
        (input, task_slug, queue, wait_until, total_tried, has_error, processing, updated_at,
         created_at)
      select jsonb_build_object('enrollmentId', enrol.id, 'step', enrol.next_step::int),
             'sendSequenceStep'::enum_payload_jobs_task_slug, ${BULK_QUEUE},
             case when coalesce(timed.delay_ms, 0) > 0 then enrol.next_step_at end,
             0, false, false, now(), now()
        from enrol join timed on timed.id = enrol.sequence_id
       where enrol.status = 'active'
      returning id
    )`
}

/** The column of a statement with enrolmentCtes: a seeded sequence sends the welcome now. */
export const welcomeScheduledColumn = sql`exists (
    select 1 from enrol join timed on timed.id = enrol.sequence_id
     where timed.starts_with_welcome and timed.first = 0
  ) as welcome_scheduled`

/** enrolInSequences for a plain event in ONE statement of the caller's transaction (enrolmentCtes). */
export async function enrolOnSignUp(
  req: PayloadRequest,
  {
    contact,
    event,
    welcome,
  }: {
    contact: { id: number; email: string; subscribed: boolean }
    event: PlainEvent
    welcome?: { template: string; claimed: boolean }
  },
): Promise<{ welcomeScheduled: boolean }> {
  const [row] = await writeAsSystem<{ welcome_scheduled: boolean }>(
    'emailSequence',
    req.payload,
    sql`with ${enrolmentCtes({
      contact: {
        id: sql`${contact.id}::int`,
        email: sql`${contact.email}::text`,
        subscribed: sql`${contact.subscribed}::boolean`,
      },
      event,
      welcome: welcome && {
        template: welcome.template,
        claimed: sql`${welcome.claimed}::boolean`,
      },
    })}
        select ${welcomeScheduledColumn}, (select count(*) from step_jobs) as jobs,
               (select count(*) from skipped) as skipped`,
    req,
  )
  return { welcomeScheduled: Boolean(row?.welcome_scheduled) }
}
