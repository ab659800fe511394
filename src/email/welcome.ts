import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { type ArchetypeKey, DEFAULT_LEAD_SOURCE, QUIZ_SOURCE_PREFIX } from '@/contacts/schema'

import { confirmationToken, confirmationUrl } from '@/contacts/confirmation'
import { getServerSideURL } from '@/utilities/getURL'
import { queryRows } from '@/utilities/sql'

import {
  enrolmentCtes,
  enrolOnSignUp,
  type SequenceEvent,
  welcomeScheduledColumn,
} from './sequences/enrol'
import { sendTemplate } from './send'
import type { TemplateKey } from './templates'

type Welcome =
  | { kind: 'meditation' }
  | { kind: 'quiz'; result: ArchetypeKey }
  | { kind: 'waitlist'; program: string }

async function archetypeTitle(
  payload: Payload,
  key: ArchetypeKey,
  req: PayloadRequest,
): Promise<string> {
  const { docs } = await payload.find({
    collection: 'archetypes',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: false,
    req,
  })
  const title = (docs[0] as { title?: string } | undefined)?.title
  return title ?? key.replace('_', ' ')
}

/**
 * Queues the e-mail a funnel promises: the meditation's download link, the quiz result, or the
 * waitlist confirmation, from its template. Sent to someone on the list, it carries a one-click
 * unsubscribe link and the send skips her if she has left by then; without `unsubscribeToken`
 * (her yes awaits confirmation) it is mail she asked for and waits for, sent as such.
 */
async function queueWelcomeEmail(
  payload: Payload,
  {
    to,
    name,
    unsubscribeToken,
    ...welcome
  }: Welcome & { to: string; name?: string | null; unsubscribeToken?: string },
  req: PayloadRequest,
) {
  const recipient = { to, unsubscribeToken }
  if (welcome.kind === 'meditation') {
    return sendTemplate(
      payload,
      { ...recipient, template: 'meditation-welcome', data: { name } },
      req,
    )
  }
  if (welcome.kind === 'quiz') {
    const quizResult = await archetypeTitle(payload, welcome.result, req)
    return sendTemplate(
      payload,
      {
        ...recipient,
        template: 'quiz-result',
        data: { name, quizResult, quizResultKey: welcome.result },
      },
      req,
    )
  }
  return sendTemplate(
    payload,
    { ...recipient, template: 'waitlist-welcome', data: { name, program: welcome.program } },
    req,
  )
}

/** The template of each welcome: the first step of its seeded sequence. */
const WELCOME_TEMPLATES = {
  meditation: 'meditation-welcome',
  quiz: 'quiz-result',
  waitlist: 'waitlist-welcome',
} as const satisfies Record<Welcome['kind'], TemplateKey>

const eventOf = (
  welcome: Welcome,
): Extract<SequenceEvent, { kind: 'quiz' | 'waitlist' | 'meditation' }> =>
  welcome.kind === 'quiz'
    ? { kind: 'quiz', result: welcome.result }
    : welcome.kind === 'waitlist'
      ? { kind: 'waitlist', program: welcome.program }
      : { kind: 'meditation' }

/** How often one address may receive a welcome, whichever form she used. */
export const WELCOME_INTERVAL_HOURS = 24

type Recipient = { to: string; name?: string | null }

/** The rows that stand for the same welcome as `welcome`, for one address. */
function sameWelcome(welcome: Welcome, email: string) {
  if (welcome.kind === 'waitlist') {
    return sql`select 1 from waitlist_entries
               where email = ${email} and program = ${welcome.program} and welcomed_at is not null`
  }
  const source =
    welcome.kind === 'quiz'
      ? sql`starts_with(source, ${QUIZ_SOURCE_PREFIX})`
      : sql`source = ${DEFAULT_LEAD_SOURCE}`
  return sql`select 1 from leads where email = ${email} and ${source} and welcomed_at is not null`
}

/**
 * Whether `email` may be sent this welcome now, as one SQL condition: not sent that welcome
 * before (the quiz result under any quiz source, the meditation, that program's waitlist), and no
 * welcome of any kind within the day, so repeated or sprayed sign-ups (ten quizzes, five sources,
 * five programs) refresh what is stored but send one e-mail and the forms cannot flood someone's
 * inbox. For the statement that stamps the row's welcomed_at itself (src/contacts/signUpRow.ts),
 * under the address's lock (lockAddress), so simultaneous sign-ups send one.
 */
export function welcomeClaimable(welcome: Welcome, email: string) {
  const recent = sql`now() - make_interval(hours => ${WELCOME_INTERVAL_HOURS})`
  return sql`(not exists (${sameWelcome(welcome, email)})
          and not exists (select 1 from leads where email = ${email} and welcomed_at > ${recent})
          and not exists (
            select 1 from waitlist_entries where email = ${email} and welcomed_at > ${recent}))`
}

/**
 * What a sign-up's statement (src/contacts/signUpRow.ts) writes for her welcome besides the
 * stamp: her sequences start (enrolmentCtes: the contact it upserted, the claim it made), and a
 * seeded sequence queues the welcome as its first step, rendered in its job. Its column
 * `welcome_scheduled` goes to welcomeAfterSignUp.
 */
export const welcomeSignUpSql = (welcome: Welcome) => ({
  ctes: [
    enrolmentCtes({
      contact: {
        id: sql`(select id from contact)`,
        email: sql`(select email from contact)`,
        subscribed: sql`(select subscribed from contact)`,
      },
      event: eventOf(welcome),
      welcome: { template: WELCOME_TEMPLATES[welcome.kind], claimed: sql`(select ok from claim)` },
    }),
  ],
  columns: [welcomeScheduledColumn],
})

/**
 * After the sign-up's statement: whether her welcome is on its way. Without a seeded sequence to
 * send it (the owner switched it off), the welcome the rules allowed is rendered and queued here,
 * as before sequences existed. While her yes waits for her click (double opt-in), what she asked
 * for (the meditation, her result) still comes at once, as mail she is waiting for (no
 * unsubscribe link: she is on no list yet), with the confirmation e-mail beside it; her sequences
 * start when she confirms.
 */
export async function welcomeAfterSignUp(
  req: PayloadRequest,
  {
    contact,
    claimed,
    welcomeScheduled,
    welcome,
  }: {
    contact: { id: number; unsubscribeToken: string; awaitingConfirmation: boolean }
    claimed: boolean
    welcomeScheduled: boolean
    welcome: Welcome & Recipient
  },
): Promise<boolean> {
  if (!claimed) return false
  if (contact.awaitingConfirmation) {
    await queueWelcomeEmail(req.payload, welcome, req)
    await askToConfirm(req, { id: contact.id, to: welcome.to, name: welcome.name })
    return true
  }
  if (!welcomeScheduled) {
    await queueWelcomeEmail(
      req.payload,
      { ...welcome, unsubscribeToken: contact.unsubscribeToken },
      req,
    )
  }
  return true
}

/** The confirmation e-mail of double opt-in: mail she waits for, its link signed for her contact. */
export async function askToConfirm(
  req: PayloadRequest,
  { id, to, name }: { id: number; to: string; name?: string | null },
) {
  const token = confirmationToken(req.payload.secret, id)
  await sendTemplate(
    req.payload,
    {
      to,
      template: 'confirm-subscription',
      data: { name, confirmLink: confirmationUrl(getServerSideURL(), token) },
    },
    req,
  )
}

/**
 * When she confirms her yes: the sequences of every form she signed up with start now, their
 * seeded welcome counted as sent (she had it when she signed up).
 */
export async function enrolOnConfirmation(
  req: PayloadRequest,
  contact: { id: number; email: string },
): Promise<void> {
  const signUps = await queryRows<{
    source: string
    quiz_result: string | null
    program: string | null
  }>(
    req.payload,
    sql`select source, quiz_result, null as program from leads where contact_id = ${contact.id}
        union all
        select null, null, program from waitlist_entries where contact_id = ${contact.id}`,
    req,
  )
  for (const signUp of signUps) {
    const welcome: Welcome | null = signUp.program
      ? { kind: 'waitlist', program: signUp.program }
      : signUp.source?.startsWith(QUIZ_SOURCE_PREFIX) && signUp.quiz_result
        ? { kind: 'quiz', result: signUp.quiz_result as ArchetypeKey }
        : signUp.source === DEFAULT_LEAD_SOURCE
          ? { kind: 'meditation' }
          : null
    if (!welcome) continue
    await enrolOnSignUp(req, {
      contact: { ...contact, subscribed: true },
      event: eventOf(welcome),
      welcome: { template: WELCOME_TEMPLATES[welcome.kind], claimed: false },
    })
  }
}
