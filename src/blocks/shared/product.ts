import type { Offer } from '@/payload-types'

/** A relationship field's value once populated (depth ≥ 1), or null. */
export const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value ? value : null

export const productOf = (value: number | Offer | null | undefined) => populated<Offer>(value)
