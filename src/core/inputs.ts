import * as z from 'zod/mini'

/** An id of a row: a whole number from 1. */
export const id = (what: string) =>
  z.int(`Unknown ${what}.`).check(z.positive(`Unknown ${what}.`), z.lte(2 ** 31 - 1))

/** The input of an operation that takes none. */
export const nothing = z.strictObject({})
