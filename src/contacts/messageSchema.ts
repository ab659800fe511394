import * as z from 'zod/mini'

import { emailAddress, marketingConsentField, requiredName } from './schema'

/**
 * The contact form's rules, enforced by POST /api/contact; the form shows its messages. zod/mini
 * because the schema may be shared with browser code, where the full zod would weigh 38 KB.
 * `abort` stops at the first problem of a field, so each field reports one clear message.
 */
export const contactMessageSchema = z.object({
  name: requiredName,
  email: emailAddress,
  message: z
    .string({ error: 'Message is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Message is required', abort: true }),
      z.maxLength(5000, 'Message is too long'),
    ),
  marketingConsent: marketingConsentField,
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
