import * as z from 'zod/mini'

/** An affiliate's code as her link carries it: letters, digits, - and _, at most 50. */
export const AFFILIATE_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/

/** A code as stored and compared: trimmed, lower case (her link works however it is typed). */
export const normaliseCode = (code: string) => code.trim().toLowerCase()

const UNKNOWN_LINK = 'This affiliate link is not valid.'

/** The click beacon's body. Everything but the code is optional and only kept shortened. */
export const affiliateClickSchema = z.strictObject({
  code: z.string(UNKNOWN_LINK).check(z.minLength(1, UNKNOWN_LINK), z.maxLength(50, UNKNOWN_LINK)),
  landingPage: z.optional(z.string('landingPage must be text').check(z.maxLength(2000))),
  referrer: z.optional(z.string('referrer must be text').check(z.maxLength(2000))),
})

/** Her page's link token. */
export const affiliatePageSchema = z.strictObject({
  token: z.string('This link is not complete.').check(z.maxLength(200, 'This link is not valid.')),
})

const commissionId = z
  .int('Unknown commission.')
  .check(z.positive('Unknown commission.'), z.lte(2 ** 31 - 1, 'Unknown commission.'))

/** One or more commissions the owner acts on at once (a row's button, or "all of hers"). */
export const commissionIdsSchema = z.strictObject({
  ids: z
    .array(commissionId, 'Choose the commissions first.')
    .check(
      z.minLength(1, 'Choose the commissions first.'),
      z.maxLength(500, 'At most 500 commissions at once.'),
    ),
})

export const affiliateIdSchema = z.strictObject({
  id: z
    .int('Unknown affiliate.')
    .check(z.positive('Unknown affiliate.'), z.lte(2 ** 31 - 1, 'Unknown affiliate.')),
})
