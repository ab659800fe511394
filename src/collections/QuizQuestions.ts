import type { ArrayFieldValidation, CollectionConfig, Field } from 'payload'
import { validations } from 'payload/shared'

import { publicContent } from '@/access/publicContent'
import { archetypeWords } from '@/fields/copy'
import { ARCHETYPE_KEYS } from '@/contacts/schema'
import { revalidateEverywhere } from '@/utilities/revalidate'

const QUIZ_QUESTION_COUNT = 6
const QUIZ_OPTION_COUNT = 4
const MAX_OPTION_POINTS = 3

const QUESTION_ID = new RegExp(`^q[1-${QUIZ_QUESTION_COUNT}]$`)
const OPTION_VALUE = /^[a-z0-9_-]+$/

const pointsField = (name: (typeof ARCHETYPE_KEYS)[number]): Field => ({
  name,
  label: archetypeWords(name),
  type: 'number',
  required: true,
  min: 0,
  max: MAX_OPTION_POINTS,
  defaultValue: 0,
  admin: { step: 1, width: '33%' },
  validate: (value: number | null | undefined) =>
    (Number.isInteger(value) && value! >= 0 && value! <= MAX_OPTION_POINTS) ||
    `Points are a whole number from 0 to ${MAX_OPTION_POINTS}.`,
})

/**
 * The six cards of the Good Girl Quiz (§3 "Quiz question"). Each option's points go to the three
 * archetypes' totals; the highest total is the visitor's result.
 */
export const QuizQuestions: CollectionConfig = {
  slug: 'quiz-questions',
  labels: { singular: 'Quiz question', plural: 'Quiz questions' },
  admin: {
    useAsTitle: 'question',
    group: 'Pages and content',
    defaultColumns: ['questionId', 'order', 'question'],
    description: `The quiz shows these in order, one card each; it expects ${QUIZ_QUESTION_COUNT}.`,
  },
  defaultSort: 'order',
  access: publicContent,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'questionId',
          label: 'Card number',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: {
            width: '50%',
            description: `q1 to q${QUIZ_QUESTION_COUNT}: which card this is (each person’s answers are filed under it).`,
          },
          validate: (value: string | null | undefined) =>
            (typeof value === 'string' && QUESTION_ID.test(value)) ||
            `Please use q1 to q${QUIZ_QUESTION_COUNT}.`,
        },
        {
          name: 'order',
          type: 'number',
          required: true,
          min: 1,
          admin: { width: '50%', step: 1, description: 'Cards are shown from low to high.' },
        },
      ],
    },
    { name: 'question', type: 'textarea', required: true },
    {
      name: 'options',
      type: 'array',
      required: true,
      minRows: QUIZ_OPTION_COUNT,
      maxRows: QUIZ_OPTION_COUNT,
      labels: { singular: 'Option', plural: 'Options' },
      admin: { description: `Exactly ${QUIZ_OPTION_COUNT} answers.` },
      validate: ((rows, args) => {
        const length = validations.array(rows, args)
        // The admin's form state holds only the row count; the values are checked on save.
        if (length !== true || !Array.isArray(rows)) return length
        const values = rows.map((row) => (row as { value?: string }).value)
        return new Set(values).size === values.length || 'Each option needs its own value.'
      }) satisfies ArrayFieldValidation,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'value',
              type: 'text',
              required: true,
              admin: {
                width: '30%',
                description: 'Stored with the lead, e.g. "say-yes". Lowercase, digits, - and _.',
              },
              validate: (value: string | null | undefined) =>
                (typeof value === 'string' && OPTION_VALUE.test(value)) ||
                'Please use lowercase letters, digits, - and _.',
            },
            { name: 'text', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
        {
          name: 'points',
          type: 'group',
          admin: { description: `0 to ${MAX_OPTION_POINTS} points for each archetype.` },
          fields: [{ type: 'row', fields: ARCHETYPE_KEYS.map(pointsField) }],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
}
