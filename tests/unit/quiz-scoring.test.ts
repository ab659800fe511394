import { describe, expect, it } from 'vitest'

import { type ArchetypePoints, type ScoredQuestion, scoreQuiz, totalPoints } from '@/quiz/scoring'

const points = (people_pleaser: number, perfectionist: number, rebel: number): ArchetypePoints => ({
  people_pleaser,
  perfectionist,
  rebel,
})

/** One question per wanted contribution, so each test states its totals directly. */
function quizFor(...contributions: ArchetypePoints[]) {
  const questions: ScoredQuestion[] = contributions.map((contribution, index) => ({
    questionId: `q${index + 1}`,
    options: [
      { value: 'chosen', points: contribution },
      { value: 'other', points: points(3, 3, 3) },
    ],
  }))
  const answers = Object.fromEntries(questions.map((question) => [question.questionId, 'chosen']))
  return { questions, answers }
}

const score = (...contributions: ArchetypePoints[]) => {
  const { answers, questions } = quizFor(...contributions)
  return scoreQuiz(answers, questions)
}

describe('scoreQuiz', () => {
  it('adds the points of every chosen option to three totals', () => {
    const { answers, questions } = quizFor(points(3, 1, 0), points(0, 2, 3), points(1, 0, 2))
    expect(totalPoints(answers, questions)).toEqual(points(4, 3, 5))
  })

  it.each([
    ['people_pleaser', [points(3, 1, 0), points(2, 2, 1), points(3, 0, 1)]],
    ['perfectionist', [points(1, 3, 0), points(0, 3, 2), points(2, 1, 1)]],
    ['rebel', [points(0, 1, 3), points(1, 0, 3), points(2, 2, 0)]],
  ] as const)('gives %s when it has the most points', (expected, contributions) => {
    expect(score(...contributions)).toBe(expected)
  })

  it('breaks a people_pleaser / perfectionist tie for perfectionist', () => {
    expect(score(points(3, 1, 0), points(0, 2, 1))).toBe('perfectionist')
  })

  it('breaks a people_pleaser / rebel tie for rebel', () => {
    expect(score(points(3, 0, 1), points(0, 1, 2))).toBe('rebel')
  })

  it('breaks a perfectionist / rebel tie for rebel', () => {
    expect(score(points(0, 3, 1), points(1, 0, 2))).toBe('rebel')
  })

  it('breaks a three-way tie for rebel', () => {
    expect(score(points(2, 1, 0), points(0, 1, 2))).toBe('rebel')
  })

  it('gives rebel when nothing scores (every total is 0)', () => {
    expect(score(points(0, 0, 0))).toBe('rebel')
    expect(scoreQuiz({}, quizFor(points(3, 0, 0)).questions)).toBe('rebel')
  })

  it('lets a tie between the lower totals change nothing', () => {
    expect(score(points(3, 1, 1), points(2, 1, 1))).toBe('people_pleaser')
    expect(score(points(1, 3, 1))).toBe('perfectionist')
  })

  it('ignores unanswered questions and values that are not options', () => {
    const { questions } = quizFor(points(3, 0, 0), points(0, 0, 3), points(0, 3, 0))
    expect(scoreQuiz({ q1: 'chosen', q2: 'no-such-option', q9: 'chosen' }, questions)).toBe(
      'people_pleaser',
    )
  })
})
