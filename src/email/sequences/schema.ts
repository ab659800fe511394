import * as z from 'zod/mini'

import { SEND_WINDOWS, SEQUENCE_TRIGGERS } from './constants'

const NAME_REQUIRED = 'Please name the sequence.'
const TRIGGER_REQUIRED = 'Please choose what starts it.'
const STEPS_REQUIRED = 'Add at least one step.'
const STEP_EMAIL_REQUIRED = 'Please choose an e-mail for each step.'
const DELAY_RANGE = 'A delay is a whole number from 0 to 365.'
const TAG_REQUIRED = 'Please choose the tag that starts it.'

const id = (message: string) =>
  z.int(message).check(z.positive(message), z.lte(2 ** 31 - 1, message))

/** The Email tab's sequence editor: what starts it, its steps, and when she leaves it. */
export const sequenceFields = z.strictObject({
  name: z
    .string({ error: NAME_REQUIRED })
    .check(z.trim(), z.minLength(1, NAME_REQUIRED), z.maxLength(120, 'The name is too long.')),
  description: z.optional(
    z.nullable(z.string().check(z.maxLength(1000, 'The description is too long.'))),
  ),
  trigger: z.enum(
    Object.keys(SEQUENCE_TRIGGERS) as [keyof typeof SEQUENCE_TRIGGERS],
    TRIGGER_REQUIRED,
  ),
  triggerProduct: z.optional(z.nullable(id('Unknown product.'))),
  triggerTag: z.optional(z.nullable(id('Unknown tag.'))),
  exitOnPurchase: z.optional(z.boolean('exitOnPurchase must be true or false')),
  active: z.optional(z.boolean('active must be true or false')),
  steps: z
    .array(
      z.strictObject({
        template: id(STEP_EMAIL_REQUIRED),
        delay: z.int(DELAY_RANGE).check(z.gte(0, DELAY_RANGE), z.lte(365, DELAY_RANGE)),
        delayUnit: z.enum(['days', 'hours'], 'A delay is in days or hours.'),
        sendWindow: z.enum(
          Object.keys(SEND_WINDOWS) as [keyof typeof SEND_WINDOWS],
          'Unknown send window.',
        ),
        active: z.optional(z.boolean('active must be true or false')),
      }),
      STEPS_REQUIRED,
    )
    .check(z.minLength(1, STEPS_REQUIRED), z.maxLength(30, 'A sequence has at most 30 steps.')),
})

/** A tag's sequence names its tag. */
export const tagRule = z.refine<{ trigger: string; triggerTag?: number | null }>(
  (input) => input.trigger !== 'tag-added' || Boolean(input.triggerTag),
  { message: TAG_REQUIRED, path: ['triggerTag'] },
)

export type SequenceInput = z.output<typeof sequenceFields>
