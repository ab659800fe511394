import type { Product } from '@/payload-types'

/** A relationship field's value once populated (depth ≥ 1), or null. */
export const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value ? value : null

export const productOf = (value: number | Product | null | undefined) => populated<Product>(value)
