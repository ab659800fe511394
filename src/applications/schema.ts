import * as z from 'zod/mini'

import { namedLeadSchema } from '@/contacts/schema'

import {
  APPLICATION_QUESTIONS,
  APPLICATION_STEPS,
  type ApplicationField,
  type ApplicationValues,
  MAX_ANSWER_LENGTH,
  MAX_PHONE_LENGTH,
  MIN_ANSWER_LENGTH,
  type QuestionName,
} from './questions'

export * from './questions'

/** At least ten characters that are not blank; the message names what is missing. */
const answer = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(MIN_ANSWER_LENGTH, { error: message, abort: true }),
      z.maxLength(
        MAX_ANSWER_LENGTH,
        `Please keep this answer under ${MAX_ANSWER_LENGTH.toLocaleString('en-US')} characters`,
      ),
    )

const answers = Object.fromEntries(
  APPLICATION_QUESTIONS.map(({ name, message }) => [name, answer(message)]),
) as Record<QuestionName, ReturnType<typeof answer>>

/**
 * POST /api/applications (§7) and the form at /apply: the same rules, and the same messages (§5),
 * in the browser and on the server. Name and e-mail follow the meditation form's rules, which the
 * spec words identically.
 */
export const applicationSchema = z.object({
  name: namedLeadSchema.shape.name,
  email: namedLeadSchema.shape.email,
  phone: z.pipe(
    z.optional(
      z.nullable(
        z
          .string('Phone number must be text')
          .check(z.trim(), z.maxLength(MAX_PHONE_LENGTH, 'Phone number is too long')),
      ),
    ),
    z.transform((value) => value || undefined),
  ),
  ...answers,
})

export type ApplicationInput = z.output<typeof applicationSchema>
// The form's field list is written out in ./questions (without the library): it must be the
// schema's, which the compiler checks here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const FIELDS_MATCH_SCHEMA: Same<keyof typeof applicationSchema.shape, ApplicationField> =
  true

/** The first problem with one field's value, or undefined when it passes. */
export function fieldError(field: ApplicationField, value: string): string | undefined {
  return z.safeParse(applicationSchema.shape[field], value).error?.issues[0]?.message
}

/** Whether every field of a step (1 to 9) passes, which is what lets her go on (§5 step gating). */
export function isStepValid(step: number, values: ApplicationValues): boolean {
  const fields = APPLICATION_STEPS[step - 1]
  return Boolean(fields?.every((field) => !fieldError(field, values[field])))
}

/** Set in req.context by the one operation that may change an application's status. */
export const DECISION_OPERATION = 'decideApplication'
