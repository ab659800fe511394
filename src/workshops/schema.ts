import * as z from 'zod/mini'

import { leadSchema, marketingConsentField } from '@/contacts/schema'

import { DEFAULT_PARTICIPANT_NAME } from './constants'

/**
 * POST /api/workshop/<slug>/register {name, email}, checked by the form and the endpoint alike.
 * Spec §5 fills a missing name with "VIP Member"; a missing e-mail is refused instead of being
 * replaced by a placeholder, because the confirmation could never reach her.
 */
export const workshopRegistrationSchema = z.object({
  name: z.pipe(
    leadSchema.shape.name,
    z.transform((name) => name ?? DEFAULT_PARTICIPANT_NAME),
  ),
  email: leadSchema.shape.email,
  marketingConsent: marketingConsentField,
})
export type WorkshopRegistrationInput = z.output<typeof workshopRegistrationSchema>

/** POST /api/workshop/demo-checkout/confirm {sessionId} (test mode only). */
export const demoConfirmSchema = z.object({
  sessionId: z
    .string({ error: 'The test checkout session is missing.' })
    .check(z.regex(/^demo_cs_[A-Za-z0-9_-]{16,64}$/, 'This test checkout session is not valid.')),
})
