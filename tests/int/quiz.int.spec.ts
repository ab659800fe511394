import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ARCHETYPE_KEYS } from '@/contacts/schema'
import { scoreQuiz } from '@/quiz/scoring'
import { quizQuestionsSeed, seedQuiz } from '@/seed/quiz'

import { getTestPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await seedQuiz(payload)
})

const quiet = { context: { disableRevalidate: true } }

const question = (overrides: Record<string, unknown> = {}) => ({
  ...quizQuestionsSeed[0]!,
  questionId: 'q6',
  ...overrides,
})

describe('the seeded quiz', () => {
  it('has six questions q1..q6 in order, four options each, with 0 to 3 points', async () => {
    const { docs } = await payload.find({ collection: 'quiz-questions', sort: 'order', limit: 0 })
    expect(docs.map((doc) => doc.questionId)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6'])
    for (const doc of docs) {
      expect(doc.options).toHaveLength(4)
      for (const option of doc.options)
        for (const points of Object.values(option.points)) expect([0, 1, 2, 3]).toContain(points)
    }
  })

  it('lets every archetype win through some path of answers', async () => {
    const { docs } = await payload.find({ collection: 'quiz-questions', sort: 'order', limit: 0 })
    for (const key of ARCHETYPE_KEYS) {
      const answers = Object.fromEntries(
        docs.map((doc) => [
          doc.questionId,
          doc.options.reduce((a, b) => (b.points[key] > a.points[key] ? b : a)).value,
        ]),
      )
      expect(scoreQuiz(answers, docs)).toBe(key)
    }
  })

  it('has the three results with their titles, four traits each, and the two voices', async () => {
    const { docs } = await payload.find({ collection: 'archetypes', limit: 0 })
    const titles = Object.fromEntries(docs.map((doc) => [doc.key, doc.title]))
    expect(titles).toEqual({
      people_pleaser: 'The Devoted People-Pleaser',
      perfectionist: 'The Sophisticated Perfectionist',
      rebel: 'The Awakened Rebel',
    })
    for (const doc of docs) expect(doc.traits).toHaveLength(4)

    const settings = await payload.findGlobal({ slug: 'quiz-settings' })
    expect(settings.intro.title).toBe('Draw Your Card')
    expect(settings.result.retakeLabel).toBe('Retake Quiz')
    expect(
      settings.voices.map(({ name, providerVoiceId, isDefault }) => [
        name,
        providerVoiceId,
        isDefault,
      ]),
    ).toEqual([
      ['Soul Sister', '21m00Tcm4TlvDq8ikWAM', true],
      ['Daddy', 'pNInz6obpgDQGcFmaJgB', false],
    ])
  })
})

describe('the quiz collections refuse content the quiz cannot use', () => {
  it.each([
    ['three options', 'Options', { options: quizQuestionsSeed[0]!.options.slice(0, 3) }],
    [
      'points above 3',
      'Options 1 > Points > Rebel',
      {
        options: quizQuestionsSeed[0]!.options.map((option, index) =>
          index === 0 ? { ...option, points: { ...option.points, rebel: 4 } } : option,
        ),
      },
    ],
    [
      'negative points',
      'Options 1 > Points > Rebel',
      {
        options: quizQuestionsSeed[0]!.options.map((option, index) =>
          index === 0 ? { ...option, points: { ...option.points, rebel: -1 } } : option,
        ),
      },
    ],
    [
      'two options with one value',
      'Options',
      {
        options: quizQuestionsSeed[0]!.options.map((option) => ({ ...option, value: 'same' })),
      },
    ],
    ['an id outside q1..q6', 'Card number', { questionId: 'q7' }],
    ['a second q1', 'questionId', { questionId: 'q1' }],
  ])('a question with %s (%s)', async (_, field, overrides) => {
    await payload.delete({
      collection: 'quiz-questions',
      where: { questionId: { equals: 'q6' } },
      ...quiet,
    })
    await expect(
      payload.create({ collection: 'quiz-questions', data: question(overrides), ...quiet }),
    ).rejects.toThrow(`The following field is invalid: ${field}`)
    // Put the seeded q6 back for the next case.
    const [seeded] = quizQuestionsSeed.slice(5)
    await payload.create({ collection: 'quiz-questions', data: seeded!, ...quiet })
  })

  it('a result with a colour that is not #rrggbb, or a second result for a key', async () => {
    const { docs } = await payload.find({ collection: 'archetypes', limit: 1, depth: 0 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...existing } = docs[0]!
    await expect(
      payload.update({
        collection: 'archetypes',
        id: docs[0]!.id,
        data: { colour: 'red' },
        ...quiet,
      }),
    ).rejects.toThrow('The following field is invalid: Colour')
    await expect(
      payload.create({
        collection: 'archetypes',
        data: { ...existing, traits: existing.traits.map(({ trait }) => ({ trait })) },
        ...quiet,
      }),
    ).rejects.toThrow('The following field is invalid: key')
  })

  it('voices without exactly one default', async () => {
    const settings = await payload.findGlobal({ slug: 'quiz-settings' })
    const voices = settings.voices.map(({ name, providerVoiceId, description }) => ({
      name,
      providerVoiceId,
      description,
    }))
    await expect(
      payload.updateGlobal({
        slug: 'quiz-settings',
        data: { voices: voices.map((voice) => ({ ...voice, isDefault: false })) },
        ...quiet,
      }),
    ).rejects.toThrow('The following field is invalid: Voices')
    await expect(
      payload.updateGlobal({
        slug: 'quiz-settings',
        data: { voices: voices.map((voice) => ({ ...voice, isDefault: true })) },
        ...quiet,
      }),
    ).rejects.toThrow('The following field is invalid: Voices')
  })
})
