/*
 * The application's numbers, questions and steps without the validation library, so the form at
 * /apply can draw itself before the rules (./schema) arrive. ./schema re-exports all of it.
 */

/** §9: the application's numbers. */
export const MIN_ANSWER_LENGTH = 10
export const MAX_ANSWER_LENGTH = 5000
export const MAX_PHONE_LENGTH = 30
export const REPLY_WITHIN_HOURS = 48

/**
 * The eight long-answer questions, one per step after the basic information, in the spec's order
 * (§2). `label` names the answer in the admin and in the owner's e-mail.
 */
export const APPLICATION_QUESTIONS = [
  {
    name: 'experience',
    label: 'Experience with embodiment',
    question: 'What is your experience with somatic, embodiment or sexuality work so far?',
    message: 'Please provide at least a brief description (10+ characters)',
  },
  {
    name: 'whatDrawsYou',
    label: 'What draws her to this work',
    question: 'What draws you to this work, and to working with me, at this moment in your life?',
    message: 'Please share what draws you to this work (10+ characters)',
  },
  {
    name: 'hopeToExplore',
    label: 'What she hopes to explore',
    question: 'What do you hope to explore or transform in our time together?',
    message: 'Please share what you hope to explore (10+ characters)',
  },
  {
    name: 'challenges',
    label: 'Current challenges',
    question:
      'What challenges are you facing right now, in your body, your relationships or your sense of self?',
    message: 'Please describe your current challenges (10+ characters)',
  },
  {
    name: 'support',
    label: 'Support that would feel meaningful',
    question: 'What kind of support would feel most meaningful to you?',
    message: 'Please describe the support you are looking for (10+ characters)',
  },
  {
    name: 'longToExperience',
    label: 'What she longs to experience',
    question: 'What do you long to experience in your body and in your life?',
    message: 'Please share what you long to experience (10+ characters)',
  },
  {
    name: 'afraidToExpress',
    label: 'What she is afraid to express',
    question: 'What are you afraid to express, or afraid to want?',
    message: 'Please share what you are afraid to express (10+ characters)',
  },
  {
    name: 'desireFromGuide',
    label: 'What she desires from a guide',
    question: 'What do you desire from a guide or mentor on this path?',
    message: 'Please share what you desire from a guide (10+ characters)',
  },
] as const

export type QuestionName = (typeof APPLICATION_QUESTIONS)[number]['name']

/** Every field of the form, in the order of the steps. */
export const APPLICATION_FIELDS = [
  'name',
  'email',
  'phone',
  ...APPLICATION_QUESTIONS.map(({ name }) => name),
] as const

export type ApplicationField = 'name' | 'email' | 'phone' | QuestionName
/** What the form holds while she types: every field as text. */
export type ApplicationValues = Record<ApplicationField, string>

/** Step 1 is the basic information; steps 2 to 9 ask one question each. */
export const APPLICATION_STEPS: readonly (readonly ApplicationField[])[] = [
  ['name', 'email', 'phone'],
  ...APPLICATION_QUESTIONS.map(({ name }) => [name]),
]
export const STEP_COUNT = APPLICATION_STEPS.length

export const emptyApplication = (): ApplicationValues =>
  Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, ''])) as ApplicationValues
