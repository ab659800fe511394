import type { PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import { businessEventRecord } from '@/analytics/count'
import { storedEventCte } from '@/analytics/store'
import {
  askToConfirm,
  welcomeAfterSignUp,
  welcomeClaimable,
  welcomeSignUpSql,
} from '@/email/welcome'
import { inOperation } from '@/core/operation'
import type { Lead } from '@/payload-types'
import { DEFAULT_LEAD_SOURCE, type LeadInput, QUIZ_SOURCE_PREFIX } from '@/contacts/schema'
import { rescoreQuiz } from '@/quiz/rescore'

import { signUpConsent } from '../consent'
import { refreshOrCreateSignUp } from '../signUpRow'

/** The quiz result the server stands behind: its own score of the answers, when it can score. */
async function trustedQuizResult(req: PayloadRequest, input: LeadInput): Promise<LeadInput> {
  if (!input.quizAnswers) return input
  const scored = await rescoreQuiz(req, JSON.parse(input.quizAnswers) as Record<string, string>)
  if (!scored) return input
  const isQuizSource = input.source.startsWith(QUIZ_SOURCE_PREFIX)
  return {
    ...input,
    quizResult: scored,
    source: isQuizSource ? `${QUIZ_SOURCE_PREFIX}${scored}` : input.source,
  }
}

/** The welcome a lead's form promised, if any: the quiz result, or the meditation. */
function welcomeOf(input: LeadInput) {
  if (input.quizResult && input.source.startsWith(QUIZ_SOURCE_PREFIX)) {
    return { kind: 'quiz', result: input.quizResult } as const
  }
  if (input.source === DEFAULT_LEAD_SOURCE) return { kind: 'meditation' } as const
  return null
}

/**
 * A visitor leaves her e-mail (the quiz, the meditation, the alternate homepage): one lead per
 * e-mail and source, refreshed on a repeat; her contact records the source; the welcome the form
 * promised is queued once. One transaction: the lead, her contact and the queued e-mail commit
 * together, in one statement (signUpRow): her contact, the lead, its welcome stamp, her
 * sequences with the welcome's job, and the counted event.
 */
export async function captureLead(
  req: PayloadRequest,
  posted: LeadInput,
): Promise<{ lead: Lead; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    const input = await trustedQuizResult(req, posted)
    const welcome = welcomeOf(input)
    const event = await businessEventRecord(req, 'lead', { props: { source: input.source } })
    const welcomeSql = welcome ? welcomeSignUpSql(welcome) : null
    const signedUp = await refreshOrCreateSignUp<Lead>(req, {
      table: 'leads',
      email: input.email,
      contactSource: input.source,
      name: input.name,
      key: { source: input.source },
      create: {},
      refresh: {
        name: input.name,
        quiz_result: input.quizResult,
        quiz_answers: input.quizAnswers,
        last_seen_at: new Date().toISOString(),
      },
      claimable: welcome ? welcomeClaimable(welcome, input.email) : null,
      consent: await signUpConsent(req, input.source),
      also: {
        ctes: [...(welcomeSql?.ctes ?? []), storedEventCte(event, sql`(select id from contact)`)],
        columns: [...(welcomeSql?.columns ?? []), sql`(select stored from counted) as counted`],
      },
    })
    const { row: lead, created, claimed, contact } = signedUp
    // A form that promises nothing (the alternate homepage) still asks her to confirm, once.
    if (!welcome && created && contact.awaitingConfirmation) {
      await askToConfirm(req, { id: contact.id, to: lead.email, name: lead.name })
    }
    const welcomed = welcome
      ? await welcomeAfterSignUp(req, {
          contact,
          claimed,
          welcomeScheduled: Boolean(signedUp.also.welcome_scheduled),
          welcome: { ...welcome, to: lead.email, name: lead.name },
        })
      : false
    return { lead, created, welcomed }
  })
}
