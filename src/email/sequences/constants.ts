import { ARCHETYPE_KEYS, QUIZ_SOURCE_PREFIX } from '@/contacts/schema'

import { ARCHETYPE_LABELS } from '../campaigns/audience'

/**
 * What starts a sequence for her, in the owner's words. A quiz trigger is for any result or one
 * archetype (`quiz_rebel`, as the lead's source names it).
 */
export const SEQUENCE_TRIGGERS = {
  meditation: 'She signs up for the free meditation',
  'quiz-any': 'She takes the quiz (any result)',
  ...(Object.fromEntries(
    ARCHETYPE_KEYS.map((key) => [
      `${QUIZ_SOURCE_PREFIX}${key}`,
      `She takes the quiz: ${ARCHETYPE_LABELS[key]}`,
    ]),
  ) as Record<`quiz_${(typeof ARCHETYPE_KEYS)[number]}`, string>),
  waitlist: 'She joins a waitlist',
  purchase: 'She buys (the product you choose, or anything)',
  workshop: 'She registers for a live workshop',
  'application-accepted': 'You accept her mentorship application',
  'tag-added': 'You give her a tag',
} as const
export type SequenceTrigger = keyof typeof SEQUENCE_TRIGGERS

export const ENROLLMENT_STATUSES = ['active', 'completed', 'exited'] as const

/** Why she left a sequence before its end. */
export const EXIT_REASONS = {
  unsubscribed: 'Unsubscribed',
  bought: 'Bought',
  'tag-removed': 'Tag removed',
  'left-segment': 'No longer in the audience',
} as const
export type ExitReason = keyof typeof EXIT_REASONS

/** "Mornings in her time zone" and the like: the hours a step may go out, in the owner's zone. */
export const SEND_WINDOWS = {
  any: { label: 'Any time', from: 0, to: 24 },
  morning: { label: 'Mornings (8 am to noon)', from: 8, to: 12 },
  afternoon: { label: 'Afternoons (noon to 5 pm)', from: 12, to: 17 },
  evening: { label: 'Evenings (5 pm to 9 pm)', from: 17, to: 21 },
} as const
export type SendWindow = keyof typeof SEND_WINDOWS
