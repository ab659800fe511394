/**
 * The three archetypes, in the spec's tie-break order (a later one wins a tie). On their own, not
 * in ./schema: the quiz's scoring runs in the visitor's browser, and importing them from the
 * schema module would ship its validation library with the quiz page.
 */
export const ARCHETYPE_KEYS = ['people_pleaser', 'perfectionist', 'rebel'] as const
export type ArchetypeKey = (typeof ARCHETYPE_KEYS)[number]
