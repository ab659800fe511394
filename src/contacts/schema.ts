import * as z from 'zod/mini'

import { ARCHETYPE_KEYS } from '@/quiz/archetypes'

export { ARCHETYPE_KEYS, type ArchetypeKey } from '@/quiz/archetypes'

export const DEFAULT_LEAD_SOURCE = 'meditation-download'
/** The quiz stores its leads as quiz_<archetype>; any such source with a result gets its welcome. */
export const QUIZ_SOURCE_PREFIX = 'quiz_'
export const WAITLIST_SOURCES = [
  'instagram',
  'website',
  'friend',
  'masterclass',
  'quiz',
  'meditation',
  'search',
  'other',
] as const
export const DEFAULT_PROGRAM = 'radiant-alchemy'

/** An e-mail address as every form takes it: trimmed, checked and lower-cased (one person per address). */
export const emailAddress = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Email is required', abort: true }),
    z.maxLength(255, { error: 'Email is too long', abort: true }),
    z.email('Please enter a valid email address'),
    z.toLowerCase(),
  )

export const requiredName = z
  .string({ error: 'Name is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Name is required', abort: true }),
    z.maxLength(100, 'Name is too long'),
  )

/** An optional name: blank counts as none, anything given must fit 100 characters. */
const optionalName = z.pipe(
  z.optional(
    z.nullable(z.string('Name must be text').check(z.trim(), z.maxLength(100, 'Name is too long'))),
  ),
  z.transform((value) => value || undefined),
)

/**
 * POST /api/leads. Three callers (§7): the quiz, the meditation form, and the alternate homepage
 * (which sends only {email, name}; the source then defaults to meditation-download per §9).
 */
export const leadSchema = z.object({
  email: emailAddress,
  name: optionalName,
  source: z.pipe(
    z.optional(
      z
        .string('Source must be text')
        .check(
          z.trim(),
          z.maxLength(50, 'Source is too long'),
          z.regex(/^[a-z0-9_-]*$/, 'Source may only use lowercase letters, digits, - and _'),
        ),
    ),
    z.transform((value) => value || DEFAULT_LEAD_SOURCE),
  ),
  quizResult: z.optional(z.enum(ARCHETYPE_KEYS, 'Unknown quiz result')),
  quizAnswers: z.optional(
    z.string('Quiz answers must be a JSON string').check(
      z.maxLength(2000, 'Quiz answers are too long'),
      z.refine((value) => {
        try {
          const parsed: unknown = JSON.parse(value)
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        } catch {
          return false
        }
      }, 'Quiz answers must be a JSON object of question id to answer'),
    ),
  ),
})
export type LeadInput = z.output<typeof leadSchema>

/** The meditation and quiz forms need a name (§5); the alternate homepage does not. */
export const namedLeadSchema = z.extend(leadSchema, { name: requiredName })

/** POST /api/waitlist */
export const waitlistSchema = z.object({
  name: requiredName,
  email: emailAddress,
  program: z.pipe(
    z.optional(
      z.string('Program must be text').check(z.trim(), z.maxLength(50, 'Program is too long')),
    ),
    z.transform((value) => value || DEFAULT_PROGRAM),
  ),
  source: z.pipe(
    z.optional(
      z.nullable(
        z
          .string('Please choose how you found us from the list')
          .check(
            z.refine(
              (value) => value === '' || (WAITLIST_SOURCES as readonly string[]).includes(value),
              'Please choose how you found us from the list',
            ),
          ),
      ),
    ),
    z.transform((value) => (value || undefined) as (typeof WAITLIST_SOURCES)[number] | undefined),
  ),
})
export type WaitlistInput = z.output<typeof waitlistSchema>

/**
 * The unticked box of the forms that do not subscribe her by themselves (checkout, workshop,
 * application, contact): true only when she ticked it.
 */
export const marketingConsentField = z.optional(
  z.boolean({ error: 'marketingConsent must be true or false' }),
)
