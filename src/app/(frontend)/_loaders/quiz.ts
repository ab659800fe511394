import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'
import { asSystem } from '@/core/operation'

/** The quiz page's settings, questions (in card order) and results, fetched once per render. */
export const getQuizContent = cache(async () => {
  const payload = await getPayload({ config: configPromise })
  const [settings, questions, archetypes] = await Promise.all([
    payload.findGlobal({ slug: 'quiz-settings', depth: 0, ...asSystem('publicContent') }),
    payload.find({
      collection: 'quiz-questions',
      sort: ['order', 'questionId'],
      limit: 0,
      pagination: false,
      depth: 0,
      ...asSystem('publicContent'),
    }),
    payload.find({
      collection: 'archetypes',
      limit: 0,
      pagination: false,
      depth: 0,
      ...asSystem('publicContent'),
    }),
  ])
  return { settings, questions: questions.docs, archetypes: archetypes.docs }
})
