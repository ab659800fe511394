import * as z from 'zod/mini'

const orderId = z
  .int('Which payment plan or membership? (order)')
  .check(z.positive('Which payment plan or membership? (order)'))

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(255))

export const moveDemoClockSchema = z.strictObject({
  days: z
    .int('How many days ahead? A whole number.')
    .check(
      z.gte(1, 'Move the demo clock at least 1 day ahead.'),
      z.lte(3650, 'Move the demo clock at most 10 years (3650 days) at a time.'),
    ),
})

export const billingPortalSchema = z.object({ order: z.optional(orderId) })

export const cancelDemoMembershipSchema = z.object({
  order: orderId,
  resume: z.optional(z.boolean('resume must be true or false')),
})

export const payDemoInstalmentSchema = z.object({
  order: orderId,
  cardNumber: required('Card number'),
  expiry: required('Expiry date'),
  cvc: required('CVC'),
})
