import * as z from 'zod/mini'

import { marketingConsentField } from '@/contacts/schema'
import { sameOriginPath } from './redirects'

const email = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.maxLength(255, 'Email is too long'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  )

export const createPaymentIntentSchema = z.object({
  amount: z.optional(z.unknown()),
  email,
  hasReturnToBodyAddon: z.optional(
    z.boolean({ error: 'hasReturnToBodyAddon must be true or false' }),
  ),
  paymentIntentId: z.optional(z.string().check(z.maxLength(255))),
  purchase: z.optional(z.enum(['masterclass', 'bonus-upgrade'], { error: 'Unknown purchase' })),
  offer: z.optional(
    z
      .string({ error: "This offer isn't on sale." })
      .check(z.trim(), z.maxLength(200, "This offer isn't on sale.")),
  ),
  bumps: z.optional(
    z
      .array(
        z
          .number({ error: 'The extras ticked are not part of this offer.' })
          .check(z.int('The extras ticked are not part of this offer.')),
        { error: 'The extras ticked are not part of this offer.' },
      )
      .check(z.maxLength(20, 'The extras ticked are not part of this offer.')),
  ),
  coupon: z.optional(
    z.nullable(
      z
        .string({ error: "That code isn't valid." })
        .check(z.trim(), z.maxLength(100, "That code isn't valid.")),
    ),
  ),
  marketingConsent: marketingConsentField,
})

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(255))

export const demoConfirmSchema = z.object({
  clientSecret: required('The payment reference'),
  cardNumber: required('Card number'),
  expiry: required('Expiry date'),
  cvc: required('CVC'),
})

export const claimPaymentSchema = z.object({
  paymentIntentId: required('The payment reference'),
  clientSecret: required('The payment secret'),
})

export const accessLinkSchema = z.object({
  email,
  redirectTo: z.optional(
    z.string({ error: 'redirectTo must be a path on this site' }).check(
      z.maxLength(500, 'redirectTo is too long'),
      z.refine((path) => sameOriginPath(path) !== null, 'redirectTo must be a path on this site'),
    ),
  ),
})

export const courseProgressSchema = z.object({
  moduleId: required('moduleId'),
  progress: z.optional(
    z
      .number({ error: 'progress must be a number' })
      .check(z.gte(0, 'progress is 0 to 100'), z.lte(100, 'progress is 0 to 100')),
  ),
  completed: z.optional(z.boolean({ error: 'completed must be true or false' })),
})

