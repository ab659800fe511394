import type { PayloadRequest } from 'payload'

import { countBusinessEvent } from '@/analytics/count'
import { sendWelcomeOnce } from '@/email/welcome'
import { inOperation } from '@/core/operation'
import type { Lead } from '@/payload-types'
import { DEFAULT_LEAD_SOURCE, type LeadInput, QUIZ_SOURCE_PREFIX } from '@/leads/schema'
import { rescoreQuiz } from '@/quiz/rescore'

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

/**
 * A visitor leaves her e-mail (the quiz, the meditation, the alternate homepage): one lead per
 * e-mail and source, refreshed on a repeat; her contact records the source; the welcome the form
 * promised is queued once. One transaction: the lead, her contact and the queued e-mail commit
 * together.
 */
export async function captureLead(
  req: PayloadRequest,
  posted: LeadInput,
): Promise<{ lead: Lead; created: boolean; welcomed: boolean }> {
  return inOperation(req, async (req) => {
    const input = await trustedQuizResult(req, posted)
    const { row: lead, created } = await refreshOrCreateSignUp(req, {
      collection: 'leads',
      email: input.email,
      name: input.name,
      source: input.source,
      where: { and: [{ email: { equals: input.email } }, { source: { equals: input.source } }] },
      refresh: {
        ...(input.name ? { name: input.name } : {}),
        ...(input.quizResult ? { quizResult: input.quizResult } : {}),
        ...(input.quizAnswers ? { quizAnswers: input.quizAnswers } : {}),
        lastSeenAt: new Date().toISOString(),
      },
      create: { email: input.email, source: input.source },
    })

    const row = { table: 'leads', id: lead.id } as const
    let welcomed = false
    if (input.quizResult && input.source.startsWith(QUIZ_SOURCE_PREFIX)) {
      welcomed = await sendWelcomeOnce(req, row, {
        to: lead.email,
        name: lead.name,
        kind: 'quiz',
        result: input.quizResult,
      })
    } else if (input.source === DEFAULT_LEAD_SOURCE) {
      welcomed = await sendWelcomeOnce(req, row, {
        to: lead.email,
        name: lead.name,
        kind: 'meditation',
      })
    }
    await countBusinessEvent(req, 'lead', { contact: lead.contact, props: { source: lead.source } })
    return { lead, created, welcomed }
  })
}
