import { ARCHETYPE_KEYS, type ArchetypeKey } from './archetypes'

export type ArchetypePoints = Record<ArchetypeKey, number>

/** What scoring needs of a question; the CMS document and the client's copy both fit. */
export type ScoredQuestion = {
  questionId: string
  options: readonly { value: string; points: ArchetypePoints }[]
}

/** Question id (q1..q6) to the chosen option's value, as sent in the lead's quizAnswers. */
export type QuizAnswers = Readonly<Record<string, string>>

/** Each archetype's total over the chosen options; unanswered or unknown choices add nothing. */
export function totalPoints(
  answers: QuizAnswers,
  questions: readonly ScoredQuestion[],
): ArchetypePoints {
  const totals: ArchetypePoints = { people_pleaser: 0, perfectionist: 0, rebel: 0 }
  for (const question of questions) {
    const chosen = question.options.find((option) => option.value === answers[question.questionId])
    if (!chosen) continue
    for (const key of ARCHETYPE_KEYS) totals[key] += chosen.points[key] ?? 0
  }
  return totals
}

/**
 * The archetype with the most points (§5). `>=` lets a later archetype in ARCHETYPE_KEYS take a
 * tie from an earlier one, so a tie goes to the later of the tied archetypes.
 */
export function scoreQuiz(
  answers: QuizAnswers,
  questions: readonly ScoredQuestion[],
): ArchetypeKey {
  const totals = totalPoints(answers, questions)
  let best: ArchetypeKey = ARCHETYPE_KEYS[0]
  for (const key of ARCHETYPE_KEYS) if (totals[key] >= totals[best]) best = key
  return best
}
