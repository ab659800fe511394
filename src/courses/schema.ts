import * as z from 'zod/mini'

/**
 * The Courses tab's create/edit form (spec §2): title, description, price and compare-at price in
 * dollars as she types them, Published. Amounts are checked and turned into cents by the
 * operation (src/commerce/dollars.ts), which can name the field that is wrong.
 */
const amount = z.union([z.string().check(z.maxLength(32)), z.number()], {
  error: 'Enter an amount in dollars, e.g. 297 or 297.50',
})

const whole = (label: string, min: number, max: number) =>
  z.optional(
    z.nullable(
      z.union([z.number(), z.string().check(z.maxLength(8))], {
        error: `${label}: enter a whole number from ${min} to ${max}`,
      }),
    ),
  )

export const courseInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'Title is too long')),
  description: z.optional(
    z.nullable(z.string().check(z.maxLength(5000, 'Description is too long (5,000 characters)'))),
  ),
  price: amount,
  compareAtPrice: z.optional(z.nullable(amount)),
  isPublished: z.optional(z.boolean({ error: 'isPublished must be true or false' })),
  /** How she is paid for the course's offer: once, in instalments, or as a membership. */
  priceType: z.optional(
    z.enum(['one-time', 'payment-plan', 'subscription'], {
      error: 'How she pays: once, in instalments or as a membership',
    }),
  ),
  installments: whole('Number of payments', 2, 12),
  billingInterval: z.optional(
    z.nullable(
      z.enum(['week', 'month', 'year'], { error: 'How often: every week, month or year' }),
    ),
  ),
  trialDays: whole('Free trial', 0, 365),
  /** Whether the checkout sells the course's offer. */
  onSale: z.optional(z.boolean({ error: 'onSale must be true or false' })),
})

export type CourseInput = z.output<typeof courseInputSchema>

export const publishInputSchema = z.object({
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
})

/** A course named by its short name (its web address). */
export const courseShortName = z
  .string('Unknown course.')
  .check(z.maxLength(255, 'Unknown course.'))
