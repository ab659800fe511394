import * as z from 'zod/mini'

import {
  COMMAND_REQUIRED,
  COMMAND_TOO_LONG,
  MAX_COMMAND_LENGTH,
  MAX_PROPOSAL_PEOPLE,
} from './constants'

const UNKNOWN_COMMAND = 'Unknown command.'
const commandId = z
  .int(UNKNOWN_COMMAND)
  .check(z.positive(UNKNOWN_COMMAND), z.lte(2 ** 31 - 1, UNKNOWN_COMMAND))

/** Spec §5: a command is trimmed text, never empty. */
export const commandSchema = z.strictObject({
  command: z
    .string(COMMAND_REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, COMMAND_REQUIRED),
      z.maxLength(MAX_COMMAND_LENGTH, COMMAND_TOO_LONG),
    ),
  source: z.optional(z.enum(['typed', 'voice'], 'source must be typed or voice')),
})

const MAX_EDITED_DETAILS = 20_000
const MAX_EDITED_SUBJECT = 200

/** Accept & Implement, with what she edited: the words, the subject, the people she left out. */
export const acceptSchema = z.strictObject({
  id: commandId,
  details: z.optional(
    z
      .string('The content must be text.')
      .check(
        z.trim(),
        z.minLength(1, 'Please write the content, or press Cancel.'),
        z.maxLength(MAX_EDITED_DETAILS, 'The content is too long (20,000 characters at most).'),
      ),
  ),
  subject: z.optional(
    z
      .string('The subject line must be text.')
      .check(
        z.trim(),
        z.minLength(1, 'Please add a subject line.'),
        z.maxLength(MAX_EDITED_SUBJECT, 'The subject line is too long (200 characters at most).'),
      ),
  ),
  exclude: z.optional(
    z
      .array(
        z.int('People are given by their ids.').check(z.positive('People are given by their ids.')),
      )
      .check(z.maxLength(MAX_PROPOSAL_PEOPLE, 'Too many people to leave out.')),
  ),
  confirm: z.optional(z.literal(true, 'confirm must be true')),
})

export const commandIdSchema = z.strictObject({ id: commandId })

export const historyQuerySchema = z.strictObject({
  page: z.optional(
    z.int('page must be a whole number.').check(z.positive('page must be a whole number.')),
  ),
})
