import type { PayloadRequest } from 'payload'

import type { ArchetypeKey } from '@/contacts/schema'

import { type QuizAnswers, type ScoredQuestion, scoreQuiz } from './scoring'

/**
 * The server's own quiz result for posted answers, scored against the questions in the CMS with
 * the function the quiz page uses; null when none of the answers matches a question (then there
 * is nothing to score, and the lead keeps what it sent).
 */
export async function rescoreQuiz(
  req: PayloadRequest,
  answers: QuizAnswers,
): Promise<ArchetypeKey | null> {
  const { docs } = await req.payload.find({
    collection: 'quiz-questions',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const questions = docs as unknown as ScoredQuestion[]
  const recognised = questions.some((question) =>
    question.options.some((option) => option.value === answers[question.questionId]),
  )
  return recognised ? scoreQuiz(answers, questions) : null
}
