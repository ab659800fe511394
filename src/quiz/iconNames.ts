/**
 * The inline icons an archetype may use, listed in the admin's select. Kept apart from the
 * drawings so the Payload config does not load JSX.
 */
export const QUIZ_ICON_NAMES = ['heart', 'crown', 'flame', 'lotus', 'moon', 'sparkle'] as const
export type QuizIconName = (typeof QUIZ_ICON_NAMES)[number]
